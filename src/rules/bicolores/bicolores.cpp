#include "rules/bicolores/bicolores.h"

#include "core/position.h"
#include "rules/registry.h"
#include "rules/rules.h"

namespace feerie {

// The enemy's attack, then the attack of the king's own pieces, each as a
// check: observers that are not paralysed, and whose check counts.
bool Bicolores::in_check(const Position& position, Side side) const {
  if (position.king_attacked(side)) return true;
  const Rules* rules = position.rules();
  const bool validate = rules && rules->has(Hook::CheckValidation);
  for (Bitboard kings = position.kings(side); kings;) {
    const Square king = pop_lowest(kings);
    const Bitboard observing = position.observers(king, side, position.occupied()) & ~square_bb(king);
    for (Bitboard checkers = observing & ~position.paralysed(observing); checkers;) {
      const Square checker = pop_lowest(checkers);
      if (!validate || rules->check_counts(position, checker, king)) return true;
    }
  }
  return false;
}

std::unique_ptr<Condition> make_bicolores(ConditionWords&) { return std::make_unique<Bicolores>(); }

}  // namespace feerie
