#include "rules/volage/volage.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void Volage::prepare(Position& position) const {
  for (Bitboard men = position.occupied() & ~position.kings(Side::White) & ~position.kings(Side::Black); men;) {
    const Square square = pop_lowest(men);
    Piece man = position.piece_on(square);
    if (man.volage) continue;
    man.volage = true;
    position.put(square, man);
  }
}

void Volage::consequences(Position& position, const Displacement& displacement) const {
  const Square arrival = displacement.move.to;
  const Piece arrived = position.piece_on(arrival);
  if (arrived.empty() || !arrived.volage || arrived.side != displacement.mover.side) return;
  if (is_light(displacement.move.from) == is_light(arrival)) return;
  Piece changed = arrived;
  changed.side = opponent(arrived.side);
  changed.volage = hyper_;
  position.change(arrival, changed, EffectKind::Recolour);
  position.count_as_unmoved(arrival);
}

std::unique_ptr<Condition> make_volage(ConditionWords&) { return std::make_unique<Volage>(false); }

std::unique_ptr<Condition> make_hypervolage(ConditionWords&) { return std::make_unique<Volage>(true); }

}  // namespace feerie
