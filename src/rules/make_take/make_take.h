// Make&Take chess: a piece captures in two parts, one move. First it makes a
// non-capturing move (the approach) as a piece of a kind the other side has,
// moving for that side (a pawn's approach goes towards the other side's
// promotion rank, two steps from that side's second rank); then, from where
// the approach ends, it captures by its own walk a piece of that kind. Only
// the departure and the capture are written ("Sc1*c3"), as one capture of
// that square from the departure: two approaches to one capture are one
// move. A pawn captures en passant after an approach, promotes where its
// capture ends on its last rank, and captures nothing from its own first or
// last rank. Moves without capture are orthodox.
// A check is a capture of the king: an enemy piece approaches as a king
// (one step to an empty square, or, standing on the king's game-array
// square, a castling with the king's side's rook that has the right, which
// moves that rook too) and then attacks the king by its own walk (as Popeye).
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class MakeAndTake : public Condition {
 public:
  std::string name() const override { return "Make&TakeChess"; }
  unsigned hooks() const override;
  void generate(const Position& position, MoveList& moves) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  Bitboard king_observers(const Position& position, Square square, Side by, Bitboard occupied) const override;
};

std::unique_ptr<Condition> make_make_and_take(ConditionWords& words);

}  // namespace feerie
