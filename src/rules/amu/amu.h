// AMU (docs/conditions/amu.md), as Popeye defines it: a mate counts for the
// goal mate only where the man that gave it was, on the square it moved
// from and before it moved, observed by exactly one man of the other side
// (a man observing it twice, as a rose may, counted once). Play is
// otherwise orthodox.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Amu : public Condition {
 public:
  std::string name() const override { return "AMU"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::MateFilter); }
  bool mate_counts(Position& position) const override;
};

std::unique_ptr<Condition> make_amu(ConditionWords& words);

}  // namespace feerie
