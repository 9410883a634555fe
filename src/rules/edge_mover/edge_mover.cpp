#include "rules/edge_mover/edge_mover.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void EdgeMover::generate(const Position& position, MoveList& moves) const {
  if (position.side_to_move() != side_) return;
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (EdgeSquares & square_bb(move.to)) moves[kept++] = move;
  moves.truncate(kept);
}

bool EdgeMover::check_counts(const Position& position, Square attacker, Square king) const {
  return position.piece_on(attacker).side != side_ || (EdgeSquares & square_bb(king));
}

std::unique_ptr<Condition> make_black_edge_mover(ConditionWords&) { return std::make_unique<EdgeMover>(Side::Black); }
std::unique_ptr<Condition> make_white_edge_mover(ConditionWords&) { return std::make_unique<EdgeMover>(Side::White); }

}  // namespace feerie
