// Squares a rule keeps for the game so far in the ply's tally
// (PlyState::tally, part of the position's key): four slots of seven bits,
// each the square plus one, 0 for none (Duellist chess, FuddledMen).
#pragma once

#include <cstdint>

#include "core/types.h"

namespace feerie {

constexpr int TallySquareSlots = 4;

inline Square tally_square(std::uint32_t tally, int slot) {
  const std::uint32_t mark = (tally >> (7 * slot)) & 0x7f;
  return mark == 0 ? NoSquare : static_cast<Square>(mark - 1);
}

inline std::uint32_t with_tally_square(std::uint32_t tally, int slot, Square square) {
  const std::uint32_t mark = square == NoSquare ? 0 : static_cast<std::uint32_t>(square + 1);
  return (tally & ~(std::uint32_t{0x7f} << (7 * slot))) | (mark << (7 * slot));
}

}  // namespace feerie
