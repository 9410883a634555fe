#include "solve/solution_move.h"

#include "solve/notation.h"

namespace feerie {

SolutionMove solution_move(Position& position, const Language& language, const Goal& goal, bool reached) {
  SolutionMove move;
  move.played = describe_last_move(position);
  const MoveMarks marks = move_marks(position, goal, reached);
  move.check = marks.check;
  move.goal_mark = marks.goal;
  move.text = with_marks(notation(move.played, language), marks);
  return move;
}

}  // namespace feerie
