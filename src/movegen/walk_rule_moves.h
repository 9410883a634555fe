// Move generation where a rule gives pieces their walks (Condition::walks:
// Annan chess, Face to Face...): each piece makes, from its own square, the
// moves of each walk it is given, a move that two walks reach once. It keeps
// its own type for the rest, as in Popeye:
//   - a pawn promotes when it reaches its last rank by any walk (a pawn
//     moving as a rook from d7 to d8); a piece of another type moving as a
//     pawn never promotes;
//   - only a pawn's own double step may be taken en passant (not a pawn's two
//     squares forward as a rook, nor another piece's double step as a pawn);
//     any piece moving as a pawn takes en passant;
//   - a king castles only while its walk is the king's;
//   - a piece moving as a pawn (or a pawn-like piece) has no move from its
//     side's first rank, nor observes anything from there (Popeye's rule for
//     its pawns: from there they neither step nor capture).
#pragma once

#include "core/move.h"
#include "core/position.h"

namespace feerie {

// Appends the moves (castling aside) of the pieces of `side` among `pieces`.
void generate_walk_rule_moves(const Position& position, Side side, Bitboard pieces, MoveList& out);

// Appends the moves (castling aside) of the piece of `side` on `from` by the
// walk of `walk` alone, as above (a king in check moving as the piece that
// checks it: Super-transmuting kings).
void generate_moves_by_walk(const Position& position, Side side, Square from, PieceType walk, MoveList& out);

// The kings among `kings` (of `side`) that move by the king's walk, and so may castle.
Bitboard kings_walking_as_kings(const Position& position, Side side, Bitboard kings);

}  // namespace feerie
