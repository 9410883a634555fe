// Goals as predicates on the position after a move, with the side to move
// being the side that must be mated or stalemated.
#pragma once

#include <string>

#include "core/position.h"
#include "solve/stipulation.h"

namespace feerie {

// Mate: every king of the side to move attacked and no legal move (Rex
// Multiplex; with one king, orthodox mate). Stalemate: no legal move, no king
// attacked. Double stalemate: both sides without a legal move, neither in check.
// The cheap check test comes first, so most positions are answered without
// generating moves.
bool goal_reached(Position& position, Goal goal);

// Mate and the stalemates leave the side to move without a move, so play
// cannot go on past them; after ~ it can.
bool goal_ends_play(Goal goal);

// Does one of `moves` (legal in the position) reach the goal? Does every one?
bool any_move_reaches_goal(Position& position, const MoveList& moves, Goal goal);
bool every_move_reaches_goal(Position& position, const MoveList& moves, Goal goal);

// The mark Popeye writes after a move that reaches the goal: "#", "=", "==";
// none for ~.
const char* goal_mark(Goal goal);

// The text of the move just played with its mark: the goal's if `reached`
// and it has one, else " +" if it checks.
std::string marked_move(Position& position, std::string move, Goal goal, bool reached);

}  // namespace feerie
