// LeseMajeste (docs/conditions/lese-majeste.md), as Popeye plays it: the
// diagram may show the side not to move in check, and play goes on from
// there; no move takes a king (the side to move may not take the king it
// checks, it must play on). The rest is orthodox: a move still may not
// leave the mover's own king in check.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class LeseMajeste : public Condition {
 public:
  std::string name() const override { return "LeseMajeste"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Expansion); }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  bool allows_waiting_side_in_check() const override { return true; }
};

std::unique_ptr<Condition> make_lese_majeste(ConditionWords& words);

}  // namespace feerie
