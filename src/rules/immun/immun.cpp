#include "rules/immun/immun.h"

#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/registry.h"

namespace feerie {

bool ImmunChess::may_be_captured(const Position& position, Square from, Square to, Square captured) const {
  const Piece piece = position.piece_on(captured);
  if (piece.type == PieceType::King && !rex_inclusive_) return true;
  const Square rebirth = circe_square(piece, captured);
  // After the capture the capturer stands on its arrival, its departure is
  // empty, and so is the square of the piece taken.
  if (rebirth == to) return false;
  return rebirth == from || rebirth == captured || position.piece_on(rebirth).empty();
}

void ImmunChess::expand(Position& position, const Move& move, MoveList& out) const {
  const Square captured = position.capture_square(move);
  if (captured != NoSquare && !may_be_captured(position, move.from, move.to, captured)) return;
  out.push(move);
}

bool ImmunChess::check_counts(const Position& position, Square attacker, Square king) const {
  // A square a castling king passes holds no king: judged as the king's.
  if (position.piece_on(king).type != PieceType::King) return true;
  return may_be_captured(position, attacker, king, king);
}

std::unique_ptr<Condition> make_immun_chess(ConditionWords& words) {
  return std::make_unique<ImmunChess>(words.accept_rex_inclusive());
}

}  // namespace feerie
