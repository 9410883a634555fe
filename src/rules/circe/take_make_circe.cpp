#include "rules/circe/take_make_circe.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/piece_fields.h"

namespace feerie {

// A capture becomes one move per rebirth square (and per promotion where a
// pawn is reborn on its last rank); a capture without one is dropped.
void TakeMakeCirce::expand(Position& position, const Move& move, MoveList& out) const {
  const Square capture_square = position.capture_square(move);
  if (capture_square == NoSquare) {
    out.push(move);
    return;
  }
  const Piece captured = position.piece_on(capture_square);
  // The board once the capture is played: the capturer stands where it
  // lands, except on the capture square, where the reborn piece starts from.
  Bitboard occupied = position.occupied() & ~square_bb(move.from) & ~square_bb(capture_square);
  if (move.to != capture_square) occupied |= square_bb(move.to);
  Bitboard squares = quiet_moves(captured, capture_square, occupied);
  push_rebirth_choices(position, move, captured, squares, out);
}

void TakeMakeCirce::consequences(Position& position, const Displacement& displacement) const {
  rebirth_as_chosen(position, displacement);
}

}  // namespace feerie
