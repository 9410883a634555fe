#include "rules/checkless/checkless_chess.h"

#include "core/position.h"
#include "movegen/movegen.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Nested mate tests of the thread's search (each thread plays its own
// positions).
thread_local int nested_mate_tests = 0;

}  // namespace

bool ChecklessChess::allows(Position& position, Side mover) const {
  if (!position.in_check(opponent(mover))) return true;
  if (nested_mate_tests >= MaxDepth) return false;
  ++nested_mate_tests;
  const bool mates = !has_legal_move(position);
  --nested_mate_tests;
  return mates;
}

std::unique_ptr<Condition> make_checkless_chess(ConditionWords&) { return std::make_unique<ChecklessChess>(); }

}  // namespace feerie
