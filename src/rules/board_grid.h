// The division of the board into cells (Grid chess), which a condition gives
// through Condition::grid() and the diagram draws: a cell number for each
// square, and extra line segments along square edges (Popeye's GridLine). Two
// squares are separated when they lie in different cells or when the straight
// line between their centres meets an extra line segment (its end points
// included: a diagonal step through the corner where a segment ends crosses
// it).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/types.h"

namespace feerie {

// A segment on the edges of squares, from the lower left corner of the square
// (file, rank) `length` squares to the right (horizontal) or up (vertical).
struct GridLine {
  int file = 0, rank = 0, length = 1;
  bool horizontal = true;
};

struct BoardGrid {
  std::array<std::uint8_t, 64> cells{};
  std::vector<GridLine> lines;

  // Popeye's standard grid: 2x2 cells, numbered file/2 + 4*(rank/2).
  static BoardGrid standard();
  bool separates(Square a, Square b) const;
};

}  // namespace feerie
