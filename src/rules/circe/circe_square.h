// The pieces shared by the Circe family: the classic rebirth square, the
// rebirth effect itself, and the board as it stands after a move's displacement.
#pragma once

#include "core/position.h"

namespace feerie {

// Classic Circe square of `piece` captured on `capture_square`: a pawn goes to
// its own second rank on the capture file; a knight, bishop or rook to the
// initial square of its type on its own first rank that has the colour of the
// capture square; a queen to d1/d8; a king (Circe rex inclusive) to e1/e8; a
// fairy piece to the capture file on its promotion rank (a pawn-like one as a pawn).
Square circe_square(Piece piece, Square capture_square);

// The side a captured piece is reborn for: its own, or for a neutral piece
// the capturer's opponent (Popeye: a neutral piece is captured as an enemy
// piece). Rebirth squares are found for the piece as that side's.
inline Piece as_captured_by(Piece captured, Side capturer) {
  return captured.neutral ? Piece{captured.type, opponent(capturer)} : captured;
}

// Puts `piece` on the empty `square` as a rebirth. A rook reborn on its own
// corner (a1/h1 for White, a8/h8 for Black) gets its castling right back, so it
// may castle with a king that has not moved; so does a king reborn on e1/e8
// (not a neutral rook or king: no neutral piece has castling rights).
void rebirth(Position& position, Square square, Piece piece);

// The rebirths a capture may choose among (Super Circe, Take&Make Circe):
// `move` once for each of `squares` (Move::choice_square), and where
// `captured`, pawn-like, would stand on its own last rank, once for each
// promotion there (Move::choice_type).
void push_rebirth_choices(const Position& position, const Move& move, Piece captured, Bitboard squares, MoveList& out);
// The rebirth the move chose (push_rebirth_choices, Circe Cage): the captured
// piece put on Move::choice_square, promoted to Move::choice_type if set.
void rebirth_as_chosen(Position& position, const Displacement& displacement);

// Volcanic Circe: `piece` (what it was before a promotion on the way:
// `before`) is sent under the occupied `square` at once ("[+wSg1->v]").
void send_under(Position& position, Square square, Piece piece, Piece before);
// Parachute Circe: the occupant of `square` is taken off and waits under
// it, unwritten, for the reborn man to be put there.
void land_on_occupant(Position& position, Square square);
// After a move (Volcanic, Parachute): each man waiting under a square left
// empty comes back onto it ("[+wSg1]"); of several under one square, the
// last sent under with `last_first` (Parachute), else the first (Volcanic).
void uncover(Position& position, bool last_first);

// Occupancy once the displacement of `move` is done, before any rule effect.
Bitboard occupancy_after_displacement(const Position& position, const Move& move);

// The piece on `square` once the displacement of `move` is done.
Piece piece_after_displacement(const Position& position, const Move& move, Square square);

}  // namespace feerie
