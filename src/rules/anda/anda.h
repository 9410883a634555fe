// Anda and AndaInverse (docs/conditions/anda.md), as Popeye defines the
// conditions: every man but the kings is an Anda man. Anda: a man that
// moves and then checks, observing the enemy king where it arrived, changes
// phase: a man of a side becomes neutral, a neutral man its mover's
// ("e2-e3[=n] +"). AndaInverse: a man that moves without so checking
// changes phase. The check is judged before the change, after the other
// rules' effects (Circe's rebirth); the move's legality after the change.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Anda : public Condition {
 public:
  explicit Anda(bool inverse) : inverse_(inverse) {}

  std::string name() const override { return inverse_ ? "AndaInverse" : "Anda"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;
  // The check is judged once Circe's rebirth is made (as Popeye).
  bool consequences_last() const override { return true; }
  // Neutral men change phase as the others, and act for either side.
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Neutral); }

 private:
  bool inverse_;
};

std::unique_ptr<Condition> make_anda(ConditionWords& words);
std::unique_ptr<Condition> make_anda_inverse(ConditionWords& words);

}  // namespace feerie
