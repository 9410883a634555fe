// Perft: the number of legal move sequences of a given length, the standard
// check of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/position.h"

namespace feerie {

std::uint64_t perft(Position& position, int depth);

// Counts per first move (for --divide), in generation order.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& position, int depth);

}  // namespace feerie
