// Forsyth-Edwards Notation: read into a Position and write back.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "core/position.h"

namespace feerie {

struct FenError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads board, side to move, castling, en passant (the counters are optional
// and ignored). Knights may be written N or S. Throws FenError naming the fault.
void read_fen(std::string_view fen, Position& position);
std::string write_fen(const Position& position);

}  // namespace feerie
