#include "rules/point_reflection/point_reflection.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

Square reflected(Square square) { return static_cast<Square>(63 - square); }

}  // namespace

void PointReflection::walks(const Position& position, Square square, Side, Walks& out) const {
  const Piece lender = position.piece_on(reflected(square));
  if (!lender.empty()) out.add(lender.type);
}

// As Popeye: a piece other than a rook on the square reflecting either of
// the side's rook corners (a8 or h8 for White) takes away both castlings.
bool PointReflection::allows(Position& position, Side mover) const {
  if (!position.state().last_move.is_castling()) return true;
  const int rank = mover == Side::White ? 0 : 7;
  for (const int file : {0, 7}) {
    const Piece opposite = position.piece_on(reflected(make_square(file, rank)));
    if (!opposite.empty() && opposite.type != PieceType::Rook) return false;
  }
  return true;
}

std::unique_ptr<Condition> make_point_reflection(ConditionWords&) { return std::make_unique<PointReflection>(); }

}  // namespace feerie
