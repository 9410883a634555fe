#include "rules/duellists/duellists.h"

#include <algorithm>

#include "core/position.h"
#include "core/tally_squares.h"

namespace feerie {

namespace {

// Each side's duellist in a slot of the tally: White's 0, Black's 1.
int duellist_slot(Side side) { return side == Side::White ? 0 : 1; }

}  // namespace

void Duellists::select(Position& position, MoveList& legal, const Rules&) const {
  const Square square = tally_square(position.tally(), duellist_slot(position.side_to_move()));
  if (square == NoSquare) return;
  const auto by_duellist = [square](const Move& move) { return move.from == square; };
  if (std::none_of(legal.begin(), legal.end(), by_duellist)) return;
  std::size_t kept = 0;
  for (const Move& move : legal)
    if (by_duellist(move)) legal[kept++] = move;
  legal.truncate(kept);
}

// The man moved stands on the move's arrival square (a castling king on
// its own). The turn has not yet passed: the side to move is the mover.
void Duellists::consequences(Position& position, const Displacement& displacement) const {
  position.set_tally(with_tally_square(position.tally(), duellist_slot(position.side_to_move()), displacement.move.to));
}

std::unique_ptr<Condition> make_duellists(ConditionWords&) { return std::make_unique<Duellists>(); }

}  // namespace feerie
