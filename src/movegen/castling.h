// Castling moves: the king and a rook with their rights, the path between
// them empty and the king's squares unattacked. A rule may name other
// squares to castle from (Condition::departures, MoveScope::Castling and
// CastlingPartner): the king or the rook then castles from there as if it
// had not moved, its own square empty (Mars and Anti-Mars Circe, as Popeye).
#pragma once

#include "core/move.h"
#include "core/position.h"

namespace feerie {

// Appends the castling moves of `side` (paralysed kings and rooks do not castle).
void generate_castling(const Position& position, Side side, MoveList& out);

}  // namespace feerie
