#include "rules/fuddled_men/fuddled_men.h"

#include "core/position.h"
#include "core/tally_squares.h"

namespace feerie {

namespace {

// Each side's two fuddled men in slots of the tally: White's 0 and 1,
// Black's 2 and 3.
int fuddled_slot(Side side) { return side == Side::White ? 0 : 2; }

// The squares of the side's fuddled men (the men it moved last).
Bitboard fuddled(const Position& position, Side side) {
  Bitboard squares = 0;
  for (const int slot : {fuddled_slot(side), fuddled_slot(side) + 1})
    if (const Square square = tally_square(position.tally(), slot); square != NoSquare) squares |= square_bb(square);
  return squares & position.pieces(side);
}

}  // namespace

Bitboard FuddledMen::paralysed(const Position& position, Bitboard candidates) const {
  return candidates & (fuddled(position, Side::White) | fuddled(position, Side::Black));
}

// The man moved stands on the move's arrival square; a castling moves the
// rook too. The turn has not yet passed: the side to move is the mover.
void FuddledMen::consequences(Position& position, const Displacement& displacement) const {
  const int slot = fuddled_slot(position.side_to_move());
  const std::uint32_t tally = with_tally_square(position.tally(), slot, displacement.move.to);
  position.set_tally(with_tally_square(tally, slot + 1, displacement.rook_to));
}

std::unique_ptr<Condition> make_fuddled_men(ConditionWords&) { return std::make_unique<FuddledMen>(); }

}  // namespace feerie
