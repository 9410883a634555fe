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

// Which moves of the side to move can keep the goal within reach. If the
// goal is out of reach even with that side's move passed (one move fewer
// for it), a move helps only where it changes what the relaxed game counts:
// a move of the target's king or a castling; or a move after which the man
// moved (as what it is then) can still, in its side's moves left, stand on
// or (for the attacker) guard a square of the zone: the squares the target's
// king can reach in the moves it has left after the move, and the squares
// next to them. Any other move leaves a position the relaxed game judges no
// better than the passed one (a capture only takes a piece away), so it is
// not tried. Where passing keeps the goal in reach, every move is kept.
class MoveFilter {
 public:
  MoveFilter() = default;
  bool keeps(const Position& position, const Move& move) const;

 private:
  friend MoveFilter move_filter(const Position& position, const KingGoalBudget& budget);
  bool filters_ = false;
  Square king_ = NoSquare;  // the target's king, if its side moves
  Bitboard zone_ = 0;
  int moves_after_ = 0;  // the mover's moves left after the move
  bool guards_ = false;  // the mover is the attacker
};
MoveFilter move_filter(const Position& position, const KingGoalBudget& budget);

}  // namespace feerie
