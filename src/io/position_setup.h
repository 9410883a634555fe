// Turns a twin's diagram into a Position ready to solve, and refuses positions
// that cannot be solved: the side not to move in check, several kings of a
// side where the rules allow only one, a pawn on its promotion rank. A side
// may have no king, as in Popeye: it is then never in check, so never mated.
#pragma once

#include <stdexcept>
#include <vector>

#include "core/position.h"
#include "io/problem.h"
#include "io/twin.h"
#include "rules/rules.h"

namespace feerie {

struct ImpossiblePosition : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// A position Feerie cannot solve under the rules in force (neutral pieces
// under a condition not defined for them).
struct UnsupportedPosition : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The rules a diagram is played by: its condition line (checked when read),
// and the rules its men's attributes bring (paralysing pieces).
Rules rules_of(const Diagram& diagram);

// Castling rights go to kings and rooks on their initial squares unless
// option NoCastling took them; option EnPassant sets the en-passant square.
// `rules` must outlive the position. Throws ImpossiblePosition or
// UnsupportedPosition.
void set_up_position(Position& position, const Diagram& diagram, const Problem& problem, const Rules& rules);

// The sides that have no king (Popeye warns unless option NoWk / NoBk says so).
std::vector<Side> sides_without_king(const Position& position);

}  // namespace feerie
