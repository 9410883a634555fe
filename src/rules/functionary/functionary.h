// Functionary chess (docs/conditions/functionary-chess.md), Popeye's
// BeamtenSchach: every man, kings included, is a functionary, which moves
// and gives check only while an enemy man observes it (the observer need
// not be free to move itself), as Popeye. Castling is the king's move: a
// rook that no enemy observes goes along.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class FunctionaryChess : public Condition {
 public:
  std::string name() const override { return "FunctionaryChess"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Paralysis); }
  Bitboard paralysed(const Position& position, Bitboard candidates) const override;
  bool paralysed_rook_castles() const override { return true; }
};

std::unique_ptr<Condition> make_functionary_chess(ConditionWords& words);

}  // namespace feerie
