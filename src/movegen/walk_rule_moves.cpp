#include "movegen/walk_rule_moves.h"

#include <algorithm>

#include "core/piece_catalogue.h"
#include "movegen/piece_moves.h"
#include "rules/rules.h"

namespace feerie {

namespace {

// A pawn's moves for a piece of another type moving as one: its steps (two
// from its second rank), its captures and the en passant capture, never a
// promotion nor a double step that may be taken en passant.
void lent_pawn_moves(const Position& position, Side side, Square from, MoveList& out) {
  const Bitboard occupied = position.occupied();
  const int step = forward(side);
  const int to_rank = rank_of(from) + step / 8;
  if (to_rank < 0 || to_rank > 7) return;
  const Square one = static_cast<Square>(from + step);
  if (!(occupied & square_bb(one))) {
    out.push(Move{from, one});
    const Square two = static_cast<Square>(one + step);
    if (relative_rank(side, from) == 1 && !(occupied & square_bb(two))) out.push(Move{from, two});
  }
  for (Bitboard captures = pawn_attacks(side, from) & position.capturable(side) & occupied; captures;)
    out.push(Move{from, pop_lowest(captures)});
  const Square ep = position.en_passant();
  if (ep != NoSquare && relative_rank(side, ep) == 5 && (pawn_attacks(side, from) & square_bb(ep)))
    out.push(Move{from, ep, MoveKind::EnPassant});
}

}  // namespace

void generate_moves_by_walk(const Position& position, Side side, Square from, PieceType walk, MoveList& out) {
  if (is_pawn_like(walk) && relative_rank(side, from) == 0) return;
  const PieceType own = position.piece_on(from).type;
  const MoveStart start = in_place(position, from);
  if (walk == PieceType::Pawn) {
    if (own == PieceType::Pawn) return generate_pawn_moves_from(position, side, start, out);
    return lent_pawn_moves(position, side, from, out);
  }
  if (is_fairy(walk)) {
    if (walk == own) return generate_fairy_moves(position, side, start, out);
    const PieceKind& kind = kind_of(walk);
    if (!kind.borrows_walks) generate_walk_moves(position, side, start, kind, false, out);
    return;
  }
  const Bitboard occupied = position.occupied();
  const Bitboard allowed = ~occupied | position.capturable(side);
  for (Bitboard targets = attacks_of(Piece{walk, side}, from, occupied) & allowed; targets;)
    out.push(Move{from, pop_lowest(targets)});
}

void generate_walk_rule_moves(const Position& position, Side side, Bitboard pieces, MoveList& out) {
  const Rules& rules = *position.rules();
  MoveList lent;
  while (pieces) {
    const Square from = pop_lowest(pieces);
    const PieceType own = position.piece_on(from).type;
    Walks walks;
    rules.walks(position, from, side, walks);
    const std::size_t first = out.size();
    for (const PieceType walk : walks) {
      if (walk == own || !is_pawn_like(own)) {
        generate_moves_by_walk(position, side, from, walk, out);
        continue;
      }
      // A pawn moving by another walk promotes where it reaches its last rank.
      lent.clear();
      generate_moves_by_walk(position, side, from, walk, lent);
      const MoveStart start = in_place(position, from);
      for (const Move& move : lent) {
        if (relative_rank(side, move.to) != 7 || move.kind != MoveKind::Normal) {
          out.push(move);
          continue;
        }
        const std::size_t promotions = out.size();
        push_promotions(position, start, move.to, out);
        for (std::size_t i = promotions; i < out.size(); ++i) out[i].captured_on = move.captured_on;
      }
    }
    if (walks.size() < 2) continue;
    // A move two walks reach is made once.
    std::size_t kept = first;
    for (std::size_t i = first; i < out.size(); ++i)
      if (std::find(out.begin() + first, out.begin() + kept, out[i]) == out.begin() + kept) out[kept++] = out[i];
    out.truncate(kept);
  }
}

Bitboard kings_walking_as_kings(const Position& position, Side side, Bitboard kings) {
  Bitboard result = 0;
  for (Bitboard candidates = kings; candidates;) {
    const Square king = pop_lowest(candidates);
    Walks walks;
    position.rules()->walks(position, king, side, walks);
    if (walks.contains(PieceType::King)) result |= square_bb(king);
  }
  return result;
}

}  // namespace feerie
