// Influencer (docs/conditions/influencer.md), Popeye's rule: after a move,
// each enemy piece standing next to a piece that moved (the mover, a
// castling rook; never a king or a royal piece), itself no king nor royal,
// changes its type: into a pawn, or, on its own side's first or last rank,
// into the type of the piece that moved next to it. Popeye writes each
// change after the move: "Sb5-a7[b7=P][b6=P]".
//   - A pawn so made on its own last rank promotes at once: each promotion
//     is a move of its own ("[g1=P][g1=Q]"), several such pawns promoting
//     each to each type.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Influencer : public Condition {
 public:
  std::string name() const override { return "Influencer"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // A royal piece neither influences nor is influenced.
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Royal); }
};

std::unique_ptr<Condition> make_influencer(ConditionWords& words);

}  // namespace feerie
