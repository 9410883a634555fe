#include "rules/geneva/geneva.h"

#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/registry.h"

namespace feerie {

bool Geneva::may_capture(const Position& position, Square from, Square to, Square captured) const {
  const Piece capturer = position.piece_on(from);
  if (capturer.type == PieceType::King && !rex_inclusive_) return true;
  const Square rebirth = circe_square(capturer, from);
  // The square left is empty after the move, but no capture starts from the
  // rebirth square (as Popeye); the capturer stands on its arrival.
  if (rebirth == from || rebirth == to) return false;
  return rebirth == captured || position.piece_on(rebirth).empty();
}

void Geneva::expand(Position& position, const Move& move, MoveList& out) const {
  const Square captured = position.capture_square(move);
  if (captured != NoSquare && !may_capture(position, move.from, move.to, captured)) return;
  out.push(move);
}

bool Geneva::check_counts(const Position& position, Square attacker, Square king) const {
  return may_capture(position, attacker, king, king);
}

std::unique_ptr<Condition> make_geneva(ConditionWords& words) {
  return std::make_unique<Geneva>(words.accept_rex_inclusive());
}

}  // namespace feerie
