#include "rules/changeable/rex_multiplex.h"

#include "core/position.h"
#include "movegen/movegen.h"
#include "rules/rules.h"

namespace feerie {

namespace {

// Nested parry tests beyond this depth are not pursued (see the Decisions).
constexpr int MaxParryDepth = 8;
thread_local int parry_depth = 0;

// Does the side to move have a legal move? Stops at the first one found.
bool side_to_move_can_parry(Position& position) {
  const Side defender = position.side_to_move();
  const Rules* rules = position.rules();
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  MoveList candidates;
  if (rules && rules->has(Hook::Expansion)) {
    for (const Move& move : pseudo) rules->expand(position, move, candidates);
  } else {
    candidates = pseudo;
  }
  for (const Move& move : candidates) {
    position.make_move(move);
    const bool legal = legal_after_make(position, defender);
    position.unmake_move();
    if (legal) return true;
  }
  return false;
}

}  // namespace

bool rex_multiplex_allows(Position& position, Side mover) {
  const Side defender = opponent(mover);
  if (!more_than_one(position.kings(defender))) return true;
  if (!position.in_check(defender) || position.all_kings_attacked(defender)) return true;
  // A partial check: legal only if it can be parried completely.
  if (parry_depth >= MaxParryDepth) return true;
  struct DepthGuard {
    DepthGuard() { ++parry_depth; }
    ~DepthGuard() { --parry_depth; }
  } guard;
  return side_to_move_can_parry(position);
}

}  // namespace feerie
