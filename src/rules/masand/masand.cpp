#include "rules/masand/masand.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

bool royal(Piece piece) {
  return piece.type == PieceType::King || piece.royal || (is_fairy(piece.type) && kind_of(piece.type).royal);
}

// Does the piece of `side` on `observer` observe `square` (its observation,
// paralysis applied)?
bool observes(const Position& position, Square observer, Square square, Side side) {
  return (position.attackers(square, side) & square_bb(observer)) != 0;
}

// Does the piece of `side` on `observer` observe a king of the other side?
bool observes_king(const Position& position, Square observer, Side side) {
  for (Bitboard kings = position.kings(opponent(side)); kings;)
    if (observes(position, observer, pop_lowest(kings), side)) return true;
  return false;
}

// The colour changes by the piece of `side` on `observer`, in the board's
// order; the squares in `changed` change no more.
void change_observed(Position& position, Square observer, Side side, Bitboard& changed) {
  for (Bitboard candidates = position.men() & ~square_bb(observer) & ~changed; candidates;) {
    const Square square = pop_lowest(candidates);
    const Piece piece = position.piece_on(square);
    if (royal(piece) || piece.neutral || !observes(position, observer, square, side)) continue;
    position.change(square, Piece{piece.type, opponent(piece.side)}, EffectKind::Recolour);
    changed |= square_bb(square);
  }
}

}  // namespace

std::string Masand::name() const { return variant_ == Variant::Masand ? "Masand" : "MasandGeneralised"; }

void Masand::consequences(Position& position, const Displacement& displacement) const {
  const Side side = displacement.mover.side;
  if (!position.in_check(opponent(side))) return;
  Bitboard changed = 0;
  if (variant_ == Variant::Masand) {
    // The piece that moved, where it arrived (the king's square of a castling).
    const Square observer = displacement.move.to;
    const Piece arrived = position.piece_on(observer);
    if (arrived.empty() || arrived.side != side) return;
    if (observes_king(position, observer, side)) change_observed(position, observer, side, changed);
    return;
  }
  // Each checking piece in the board's order, on the board as the earlier
  // ones left it.
  for (Square observer = 0; observer < 64; ++observer) {
    const Piece piece = position.piece_on(observer);
    if (piece.empty() || piece.side != side) continue;
    if (observes_king(position, observer, side)) change_observed(position, observer, side, changed);
  }
}

std::unique_ptr<Condition> make_masand(ConditionWords&) { return std::make_unique<Masand>(Masand::Variant::Masand); }

std::unique_ptr<Condition> make_masand_generalised(ConditionWords&) {
  return std::make_unique<Masand>(Masand::Variant::Generalised);
}

}  // namespace feerie
