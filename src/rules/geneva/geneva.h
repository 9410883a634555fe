// Geneva chess (docs/conditions/geneva.md), Popeye's rule: a piece captures
// (and so gives check) only where its own Circe rebirth square, found from
// the square it leaves, stands empty once the capture is made: not the
// square it leaves, not the square it arrives on. Kings capture freely,
// unless RexInclusive follows the keyword (then their square is e1/e8).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Geneva : public Condition {
 public:
  explicit Geneva(bool rex_inclusive) : rex_inclusive_(rex_inclusive) {}

  std::string name() const override { return rex_inclusive_ ? "GenevaChess RexInclusive" : "GenevaChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;

  // Whether the piece on `from` may capture on `captured`, arriving on `to`.
  bool may_capture(const Position& position, Square from, Square to, Square captured) const;

 private:
  bool rex_inclusive_;
};

std::unique_ptr<Condition> make_geneva(ConditionWords& words);

}  // namespace feerie
