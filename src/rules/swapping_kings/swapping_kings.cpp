#include "rules/swapping_kings/swapping_kings.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

bool exchange_kings(Position& position) {
  const Bitboard white = position.kings(Side::White), black = position.kings(Side::Black);
  if (!white || !black || more_than_one(white) || more_than_one(black)) return false;
  const Square white_square = lowest_square(white), black_square = lowest_square(black);
  const Piece white_king = position.piece_on(white_square), black_king = position.piece_on(black_square);
  const std::uint8_t rights = position.state().castling;
  // Taken off and put back crosswise: the notation's exchange ("[Kh8<->Ka3]").
  position.remove(black_square);
  position.remove(white_square);
  position.add(white_square, black_king);
  position.add(black_square, white_king);
  // The exchange is no move of the kings: a king back on its square may
  // castle still (as Popeye).
  for (const Square square : {white_square, black_square})
    if (rights & castling::bit_of(square)) position.grant_castling_right(square);
  return true;
}

void SwappingKings::consequences(Position& position, const Displacement& displacement) const {
  if (position.in_check(opponent(displacement.mover.side))) exchange_kings(position);
}

std::unique_ptr<Condition> make_swapping_kings(ConditionWords&) { return std::make_unique<SwappingKings>(); }

}  // namespace feerie
