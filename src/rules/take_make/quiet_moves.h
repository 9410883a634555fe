// The non-capturing moves a piece would have on a square: the step of
// Take&Make chess (and the approach of Make&Take chess) is such a move of
// another piece's kind, made from a square where that piece does not stand.
#pragma once

#include "core/bitboard.h"
#include "core/types.h"

namespace feerie {

// Empty squares a piece `piece` standing on `square` could move to without
// capturing, given the occupancy: a pawn (or pawn-like piece) steps forward
// for its side, two steps from its second rank; other pieces by their walk.
Bitboard quiet_moves(Piece piece, Square square, Bitboard occupied);

}  // namespace feerie
