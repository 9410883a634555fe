#include "rules/circe/take_make_circe.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/piece_fields.h"

namespace feerie {

namespace {

bool pawn_like(PieceType type) { return type == PieceType::Pawn || (is_fairy(type) && kind_of(type).pawn_like); }

}  // namespace

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
  const Bitboard last_rank = rank_bb(captured.side == Side::White ? 7 : 0);
  Move choice = move;
  while (squares) {
    choice.choice_square = pop_lowest(squares);
    if (!pawn_like(captured.type) || !(last_rank & square_bb(choice.choice_square))) {
      out.push(choice);
      continue;
    }
    for (const PieceType type : position.promotion_types(captured.type)) {
      choice.choice_type = type;
      out.push(choice);
    }
    choice.choice_type = PieceType::None;
  }
}

void TakeMakeCirce::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  if (displacement.captured.empty() || move.choice_square == NoSquare) return;
  rebirth(position, move.choice_square, displacement.captured);
  if (move.choice_type != PieceType::None)
    position.change(move.choice_square, Piece{move.choice_type, displacement.captured.side}, EffectKind::Promote);
}

}  // namespace feerie
