#include "rules/provocation/provocation.h"

#include "core/position.h"

namespace feerie {

namespace {

// Is the man on `square` observed by an enemy man?
bool provoked(const Position& position, Square square) {
  const Side side = position.piece_on(square).side;
  return position.observers(square, opponent(side), position.occupied()) != 0;
}

}  // namespace

void ProvocationChess::generate(const Position& position, MoveList& moves) const {
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (!position.is_capture(move) || provoked(position, move.from)) moves[kept++] = move;
  moves.truncate(kept);
}

bool ProvocationChess::check_counts(const Position& position, Square attacker, Square) const {
  return provoked(position, attacker);
}

std::unique_ptr<Condition> make_provocation_chess(ConditionWords&) { return std::make_unique<ProvocationChess>(); }

}  // namespace feerie
