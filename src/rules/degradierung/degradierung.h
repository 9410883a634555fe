// Degradierung, Popeye's RelegationChess (docs/conditions/degradierung.md): a piece
// other than a pawn or a king (or a royal piece) that moves to its own
// side's second rank, the rank of its pawns' double steps, becomes a pawn
// there. Popeye writes the change after the move ("La3-b2=B", English
// "Ba3-b2=P"); the new pawn may step two squares at once from there.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Degradierung : public Condition {
 public:
  std::string name() const override { return "RelegationChess"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;
  // A neutral piece is demoted on the second rank of the side that moved
  // it, a royal piece never (as Popeye); a kamikaze piece that captures is
  // gone before.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal) |
           static_cast<unsigned>(PieceAttribute::Kamikaze);
  }
};

std::unique_ptr<Condition> make_degradierung(ConditionWords& words);

}  // namespace feerie
