// Counting captures as Popeye generates them, for the conditions that allow
// a capture by how many there are (MultiCaptures: of one man; CAST chess:
// by one piece): each displacement once, whatever its promotions.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "core/move.h"
#include "core/position.h"

namespace feerie {

struct CaptureCounts {
  std::array<int, 64> of_man{};    // by the square of the man taken
  std::array<int, 64> by_piece{};  // by the square the capturing piece moves from
};

// The captures among the side to move's generated `moves`.
CaptureCounts count_captures(const Position& position, const MoveList& moves);

// Why `condition` cannot be played on the diagram: a piece on it that may
// reach one square by several courses (core/walk.h), which Popeye counts as
// several captures; empty if none.
std::string refusal_of_several_courses(const Position& position, std::string_view condition);

}  // namespace feerie
