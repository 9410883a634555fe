// ImmunChess (docs/conditions/immun-chess.md), Popeye's rule: a piece can be
// captured (and a king checked) only where its classic Circe rebirth square,
// found from the square it is taken on, is empty once the capture is made:
// not the capture square, where the capturer stands. Kings are taken and
// checked freely, unless RexInclusive follows the keyword (then their
// rebirth square is e1/e8).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class ImmunChess : public Condition {
 public:
  explicit ImmunChess(bool rex_inclusive) : rex_inclusive_(rex_inclusive) {}

  std::string name() const override { return rex_inclusive_ ? "ImmunChess RexInclusive" : "ImmunChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;

  // Whether the piece on `captured` may be taken by the piece on `from`
  // arriving on `to`.
  bool may_be_captured(const Position& position, Square from, Square to, Square captured) const;

 private:
  bool rex_inclusive_;
};

std::unique_ptr<Condition> make_immun_chess(ConditionWords& words);

}  // namespace feerie
