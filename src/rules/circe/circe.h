// Classic Circe. A captured piece is reborn, as part of the capturing move, on
// its Circe square (circe_square.h) if that square is empty once the capturer
// has landed; otherwise it is lost. The capture square of an e.p. capture is the
// captured pawn's square. A rook reborn on its corner may castle again; a pawn
// reborn on its second rank may double-step. Legality is judged after the
// rebirth (it may check, parry or open a line).
// Strict: a capture whose captured piece cannot be reborn is illegal.
// Kings are never reborn: Popeye's RexInclusive modifier is rejected.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Circe : public Condition {
 public:
  explicit Circe(bool strict) : strict_(strict) {}
  std::string name() const override;
  unsigned hooks() const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  bool allows(Position& position, Side mover) const override;

 private:
  bool strict_;
};

// Factory of the keyword `Circe`: reads the modifiers that follow it (Cage,
// Parrain, ContraParrain, Strict, in any order) and builds the
// member of the family they name.
std::unique_ptr<Condition> make_circe(ConditionWords& words);
// Factories of the family's one-word keywords (CageCirce reads Strict).
std::unique_ptr<Condition> make_cage_circe(ConditionWords& words);
std::unique_ptr<Condition> make_parrain_circe(ConditionWords& words);
std::unique_ptr<Condition> make_contra_parrain(ConditionWords& words);
std::unique_ptr<Condition> make_atomic_circe(ConditionWords& words);

}  // namespace feerie
