#include "rules/brunner/brunner.h"

#include "core/position.h"

namespace feerie {

// The capture of the king on `king` by the man on `attacker`, made on the
// occupancy: the capturing side's kings must not then be attacked by a man
// of the side taken (its king, taken, attacks nothing).
bool Brunner::check_counts(const Position& position, Square attacker, Square king) const {
  const Side side = position.piece_on(attacker).side;
  const Bitboard occupied = (position.occupied() & ~square_bb(attacker)) | square_bb(king);
  Bitboard own_kings = position.kings(side);
  if (own_kings & square_bb(attacker)) own_kings = (own_kings & ~square_bb(attacker)) | square_bb(king);
  while (own_kings) {
    const Square own_king = pop_lowest(own_kings);
    if (position.observers(own_king, opponent(side), occupied) & ~square_bb(king)) return false;
  }
  return true;
}

std::unique_ptr<Condition> make_brunner(ConditionWords&) { return std::make_unique<Brunner>(); }

}  // namespace feerie
