// SuperGuards and AntiGuards (docs/conditions/superguards.md), Popeye's
// rules: a piece observed by a piece of its own side is guarded.
//   SuperGuards  a guarded piece cannot be captured, a guarded king is not
//                in check;
//   AntiGuards   only a guarded piece can be captured, only a guarded king
//                is in check.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class SuperGuards : public Condition {
 public:
  explicit SuperGuards(bool anti) : anti_(anti) {}

  std::string name() const override { return anti_ ? "AntiGuards" : "SuperGuards"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;

  // Whether `square` is observed by a piece of `side` on the board as it stands.
  static bool guarded(const Position& position, Square square, Side side);

 private:
  bool anti_;
};

std::unique_ptr<Condition> make_superguards(ConditionWords& words);
std::unique_ptr<Condition> make_antiguards(ConditionWords& words);

}  // namespace feerie
