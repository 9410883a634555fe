#include "solve/goal.h"

#include "movegen/movegen.h"

namespace feerie {

bool goal_reached(Position& position, Goal goal) {
  const Side side = position.side_to_move();
  switch (goal) {
    case Goal::Mate: return position.all_kings_attacked(side) && !has_legal_move(position);
    case Goal::Stalemate: return !position.in_check(side) && !has_legal_move(position);
    case Goal::DoubleStalemate: {
      if (position.in_check(side) || position.in_check(opponent(side)) || has_legal_move(position)) return false;
      position.make_null_move();
      const bool other_stuck = !has_legal_move(position);
      position.unmake_move();
      return other_stuck;
    }
  }
  return false;
}

const char* goal_mark(Goal goal) {
  switch (goal) {
    case Goal::Mate: return "#";
    case Goal::Stalemate: return "=";
    case Goal::DoubleStalemate: return "==";
  }
  return "";
}

}  // namespace feerie
