#include "core/types.h"

#include <cctype>
#include <string>

namespace feerie {

char piece_letter(PieceType type) {
  constexpr std::string_view letters = " PSBRQK";
  return index(type) < static_cast<int>(letters.size()) ? letters[index(type)] : '?';
}

PieceType piece_type_from_letter(char letter) {
  switch (std::toupper(static_cast<unsigned char>(letter))) {
    case 'P': return PieceType::Pawn;
    case 'S':
    case 'N': return PieceType::Knight;
    case 'B': return PieceType::Bishop;
    case 'R': return PieceType::Rook;
    case 'Q': return PieceType::Queen;
    case 'K': return PieceType::King;
    default: return PieceType::None;
  }
}

std::string square_name(Square square) {
  return {static_cast<char>('a' + file_of(square)), static_cast<char>('1' + rank_of(square))};
}

Square parse_square(std::string_view text) {
  if (text.size() != 2) return NoSquare;
  const int file = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  const int rank = text[1] - '1';
  return on_board(file, rank) ? make_square(file, rank) : NoSquare;
}

char side_letter(Side side) { return side == Side::White ? 'w' : 'b'; }

}  // namespace feerie
