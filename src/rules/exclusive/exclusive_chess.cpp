#include "rules/exclusive/exclusive_chess.h"

#include <vector>

#include "core/position.h"
#include "movegen/movegen.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Nested exclusivity tests of the thread's search (each thread plays its own
// positions).
thread_local int nested_exclusivity_tests = 0;

}  // namespace

void ExclusiveChess::select(Position& position, MoveList& legal, const Rules&) const {
  if (nested_exclusivity_tests >= MaxDepth) return;
  ++nested_exclusivity_tests;
  std::vector<std::size_t> mating;  // indices into `legal`, in order
  for (std::size_t i = 0; i < legal.size(); ++i) {
    position.make_move(legal[i]);
    if (position.in_check(position.side_to_move()) && !has_legal_move(position)) mating.push_back(i);
    position.unmake_move();
  }
  --nested_exclusivity_tests;
  if (mating.size() < 2) return;
  std::size_t kept = 0, next_mating = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    if (next_mating < mating.size() && mating[next_mating] == i)
      ++next_mating;
    else
      legal[kept++] = legal[i];
  }
  legal.truncate(kept);
}

std::unique_ptr<Condition> make_exclusive_chess(ConditionWords&) { return std::make_unique<ExclusiveChess>(); }

}  // namespace feerie
