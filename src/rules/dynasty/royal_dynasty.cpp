#include "rules/dynasty/royal_dynasty.h"

#include <vector>

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

bool RoyalDynasty::in_check(const Position& position, Side side) const {
  const Bitboard kings = position.kings(side);
  return kings && !more_than_one(kings) && position.king_attacked(side);
}

namespace {

Square king_home(Side side) { return side == Side::White ? make_square(4, 0) : make_square(4, 7); }

}  // namespace

void RoyalDynasty::prepare(Position& position) const {
  std::uint8_t rights = position.state().castling;
  for (const Side side : {Side::White, Side::Black})
    if (more_than_one(position.kings(side))) rights &= static_cast<std::uint8_t>(~castling::bit_of(king_home(side)));
  position.set_castling(rights);
  diagram_rights_ = rights;
  std::vector<PieceType> types{PieceType::King};
  for (const PieceType type : position.promotion_types())
    if (type != PieceType::King) types.push_back(type);
  position.set_promotion_types(types);
}

void RoyalDynasty::consequences(Position& position, const Displacement& displacement) const {
  std::uint8_t rights = position.state().castling;
  for (const Side side : {Side::White, Side::Black}) {
    const Bitboard kings = position.kings(side);
    const std::uint8_t home = castling::bit_of(king_home(side));
    if (more_than_one(kings))
      rights &= static_cast<std::uint8_t>(~home);
    else if (kings == square_bb(king_home(side)) && displacement.captured.type == PieceType::King &&
             displacement.captured.side == side)
      rights |= diagram_rights_ & home;
  }
  if (rights != position.state().castling) position.set_castling(rights);
}

std::unique_ptr<Condition> make_royal_dynasty(ConditionWords&) { return std::make_unique<RoyalDynasty>(); }

}  // namespace feerie
