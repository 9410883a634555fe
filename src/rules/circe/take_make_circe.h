// Circe Take&Make (also called Anti-Take&Make). A captured piece is reborn,
// as part of the capturing move, where it could go from the capture square
// with a non-capturing move of its own kind, for its own side: the capturer
// is not in its way (the captured piece stands in its place), a pawn captured
// en passant starts from its own square with the capturer beside it on the
// board. Several such squares: the capturer chooses, each choice a move
// (Move::choice_square); none: the capture is illegal. A pawn reborn on its
// last rank is promoted, the capturer choosing the piece (Move::choice_type).
// Written as Circe's rebirths: "Rd1*d5[+bSb6]", "Rd8*d2[+bPd1=S]".
// Kings are never reborn (Popeye's RexInclusive is refused).
#pragma once

#include "rules/condition.h"

namespace feerie {

class TakeMakeCirce : public Condition {
 public:
  std::string name() const override { return "Circe Take&Make"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
};

}  // namespace feerie
