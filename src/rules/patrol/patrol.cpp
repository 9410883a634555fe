#include "rules/patrol/patrol.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

bool supported(const Position& position, Square square) {
  return position.observers(square, position.piece_on(square).side, position.occupied()) != 0;
}

void CaptureSupport::expand(Position& position, const Move& move, MoveList& out) const {
  if (!position.is_capture(move) || supported(position, move.from) == needs_support_) out.push(move);
}

Bitboard UltraPatrol::paralysed(const Position& position, Bitboard candidates) const {
  Bitboard result = 0;
  for (Bitboard rest = candidates; rest;) {
    const Square square = pop_lowest(rest);
    if (!supported(position, square)) result |= square_bb(square);
  }
  return result;
}

std::unique_ptr<Condition> make_patrol(ConditionWords&) { return std::make_unique<CaptureSupport>("Patrouille", true); }
std::unique_ptr<Condition> make_lortap(ConditionWords&) { return std::make_unique<CaptureSupport>("Lortap", false); }
std::unique_ptr<Condition> make_ultra_patrol(ConditionWords&) { return std::make_unique<UltraPatrol>(); }

}  // namespace feerie
