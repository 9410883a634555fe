#include "rules/functionary/functionary.h"

#include "core/position.h"

namespace feerie {

Bitboard FunctionaryChess::paralysed(const Position& position, Bitboard candidates) const {
  const Bitboard occupied = position.occupied();
  Bitboard result = 0;
  for (Bitboard rest = candidates; rest;) {
    const Square square = pop_lowest(rest);
    if (!position.observers(square, opponent(position.piece_on(square).side), occupied)) result |= square_bb(square);
  }
  return result;
}

std::unique_ptr<Condition> make_functionary_chess(ConditionWords&) { return std::make_unique<FunctionaryChess>(); }

}  // namespace feerie
