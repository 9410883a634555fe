// Duellist chess (docs/conditions/duellists.md), as Popeye defines it: each
// side's duellist is the man it moved last; a side whose duellist has a
// legal move must move it. Before a side's first move it has no duellist.
// The duellists' squares are kept in the position's tally (core/
// tally_squares.h, part of the position's key). A pass (a threat's null move,
// the other side's turn skipped in series play) moves no man and leaves
// the duellists as they are.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Duellists : public Condition {
 public:
  std::string name() const override { return "DuellistChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Selection) | static_cast<unsigned>(Hook::Consequences);
  }
  bool selects(Side) const override { return true; }
  void select(Position& position, MoveList& legal, const Rules& rules) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
};

std::unique_ptr<Condition> make_duellists(ConditionWords& words);

}  // namespace feerie
