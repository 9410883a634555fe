// Strong basic types of the board: sides, piece types, pieces and squares.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace feerie {

enum class Side : std::uint8_t { White = 0, Black = 1 };

constexpr Side opponent(Side side) { return side == Side::White ? Side::Black : Side::White; }
constexpr int index(Side side) { return static_cast<int>(side); }

enum class PieceType : std::uint8_t { None = 0, Pawn, Knight, Bishop, Rook, Queen, King };
// Room for every type of the catalogue (core/piece_catalogue.cpp): the orthodox
// six, then the fairy pieces.
constexpr int PieceTypeCount = 192;

constexpr int index(PieceType type) { return static_cast<int>(type); }

// A piece is a type and a side; Piece{} is the empty square. A neutral piece
// belongs to both sides: each moves it as its own and may capture it, and it
// observes for both (its `side` is White by convention, so that equal pieces
// compare equal). A royal piece is a king for check and mate, and moves as
// its type (a king is royal without the flag, which only other types carry).
struct Piece {
  PieceType type = PieceType::None;
  Side side = Side::White;
  bool neutral = false;
  bool royal = false;
  // A chameleon changes its type after each of its moves: knight, bishop,
  // rook, queen, knight... (Popeye's default sequence; other types keep theirs).
  bool chameleon = false;
  // A kamikaze piece that captures vanishes with the piece it takes.
  bool kamikaze = false;
  // No move captures an uncapturable piece (it still observes, blocks and
  // is observed).
  bool uncapturable = false;
  // A half-neutral piece changes phase after each of its moves: a neutral
  // one becomes its mover's, one of a side becomes neutral.
  bool half_neutral = false;
  // A volage piece changes side when it moves to a square of the other
  // colour than the one it left (rules/volage): it keeps the attribute
  // under Hypervolage, loses it with the change under Volage.
  bool volage = false;
  // A paralysing piece paralyses the enemy men it observes (they neither
  // move nor give check); it captures nothing and gives no check itself
  // (rules/paralysing).
  bool paralysing = false;
  // A functionary moves and gives check only while an enemy man observes
  // it (rules/functionary).
  bool functionary = false;
  // The rules of a hopper's hurdle (HurdleRule bits; rules/hurdle_rules):
  // the hurdle changes colour, or moves after the hop.
  std::uint8_t hurdle_rules = 0;

  constexpr bool empty() const { return type == PieceType::None; }
  // Does the piece belong to `s` (its own, or neutral)?
  constexpr bool of(Side s) const { return !empty() && (neutral || side == s); }
  friend constexpr bool operator==(Piece, Piece) = default;
};

constexpr Piece NoPiece{};

// What a hopper with these attributes does to the man it hops over
// (Piece::hurdle_rules), as Popeye's piece attributes:
namespace HurdleRule {
constexpr std::uint8_t ColourChanging = 1;  // HurdleColourChanging: the hurdle changes colour
constexpr std::uint8_t Bul = 2;             // the hurdle then moves by the hopper's walk
constexpr std::uint8_t Dob = 4;             // the hurdle then moves by its own walk
constexpr std::uint8_t Moving = Bul | Dob;
}  // namespace HurdleRule

// A king, or a piece with the Royal attribute (the royal fairy types aside:
// PieceKind::royal).
constexpr bool king_or_royal(Piece piece) { return piece.royal || piece.type == PieceType::King; }

// The type a chameleon of `type` becomes after it moves (itself for the types
// outside the sequence: pawn, king, fairy pieces).
constexpr PieceType chameleon_successor(PieceType type) {
  switch (type) {
    case PieceType::Knight: return PieceType::Bishop;
    case PieceType::Bishop: return PieceType::Rook;
    case PieceType::Rook: return PieceType::Queen;
    case PieceType::Queen: return PieceType::Knight;
    default: return type;
  }
}
constexpr Piece neutral_piece(PieceType type) { return Piece{type, Side::White, true}; }

// Squares a1 = 0 ... h8 = 63; NoSquare marks "none".
using Square = std::int8_t;
constexpr Square NoSquare = -1;

constexpr Square make_square(int file, int rank) { return static_cast<Square>(rank * 8 + file); }
constexpr int file_of(Square square) { return square & 7; }
constexpr int rank_of(Square square) { return square >> 3; }
constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
// Dark squares are those where file + rank is even (a1 is dark).
constexpr bool is_light(Square square) { return ((file_of(square) + rank_of(square)) & 1) != 0; }

// Rank counted from the side's own first rank (0..7).
constexpr int relative_rank(Side side, Square square) {
  return side == Side::White ? rank_of(square) : 7 - rank_of(square);
}
constexpr int forward(Side side) { return side == Side::White ? 8 : -8; }

// Popeye's English piece letters: K Q R B S P (S = knight); '?' for a fairy
// type (their codes are in core/piece_catalogue.h).
char piece_letter(PieceType type);
PieceType piece_type_from_letter(char letter);  // accepts S and N for the knight
std::string square_name(Square square);
Square parse_square(std::string_view text);  // "e4" -> square, NoSquare if malformed
char side_letter(Side side);                 // 'w' / 'b' as in rebirth notation

}  // namespace feerie
