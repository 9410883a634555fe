// Provocation chess (docs/conditions/provocation-chess.md), as Popeye 4.104
// plays it: a man may capture, and so give check, only while an enemy man
// observes it (the observer need not be free to move itself). Moves to
// empty squares are free.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class ProvocationChess : public Condition {
 public:
  std::string name() const override { return "ProvocationChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::CheckValidation);
  }
  // Drops the captures of the men no enemy observes.
  void generate(const Position& position, MoveList& moves) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
};

std::unique_ptr<Condition> make_provocation_chess(ConditionWords& words);

}  // namespace feerie
