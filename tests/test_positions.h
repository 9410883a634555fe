// Test positions: set up from a FEN, and asked about their legal moves.
#pragma once

#include <algorithm>

#include "core/position.h"
#include "io/fen.h"
#include "movegen/movegen.h"

namespace feerie {

// The position of `fen` (throws FenError if malformed), without rules.
inline Position position_from(const char* fen) {
  Position position;
  read_fen(fen, position);
  return position;
}

// Has the side to move a legal move from `from` to `to` ("d7", "d5")?
inline bool has_move(Position& position, const char* from, const char* to) {
  MoveList moves;
  generate_legal(position, moves);
  return std::any_of(moves.begin(), moves.end(),
                     [&](const Move& m) { return m.from == parse_square(from) && m.to == parse_square(to); });
}

}  // namespace feerie
