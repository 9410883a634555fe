// Goal-directed pruning of help and series play: can a mate (or stalemate)
// still be reached in the moves left? Answered on a relaxed game: every
// piece moves as on an empty board (no piece blocks a line, any pawn step may
// be a capture, a pawn may promote), no piece is ever captured, and each
// side spends its moves on its pieces as it likes. Whatever the real game
// can do in n moves the relaxed game can do in n moves or fewer, so a "no"
// is certain: the line is not continued, and the set of solutions is exactly
// the full search's.
//
// In the final position of a mate the mated king stands on some square k it
// can reach with the moves its side has left, k is attacked, and each square
// next to k is either attacked or occupied by an enemy piece, or occupied by
// a piece of the king's own side (a block). A stalemate needs the same
// without the attack on k. The enemy's pieces share its moves: each piece
// guards, from some square it can reach, what it attacks from there; each
// block costs the mated side at least the moves of its nearest piece to that
// square. A hole (Position::holes) next to k is blocked for nothing, and k is
// never a hole.
#pragma once

#include "core/bitboard.h"
#include "core/move.h"
#include "core/position.h"
#include "solve/goal.h"

namespace feerie {

// Whether the relaxed game describes `goal` under the rules in force: mate,
// stalemate or mate-or-stalemate, in orthodox chess (fairy pieces included)
// or under conditions that each declare it sound
// (Condition::keeps_mate_geometry); never with neutral or royal pieces
// other than kings.
bool goal_pruning_applies(const Position& position, const Goal& goal);

// For a goal the pruning applies to: whether it needs the king in check
// (mate), or not (stalemate, mate or stalemate).
bool goal_needs_check(const Goal& goal);

// What is left of the play: the side to be mated or stalemated, the moves
// each side still makes (the attacker's last move reaching the goal), and
// whether the goal needs the target's king in check (mate) or not.
struct KingGoalBudget {
  Side target = Side::Black;
  int attacker_moves = 0;
  int target_moves = 0;
  bool needs_check = true;
};

// False only when the relaxed game proves the goal out of reach. A side
// without a king, or with several, is never proven safe.
bool king_goal_reachable(const Position& position, const KingGoalBudget& budget);

// Which moves of the target can keep the goal within reach where it makes
// its last one. If the goal is out of reach even with that move passed, a
// move that neither is the king's nor arrives next to the king is passed as
// far as the relaxed game can tell (it only gives up a block or captures an
// enemy piece), so only king moves and moves arriving next to the king are
// kept; otherwise every move.
struct LastMoveFilter {
  Square king = NoSquare;
  Bitboard arrivals = ~Bitboard{0};
  bool keeps(const Move& move) const { return move.from == king || (arrivals & square_bb(move.to)) != 0; }
};
LastMoveFilter last_move_filter(const Position& position, const KingGoalBudget& budget);

}  // namespace feerie
