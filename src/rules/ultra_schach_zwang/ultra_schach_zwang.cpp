#include "rules/ultra_schach_zwang/ultra_schach_zwang.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void UltraSchachZwang::select(Position& position, MoveList& legal, const Rules&) const {
  std::size_t kept = 0;
  for (const Move& move : legal) {
    position.make_move(move);
    const bool checks = position.in_check(opponent(side_));
    position.unmake_move();
    if (checks) legal[kept++] = move;
  }
  legal.truncate(kept);
}

bool UltraSchachZwang::selection_binds_mobility(const Position& position, Side side) const {
  return side == side_ && !position.in_check(side);
}

std::unique_ptr<Condition> make_black_ultra_schach_zwang(ConditionWords&) {
  return std::make_unique<UltraSchachZwang>(Side::Black);
}
std::unique_ptr<Condition> make_white_ultra_schach_zwang(ConditionWords&) {
  return std::make_unique<UltraSchachZwang>(Side::White);
}

}  // namespace feerie
