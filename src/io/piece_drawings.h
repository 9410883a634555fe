// The drawings of the orthodox pieces (src/io/pieces/, the "simple" set of
// GNOME Chess after Max Froumentin, W3C licence: src/io/pieces/LICENSE),
// compiled into the program from a source made when the build is configured.
#pragma once

#include <string_view>

#include "core/types.h"

namespace feerie {

// The SVG elements that draw an orthodox piece (pawn to king) in a box of
// 1000 by 1000 units.
std::string_view piece_drawing(Side side, PieceType type);

}  // namespace feerie
