// A move of a solution as the writers need it: what it did, its check and
// goal marks, and its text in Popeye's notation with those marks. Made only
// where a solution is recorded, never on the search's path.
#pragma once

#include <string>

#include "io/language.h"
#include "solve/goal.h"
#include "solve/move_description.h"

namespace feerie {

struct SolutionMove {
  MoveDescription played;
  bool check = false;     // " +" follows the move
  std::string goal_mark;  // "#", "=", "x", ... after a move reaching the goal; empty if none
  std::string text;       // "Sh8*g6[+bBd8] #"
  // Parry series (pser-): the other side's move parrying a check, written
  // after the series move it answers, under its number.
  bool parry = false;
};

// The move just played on `position`, with the goal's mark if it `reached` it.
SolutionMove solution_move(Position& position, const Language& language, const Goal& goal, bool reached);

}  // namespace feerie
