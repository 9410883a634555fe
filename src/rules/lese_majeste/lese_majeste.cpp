#include "rules/lese_majeste/lese_majeste.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void LeseMajeste::expand(Position& position, const Move& move, MoveList& out) const {
  const Square taken = position.capture_square(move);
  if (taken != NoSquare && (position.kings(opponent(position.side_to_move())) & square_bb(taken))) return;
  out.push(move);
}

std::unique_ptr<Condition> make_lese_majeste(ConditionWords&) { return std::make_unique<LeseMajeste>(); }

}  // namespace feerie
