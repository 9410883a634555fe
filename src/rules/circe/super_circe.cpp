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
  push_rebirth_choices(position, bare, captured, ~occupancy_after_displacement(position, move), out);
}

void SuperCirce::consequences(Position& position, const Displacement& displacement) const {
  rebirth_as_chosen(position, displacement);
}

}  // namespace feerie
