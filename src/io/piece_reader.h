// Pieces and squares in Popeye's input: "white Ka1 Sb2c3 black Ke8" (a piece
// letter of the problem's language followed by one or more squares), square
// lists such as "a1h1", and the board part of a Forsyth string.
#pragma once

#include <initializer_list>
#include <string_view>
#include <vector>

#include "io/input_cursor.h"
#include "io/problem.h"

namespace feerie {

// The piece type a code of the language names ("s", "ca"), in either case;
// None if it names none.
PieceType piece_type_in(LanguageId language, std::string_view code);
// "a1h1e4" -> its squares; empty when the text is not a list of squares.
std::vector<Square> parse_square_list(std::string_view text);
// Reads side words and piece groups until a token that is neither and is a
// keyword of one of `ends` (or the end of the input).
// A square given twice is an error, or, with `warnings`, a warning there and
// the later piece replaces the earlier (as Popeye reads a diagram).
std::vector<PlacedPiece> read_pieces(InputCursor& cursor, std::initializer_list<KeywordTable> ends,
                                     std::vector<InputError>* warnings = nullptr);
// Reads the board of a Forsyth string (language letters, upper case white).
std::vector<PlacedPiece> read_forsyth(InputCursor& cursor);

// Squares written together ("c2f1") or as separate words ("c2 f1"), as
// Popeye takes them: every following word that is a list of squares. Throws
// "expected <what>" if the first word is none.
std::vector<Square> take_square_words(InputCursor& cursor, const std::string& what);

// The usual fields of a FEN after a Forsyth board ("w KQkq - 0 1"), each
// optional: the side to move (the stipulation decides it, as in Popeye), the
// castling field (rights it does not grant are refused), the en-passant
// square, and the two move counters.
struct FenFields {
  std::vector<Square> no_castling;  // kings and rooks whose castling right the field refuses
  Square en_passant = NoSquare;
};
FenFields read_fen_fields(InputCursor& cursor);
// The squares of kings and rooks whose right a FEN castling field ("KQkq",
// "-") does not grant.
std::vector<Square> castling_refused_by(std::string_view field);

}  // namespace feerie
