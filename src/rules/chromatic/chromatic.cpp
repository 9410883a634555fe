#include "rules/chromatic/chromatic.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void ChromaticChess::generate(const Position&, MoveList& moves) const {
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (move.kind != MoveKind::CastleLong && allowed(move.from, move.to)) moves[kept++] = move;
  moves.truncate(kept);
}

bool ChromaticChess::check_counts(const Position&, Square attacker, Square king) const {
  return allowed(attacker, king);
}

std::unique_ptr<Condition> make_monochrome_chess(ConditionWords&) { return std::make_unique<ChromaticChess>(true); }
std::unique_ptr<Condition> make_bichrome_chess(ConditionWords&) { return std::make_unique<ChromaticChess>(false); }

}  // namespace feerie
