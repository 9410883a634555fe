// How a diagram draws each piece type: the orthodox symbol it borrows and
// the quarter turns it is drawn with, by the convention of Popeye's LaTeX
// output (its file pie-engl.txt: the grasshopper an inverted queen, the
// nightrider an inverted knight, the zebra a knight turned right, ...).
// A type without a conventional symbol is drawn as a circle with its code.
#pragma once

#include "core/types.h"

namespace feerie {

struct PieceSymbol {
  PieceType orthodox = PieceType::None;  // None: no conventional symbol
  int quarter_turns = 0;                 // clockwise: 1 right, 2 inverted, 3 left
};

PieceSymbol piece_symbol(PieceType type);

}  // namespace feerie
