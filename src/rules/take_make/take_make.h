// Take&Make chess: a piece that captures must go on at once, from the capture
// square, with a non-capturing move of the captured piece's kind (as a piece
// of the captured side: a captured pawn's step goes towards the capturer's
// own side); capture and step are one move, and a capture with no such step
// is illegal. A pawn promotes where the step ends on its last rank, and may
// not step onto its own first rank. A check is an ordinary attack on the
// king; with Absolute, only an attack whose capture could be followed by a
// step. Popeye writes the step in the move: "Rd1*d5-c7", "b7*c8-a8=Q".
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class TakeAndMake : public Condition {
 public:
  explicit TakeAndMake(bool absolute) : absolute_(absolute) {}

  std::string name() const override { return "Take&MakeChess"; }
  unsigned hooks() const override;
  void expand(Position& position, const Move& move, MoveList& out) const override;
  Square moves_on_to(const Move& move) const override { return move.choice_square; }
  void consequences(Position& position, const Displacement& displacement) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;

 private:
  bool absolute_;
};

std::unique_ptr<Condition> make_take_and_make(ConditionWords& words);

}  // namespace feerie
