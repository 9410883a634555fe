// Brunner chess (docs/conditions/brunner.md), as Popeye defines it: a man
// gives check only where taking the king would be a legal move, that is,
// would not leave its own king attacked. After that capture the side taken
// has no king, so each of its men's attacks counts: the test goes no
// deeper. A king may so stand attacked by a pinned man.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Brunner : public Condition {
 public:
  std::string name() const override { return "BrunnerChess"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::CheckValidation); }
  bool check_counts(const Position& position, Square attacker, Square king) const override;
};

std::unique_ptr<Condition> make_brunner(ConditionWords& words);

}  // namespace feerie
