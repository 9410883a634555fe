#include "rules/magic_squares/magic_squares.h"

#include <string_view>

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

std::string MagicSquares::name() const {
  // Popeye's line: the type only if 2, then the squares from a1, rank by rank.
  std::string text = type_two_ ? "MagicSquares Type2" : "MagicSquares";
  for (Square square = 0; square < 64; ++square)
    if (squares_ & square_bb(square)) text += " " + square_name(square);
  return text;
}

void MagicSquares::recolour_if_magic(Position& position, Square square, Side mover) const {
  if (!(squares_ & square_bb(square))) return;
  const Piece piece = position.piece_on(square);
  if (piece.empty() || piece.type == PieceType::King || piece.royal || piece.neutral || piece.side != mover) return;
  position.change(square, Piece{piece.type, opponent(piece.side)}, EffectKind::Recolour);
  position.count_as_unmoved(square);
}

void MagicSquares::consequences(Position& position, const Displacement& displacement) const {
  const Side mover = displacement.mover.side;
  recolour_if_magic(position, displacement.move.to, mover);
  if (displacement.rook_to != NoSquare) recolour_if_magic(position, displacement.rook_to, mover);
}

std::unique_ptr<Condition> make_magic_squares(ConditionWords& words) {
  const Bitboard squares = words.take_square_word("MagicSquares", "magic squares", "f3e1");
  const bool type_two = words.accept({"Type2", "Typ2"});
  if (!type_two) words.accept({"Type1", "Typ1"});
  return std::make_unique<MagicSquares>(squares, type_two);
}

}  // namespace feerie
