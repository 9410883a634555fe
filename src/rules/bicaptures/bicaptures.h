// Bicaptures (docs/conditions/bicaptures.md), as Popeye defines it: a man
// may capture the men of its own side, but its king, as well as the other
// side's. Check is chess's: only the other side's men attack a king.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Bicaptures : public Condition {
 public:
  std::string name() const override { return "Bicaptures"; }
  // The rule is only what a move may capture (Position::capturable).
  unsigned hooks() const override { return 0; }
  bool captures_own_men() const override { return true; }
  // A man may vanish by its own side's capture: the proof games' count of
  // the captures each side needs does not hold.
  bool plays_proof_games() const override { return false; }
};

std::unique_ptr<Condition> make_bicaptures(ConditionWords& words);

}  // namespace feerie
