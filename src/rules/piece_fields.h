// The moves a piece would have on a square where it does not stand: the step
// of Take&Make chess, the approach of Make&Take chess and the rebirth of
// Circe Take&Make are moves of one piece's kind made from another square.
#pragma once

#include "core/bitboard.h"
#include "core/types.h"

namespace feerie {

// Empty squares a piece `piece` standing on `square` could move to without
// capturing, given the occupancy: a pawn (or pawn-like piece) steps forward
// for its side, two steps from its second rank, none from its first or last
// rank; other pieces by their walk.
Bitboard quiet_moves(Piece piece, Square square, Bitboard occupied);

// Squares on which a piece `piece` standing on `square` would capture, given
// the occupancy (not en passant, not a locust's hop): a pawn or pawn-like
// piece on its own first or last rank captures nothing.
Bitboard capture_field(Piece piece, Square square, Bitboard occupied);

}  // namespace feerie
