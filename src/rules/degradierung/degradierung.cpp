#include "rules/degradierung/degradierung.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void Degradierung::consequences(Position& position, const Displacement& displacement) const {
  const Piece mover = displacement.mover;
  if (mover.type == PieceType::Pawn || mover.type == PieceType::King || mover.royal || displacement.move.is_castling())
    return;
  // The side to move is still the mover's (a neutral piece's side is the mover's).
  const Square arrival = displacement.move.to;
  if (relative_rank(position.side_to_move(), arrival) != 1) return;
  Piece demoted = position.piece_on(arrival);
  if (demoted.empty() || demoted.type == PieceType::Pawn) return;
  demoted.type = PieceType::Pawn;
  position.change(arrival, demoted, EffectKind::Transform);
}

std::unique_ptr<Condition> make_degradierung(ConditionWords&) { return std::make_unique<Degradierung>(); }

}  // namespace feerie
