#include "rules/superguards/superguards.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

bool SuperGuards::guarded(const Position& position, Square square, Side side) {
  return position.observers(square, side, position.occupied()) != 0;
}

void SuperGuards::expand(Position& position, const Move& move, MoveList& out) const {
  const Square captured = position.capture_square(move);
  if (captured != NoSquare && guarded(position, captured, opponent(position.side_to_move())) != anti_) return;
  out.push(move);
}

bool SuperGuards::check_counts(const Position& position, Square attacker, Square king) const {
  return guarded(position, king, opponent(position.piece_on(attacker).side)) == anti_;
}

std::unique_ptr<Condition> make_superguards(ConditionWords&) { return std::make_unique<SuperGuards>(false); }
std::unique_ptr<Condition> make_antiguards(ConditionWords&) { return std::make_unique<SuperGuards>(true); }

}  // namespace feerie
