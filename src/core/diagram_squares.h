// Where each man of a position stood in the diagram, read from the
// position's journal: goals (ct, <>, k) and conditions that follow the men ask it.
#pragma once

#include <array>

#include "core/types.h"
#include "core/zobrist.h"

namespace feerie {

class Position;

// For each square with a man: where that man stood in the diagram, followed
// back through every move played since: its displacements, and a man put
// back on the board (a rebirth) to where it was last taken off. NoSquare for
// an empty square and for a man a rule added without taking one off.
std::array<Square, 64> diagram_squares(const Position& position);

// Where the man taken off by the last capture of the journal (the move just
// played, Circe Diagram's captured man) stood in the diagram: NoSquare if
// there is none, or a rule added it without taking one off.
Square diagram_square_of_taken(const Position& position);

// A key of diagram_squares, mixed into the position's hash by the tables of
// the search where the goal or a condition follows the men
// (SearchContext::table_key); 0 where every man stands on its diagram square.
Hash diagram_key(const Position& position);

}  // namespace feerie
