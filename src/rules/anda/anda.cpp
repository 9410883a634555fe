#include "rules/anda/anda.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void Anda::consequences(Position& position, const Displacement& displacement) const {
  const Square arrival = displacement.move.to;
  Piece piece = position.piece_on(arrival);
  if (piece.empty() || piece.type == PieceType::King || piece.royal) return;
  const Side side = position.side_to_move();
  const Side enemy = opponent(side);
  bool checks = false;
  if (position.in_check(enemy))
    for (Bitboard kings = position.kings(enemy); kings && !checks;)
      checks = (position.attackers(pop_lowest(kings), side) & square_bb(arrival)) != 0;
  if (checks == inverse_) return;
  // A neutral man is kept as White's.
  piece.neutral = !piece.neutral;
  piece.side = piece.neutral ? Side::White : side;
  position.change(arrival, piece, EffectKind::HalfNeutralPhase);
}

std::unique_ptr<Condition> make_anda(ConditionWords&) { return std::make_unique<Anda>(false); }
std::unique_ptr<Condition> make_anda_inverse(ConditionWords&) { return std::make_unique<Anda>(true); }

}  // namespace feerie
