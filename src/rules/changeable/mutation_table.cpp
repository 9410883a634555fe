#include "rules/changeable/mutation_table.h"

namespace feerie {

namespace {

constexpr PieceType BackRank[8] = {PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
                                   PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};

// The colour of a game-array square's piece as the variant reads it.
TableColour colour_of(Side array_side, MutationTable::Variant variant) {
  switch (variant) {
    case MutationTable::Variant::Standard: return array_side == Side::White ? TableColour::White : TableColour::Black;
    case MutationTable::Variant::Inverse: return array_side == Side::White ? TableColour::Black : TableColour::White;
    case MutationTable::Variant::SameColour: break;
  }
  return TableColour::Mover;
}

}  // namespace

MutationTable::MutationTable(Variant variant) {
  for (int file = 0; file < 8; ++file) {
    entries_[make_square(file, 0)] = {BackRank[file], colour_of(Side::White, variant)};
    entries_[make_square(file, 1)] = {PieceType::Pawn, colour_of(Side::White, variant)};
    entries_[make_square(file, 6)] = {PieceType::Pawn, colour_of(Side::Black, variant)};
    entries_[make_square(file, 7)] = {BackRank[file], colour_of(Side::Black, variant)};
  }
}

const MutationTable& MutationTable::of(Variant variant) {
  static const MutationTable standard(Variant::Standard);
  static const MutationTable inverse(Variant::Inverse);
  static const MutationTable same_colour(Variant::SameColour);
  switch (variant) {
    case Variant::Standard: return standard;
    case Variant::Inverse: return inverse;
    case Variant::SameColour: break;
  }
  return same_colour;
}

Piece MutationTable::result(Piece arriving, Square square) const {
  const MutationEntry& entry = entries_[square];
  if (entry.type == PieceType::None || arriving.type == PieceType::King) return arriving;
  switch (entry.colour) {
    case TableColour::White: return Piece{entry.type, Side::White};
    case TableColour::Black: return Piece{entry.type, Side::Black};
    case TableColour::Mover: break;
  }
  return Piece{entry.type, arriving.side};
}

}  // namespace feerie
