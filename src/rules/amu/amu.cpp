#include "rules/amu/amu.h"

#include "core/position.h"

namespace feerie {

bool Amu::mate_counts(Position& position) const {
  const Move move = position.state().last_move;
  if (move.from == NoSquare) return false;  // no man gave it
  const Side mated = position.side_to_move();
  position.unmake_move();
  const int observers = popcount(position.observers(move.start(), mated, position.occupied()));
  position.make_move(move);
  return observers == 1;
}

std::unique_ptr<Condition> make_amu(ConditionWords&) { return std::make_unique<Amu>(); }

}  // namespace feerie
