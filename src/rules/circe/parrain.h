// Circe Parrain (seed 001) and ContraParrain. A capture is ordinary but puts the
// captured piece X into the reserve (PlyState::reserve). The very next move,
// by X's side, carries X back: after that move's displacement X appears on the
// capture square shifted by the move's vector (ContraParrain: the opposite
// vector), if that square is on the board and empty; otherwise X is lost.
// Decisions: the vector of castling is the king's displacement (Popeye adds the
// rook's); the vector of an e.p. capture is the capturing pawn's displacement;
// the capture square of an e.p. capture is the captured pawn's square.
// A pawn reborn on its last rank is promoted, X's side choosing the piece
// (Move::choice_type); on its first rank it steps one square. A rook reborn on
// its corner gets its castling right back. When the carrying move captures in
// turn, X is reborn and the newly captured piece takes its place in the reserve.
// A piece captured before the diagram is given as in Popeye, after the
// condition: `LastCapture white bh1` (colour, piece letter, capture square).
#pragma once

#include "core/position.h"
#include "rules/condition.h"

namespace feerie {

class ParrainCirce : public Condition {
 public:
  ParrainCirce(bool contra, Reserve last_capture) : contra_(contra), last_capture_(last_capture) {}
  std::string name() const override { return contra_ ? "ContraParrain" : "Circe Parrain"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  void prepare(Position& position) const override;

 private:
  // Where the reserve piece would land with `move` (NoSquare: off the board).
  Square target(const Position& position, const Move& move) const;
  bool contra_;
  Reserve last_capture_;  // captured before the diagram, if any
};

class ConditionWords;
// Reads an optional `LastCapture COLOUR PIECESQUARE` (English piece letters).
Reserve read_last_capture(ConditionWords& words);

}  // namespace feerie
