// Move generation: pseudo-legal moves of the side to move, then legal moves.
// Paralysed pieces (Position::paralysed) neither move nor castle.
#pragma once

#include "core/move.h"
#include "core/position.h"

namespace feerie {

// Every move by the rules of movement, before choices and king safety.
void generate_pseudo_legal(const Position& position, MoveList& out);

// The same as if no man were paralysed (castling aside, which keeps its
// rule: a king that may castle has other moves), for the rules that ask
// which men paralysis alone holds (Condition::suffocated).
void generate_pseudo_legal_ignoring_paralysis(const Position& position, MoveList& out);

// The pseudo-legal moves of `side`'s men (its castlings included), as if it
// were its turn, without the rules' rewriting (Hook::Generation): for the
// rules under which a side moves the other's men too (AllInChess), which add
// them in their own rewriting.
void generate_pseudo_legal_of_men(const Position& position, Side side, MoveList& out);

// Every legal move, each rule choice a move of its own; under a selection
// hook (Maximummer) only those the side to move may play.
void generate_legal(Position& position, MoveList& out);

// Every move that is legal or would be but for leaving the mover's own king
// in check (the goals ##, ##! and !# are reached by such a move).
void generate_legal_but_for_check(Position& position, MoveList& out);

// After make_move(move): is the move the side `mover` just played legal?
bool legal_after_make(Position& position, Side mover);

// Does the side to move have at least one legal move? A selection is seen
// only where it binds the side's mobility (Condition::selection_binds_mobility);
// a turn that moves no man (Move::moves_no_man) is no move here.
bool has_legal_move(Position& position);

// The moves a search plays. Under rule hooks a move's legality shows only once
// it is made, so these are the candidates (`checked` false) and each is made
// once, by make_if_legal, instead of once to test it and again to search it.
// Under a selection hook the moves are the selected legal moves (`checked`).
struct SearchMoves {
  MoveList moves;
  bool checked = true;
};
void generate_search_moves(Position& position, SearchMoves& out);

// Makes `move`; if it proves illegal, takes it back and returns false.
bool make_if_legal(Position& position, const Move& move, bool checked);

}  // namespace feerie
