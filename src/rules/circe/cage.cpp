#include "rules/circe/cage.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "movegen/movegen.h"
#include "rules/circe/circe_square.h"

namespace feerie {

namespace {

// Squares a piece of `side` may go to from any cage and keep its kings safe.
// X leaves its cage again, so the board after X's move is the board without X
// plus X on its destination t: t is safe iff it blocks every line on which a
// king of `side` is observed. Adding a piece never opens a line, so with no
// king in check every empty square is safe; a check by a leaper cannot be blocked.
Bitboard safe_destinations(const Position& position, Side side) {
  const Bitboard occupied = position.occupied();
  Bitboard safe = ~occupied;
  Bitboard kings = position.kings(side);
  while (kings) {
    const Square king = pop_lowest(kings);
    Bitboard checkers = position.observers(king, opponent(side), occupied);
    while (checkers) safe &= between_bb(king, pop_lowest(checkers));
  }
  return safe;
}

// Non-capturing destinations of a piece of `type` and `side` standing on `square`.
Bitboard quiet_destinations(PieceType type, Side side, Square square, Bitboard occupied) {
  const Bitboard empty = ~occupied;
  if (type != PieceType::Pawn) return attacks_of(Piece{type, side}, square, occupied) & empty;
  const Square one = static_cast<Square>(square + forward(side));
  if (!(empty & square_bb(one))) return 0;
  Bitboard destinations = square_bb(one);
  if (relative_rank(side, square) == 1) {
    const Square two = static_cast<Square>(one + forward(side));
    if (empty & square_bb(two)) destinations |= square_bb(two);
  }
  return destinations;
}

// Empty squares of `candidates` from which a piece of `type` has no safe quiet move.
Bitboard cages_for(PieceType type, Side side, Bitboard candidates, Bitboard occupied, Bitboard safe) {
  Bitboard cages = 0;
  while (candidates) {
    const Square square = pop_lowest(candidates);
    if (!(quiet_destinations(type, side, square, occupied) & safe)) cages |= square_bb(square);
  }
  return cages;
}

// Does the piece on `square` have a legal quiet move under orthodox rules?
// Found by generating and playing, for positions with fairy pieces, where a
// piece put on a square may also open a line (as a hurdle) or close one.
bool has_quiet_move(Position& trial, Square square) {
  MoveList moves;
  generate_pseudo_legal(trial, moves);
  const Side side = trial.side_to_move();
  for (const Move& move : moves) {
    if (move.from != square || move.is_castling() || trial.is_capture(move)) continue;
    trial.make_move(move);
    const bool legal = !trial.in_check(side);
    trial.unmake_move();
    if (legal) return true;
  }
  return false;
}

// The cages of `type` among `candidates`, each tried on a copy of the position
// without its rules (cages are defined by orthodox mobility).
Bitboard cages_by_trial(const Position& position, Piece piece, Bitboard candidates) {
  Position trial = position;
  trial.set_rules(nullptr);
  Bitboard cages = 0;
  while (candidates) {
    const Square square = pop_lowest(candidates);
    trial.put(square, piece);
    if (!has_quiet_move(trial, square)) cages |= square_bb(square);
    trial.put(square, NoPiece);
  }
  return cages;
}

Cages find_cages_by_trial(const Position& position, Piece piece) {
  Cages cages;
  const Bitboard empty = ~position.occupied();
  if (!kind_of(piece.type).pawn_like) {
    cages.add(piece.type, cages_by_trial(position, piece, empty));
    return cages;
  }
  const Bitboard last_rank = rank_bb(piece.side == Side::White ? 7 : 0);
  cages.add(piece.type, cages_by_trial(position, piece, empty & ~last_rank));
  for (const PieceType type : position.promotion_types())
    cages.add(type, cages_by_trial(position, Piece{type, piece.side}, empty & last_rank));
  return cages;
}

}  // namespace

void Cages::add(PieceType type, Bitboard squares) {
  if (!squares) return;
  int at = count++;
  for (; at > 0 && index(of_type[at - 1].type) > index(type); --at) of_type[at] = of_type[at - 1];
  of_type[at] = {type, squares};
}

Bitboard Cages::of(PieceType type) const {
  for (int i = 0; i < count; ++i)
    if (of_type[i].type == type) return of_type[i].squares;
  return 0;
}

Cages find_cages(const Position& position, Piece piece) {
  if (position.fairy_pieces() || is_fairy(piece.type)) return find_cages_by_trial(position, piece);
  Cages cages;
  const Bitboard occupied = position.occupied();
  const Bitboard safe = safe_destinations(position, piece.side);
  const Bitboard empty = ~occupied;
  if (piece.type != PieceType::Pawn) {
    cages.add(piece.type, cages_for(piece.type, piece.side, empty, occupied, safe));
    return cages;
  }
  const Bitboard last_rank = rank_bb(piece.side == Side::White ? 7 : 0);
  cages.add(PieceType::Pawn, cages_for(PieceType::Pawn, piece.side, empty & ~last_rank, occupied, safe));
  for (const PieceType type : position.promotion_types())
    cages.add(type, cages_for(type, piece.side, empty & last_rank, occupied, safe));
  return cages;
}

void CageCirce::expand(Position& position, const Move& move, MoveList& out) const {
  if (!position.is_capture(move)) {
    out.push(move);
    return;
  }
  const Piece captured = position.piece_on(position.capture_square(move));
  // The move without a choice is the bare capture: play it to look for cages.
  Move bare = move;
  bare.choice_square = NoSquare;
  bare.choice_type = PieceType::None;
  position.make_move(bare);
  const Cages cages = find_cages(position, captured);
  position.unmake_move();

  bool any = false;
  for (int i = 0; i < cages.count; ++i) {
    const auto [type, cage_squares] = cages.of_type[i];
    Bitboard squares = cage_squares;
    any = any || squares;
    while (squares) {
      Move choice = bare;
      choice.choice_square = pop_lowest(squares);
      if (type != captured.type) choice.choice_type = type;
      out.push(choice);
    }
  }
  if (!any && !strict_) out.push(bare);
}

void CageCirce::consequences(Position& position, const Displacement& displacement) const {
  // A pawn caged on its last rank is reborn as a pawn, then promoted.
  rebirth_as_chosen(position, displacement);
}

}  // namespace feerie
