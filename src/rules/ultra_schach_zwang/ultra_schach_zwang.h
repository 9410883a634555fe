// UltraSchachZwang (Popeye: BlackUltraSchachZwang, WhiteUltraSchachZwang):
// every move of the side named must give check. Decisions, as Popeye 4.104:
// - a side with no checking move has no move at all: while not in check it
//   is stalemated; in check it is mated only as in orthodox chess (Popeye
//   judges mate without the condition, stalemate with it), and otherwise
//   just cannot move;
// - check is the check of the rules in force, after the whole move;
// - "UltraSchachZwang" without a side binds the side the stipulation
//   restricts (Position::restricted_side), as Popeye.
#pragma once

#include <memory>
#include <optional>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class UltraSchachZwang : public Condition {
 public:
  // No side: the side the stipulation restricts.
  explicit UltraSchachZwang(std::optional<Side> side) : side_(side) {}

  std::string name() const override {
    return !side_ ? "UltraSchachZwang" : *side_ == Side::White ? "WhiteUltraSchachZwang" : "BlackUltraSchachZwang";
  }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Selection); }
  bool selects(Side side) const override { return !side_ || side == *side_; }
  void select(Position& position, MoveList& legal, const Rules& rules) const override;
  bool selection_binds_mobility(const Position& position, Side side) const override;
  // Without a side: refused where the stipulation names none.
  std::string refusal(const Position& position) const override;
  // Not declared (keeps_mate_geometry() stays false), as for every
  // condition so far: the goal-directed pruning is not run under it.

 private:
  // Whether `side` is bound on `position`.
  bool binds(const Position& position, Side side) const;

  std::optional<Side> side_;
};

std::unique_ptr<Condition> make_black_ultra_schach_zwang(ConditionWords& words);
std::unique_ptr<Condition> make_white_ultra_schach_zwang(ConditionWords& words);
std::unique_ptr<Condition> make_ultra_schach_zwang(ConditionWords& words);

}  // namespace feerie
