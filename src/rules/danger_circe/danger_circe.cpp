#include "rules/danger_circe/danger_circe.h"

#include <algorithm>

#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The square the piece on `from` flees to when in danger (NoSquare: none,
// as when it stands there already).
Square refuge(const Position& position, Square from) {
  const Square square = circe_square(position.piece_on(from), from);
  return square == from ? NoSquare : square;
}

}  // namespace

void DangerCirce::generate(const Position& position, MoveList& moves) const {
  const Side side = position.side_to_move();
  const Bitboard own = position.pieces(side);
  const std::size_t generated = moves.size();
  for (Bitboard pieces = own & ~position.paralysed(own); pieces;) {
    const Square from = pop_lowest(pieces);
    const Square to = refuge(position, from);
    if (to == NoSquare || (own & square_bb(to)) || !position.attacked(from, opponent(side))) continue;
    const Move danger{.from = from, .to = to};
    if (std::find(moves.begin(), moves.begin() + generated, danger) == moves.begin() + generated) moves.push(danger);
  }
}

Bitboard DangerCirce::endangered_towards(const Position& position, Square square, Side side) const {
  Bitboard result = 0;
  for (Bitboard pieces = position.pieces(side); pieces;) {
    const Square from = pop_lowest(pieces);
    if (refuge(position, from) == square && position.attacked(from, opponent(side))) result |= square_bb(from);
  }
  return result;
}

Bitboard DangerCirce::king_observers(const Position& position, Square square, Side by, Bitboard occupied) const {
  return position.observers(square, by, occupied) | endangered_towards(position, square, by);
}

std::unique_ptr<Condition> make_danger_circe(ConditionWords&) { return std::make_unique<DangerCirce>(); }

}  // namespace feerie
