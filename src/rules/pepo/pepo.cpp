#include "rules/pepo/pepo.h"

#include "core/position.h"

namespace feerie {

Bitboard Pepo::paralysed(const Position& position, Bitboard candidates) const {
  Bitboard paralysed = 0;
  for (const Side side : {Side::White, Side::Black})
    for (Bitboard kings = candidates & position.kings(side); kings;) {
      const Square king = pop_lowest(kings);
      if (position.observers(king, opponent(side), position.occupied())) paralysed |= square_bb(king);
    }
  return paralysed;
}

// The enemy king stands where it stands (it blocks lines and is a hurdle)
// but does not count among the observers.
bool Pepo::in_check(const Position& position, Side side) const {
  const Side enemy = opponent(side);
  for (Bitboard kings = position.kings(side); kings;) {
    const Square king = pop_lowest(kings);
    const Bitboard observing = position.observers(king, enemy, position.occupied()) & ~position.kings(enemy);
    if (more_than_one(observing)) return true;
  }
  return false;
}

void Pepo::generate(const Position& position, MoveList& moves) const {
  const Bitboard kings = position.kings(opponent(position.side_to_move()));
  std::size_t kept = 0;
  for (const Move& move : moves) {
    const Square taken = position.capture_square(move);
    if (taken == NoSquare || !(kings & square_bb(taken))) moves[kept++] = move;
  }
  moves.truncate(kept);
}

std::string Pepo::refusal(const Position& position) const {
  if (position.kings(Side::White) & position.neutral_pieces()) return "neutral kings under Pepo are not supported";
  return {};
}

std::unique_ptr<Condition> make_pepo(ConditionWords&) { return std::make_unique<Pepo>(); }

}  // namespace feerie
