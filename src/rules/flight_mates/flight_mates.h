// MAFF and OWU (docs/conditions/flight-mates.md), as Popeye defines them:
// conditions on what a side unable to move means for the goals (mate,
// stalemate and the goals built on them). Under MAFF a side counts as
// unable to move when its king has exactly one legal move and its other
// men none; under OWU when its king has no legal move but exactly one
// capture (an illegal one: the man it would take is guarded) and its other
// men no legal move. Play is otherwise orthodox: a side with moves plays
// them.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class FlightMate : public Condition {
 public:
  enum class Kind { Maff, Owu };
  explicit FlightMate(Kind kind) : kind_(kind) {}
  std::string name() const override { return kind_ == Kind::Maff ? "MAFF" : "OWU"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Immobility); }
  bool immobile(Position& position) const override;

 private:
  Kind kind_;
};

std::unique_ptr<Condition> make_maff(ConditionWords& words);
std::unique_ptr<Condition> make_owu(ConditionWords& words);

}  // namespace feerie
