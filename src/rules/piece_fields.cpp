#include "rules/piece_fields.h"

#include "core/piece_catalogue.h"

namespace feerie {

namespace {

// A pawn on its own first or last rank has no move (as Popeye).
bool stuck(Side side, Square square) { return relative_rank(side, square) == 0 || relative_rank(side, square) == 7; }

Bitboard pawn_steps(Side side, Square square, Bitboard occupied) {
  if (stuck(side, square)) return 0;
  const Square one = static_cast<Square>(square + forward(side));
  if (occupied & square_bb(one)) return 0;
  Bitboard steps = square_bb(one);
  if (relative_rank(side, square) == 1) {
    const Square two = static_cast<Square>(one + forward(side));
    if (!(occupied & square_bb(two))) steps |= square_bb(two);
  }
  return steps;
}

// A pawn-like fairy piece: its walk's moves, and from its second rank a
// second step in the direction of each first one that it passes over.
Bitboard pawn_like_steps(const PieceKind& kind, Side side, Square square, Bitboard occupied) {
  if (stuck(side, square)) return 0;
  Bitboard steps = walk_field(kind.walk, side, square, occupied, Field::Moves) & ~occupied;
  if (relative_rank(side, square) != 1) return steps;
  Bitboard firsts = steps & rank_bb(rank_of(square) + forward(side) / 8);
  while (firsts) {
    const Square middle = pop_lowest(firsts);
    const int file = 2 * file_of(middle) - file_of(square), rank = 2 * rank_of(middle) - rank_of(square);
    if (on_board(file, rank) && !(occupied & square_bb(make_square(file, rank))))
      steps |= square_bb(make_square(file, rank));
  }
  return steps;
}

}  // namespace

Bitboard quiet_moves(Piece piece, Square square, Bitboard occupied) {
  if (piece.type == PieceType::Pawn) return pawn_steps(piece.side, square, occupied);
  if (!is_fairy(piece.type)) return attacks_of(piece, square, occupied) & ~occupied;
  const PieceKind& kind = kind_of(piece.type);
  if (kind.pawn_like) return pawn_like_steps(kind, piece.side, square, occupied);
  return walk_field(kind.walk, piece.side, square, occupied, Field::Moves) & ~occupied;
}

Bitboard capture_field(Piece piece, Square square, Bitboard occupied) {
  const int rank = relative_rank(piece.side, square);
  const bool pawn = is_pawn_like(piece.type);
  if (pawn && (rank == 0 || rank == 7)) return 0;
  if (!is_fairy(piece.type)) return attacks_of(piece, square, occupied);
  return walk_field(kind_of(piece.type).walk, piece.side, square, occupied, Field::DirectCaptures);
}

}  // namespace feerie
