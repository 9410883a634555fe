// Where the Circe family puts a reborn piece: one small function per variant,
// chosen by a RebirthPlace, then turned by the optional adapters. Both Circe
// (the captured piece is reborn) and AntiCirce (the capturer is) use it.
#pragma once

#include <string>

#include "core/types.h"

namespace feerie {

enum class RebirthPlace : std::uint8_t {
  Classic,             // the Circe square (circe_square.h)
  File,                // own first rank on the capture file (pawn: second; fairy: promotion rank)
  Symmetry,            // the capture square turned by 180 degrees about the centre
  VerticalSymmetry,    // mirrored in the line between the d and e files
  HorizontalSymmetry,  // mirrored in the line between ranks 4 and 5
  Antipodes,           // four files and four ranks away, staying on the board
  Equipollents,        // capture square plus the capturing move's vector
  Departure,           // the capturer's departure square (PWC, Platzwechsel)
  CaptureSquare,       // the capture square itself
  Diagram,             // where the reborn man stood in the diagram (core/diagram_squares.h)
  Rank,                // the capture rank, on the file of a Circe square of the capture square's colour
};

struct RebirthRule {
  RebirthPlace place = RebirthPlace::Classic;
  bool mirror = false;           // computed as if the piece were of the other side (Malefique)
  bool diametral = false;        // the square found, turned by 180 degrees
  bool vertical_mirror = false;  // the square found, mirrored left to right
  // Couscous: the square is found for the other man of the capture (Circe:
  // the capturer, as it stands after the move, of its own side; AntiCirce:
  // the captured man), which the caller passes as the piece.
  bool couscous = false;

  // The words Popeye prints after the condition's name, in its order, with
  // `occupied` (the rule for an occupied square, if named) in its place.
  std::string words(const std::string& occupied) const;
  // A pawn may arrive on its own last rank (and is then promoted).
  bool may_promote() const;
  bool operator==(const RebirthRule&) const = default;
};

// Rebirth square of `piece` captured on `capture_square` by a move from
// `from` to `to`; NoSquare if the variant leads off the board. `diagram` is
// where the reborn man stood in the diagram, read by RebirthPlace::Diagram
// only (the caller finds it when the rule's place is Diagram).
Square rebirth_square(const RebirthRule& rule, Piece piece, Square capture_square, Square from, Square to,
                      Square diagram = NoSquare);

}  // namespace feerie
