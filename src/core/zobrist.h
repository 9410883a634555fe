// Zobrist keys: position hash maintained incrementally by the effects.
#pragma once

#include <cstdint>

#include "core/types.h"

namespace feerie {

using Hash = std::uint64_t;

namespace zobrist {
Hash piece(Piece piece, Square square);
Hash castling(std::uint8_t rights);
Hash en_passant(Square square);
Hash reserve(Piece piece, Square square);
Hash side_to_move();
}  // namespace zobrist

}  // namespace feerie
