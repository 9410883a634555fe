// FuddledMen (docs/conditions/fuddled-men.md), as Popeye defines it: the
// men a side moved in its last move (the king and the rook of a castling)
// are fuddled until that side moves again: they neither move nor give
// check. It is a paralysis (the core hook Condition::paralysed) of those
// men. Their squares are kept in the position's tally (core/
// tally_squares.h, part of the position's key). A pass (a threat's null
// move, the other side's turn skipped in series play) moves no man and
// leaves them as they are.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class FuddledMen : public Condition {
 public:
  std::string name() const override { return "FuddledMen"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Paralysis) | static_cast<unsigned>(Hook::Consequences);
  }
  Bitboard paralysed(const Position& position, Bitboard candidates) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // Every move is a man's own; the condition only forbids some.
  bool keeps_proof_bound() const override { return true; }
};

std::unique_ptr<Condition> make_fuddled_men(ConditionWords& words);

}  // namespace feerie
