// The atomic effects a played move is made of. Each is undone generically;
// rebirths, explosions and mutations are just more effects after the displacement.
#pragma once

#include "core/types.h"

namespace feerie {

enum class EffectKind : std::uint8_t {
  Displace,  // piece moves from -> to (the move itself, or the castling rook)
  Capture,   // piece removed from `from` by the capture
  Remove,    // piece removed from `from` as a side effect (explosion)
  Add,       // piece appears on `to` (rebirth)
  Promote,   // piece on `to` becomes `piece` by promotion (old one in `previous`)
  Mutate,    // piece on `to` becomes `piece` by a rule (type and/or side)
  // Piece on `to` takes another type by a rule, keeping its side and
  // attributes (Einstein chess, Football): written as Popeye writes a change
  // of walk, "=R" after the move, where Mutate writes the piece "=wR".
  Transform,
  Recolour,          // piece on `to` changes side only, by a rule (Andernach chess)
  Convert,           // as Recolour, but an effect apart from the move, even on the mover ("[c4=b]": Breton chromatic)
  HalfNeutralPhase,  // the half-neutral piece on `to` that moved becomes neutral, or its mover's ("=nh", "=wh")
  // Imitators (Position::imitators), which stand beside the board's pieces:
  ShiftImitators,  // every imitator moves by to - from (from: the first imitator's square before)
  AddImitator,     // an imitator appears on `to`, the last of the list
  AddHole,         // the empty square `to` becomes a hole (Position::holes)
  // Ghosts (Position::ghosts), which wait under the board's squares:
  Bury,    // `piece` joins the ghosts, the last, waiting under `to`
  Forget,  // the ghost `piece`, the `from`-th of the list, leaves them (it waited under `to`)
};

struct Effect {
  EffectKind kind;
  Square from = NoSquare;
  Square to = NoSquare;
  Piece piece;     // the piece moved, removed or added; the new piece of a change
  Piece previous;  // the piece before a change
};

}  // namespace feerie
