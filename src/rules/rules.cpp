#include "rules/rules.h"

namespace feerie {

void Rules::add(std::unique_ptr<Condition> condition) {
  hooks_ |= condition->hooks();
  several_kings_ = several_kings_ || condition->allows_several_kings();
  conditions_.push_back(std::move(condition));
}

Bitboard Rules::paralysed(const Position& position, Bitboard candidates) const {
  Bitboard result = 0;
  for (const auto& condition : conditions_)
    if (condition->hooks() & static_cast<unsigned>(Hook::Paralysis)) result |= condition->paralysed(position, candidates);
  return result;
}

void Rules::expand(Position& position, const Move& move, MoveList& out) const {
  // Each expanding condition refines the choices of the ones before it.
  MoveList pending;
  pending.push(move);
  for (const auto& condition : conditions_) {
    if (!(condition->hooks() & static_cast<unsigned>(Hook::Expansion))) continue;
    MoveList next;
    for (const Move& m : pending) condition->expand(position, m, next);
    pending = next;
  }
  for (const Move& m : pending) out.push(m);
}

void Rules::consequences(Position& position, const Displacement& displacement) const {
  for (const auto& condition : conditions_)
    if (condition->hooks() & static_cast<unsigned>(Hook::Consequences)) condition->consequences(position, displacement);
}

bool Rules::allows(Position& position, Side mover) const {
  for (const auto& condition : conditions_)
    if ((condition->hooks() & static_cast<unsigned>(Hook::Legality)) && !condition->allows(position, mover))
      return false;
  return true;
}

bool Rules::check_counts(const Position& position, Square attacker, Square king) const {
  for (const auto& condition : conditions_)
    if ((condition->hooks() & static_cast<unsigned>(Hook::CheckValidation)) &&
        !condition->check_counts(position, attacker, king))
      return false;
  return true;
}

}  // namespace feerie
