// What the Circe family puts back on the board: the captured piece as it was
// captured, or changed in type by the variant (Clone, Chameleon, Einstein,
// ReversalEinstein), found before its rebirth square (which is found for the
// piece as it is reborn, as Popeye).
#pragma once

#include <array>
#include <string>

#include "core/types.h"

namespace feerie {

enum class RebornType : std::uint8_t {
  Same,              // the piece as captured
  Clone,             // the capturer's type (unless the capturer is royal)
  Chameleon,         // the next type of a chameleon sequence
  Einstein,          // one step down: Q->R->B->S->P
  ReversalEinstein,  // one step up: P->S->B->R->Q
};

// The types a Circe Chameleon piece is reborn as: Popeye's default sequence
// (S->B->R->Q->S) or one the condition line names.
struct ChameleonSequence {
  std::array<PieceType, 7> next{PieceType::None,
                                PieceType::Pawn,
                                chameleon_successor(PieceType::Knight),
                                chameleon_successor(PieceType::Bishop),
                                chameleon_successor(PieceType::Rook),
                                chameleon_successor(PieceType::Queen),
                                PieceType::King};
  bool named = false;  // read from the condition line (then written after the name)

  // Sets `from`'s successor, forgetting the default sequence at the first.
  void name_successor(PieceType from, PieceType to);
  PieceType successor(PieceType type) const;
  // " Q->S->B->R->Q" in English letters, each cycle once (Popeye's order K P Q S B R).
  std::string words() const;
};

// The type `captured` is reborn as when taken by `capturer` (as it stands on
// its arrival square).
PieceType reborn_type(RebornType rule, const ChameleonSequence& sequence, Piece captured, Piece capturer);

}  // namespace feerie
