#include "solve/goal.h"

#include <algorithm>

#include "movegen/movegen.h"

namespace feerie {

bool goal_reached(Position& position, Goal goal) {
  const Side side = position.side_to_move();
  switch (goal) {
    case Goal::Mate: return position.all_kings_attacked(side) && !has_legal_move(position);
    case Goal::Stalemate: return !position.in_check(side) && !has_legal_move(position);
    case Goal::AnyMove: return true;  // asked after a legal move
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

namespace {

bool reaches_goal(Position& position, const Move& move, Goal goal) {
  position.make_move(move);
  const bool reached = goal_reached(position, goal);
  position.unmake_move();
  return reached;
}

}  // namespace

bool any_move_reaches_goal(Position& position, const MoveList& moves, Goal goal) {
  return std::any_of(moves.begin(), moves.end(), [&](const Move& move) { return reaches_goal(position, move, goal); });
}

bool every_move_reaches_goal(Position& position, const MoveList& moves, Goal goal) {
  return std::all_of(moves.begin(), moves.end(), [&](const Move& move) { return reaches_goal(position, move, goal); });
}

bool goal_ends_play(Goal goal) { return goal != Goal::AnyMove; }

const char* goal_mark(Goal goal) {
  switch (goal) {
    case Goal::Mate: return "#";
    case Goal::Stalemate: return "=";
    case Goal::DoubleStalemate: return "==";
    case Goal::AnyMove: break;
  }
  return "";
}

std::string marked_move(Position& position, std::string move, Goal goal, bool reached) {
  const char* mark = goal_mark(goal);
  if (reached && *mark) return move + ' ' + mark;
  if (position.in_check(position.side_to_move())) move += " +";
  return move;
}

}  // namespace feerie
