#include "rules/circe/circe.h"

#include "core/position.h"
#include "rules/circe/atomic.h"
#include "rules/circe/cage.h"
#include "rules/circe/circe_square.h"
#include "rules/circe/parrain.h"
#include "rules/registry.h"

namespace feerie {

std::string Circe::name() const { return strict_ ? "Circe Strict" : "Circe"; }

unsigned Circe::hooks() const {
  return static_cast<unsigned>(Hook::Consequences) | (strict_ ? static_cast<unsigned>(Hook::Legality) : 0u);
}

void Circe::consequences(Position& position, const Displacement& displacement) const {
  if (displacement.captured.empty()) return;
  const Square square = circe_square(displacement.captured, displacement.capture_square);
  if (position.piece_on(square).empty()) rebirth(position, square, displacement.captured);
}

bool Circe::allows(Position& position, Side) const {
  // Strict: the journal of the move must show a rebirth for its capture.
  bool captured = false;
  for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect) {
    if (effect->kind == EffectKind::Add) return true;
    captured = captured || effect->kind == EffectKind::Capture;
  }
  return !captured;
}

std::unique_ptr<Condition> make_circe(ConditionWords& words) {
  bool strict = false, cage = false, parrain = false, contra = false;
  for (;;) {
    if (words.accept({"Strict", "Strikt"})) {
      strict = true;
    } else if (words.accept({"RexInclusive", "RexInkl", "RexIncl"})) {
      throw ConditionError("Circe RexInclusive (reborn kings) is not supported");
    } else if (words.accept({"RexExclusive", "RexExkl", "Relaxed"})) {
      // Popeye's defaults for Circe, named explicitly.
    } else if (words.accept({"Cage", "Kaefig"})) {
      cage = true;
    } else if (words.accept({"Parrain"})) {
      parrain = true;
    } else if (words.accept({"ContraParrain", "KontraParrain"})) {
      contra = true;
    } else {
      break;
    }
  }
  if (int{cage} + int{parrain} + int{contra} > 1)
    throw ConditionError("Circe: Cage, Parrain and ContraParrain exclude each other");
  if (cage) return std::make_unique<CageCirce>(strict);
  if (parrain || contra) {
    if (strict) throw ConditionError("Circe Parrain: Strict does not apply");
    return std::make_unique<ParrainCirce>(contra, read_last_capture(words));
  }
  return std::make_unique<Circe>(strict);
}

std::unique_ptr<Condition> make_cage_circe(ConditionWords& words) {
  return std::make_unique<CageCirce>(words.accept({"Strict", "Strikt"}));
}

std::unique_ptr<Condition> make_parrain_circe(ConditionWords& words) {
  return std::make_unique<ParrainCirce>(false, read_last_capture(words));
}

std::unique_ptr<Condition> make_contra_parrain(ConditionWords& words) {
  return std::make_unique<ParrainCirce>(true, read_last_capture(words));
}

std::unique_ptr<Condition> make_atomic_circe(ConditionWords&) { return std::make_unique<AtomicCirce>(); }

}  // namespace feerie
