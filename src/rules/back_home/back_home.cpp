#include "rules/back_home/back_home.h"

#include <algorithm>
#include <array>

#include "core/diagram_squares.h"
#include "core/position.h"
#include "movegen/movegen.h"
#include "rules/rules.h"

namespace feerie {

namespace {

bool goes_home(const std::array<Square, 64>& homes, const Move& move) { return homes[move.from] == move.to; }

}  // namespace

void BackHome::select(Position& position, MoveList& legal, const Rules&) const {
  const std::array<Square, 64> homes = diagram_squares(position);
  std::size_t kept = 0;
  for (const Move& move : legal)
    if (goes_home(homes, move)) legal[kept++] = move;
  if (kept > 0) legal.truncate(kept);
}

bool BackHome::check_counts(const Position& board, Square attacker, Square king) const {
  const std::array<Square, 64> homes = diagram_squares(board);
  if (homes[attacker] == king) return true;
  // Whether the attacker's side has a legal move home, with its turn (given
  // on the board where it is not its turn, and taken back). Only moves home
  // are tried, so that the checks their legality asks in turn end: along
  // such a chain of moves no man leaves home.
  Position& position = const_cast<Position&>(board);
  const Side side = board.piece_on(attacker).side;
  const bool turn_given = position.side_to_move() != side;
  if (turn_given) position.make_null_move();
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  const Rules* rules = position.rules();
  bool has_move_home = false;
  for (const Move& move : pseudo) {
    if (!goes_home(homes, move)) continue;
    MoveList choices;
    rules->expand(position, move, choices);
    for (const Move& choice : choices) {
      position.make_move(choice);
      has_move_home = legal_after_make(position, side);
      position.unmake_move();
      if (has_move_home) break;
    }
    if (has_move_home) break;
  }
  if (turn_given) position.unmake_move();
  return !has_move_home;
}

std::unique_ptr<Condition> make_back_home(ConditionWords&) { return std::make_unique<BackHome>(); }

}  // namespace feerie
