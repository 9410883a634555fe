// SingleBox Type1, as Popeye defines it: each side plays with the men of one
// box, so that after a move neither side may have more kings, queens, rooks,
// bishops, knights or pawns than the game array's (1, 1, 2, 2, 2, 8): a pawn
// promotes only to a piece that has been captured. A pawn that cannot
// promote checks no king on its last rank (the capture would be illegal).
// Types 2 and 3 (latent pawns) are refused by name, and so is Type1 beside
// fairy pieces, which Popeye refuses too.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class SingleBox : public Condition {
 public:
  std::string name() const override { return "SingleBox    Type1"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Legality) | static_cast<unsigned>(Hook::CheckValidation);
  }
  bool allows(Position& position, Side mover) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  std::string refusal(const Position& position) const override;
};

std::unique_ptr<Condition> make_single_box(ConditionWords& words);

}  // namespace feerie
