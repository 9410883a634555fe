#include "rules/fuddled_men/fuddled_men.h"

#include "core/position.h"

namespace feerie {

namespace {

int fuddled_shift(Side side) { return side == Side::White ? 0 : 16; }

std::uint32_t fuddled_mark(Square square) { return square == NoSquare ? 0 : static_cast<std::uint32_t>(square + 1); }

// The squares of the side's fuddled men (the men it moved last).
Bitboard fuddled(const Position& position, Side side) {
  const std::uint32_t marks = position.tally() >> fuddled_shift(side);
  Bitboard squares = 0;
  for (const std::uint32_t square : {marks & 0x7f, (marks >> 7) & 0x7f})
    if (square) squares |= square_bb(static_cast<Square>(square - 1));
  return squares & position.pieces(side);
}

}  // namespace

Bitboard FuddledMen::paralysed(const Position& position, Bitboard candidates) const {
  return candidates & (fuddled(position, Side::White) | fuddled(position, Side::Black));
}

// The man moved stands on the move's arrival square; a castling moves the
// rook too.
void FuddledMen::consequences(Position& position, const Displacement& displacement) const {
  const int bits = fuddled_shift(position.side_to_move());  // the mover: the turn has not yet passed
  const std::uint32_t squares = fuddled_mark(displacement.move.to) | (fuddled_mark(displacement.rook_to) << 7);
  const std::uint32_t others = position.tally() & ~(std::uint32_t{0x3fff} << bits);
  position.set_tally(others | (squares << bits));
}

std::unique_ptr<Condition> make_fuddled_men(ConditionWords&) { return std::make_unique<FuddledMen>(); }

}  // namespace feerie
