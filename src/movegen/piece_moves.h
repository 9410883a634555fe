// The moves of one piece by its walk, from its own square or from a square a
// rule puts it on first (MoveStart, condition.h: departures): the pieces'
// part of move generation, shared by the orthodox generator and the one of
// the rules that move departures (relocated_moves.h).
#pragma once

#include "core/move.h"
#include "core/position.h"
#include "rules/condition.h"

namespace feerie {

// Where a piece's moves start and which of them are wanted.
struct MoveStart {
  Square from;        // the piece's square: Move::from
  Square square;      // where its moves start (Move::via when not `from`)
  Bitboard occupied;  // the board they see: the piece on `square`, `from` empty
  unsigned scope = static_cast<unsigned>(MoveScope::Captures) | static_cast<unsigned>(MoveScope::NonCaptures);

  bool captures() const { return scope & static_cast<unsigned>(MoveScope::Captures); }
  bool non_captures() const { return scope & static_cast<unsigned>(MoveScope::NonCaptures); }
  Move move(Square to, MoveKind kind = MoveKind::Normal, PieceType promotion = PieceType::None) const {
    Move result{.from = from, .to = to, .kind = kind, .promotion = promotion};
    if (square != from) result.via = square;
    return result;
  }
};

// A pawn's move to its last rank: each promotion, or the move alone for a
// kamikaze pawn that vanishes as it captures.
void push_promotions(const Position& position, const MoveStart& start, Square to, MoveList& out);

// The piece on `from` moving from its own square, every kind of move.
inline MoveStart in_place(const Position& position, Square from) { return {from, from, position.occupied()}; }

// A pawn's move to `to`: its promotions there if `to` is its last rank.
inline void push_pawn_move(const Position& position, Side side, const MoveStart& start, Square to, MoveList& out) {
  if (relative_rank(side, to) != 7) {
    out.push(start.move(to));
    return;
  }
  push_promotions(position, start, to, out);
}

// A pawn's steps (two from its second rank), captures and en passant capture.
// Inline: the orthodox generator calls it for every pawn.
inline void generate_pawn_moves_from(const Position& position, Side side, const MoveStart& start, MoveList& out) {
  const int step = forward(side);
  const int to_rank = rank_of(start.square) + step / 8;
  if (to_rank < 0 || to_rank > 7) return;  // a pawn on its last rank (never in play)
  // Put on its own first rank by a rule, it neither moves nor captures (as Popeye).
  if (start.square != start.from && relative_rank(side, start.square) == 0) return;
  if (start.non_captures()) {
    const Square one = static_cast<Square>(start.square + step);
    if (!(start.occupied & square_bb(one))) {
      push_pawn_move(position, side, start, one, out);
      if (relative_rank(side, start.square) == 1) {
        const Square two = static_cast<Square>(one + step);
        if (!(start.occupied & square_bb(two))) out.push(start.move(two, MoveKind::DoubleStep));
      }
    }
  }
  if (!start.captures()) return;
  Bitboard captures = pawn_attacks(side, start.square) & position.capturable(side) & start.occupied;
  while (captures) push_pawn_move(position, side, start, pop_lowest(captures), out);
  // Only the other side's double step can be taken en passant (a square
  // set by option EnPassant stays while its own side moves first).
  const Square ep = position.en_passant();
  if (ep != NoSquare && relative_rank(side, ep) == 5 && (pawn_attacks(side, start.square) & square_bb(ep)))
    out.push(start.move(ep, MoveKind::EnPassant));
}

// The moves of the piece on start.from by the walk of `kind` from
// start.square: to empty squares and captures of enemy pieces (a locust's by
// hopping over them); a pawn-like walk may go two steps of its move from its
// second rank (the square between empty), and promotes on its last rank if
// `promotes`.
struct PieceKind;
void generate_walk_moves(const Position& position, Side side, const MoveStart& start, const PieceKind& kind,
                         bool promotes, MoveList& out);

// A fairy piece's moves by its walk (an orphan's by the walks it borrows).
void generate_fairy_moves(const Position& position, Side side, const MoveStart& start, MoveList& out);

}  // namespace feerie
