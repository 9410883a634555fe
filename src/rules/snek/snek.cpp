#include "rules/snek/snek.h"

#include "core/position.h"

namespace feerie {

PieceType Snek::changing(PieceType taken) const {
  switch (taken) {
    case PieceType::Queen: return PieceType::Rook;
    case PieceType::Rook: return PieceType::Bishop;
    case PieceType::Bishop: return PieceType::Knight;
    case PieceType::Knight: return circle_ ? PieceType::Queen : PieceType::King;
    default: return PieceType::None;
  }
}

// Each man that may change is named in Move::choice_square.
void Snek::expand(Position& position, const Move& move, MoveList& out) const {
  const Square taken_on = position.capture_square(move);
  const PieceType type = taken_on == NoSquare ? PieceType::None : changing(position.piece_on(taken_on).type);
  const Bitboard men =
      type == PieceType::None ? 0 : position.pieces(opponent(position.side_to_move()), type) & ~square_bb(taken_on);
  if (!men) {
    out.push(move);
    return;
  }
  for (Bitboard rest = men; rest;) {
    Move choice = move;
    choice.choice_square = pop_lowest(rest);
    out.push(choice);
  }
}

void Snek::consequences(Position& position, const Displacement& displacement) const {
  if (displacement.captured.empty()) return;
  const Side side = displacement.captured.side;
  if (displacement.captured.type == PieceType::Pawn && !circle_) {
    // The side's royal man walks as a king again.
    const Bitboard royal = position.kings(side);
    if (!royal || (royal & (royal - 1))) return;
    const Square square = lowest_square(royal);
    if (position.piece_on(square).type == PieceType::King) return;
    position.change(square, Piece{PieceType::King, side}, EffectKind::Transform);
    return;
  }
  const Square square = displacement.move.choice_square;
  if (square == NoSquare) return;
  Piece changed = position.piece_on(square);
  // A king that becomes a knight stays royal.
  changed.royal = changed.royal || changed.type == PieceType::King;
  changed.type = displacement.captured.type;
  position.change(square, changed, EffectKind::Transform);
}

std::unique_ptr<Condition> make_snek(ConditionWords&) { return std::make_unique<Snek>(false); }
std::unique_ptr<Condition> make_snek_circle(ConditionWords&) { return std::make_unique<Snek>(true); }

}  // namespace feerie
