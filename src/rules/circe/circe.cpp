#include "rules/circe/circe.h"

#include "core/position.h"
#include "core/words.h"
#include "rules/circe/atomic.h"
#include "rules/circe/cage.h"
#include "rules/circe/circe_square.h"
#include "rules/circe/parrain.h"
#include "rules/circe/take_make_circe.h"
#include "rules/circe/variant_words.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Does the journal of the move just made show a capture without a rebirth?
bool capture_without_rebirth(const Position& position) {
  bool captured = false;
  for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect) {
    if (effect->kind == EffectKind::Add) return false;
    captured = captured || effect->kind == EffectKind::Capture;
  }
  return captured;
}

}  // namespace

std::string Circe::name() const { return "Circe" + variant_.where.words(variant_.occupied_word); }

unsigned Circe::hooks() const {
  unsigned hooks = static_cast<unsigned>(Hook::Consequences);
  if (variant_.occupied == OccupiedRebirth::Illegal) hooks |= static_cast<unsigned>(Hook::Legality);
  if (variant_.where.may_promote()) hooks |= static_cast<unsigned>(Hook::Expansion);
  return hooks;
}

void Circe::expand(Position& position, const Move& move, MoveList& out) const {
  // Only a pawn reborn on its own last rank carries a choice: its promotion.
  if (!position.is_capture(move)) return out.push(move);
  const Square capture_square = position.capture_square(move);
  const Piece captured = as_captured_by(position.piece_on(capture_square), position.side_to_move());
  const Square square = rebirth_square(variant_.where, captured, capture_square, move.from, move.to);
  if (captured.type != PieceType::Pawn || square == NoSquare || relative_rank(captured.side, square) != 7 ||
      (occupancy_after_displacement(position, move) & square_bb(square)))
    return out.push(move);
  for (const PieceType type : position.promotion_types()) {
    Move choice = move;
    choice.choice_type = type;
    out.push(choice);
  }
}

void Circe::consequences(Position& position, const Displacement& displacement) const {
  if (displacement.captured.empty()) return;
  const Move& move = displacement.move;
  if (displacement.mover.kamikaze) {
    const Piece capturer = position.piece_on(move.to);
    const Square home = rebirth_square(variant_.where, as_captured_by(capturer, opponent(position.side_to_move())),
                                       move.to, move.from, move.to);
    // It may be reborn where it stands ("[wkBf1->f1]"); where its square is
    // taken it is lost, unwritten as a captured piece's loss is (as Popeye).
    if (home != NoSquare && (home == move.to || position.piece_on(home).empty())) {
      position.remove(move.to);
      rebirth(position, home, capturer);
    } else {
      position.capture(move.to);
    }
  }
  const Piece captured = as_captured_by(displacement.captured, position.side_to_move());
  const Square square = rebirth_square(variant_.where, captured, displacement.capture_square, move.from, move.to);
  if (square == NoSquare || !position.piece_on(square).empty()) return;
  rebirth(position, square, displacement.captured);
  if (move.choice_type != PieceType::None && captured.type == PieceType::Pawn &&
      relative_rank(captured.side, square) == 7) {
    Piece promoted = displacement.captured;  // a neutral pawn promotes to a neutral piece
    promoted.type = move.choice_type;
    position.change(square, promoted, EffectKind::Promote);
  }
}

bool Circe::allows(Position& position, Side) const { return !capture_without_rebirth(position); }

bool read_rebirth_modifier(ConditionWords& words, CirceVariant& variant) {
  RebirthRule& where = variant.where;
  const auto place = [&](RebirthPlace chosen) {
    if (where.place != RebirthPlace::Classic && where.place != chosen)
      throw ConditionError(
          "Circe: two rebirth places named (File, Symmetry, Antipodes, Equipollents exclude each other)");
    where.place = chosen;
  };
  // Not AntiCirce followed by Take&Make chess, but a rebirth place of its own
  // (Circe reads it before coming here: make_circe_with).
  if (words.accept({"Take&Make"}))
    throw ConditionError("AntiCirce Take&Make (rebirth where the capturer could move) is not supported");
  if (words.accept({"Mirror", "Malefique", "Spiegel"})) {
    where.mirror = true;
  } else if (words.accept({"File", "Colonne"})) {
    place(RebirthPlace::File);
  } else if (words.accept({"Symmetry", "Symetrie", "Symmetrie"})) {
    place(RebirthPlace::Symmetry);
  } else if (words.accept({"VerticalSymmetry", "VerticaleSymetrique", "VertikaleSymmetrie"})) {
    place(RebirthPlace::VerticalSymmetry);
  } else if (words.accept({"HorizontalSymmetry", "HorizontaleSymetrique", "HorizontaleSymmetrie"})) {
    place(RebirthPlace::HorizontalSymmetry);
  } else if (words.accept({"Antipodes", "Antipoden"})) {
    place(RebirthPlace::Antipodes);
  } else if (words.accept({"Equipollents"})) {
    place(RebirthPlace::Equipollents);
  } else if (words.accept({"Diametral"})) {
    where.diametral = true;
  } else if (words.accept({"VerticalMirror", "MalefiqueVerticale", "VertikalSpiegel"})) {
    where.vertical_mirror = true;
  } else if (words.accept({"Strict", "Strikt", "Stricte"})) {
    variant.occupied = OccupiedRebirth::Illegal;
    variant.occupied_word = " Strict";
  } else if (words.accept({"Relaxed", "Locker", "Relache"})) {
    variant.occupied = OccupiedRebirth::Lost;
    variant.occupied_word = " Relaxed";
  } else {
    return false;
  }
  return true;
}

std::unique_ptr<Condition> make_circe_with(RebirthRule where, ConditionWords& words) {
  CirceVariant variant;
  variant.where = where;
  bool cage = false, parrain = false, contra = false, take_make = false;
  for (;;) {
    spell_out_circe_variant(words);
    if (words.accept({"Take&Make"})) {
      take_make = true;
    } else if (read_rebirth_modifier(words, variant)) {
      // read into the variant
    } else if (const std::optional<bool> rex = read_rex_word(words)) {
      // RexExclusive: Popeye's default for Circe, named explicitly.
      if (*rex) throw ConditionError("Circe RexInclusive (reborn kings) is not supported");
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
  refuse_unread_circe_variant(words, "Circe");
  const bool strict = variant.occupied == OccupiedRebirth::Illegal;
  const bool plain_place = variant.where.place == RebirthPlace::Classic && !variant.where.mirror &&
                           !variant.where.diametral && !variant.where.vertical_mirror;
  if (int{cage} + int{parrain} + int{contra} + int{take_make} > 1)
    throw ConditionError("Circe: Cage, Parrain, ContraParrain and Take&Make exclude each other");
  if ((cage || parrain || contra || take_make) && !plain_place)
    throw ConditionError("Circe: Cage, Parrain, ContraParrain and Take&Make choose their own rebirth squares");
  if (take_make) {
    if (strict || !variant.occupied_word.empty())
      throw ConditionError("Circe Take&Make: Strict and Relaxed do not apply (its squares are empty)");
    return std::make_unique<TakeMakeCirce>();
  }
  if (cage) return std::make_unique<CageCirce>(strict);
  if (parrain || contra) {
    if (strict) throw ConditionError("Circe Parrain: Strict does not apply");
    return std::make_unique<ParrainCirce>(contra, read_last_capture(words));
  }
  return std::make_unique<Circe>(std::move(variant));
}

std::unique_ptr<Condition> make_circe(ConditionWords& words) { return make_circe_with(RebirthRule{}, words); }

std::unique_ptr<Condition> make_cage_circe(ConditionWords& words) {
  spell_out_circe_variant(words);
  const bool strict = words.accept({"Strict", "Strikt", "Stricte"});
  spell_out_circe_variant(words);
  refuse_unread_circe_variant(words, "Circe Cage");
  return std::make_unique<CageCirce>(strict);
}

std::unique_ptr<Condition> make_parrain_circe(ConditionWords& words) {
  return std::make_unique<ParrainCirce>(false, read_last_capture(words));
}

std::unique_ptr<Condition> make_contra_parrain(ConditionWords& words) {
  return std::make_unique<ParrainCirce>(true, read_last_capture(words));
}

std::unique_ptr<Condition> make_take_make_circe(ConditionWords& words) {
  spell_out_circe_variant(words);
  if (words.accept({"RexInclusive", "RexInkl", "RexIncl", "RexInklusive", "RexInclusif"}))
    throw ConditionError("Circe RexInclusive (reborn kings) is not supported");
  // Take&Make after it is Take&Make chess (as Popeye reads it).
  if (words.done() || !equal_ignoring_case(words.peek(), "Take&Make"))
    refuse_unread_circe_variant(words, "Circe Take&Make");
  return std::make_unique<TakeMakeCirce>();
}

std::unique_ptr<Condition> make_atomic_circe(ConditionWords&) { return std::make_unique<AtomicCirce>(); }

}  // namespace feerie
