#include "rules/circe/super_circe.h"

#include "core/position.h"
#include "rules/circe/circe_square.h"

namespace feerie {

void SuperCirce::expand(Position& position, const Move& move, MoveList& out) const {
  if (!position.is_capture(move)) return out.push(move);
  const Piece captured = position.piece_on(position.capture_square(move));
  Move bare = move;
  bare.choice_square = NoSquare;
  bare.choice_type = PieceType::None;
  if (!strict_) out.push(bare);
  const Bitboard last_rank = rank_bb(captured.side == Side::White ? 7 : 0);
  Bitboard squares = ~occupancy_after_displacement(position, move);
  while (squares) {
    Move choice = bare;
    choice.choice_square = pop_lowest(squares);
    if (captured.type != PieceType::Pawn || !(last_rank & square_bb(choice.choice_square))) {
      out.push(choice);
      continue;
    }
    for (const PieceType type : position.promotion_types()) {
      choice.choice_type = type;
      out.push(choice);
    }
  }
}

void SuperCirce::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  if (displacement.captured.empty() || move.choice_square == NoSquare) return;
  rebirth(position, move.choice_square, displacement.captured);
  if (move.choice_type != PieceType::None)
    position.change(move.choice_square, Piece{move.choice_type, displacement.captured.side}, EffectKind::Promote);
}

}  // namespace feerie
