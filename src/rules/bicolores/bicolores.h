// Bicolores (docs/conditions/bicolores.md), Popeye's rule: a king is in
// check when a piece of either side attacks it, its own pieces too. Check
// is defined through the core hook Condition::in_check, so that everything
// that reads check follows: self-check, mate, stalemate, the notation's
// "+", the squares a castling king starts from and passes.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Bicolores : public Condition {
 public:
  std::string name() const override { return "Bicolores"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Check); }
  bool in_check(const Position& position, Side side) const override;
};

std::unique_ptr<Condition> make_bicolores(ConditionWords& words);

}  // namespace feerie
