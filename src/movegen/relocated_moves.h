// Move generation where a rule names the squares that moves start from
// (Condition::departures: Mars Circe, Anti-Mars Circe, Phantom chess, Plus
// chess): each piece makes its captures from its capture departures and its
// non-captures from its non-capture departures, its own square empty while it
// stands on another. Where a kind's departures include the piece's own
// square, a move from another departure that arrives on the own square or
// where a move from the own square arrives is left out (as Popeye: the piece
// may also move from there, and does so once); elsewhere a non-capture back
// to the own square is (it changes nothing), a locust's capture landing
// there is not (Mars Circe: "Lf8-f1*f7-f8").
#pragma once

#include "core/move.h"
#include "core/position.h"

namespace feerie {

// Appends the moves (castling aside) of the pieces of `side` among `pieces`.
void generate_relocated_moves(const Position& position, Side side, Bitboard pieces, MoveList& out);

}  // namespace feerie
