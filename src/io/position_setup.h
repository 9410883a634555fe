// Turns a twin's diagram into a Position ready to solve, and refuses positions
// that cannot be solved: the side not to move in check, a side without a king
// (both sides need one for the goals Feerie knows), several kings of a side
// where the rules allow only one, a pawn on its promotion rank.
#pragma once

#include <stdexcept>

#include "core/position.h"
#include "io/problem.h"
#include "io/twin.h"
#include "rules/rules.h"

namespace feerie {

struct ImpossiblePosition : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Castling rights go to kings and rooks on their initial squares unless
// option NoCastling took them; option EnPassant sets the en-passant square.
// `rules` must outlive the position. Throws ImpossiblePosition.
void set_up_position(Position& position, const Diagram& diagram, const Problem& problem, const Rules& rules);

}  // namespace feerie
