#include "rules/duellists/duellists.h"

#include <algorithm>

#include "core/position.h"

namespace feerie {

namespace {

int duellist_shift(Side side) { return side == Side::White ? 0 : 8; }

// The square of the side's duellist, or NoSquare before its first move.
Square duellist(const Position& position, Side side) {
  const auto mark = static_cast<int>((position.tally() >> duellist_shift(side)) & 0xff);
  return mark == 0 ? NoSquare : static_cast<Square>(mark - 1);
}

}  // namespace

void Duellists::select(Position& position, MoveList& legal, const Rules&) const {
  const Square square = duellist(position, position.side_to_move());
  if (square == NoSquare) return;
  const auto by_duellist = [square](const Move& move) { return move.from == square; };
  if (std::none_of(legal.begin(), legal.end(), by_duellist)) return;
  std::size_t kept = 0;
  for (const Move& move : legal)
    if (by_duellist(move)) legal[kept++] = move;
  legal.truncate(kept);
}

// The man moved stands on the move's arrival square (a castling king on
// its own).
void Duellists::consequences(Position& position, const Displacement& displacement) const {
  const int bits = duellist_shift(position.side_to_move());  // the mover: the turn has not yet passed
  const std::uint32_t others = position.tally() & ~(std::uint32_t{0xff} << bits);
  position.set_tally(others | (static_cast<std::uint32_t>(displacement.move.to + 1) << bits));
}

std::unique_ptr<Condition> make_duellists(ConditionWords&) { return std::make_unique<Duellists>(); }

}  // namespace feerie
