// Lost pieces (Popeye: LostPieces, VerloreneSteine, PiecesPerdues;
// docs/conditions/lost-pieces.md): after each move, every man of the other
// side but its king that would be mated if it were that side's king is lost:
// it leaves the board, as part of the move. Decisions, as Popeye 4.104:
// - a man is lost where it is attacked as a king would be (paralysis and the
//   rules' checks included) and no move of its side, legal but for its real
//   king's safety, takes it out of attack; the men lost are found first and
//   then taken off together, after the move's other effects (a rebirth);
// - the moves looked at for that are not followed by losses of their own;
// - in direct play the defender's pass that shows a threat counts as a move
//   (as Popeye's threat "[-wPd7]"); the passes of series play do not;
// - a man taken off is not captured: no rebirth follows.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class LostPieces : public Condition {
 public:
  std::string name() const override { return "LostPieces"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Consequences) | static_cast<unsigned>(Hook::ThreatPass);
  }
  // Takes off the men of the side not moving that are lost.
  void consequences(Position& position, const Displacement& displacement) const override;
  // The defender's pass that shows a threat is a move for this: the
  // attacker's men lost leave the board (Popeye: "threat:[-wPd7]").
  void after_threat_pass(Position& position) const override;
  bool consequences_last() const override { return true; }
  // A paralysing man paralyses in the test as on the board.
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Paralysing); }

 private:
  // Whether the man of the side to move on `square` has a move that takes it
  // out of attack (or off the board).
  static bool can_escape(Position& position, Square square);
  // Takes off the men of the side other than `mover` that are lost.
  static void take_off_lost(Position& position, Side mover);
};

std::unique_ptr<Condition> make_lost_pieces(ConditionWords& words);

}  // namespace feerie
