#include "rules/mars/plus_chess.h"

#include "rules/registry.h"

namespace feerie {

namespace {

constexpr Bitboard Centre = (Bitboard{1} << 27) | (Bitboard{1} << 28) | (Bitboard{1} << 35) | (Bitboard{1} << 36);

}  // namespace

void PlusChess::departures(const Position&, Square square, Side, MoveScope, Bitboard occupied, Departures& out) const {
  out.add(square);
  if (!(Centre & square_bb(square))) return;
  for (Bitboard others = Centre & ~occupied; others;) out.add(pop_lowest(others));
}

std::unique_ptr<Condition> make_plus_chess(ConditionWords&) { return std::make_unique<PlusChess>(); }

}  // namespace feerie
