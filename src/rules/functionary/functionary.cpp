#include "rules/functionary/functionary.h"

#include "core/position.h"

namespace feerie {

Bitboard Functionaries::paralysed(const Position& position, Bitboard candidates) const {
  const Bitboard occupied = position.occupied();
  Bitboard result = 0;
  for (Bitboard rest = candidates; rest;) {
    const Square square = pop_lowest(rest);
    const Piece man = position.piece_on(square);
    if ((every_man_ || man.functionary) && !position.observers(square, opponent(man.side), occupied))
      result |= square_bb(square);
  }
  return result;
}

unsigned Functionaries::handled_attributes() const {
  return static_cast<unsigned>(PieceAttribute::Functionary) | static_cast<unsigned>(PieceAttribute::Royal);
}

std::unique_ptr<Condition> make_functionary_chess(ConditionWords&) { return std::make_unique<Functionaries>(true); }
std::unique_ptr<Condition> make_functionary_pieces() { return std::make_unique<Functionaries>(false); }

}  // namespace feerie
