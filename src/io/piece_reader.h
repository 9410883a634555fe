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

// The piece type a letter of the language names; None if it names none.
PieceType piece_type_in(LanguageId language, char letter);
// "a1h1e4" -> its squares; empty when the text is not a list of squares.
std::vector<Square> parse_square_list(std::string_view text);
// Reads side words and piece groups until a token that is neither and is a
// keyword of one of `ends` (or the end of the input).
std::vector<PlacedPiece> read_pieces(InputCursor& cursor, std::initializer_list<KeywordTable> ends);
// Reads the board of a Forsyth string (language letters, upper case white).
std::vector<PlacedPiece> read_forsyth(InputCursor& cursor);

}  // namespace feerie
