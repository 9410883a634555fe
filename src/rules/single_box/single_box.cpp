#include "rules/single_box/single_box.h"

#include <bit>

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The men of one side's box: the game array's.
int box_count(PieceType type) {
  switch (type) {
    case PieceType::King:
    case PieceType::Queen: return 1;
    case PieceType::Rook:
    case PieceType::Bishop:
    case PieceType::Knight: return 2;
    case PieceType::Pawn: return 8;
    default: return 0;
  }
}

constexpr PieceType BoxTypes[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                  PieceType::Bishop, PieceType::Knight, PieceType::Pawn};

int count_of(const Position& position, Side side, PieceType type) { return std::popcount(position.pieces(side, type)); }

}  // namespace

bool SingleBox::allows(Position& position, Side) const {
  for (const Side side : {Side::White, Side::Black})
    for (const PieceType type : BoxTypes)
      if (count_of(position, side, type) > box_count(type)) return false;
  return true;
}

bool SingleBox::check_counts(const Position& position, Square attacker, Square king) const {
  const Piece pawn = position.piece_on(attacker);
  if (pawn.type != PieceType::Pawn || relative_rank(pawn.side, king) != 7) return true;
  // Taking the king the pawn promotes: to a piece still in the box.
  for (const PieceType type : position.promotion_types())
    if (count_of(position, pawn.side, type) < box_count(type)) return true;
  return false;
}

std::string SingleBox::refusal(const Position& position) const {
  return position.fairy_pieces() ? "SingleBox Type1 beside fairy pieces is not supported (as in Popeye)" : "";
}

std::unique_ptr<Condition> make_single_box(ConditionWords& words) {
  if (words.accept({"Type2", "Typ2"}) || words.accept({"Type3", "Typ3"}))
    throw ConditionError("SingleBox Type2 and Type3 are not supported");
  words.accept({"Type1", "Typ1"});
  return std::make_unique<SingleBox>();
}

}  // namespace feerie
