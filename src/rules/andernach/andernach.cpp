#include "rules/andernach/andernach.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

std::string Andernach::name() const {
  return variant_ == Variant::Andernach ? "AndernachChess" : "AntiAndernachChess";
}

void Andernach::consequences(Position& position, const Displacement& displacement) const {
  const bool captured = !displacement.captured.empty();
  if (captured != (variant_ == Variant::Andernach)) return;
  if (displacement.mover.type == PieceType::King) return;
  // The piece that arrived, unless another rule has already moved it on.
  const Square square = displacement.move.to;
  const Piece arrived = position.piece_on(square);
  if (arrived.empty() || arrived.side != displacement.mover.side) return;
  position.change(square, Piece{arrived.type, opponent(arrived.side)}, EffectKind::Recolour);
  position.count_as_unmoved(square);
}

std::unique_ptr<Condition> make_andernach(ConditionWords&) {
  return std::make_unique<Andernach>(Andernach::Variant::Andernach);
}

std::unique_ptr<Condition> make_anti_andernach(ConditionWords&) {
  return std::make_unique<Andernach>(Andernach::Variant::AntiAndernach);
}

}  // namespace feerie
