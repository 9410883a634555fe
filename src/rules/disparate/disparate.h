// Disparate (docs/conditions/disparate.md), Popeye's rule: a side may not
// move a piece of the type the other side has just moved, and such a piece
// gives no check (it could not take the king). The restriction is a
// paralysis (the core hook Condition::paralysed) of the pieces of the side
// to move, read from the type of the last move's mover, which the rule
// keeps in the position's marks (PlyState::marks) so that the position's
// key tells it. After a pass (the other side's turn skipped in series play,
// a threat's null move) nothing is restricted, as Popeye.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Disparate : public Condition {
 public:
  std::string name() const override { return "Disparate"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Paralysis) | static_cast<unsigned>(Hook::Consequences) |
           static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::CheckValidation);
  }
  Bitboard paralysed(const Position& position, Bitboard candidates) const override;
  // A neutral piece is restricted only as the side to move's: its moves are
  // taken out here, and its check of the other side's king does not count.
  void generate(const Position& position, MoveList& moves) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // The rook is no moving piece of castling: only the king's type binds it.
  bool paralysed_rook_castles() const override { return true; }
  // A neutral piece is restricted as a piece of the side to move (as Popeye).
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Neutral); }
};

std::unique_ptr<Condition> make_disparate(ConditionWords& words);

}  // namespace feerie
