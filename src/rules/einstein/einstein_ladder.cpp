#include "rules/einstein/einstein_ladder.h"

namespace feerie {

PieceType einstein_higher(PieceType type) {
  switch (type) {
    case PieceType::Pawn: return PieceType::Knight;
    case PieceType::Knight: return PieceType::Bishop;
    case PieceType::Bishop: return PieceType::Rook;
    case PieceType::Rook: return PieceType::Queen;
    default: return type;
  }
}

PieceType einstein_lower(PieceType type) {
  switch (type) {
    case PieceType::Queen: return PieceType::Rook;
    case PieceType::Rook: return PieceType::Bishop;
    case PieceType::Bishop: return PieceType::Knight;
    case PieceType::Knight: return PieceType::Pawn;
    default: return type;
  }
}

}  // namespace feerie
