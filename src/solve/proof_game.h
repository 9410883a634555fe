// Proof games (dia n, dia n.5): help play from the game array, White first,
// that reaches the diagram's placement of men (not its castling or en passant
// rights, as in Popeye) with its last move. The search is the help play's;
// this file gives it the start, the goal test and a bound that prunes it.
#pragma once

#include <utility>
#include <vector>

#include "core/position.h"

namespace feerie {

// The game array, White to move, every castling right; under rules, the men
// they stand there (Rules::in_game_array).
void set_up_game_array(Position& position);

// a=>b: position A, its men as given, each side's castling rights where its
// king and rook stand on their home squares.
void set_up_start(Position& position, const std::vector<std::pair<Square, Piece>>& men);

// Whether every square holds the same man in both positions.
bool same_placement(const Position& position, const Position& target);

// A lower bound of the moves `side` must still play to turn its men of
// `position` into its men of `target`: for each square where the target has
// a man of `side` that `position` lacks, the fewest moves any man of `side`
// that could become it needs to get there on an empty board (a promotion
// counted from the pawn nearest its last rank), less what a castling still
// allowed could save (it moves the king two squares and the rook in one move). A side with fewer men than the
// target, or a target man no man can become, needs more than any game has
// (ImpossibleProof).
int proof_moves_needed(const Position& position, const Position& target, Side side);

inline constexpr int ImpossibleProof = 1000;

// Whether proof_moves_needed is a lower bound for the men of `position`: a
// fairy man counts one move at least, but a neutral man (a pawn moving both
// ways), a chameleon (turning into another type) or a pawn-like fairy man
// (promoting without being a pawn) is beyond its count; so is every man under
// a condition that does not keep the bound (Condition::keeps_proof_bound).
bool proof_bound_applies(const Position& position);

}  // namespace feerie
