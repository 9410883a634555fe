#include "rules/circe/super_circe.h"

#include <algorithm>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/circe/circe.h"
#include "rules/circe/circe_square.h"

namespace feerie {

std::string SuperCirce::name() const {
  std::string text = strict_ ? "Circe Super Strict" : "Circe Super";
  return text + april_words(april_);
}

void SuperCirce::expand(Position& position, const Move& move, MoveList& out) const {
  if (!position.is_capture(move)) return out.push(move);
  const Piece captured = position.piece_on(position.capture_square(move));
  if (!april_.empty() && std::find(april_.begin(), april_.end(), captured.type) == april_.end())
    return out.push(move);  // not reborn
  Move bare = move;
  bare.choice_square = NoSquare;
  bare.choice_type = PieceType::None;
  if (!strict_ && april_.empty()) out.push(bare);  // April: a man of the types named must be reborn (as Popeye)
  push_rebirth_choices(position, bare, captured, ~occupancy_after_displacement(position, move), out);
}

void SuperCirce::consequences(Position& position, const Displacement& displacement) const {
  rebirth_as_chosen(position, displacement);
}

}  // namespace feerie
