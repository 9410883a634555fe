#include "rules/andernach/andernach.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

std::string Andernach::name() const {
  switch (variant_) {
    case Variant::Andernach: return "AndernachChess";
    case Variant::AntiAndernach: return "AntiAndernachChess";
    case Variant::Tibet: return "Tibet";
    case Variant::DoubleTibet: return "DoubleTibet";
  }
  return {};
}

void Andernach::consequences(Position& position, const Displacement& displacement) const {
  const bool captured = !displacement.captured.empty();
  if (captured != (variant_ != Variant::AntiAndernach)) return;
  if (displacement.mover.type == PieceType::King) return;
  if (variant_ == Variant::Tibet && displacement.mover.side != Side::Black) return;
  // The piece that arrived, unless another rule has already moved it on.
  const Square square = displacement.move.to;
  const Piece arrived = position.piece_on(square);
  if (arrived.empty() || arrived.side != displacement.mover.side) return;
  const bool tibetan = variant_ == Variant::Tibet || variant_ == Variant::DoubleTibet;
  if (tibetan && arrived.type == displacement.captured.type) return;
  position.change(square, Piece{arrived.type, opponent(arrived.side)}, EffectKind::Recolour);
  position.count_as_unmoved(square);
}

std::unique_ptr<Condition> make_andernach(ConditionWords&) {
  return std::make_unique<Andernach>(Andernach::Variant::Andernach);
}

std::unique_ptr<Condition> make_anti_andernach(ConditionWords&) {
  return std::make_unique<Andernach>(Andernach::Variant::AntiAndernach);
}

std::unique_ptr<Condition> make_tibet(ConditionWords&) {
  return std::make_unique<Andernach>(Andernach::Variant::Tibet);
}

std::unique_ptr<Condition> make_double_tibet(ConditionWords&) {
  return std::make_unique<Andernach>(Andernach::Variant::DoubleTibet);
}

}  // namespace feerie
