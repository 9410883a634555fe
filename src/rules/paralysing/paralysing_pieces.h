// Paralysing pieces (docs/pieces/paralysing.md): the rules a problem plays by
// when its diagram has a paralysing piece (Piece::paralysing), as Popeye:
//   - a man observed by an enemy paralysing piece is paralysed: it neither
//     moves nor gives check; a paralysed paralysing piece still paralyses;
//   - a paralysing piece captures nothing and gives no check;
//   - a side without a legal move whose every man with a move (paralysis
//     aside) is paralysed is suffocated: stalemated, in check or not, and
//     never mated.
// A paralysed rook still castles (the king's paralysis binds castling), as
// Popeye. The rules are not a condition of the problem's line: nothing is
// written under the diagram but the attribute's line of squares.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ParalysingPieces : public Condition {
 public:
  std::string name() const override { return "Paralysing pieces"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Paralysis) | static_cast<unsigned>(Hook::CheckValidation) |
           static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Suffocation);
  }
  Bitboard paralysed(const Position& position, Bitboard candidates) const override;
  void generate(const Position& position, MoveList& moves) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  bool suffocated(Position& position, Side side) const override;
  bool paralysed_rook_castles() const override { return true; }
  unsigned handled_attributes() const override;
  // A proof game's start, the game array, has no paralysing piece.
  bool plays_proof_games() const override { return false; }
  bool written_under_diagram() const override { return false; }
};

// The rules of paralysing pieces, for a diagram that has one.
std::unique_ptr<Condition> make_paralysing_pieces();

}  // namespace feerie
