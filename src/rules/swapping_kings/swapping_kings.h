// Swapping kings (docs/conditions/swapping-kings.md), Popeye's rule (its
// oscillating kings of type C for both sides): a move that leaves the other
// side in check exchanges the two kings' squares, "Kb2-a3[Kh8<->Ka3]"; the
// move is legal only if, after the exchange, the mover's king is not in
// check.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;
class Position;

class SwappingKings : public Condition {
 public:
  std::string name() const override { return "SwappingKings"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;
};

std::unique_ptr<Condition> make_swapping_kings(ConditionWords& words);

// Exchanges the squares of the two kings, each side's one king (or royal
// piece standing for it); with a side without a king, or with several,
// nothing. True if they were exchanged.
bool exchange_kings(Position& position);

}  // namespace feerie
