#include "rules/multi_captures/multi_captures.h"

#include "core/position.h"
#include "rules/capture_counts.h"
#include "rules/registry.h"

namespace feerie {

std::string MultiCaptures::name() const {
  switch (sides_) {
    case 1: return "MultiCaptures White";
    case 2: return "MultiCaptures Black";
    default: return "MultiCaptures";
  }
}

// Keeps a capture only where another generated move takes the same man.
void MultiCaptures::generate(const Position& position, MoveList& moves) const {
  if (!binds(position.side_to_move())) return;
  const CaptureCounts counts = count_captures(position, moves);
  std::size_t kept = 0;
  for (const Move& move : moves) {
    const Square taken = position.capture_square(move);
    if (taken == NoSquare || counts.of_man[taken] >= 2) moves[kept++] = move;
  }
  moves.truncate(kept);
}

bool MultiCaptures::in_check(const Position& position, Side side) const {
  const Side enemy = opponent(side);
  if (!binds(enemy)) return position.king_attacked(side);
  for (Bitboard kings = position.kings(side); kings;) {
    const Square king = pop_lowest(kings);
    const Bitboard observing = position.king_observers(king, enemy, position.occupied());
    if (popcount(observing & ~position.paralysed(observing)) >= 2) return true;
  }
  return false;
}

std::string MultiCaptures::refusal(const Position& position) const {
  return refusal_of_several_courses(position, "MultiCaptures");
}

std::unique_ptr<Condition> make_multi_captures(ConditionWords& words) {
  if (words.accept({"White", "Weiss", "Blancs"})) return std::make_unique<MultiCaptures>(1);
  if (words.accept({"Black", "Schwarz", "Noirs"})) return std::make_unique<MultiCaptures>(2);
  return std::make_unique<MultiCaptures>(3);
}

}  // namespace feerie
