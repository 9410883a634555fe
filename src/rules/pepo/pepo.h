// Pepo (docs/conditions/pepo.md), as Popeye 4.104 plays it: a king attacked
// by an enemy man has no power, and only a double attack is check.
//   - A king observed by any enemy man, the enemy king included, is
//     paralysed: it neither moves nor observes (two kings side by side
//     paralyse each other).
//   - A king is in check when two or more enemy men other than the enemy
//     king observe it (a single attack is no check: the king may stay or
//     move there); a king gives no check.
//   - No move takes a king (Popeye's king capture avoiders), though a king
//     singly attacked stands in reach.
// Everything that reads check follows (Condition::in_check): self-check,
// mate, stalemate, the check goal and mark, castling.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Pepo : public Condition {
 public:
  std::string name() const override { return "Pepo"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Paralysis) | static_cast<unsigned>(Hook::Check) |
           static_cast<unsigned>(Hook::Generation);
  }
  void generate(const Position& position, MoveList& moves) const override;
  // A neutral man observes for both sides, as Position::observers counts it.
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Neutral); }
  // A neutral king, attacked by and attacking both sides, is refused.
  std::string refusal(const Position& position) const override;
  Bitboard paralysed(const Position& position, Bitboard candidates) const override;
  bool in_check(const Position& position, Side side) const override;
};

std::unique_ptr<Condition> make_pepo(ConditionWords& words);

}  // namespace feerie
