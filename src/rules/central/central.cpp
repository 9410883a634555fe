#include "rules/central/central.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

Bitboard centrally_linked(const Position& position, Side side) {
  const Bitboard own = position.pieces(side);
  const Bitboard occupied = position.occupied();
  Bitboard linked = position.kings(side) & own;
  // Grow the linked set until no piece joins: a piece joins when a linked
  // piece observes its square.
  for (bool grown = linked != 0; grown;) {
    grown = false;
    for (Bitboard rest = own & ~linked; rest;) {
      const Square square = pop_lowest(rest);
      if (position.observers(square, side, occupied) & linked) {
        linked |= square_bb(square);
        grown = true;
      }
    }
  }
  return linked;
}

Bitboard CentralChess::paralysed(const Position& position, Bitboard candidates) const {
  Bitboard result = 0;
  for (const Side side : {Side::White, Side::Black})
    if (const Bitboard mine = candidates & position.pieces(side)) result |= mine & ~centrally_linked(position, side);
  return result;
}

std::unique_ptr<Condition> make_central_chess(ConditionWords&) { return std::make_unique<CentralChess>(); }

}  // namespace feerie
