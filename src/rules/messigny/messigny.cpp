#include "rules/messigny/messigny.h"

#include "core/position.h"
#include "core/words.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The tally that records an exchange between `a` and `b` (0: none).
std::uint32_t exchange_tally(Square a, Square b) {
  return static_cast<std::uint32_t>(a + 1) | (static_cast<std::uint32_t>(b + 1) << 8);
}

}  // namespace

unsigned Messigny::hooks() const {
  return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Prelude) |
         static_cast<unsigned>(Hook::Consequences);
}

void Messigny::generate(const Position& position, MoveList& moves) const {
  const Side side = position.side_to_move();
  // The squares of the exchange the opponent has just played: neither piece
  // on them exchanges now (a turn passed in series play forbids nothing).
  const Move& last = position.state().last_move;
  const Bitboard forbidden = is_exchange(last) ? square_bb(last.from) | square_bb(last.to) : Bitboard{0};
  Bitboard movers = position.pieces(side) & ~forbidden;
  if (!rex_inclusive_) movers &= ~position.kings(side);
  const Bitboard partners_all = position.pieces(opponent(side)) & ~forbidden;
  while (movers) {
    const Square from = pop_lowest(movers);
    const PieceType type = position.piece_on(from).type;
    Bitboard partners = partners_all;
    while (partners) {
      const Square to = pop_lowest(partners);
      // A neutral piece does not exchange with itself.
      if (to == from || position.piece_on(to).type != type) continue;
      Move exchange;
      exchange.from = from;
      exchange.to = to;
      exchange.choice_square = from;
      moves.push(exchange);
    }
  }
}

void Messigny::prelude(Position& position, const Move& move) const {
  if (!is_exchange(move)) return;
  position.remove(move.to);
}

void Messigny::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  if (!is_exchange(move)) {
    if (position.tally() != 0) position.set_tally(0);
    return;
  }
  // The partner, taken off by the prelude (the ply's first effect), stands
  // where the mover stood.
  position.add(move.from, position.last_effects_begin()->piece);
  position.set_tally(exchange_tally(move.from, move.to));
}

namespace {

// Whether `word` abbreviates RexExclusive in one of the languages (as Popeye
// reads it: "rexex" will do, "rex" is too short to tell from RexInclusive).
bool is_rex_exclusive(const std::string& word) {
  if (word.size() < 5) return false;
  for (const std::string_view full : {"RexExclusive", "RexExklusive", "RexExclusif"})
    if (word.size() <= full.size() && equal_ignoring_case(full.substr(0, word.size()), word)) return true;
  return false;
}

}  // namespace

std::unique_ptr<Condition> make_messigny(ConditionWords& words) {
  const bool exclusive = !words.done() && is_rex_exclusive(words.peek());
  if (exclusive) words.take();
  return std::make_unique<Messigny>(!exclusive);
}

}  // namespace feerie
