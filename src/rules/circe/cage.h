// Circe Cage (seed 000). A captured piece X is reborn, as part of the capturing
// move, on a cage: an empty square from which X, put there after the capturer's
// displacement and with X's side to move, has no legal non-capturing orthodox
// move (castling does not count). One cage: X goes there; several: the capturer
// chooses, each choice a move (Move::choice_square); none: X is lost.
// A pawn may be caged on any rank: on its own first rank it steps one square;
// on its last rank it is promoted first, the capturer choosing the piece
// (Move::choice_type), and the promoted piece must be caged there.
// Strict: a capture without any cage is illegal.
// A cage that checks the capturer's king is a self-check (the move is illegal);
// a rook caged on its corner may castle; a pawn caged on its 2nd rank may double-step.
#pragma once

#include <array>

#include "rules/condition.h"

namespace feerie {

class CageCirce : public Condition {
 public:
  explicit CageCirce(bool strict) : strict_(strict) {}
  std::string name() const override { return strict_ ? "Circe Cage Strict" : "Circe Cage"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;

 private:
  bool strict_;
};

// The cages of `piece` in `position`, where the capture has been played without
// its rebirth and the piece's side is to move: a bitboard per piece type (the
// promotion pieces of a pawn caged on its last rank are listed separately),
// for the piece's type and its promotions only, in the order of the types.
struct Cages {
  struct OfType {
    PieceType type;
    Bitboard squares;
  };
  std::array<OfType, PieceTypeCount> of_type;  // the first `count` hold
  int count = 0;

  void add(PieceType type, Bitboard squares);
  Bitboard of(PieceType type) const;
};
Cages find_cages(const Position& position, Piece piece);

}  // namespace feerie
