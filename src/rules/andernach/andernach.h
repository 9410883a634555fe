// Andernach chess: a piece other than a king that captures changes colour on
// its arrival square (after a promotion, the promoted piece). Anti-Andernach
// chess: a piece other than a king that moves without capturing changes
// colour. Tibet: a black piece other than a king that captures a piece of
// another type than its own (on arrival) changes colour; DoubleTibet: a
// piece of either side does so. The change is part of the move: legality
// is judged after it. As Popeye writes it, the move's text ends with the
// new colour ("Rd1*d5=b").
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Andernach : public Condition {
 public:
  enum class Variant { Andernach, AntiAndernach, Tibet, DoubleTibet };
  explicit Andernach(Variant variant) : variant_(variant) {}

  std::string name() const override;
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;

 private:
  Variant variant_;
};

std::unique_ptr<Condition> make_andernach(ConditionWords& words);
std::unique_ptr<Condition> make_anti_andernach(ConditionWords& words);
std::unique_ptr<Condition> make_tibet(ConditionWords& words);
std::unique_ptr<Condition> make_double_tibet(ConditionWords& words);

}  // namespace feerie
