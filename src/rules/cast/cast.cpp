#include "rules/cast/cast.h"

#include "core/position.h"
#include "rules/capture_counts.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The captures of the piece of `by` on `from` (at most 2 counted): the men
// of the other side it observes, and an en passant capture open to it.
int captures_of(const Position& position, Square from, Side by) {
  const Bitboard occupied = position.occupied();
  int count = 0;
  for (Bitboard men = position.pieces(opponent(by)); men && count < 2;)
    if (position.observers(pop_lowest(men), by, occupied) & square_bb(from)) ++count;
  const Square passed = position.en_passant();
  if (count < 2 && passed != NoSquare && position.side_to_move() == by &&
      (position.en_passant_takers(passed, by) & square_bb(from)))
    ++count;
  return count;
}

}  // namespace

// Each piece's captures are counted once per displacement, whatever its
// promotions; a piece whose count the rule forbids loses all its captures.
void CastChess::generate(const Position& position, MoveList& moves) const {
  const CaptureCounts counts = count_captures(position, moves);
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (position.capture_square(move) == NoSquare || may_capture(counts.by_piece[move.from])) moves[kept++] = move;
  moves.truncate(kept);
}

bool CastChess::in_check(const Position& position, Side side) const {
  const Side enemy = opponent(side);
  for (Bitboard kings = position.kings(side); kings;) {
    const Square king = pop_lowest(kings);
    const Bitboard observing = position.king_observers(king, enemy, position.occupied());
    for (Bitboard checkers = observing & ~position.paralysed(observing); checkers;)
      if (may_capture(captures_of(position, pop_lowest(checkers), enemy))) return true;
  }
  return false;
}

std::string CastChess::refusal(const Position& position) const {
  return refusal_of_several_courses(position, "CASTChess");
}

std::unique_ptr<Condition> make_cast_chess(ConditionWords& words) {
  return std::make_unique<CastChess>(words.accept({"Inverse", "Invers", "Invverse"}));
}

}  // namespace feerie
