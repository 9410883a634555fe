#include "rules/disparate/disparate.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The marks: the mover's type plus one, 0 before any move.
std::uint8_t mark_of(PieceType type) { return static_cast<std::uint8_t>(index(type) + 1); }

// The pieces of the side to move of the type just moved by the other side,
// or nothing (before any move, after a pass).
Bitboard restricted(const Position& position) {
  const std::uint8_t marks = position.marks();
  if (marks == 0 || position.state().last_move.from == NoSquare) return 0;
  const PieceType moved = static_cast<PieceType>(marks - 1);
  return position.pieces(position.side_to_move()) & position.pieces(moved);
}

}  // namespace

// A neutral piece belongs to both sides: paralysis, which binds it for
// both, is for the others.
Bitboard Disparate::paralysed(const Position& position, Bitboard candidates) const {
  return candidates & restricted(position) & ~position.neutral_pieces();
}

void Disparate::generate(const Position& position, MoveList& moves) const {
  const Bitboard neutrals = restricted(position) & position.neutral_pieces();
  if (!neutrals) return;
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (!(neutrals & square_bb(move.from))) moves[kept++] = move;
  moves.truncate(kept);
}

// A restricted neutral piece, acting for the side to move, would not take
// the king of the side that has just moved.
bool Disparate::check_counts(const Position& position, Square attacker, Square king) const {
  if (!(restricted(position) & position.neutral_pieces() & square_bb(attacker))) return true;
  const Piece target = position.piece_on(king);
  return target.empty() || target.neutral || target.side == position.side_to_move();
}

// The type of the piece as it moved (a pawn that promotes is a pawn).
void Disparate::consequences(Position& position, const Displacement& displacement) const {
  position.set_marks(mark_of(displacement.mover.type));
}

std::unique_ptr<Condition> make_disparate(ConditionWords&) { return std::make_unique<Disparate>(); }

}  // namespace feerie
