// The Einstein ladder P - S - B - R - Q: Einstein chess moves a piece up or
// down it, and the Einstein Circe variants give the reborn piece the type
// below or above its own.
#pragma once

#include "core/types.h"

namespace feerie {

// One step up (a queen stays a queen) or down (a pawn stays a pawn); other
// types are off the ladder and stay as they are.
PieceType einstein_higher(PieceType type);
PieceType einstein_lower(PieceType type);

}  // namespace feerie
