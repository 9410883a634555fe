// Goals as predicates on the position after a move, with the side to move
// being the side the goal is reached against (mated, stalemated, checked,
// captured from).
#pragma once

#include <array>
#include <string>

#include "core/diagram_squares.h"
#include "core/position.h"

namespace feerie {

// Popeye's goals, by the symbol of the stipulation:
//   #  Mate             =  Stalemate        == DoubleStalemate   ~  AnyMove
//   #= MateOrStalemate  != AutoStalemate    ## DoubleMate        ##! CounterMate
//   x  Capture          +  Check            z<square> Target     %  WinPiece
//   ep EnPassant        00 Castling         c81 Chess81          !# AutoMate
//   dia ProofGame: the men stand as in `target` (solve/proof_game.h)
//   a=>b AToB: the same, from a given position A instead of the game array
// and the goals of the men's diagram squares (goal_follows_pieces):
//   ct Circuit: the man that moved ends on its diagram square
//   <> Exchange: it ends on the diagram square of a man of its side that
//      stands on its diagram square
//   ctr, <>r: the same of the man a rebirth puts back on the board
//   k<square> Kiss: it ends next to the man of the diagram's <square>, with
//      no other man next to that one
enum class GoalKind {
  Mate,
  Stalemate,
  DoubleStalemate,
  AnyMove,
  MateOrStalemate,
  AutoStalemate,
  DoubleMate,
  CounterMate,
  Capture,
  Check,
  Target,
  WinPiece,
  EnPassant,
  Castling,
  Chess81,
  AutoMate,
  ProofGame,
  AToB,
  Circuit,
  Exchange,
  CircuitByRebirth,
  ExchangeByRebirth,
  Kiss,
};

struct Goal {
  GoalKind kind = GoalKind::Mate;
  Square square = NoSquare;          // the target square of z, the diagram square of k
  const Position* target = nullptr;  // the placement a proof game reaches (set when solving)

  constexpr Goal() = default;
  constexpr Goal(GoalKind kind, Square square = NoSquare) : kind(kind), square(square) {}  // NOLINT: a kind is a goal
  friend constexpr bool operator==(const Goal&, const Goal&) = default;
};

// Is the goal reached by the move just played? Mate: every king of the side
// to move attacked and no legal move (Rex Multiplex; with one king, orthodox
// mate). The goals of the last move (x, z, ep, 00, c81, %) read its effects;
// ## and ##! also look at the position before it. The cheap tests come
// first, so most positions are answered without generating moves.
bool goal_reached(Position& position, const Goal& goal);

// Whether the goal asks where men stood in the diagram (ct, <>, ctr, <>r,
// k): the position's hash does not say it, so positions reached by
// different lines are alike for the goal only if their diagram_key is.
bool goal_follows_pieces(const Goal& goal);

// Mate and the stalemates leave the side to move without a move, so play
// cannot go on past them; after the other goals (~, x, +, z, ...) it can.
bool goal_ends_play(const Goal& goal);

// ##, ##! and !# are reached by a move that leaves the mover's own king in
// check, which is otherwise illegal; so is != where paralysis alone may hold
// the mover (Paralysing pieces: Rules::suffocated), as Popeye.
bool goal_allows_self_check(const Position& position, const Goal& goal);

// The moves the side to move may play towards the goal: its legal moves and,
// for ##, ##! and !#, the moves that leave its own king in check and reach
// the goal (any other such move stays illegal).
void generate_goal_moves(Position& position, const Goal& goal, MoveList& out);

// Does one of `moves` reach the goal?
bool any_move_reaches_goal(Position& position, const MoveList& moves, const Goal& goal);

// Can the side to move reach the goal in one move? Must it (it has a move,
// and every one reaches the goal)?
bool can_reach_goal(Position& position, const Goal& goal);
bool must_reach_goal(Position& position, const Goal& goal);
// Can the side to move not keep the other side from reaching the goal in
// one move? It is not in check, has a move, and after each of its moves the
// other side can reach the goal (the end of Stipulation::unparryable).
bool cannot_parry_goal(Position& position, const Goal& goal);
// Is the side to move forced to reach the goal while not in check? It is
// not in check, has a move, and each of its moves reaches the goal (the end
// of Stipulation::forced_end: a capture zugzwang).
bool forced_to_goal(Position& position, const Goal& goal);

// The text of the move just played with its marks as Popeye writes them:
// " +" if it checks, unless the goal is reached and its mark says so (#, =,
// +, ##, ...); then the goal's mark if it has one (" x", " z", " #").
std::string marked_move(Position& position, std::string move, const Goal& goal, bool reached);

// Those marks apart: the check mark, and the goal's mark ("" if none).
struct MoveMarks {
  bool check = false;
  const char* goal = "";
};
MoveMarks move_marks(Position& position, const Goal& goal, bool reached);
std::string with_marks(std::string move, const MoveMarks& marks);

}  // namespace feerie
