// The Orphan (Popeye's), a piece without a walk of its own: it moves,
// captures and observes as each enemy piece that observes it does, and, along
// a chain, as each piece that observes an enemy orphan observing it with that
// piece's walk (the chain alternates the sides, and each orphan stands in it
// once). An orphan observed by a rook and by a knight moves as both.
#pragma once

#include <bitset>

#include "core/bitboard.h"
#include "core/types.h"

namespace feerie {

class Position;

using PieceTypeSet = std::bitset<PieceTypeCount>;

// The types whose walk the orphan of `side` on `square` borrows, given the
// occupancy (orphans and Dummies lend none).
PieceTypeSet borrowed_walks(const Position& position, Square square, Side side, Bitboard occupied);

}  // namespace feerie
