// MultiCaptures (docs/conditions/multi-captures.md), Popeye's rule: a piece
// may be captured only where at least two moves (pseudo-legal, of any pieces
// of the capturing side) capture it; a king is in check only when at least
// two of the enemy's pieces attack it. `MultiCaptures White` (Black) binds
// that side's captures and checks only.
//   - The moves are counted as Popeye generates them: a pawn's capture with
//     its promotions is one move; two moves of one piece that take the same
//     man by different landings (a locust's) are two.
//   - Popeye counts a piece's several courses to one square (a reflecting
//     bishop's, a rose's) as several captures; Feerie's moves have no
//     course, so a diagram with such a piece is refused.
// Decisions implemented:
//   - A capture needs a second capturing move even when every move the side
//     has is a capture (Popeye's filter lets the last such capture in its
//     order through: "1.Kh1*h2" with only the king taking h2).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class MultiCaptures : public Condition {
 public:
  // `sides`: bit 1 White, bit 2 Black (both: 3).
  explicit MultiCaptures(unsigned sides) : sides_(sides) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Check);
  }
  void generate(const Position& position, MoveList& moves) const override;
  bool in_check(const Position& position, Side side) const override;
  std::string refusal(const Position& position) const override;
  // A royal piece is a king: in check when attacked twice.
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Royal); }
  // It only judges which captures and checks there are.
  bool keeps_proof_bound() const override { return true; }

 private:
  bool binds(Side side) const { return (sides_ & (side == Side::White ? 1u : 2u)) != 0; }

  unsigned sides_;
};

std::unique_ptr<Condition> make_multi_captures(ConditionWords& words);

}  // namespace feerie
