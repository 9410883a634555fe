// CAST chess (docs/conditions/cast-chess.md), Popeye's rule: a piece may
// capture only when it has exactly one capture (CASTChess), or only when it
// has at least two (CASTChess Inverse); a piece gives check only where it
// could capture so, its capture of the king counted among its captures.
//   - A piece's captures are its pseudo-legal captures as Popeye generates
//     them: a pawn's capture with its promotions is one; en passant counts.
//   - Popeye counts a piece's several courses to one square (a reflecting
//     bishop's, a rose's) as several captures; Feerie's moves have no
//     course, so a diagram with such a piece is refused.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class CastChess : public Condition {
 public:
  explicit CastChess(bool inverse) : inverse_(inverse) {}

  std::string name() const override { return inverse_ ? "CASTChess Inverse" : "CASTChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Check);
  }
  void generate(const Position& position, MoveList& moves) const override;
  bool in_check(const Position& position, Side side) const override;
  std::string refusal(const Position& position) const override;
  // A royal piece is a king (checked as a king); a neutral piece's captures
  // are counted for the side that moves it (of either side, on the board).
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Royal) | static_cast<unsigned>(PieceAttribute::Neutral);
  }
  // It only judges which captures and checks there are.
  bool keeps_proof_bound() const override { return true; }

 private:
  // Whether a piece with `captures` captures may capture.
  bool may_capture(int captures) const { return inverse_ ? captures >= 2 : captures == 1; }

  bool inverse_;
};

std::unique_ptr<Condition> make_cast_chess(ConditionWords& words);

}  // namespace feerie
