#include "rules/ultra_schach_zwang/ultra_schach_zwang.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

bool UltraSchachZwang::binds(const Position& position, Side side) const {
  return side_ ? side == *side_ : position.restricted_side() == side;
}

void UltraSchachZwang::select(Position& position, MoveList& legal, const Rules&) const {
  const Side mover = position.side_to_move();
  if (!binds(position, mover)) return;
  std::size_t kept = 0;
  for (const Move& move : legal) {
    position.make_move(move);
    const bool checks = position.in_check(opponent(mover));
    position.unmake_move();
    if (checks) legal[kept++] = move;
  }
  legal.truncate(kept);
}

bool UltraSchachZwang::selection_binds_mobility(const Position& position, Side side) const {
  return binds(position, side) && !position.in_check(side);
}

std::string UltraSchachZwang::refusal(const Position& position) const {
  if (side_ || position.restricted_side()) return {};
  return "UltraSchachZwang without a side beside this stipulation is not supported";
}

std::unique_ptr<Condition> make_black_ultra_schach_zwang(ConditionWords&) {
  return std::make_unique<UltraSchachZwang>(Side::Black);
}
std::unique_ptr<Condition> make_white_ultra_schach_zwang(ConditionWords&) {
  return std::make_unique<UltraSchachZwang>(Side::White);
}
std::unique_ptr<Condition> make_ultra_schach_zwang(ConditionWords&) {
  return std::make_unique<UltraSchachZwang>(std::nullopt);
}

}  // namespace feerie
