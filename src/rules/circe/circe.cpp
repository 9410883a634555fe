#include "rules/circe/circe.h"

#include <algorithm>
#include <array>

#include "core/diagram_squares.h"
#include "core/piece_catalogue.h"
#include "core/position.h"
#include "core/words.h"
#include "io/language.h"
#include "rules/circe/atomic.h"
#include "rules/circe/cage.h"
#include "rules/circe/circe_square.h"
#include "rules/circe/parrain.h"
#include "rules/circe/super_circe.h"
#include "rules/circe/take_make_circe.h"
#include "rules/circe/variant_words.h"
#include "rules/circe/wait_capture_circe.h"
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

Piece CirceVariant::reborn_piece(Piece captured, Piece capturer) const {
  Piece piece = captured;
  piece.type = reborn_type(reborn, chameleon, captured, capturer);
  return piece;
}

Piece CirceVariant::relevant(Piece man, Piece capturer) const {
  return where.couscous ? Piece{capturer.type, opponent(man.side)} : man;
}

Square CirceVariant::square_for(Piece reborn, Square capture_square, Square from, Square to, Square diagram) const {
  return rebirth_square(where, reborn, capture_square, from, to, diagram);
}

bool CirceVariant::reborn_type_of(PieceType type) const {
  return april.empty() || std::find(april.begin(), april.end(), type) != april.end();
}

std::string CirceVariant::april_words() const { return feerie::april_words(april); }

std::string april_words(const std::vector<PieceType>& types) {
  if (types.empty()) return "";
  std::string text = " April";
  for (const PieceType type : types) text += " " + language(LanguageId::English).piece_code(type);
  return text;
}

std::string CirceVariant::words() const {
  std::string text = where.words(occupied_word);
  switch (reborn) {
    case RebornType::Same: break;
    case RebornType::Clone: text += " Clone"; break;
    case RebornType::Einstein: text += " Einstein"; break;
    case RebornType::ReversalEinstein: text += " ReversalEinstein"; break;
    case RebornType::Chameleon:
      text += " Chameleon";
      if (chameleon.named) text += chameleon.words();
      break;
  }
  if (turncoat) text += " Turncoats";
  return text;
}

std::string Circe::name() const {
  return "Circe" + variant_.words() + variant_.april_words() + (kings_reborn_ ? " RexInclusive" : "");
}

unsigned Circe::hooks() const {
  unsigned hooks = static_cast<unsigned>(Hook::Consequences);
  if (variant_.occupied == OccupiedRebirth::Illegal) hooks |= static_cast<unsigned>(Hook::Legality);
  if (variant_.where.may_promote() || variant_.occupied == OccupiedRebirth::Assassin)
    hooks |= static_cast<unsigned>(Hook::Expansion);
  if (variant_.occupied == OccupiedRebirth::Assassin) hooks |= static_cast<unsigned>(Hook::Check);
  if (kings_reborn_) hooks |= static_cast<unsigned>(Hook::CheckValidation);
  return hooks;
}

unsigned Circe::handled_attributes() const {
  // A paralysing man is reborn as it stood, and its rules (rules/paralysing)
  // read no rebirth: every variant but those that change the man reborn.
  // So is a functionary (rules/functionary).
  const unsigned paralysing = variant_.changes_reborn() ? 0u
                                                        : static_cast<unsigned>(PieceAttribute::Paralysing) |
                                                              static_cast<unsigned>(PieceAttribute::Functionary);
  const bool plain = variant_.changes_reborn() || kings_reborn_ || variant_.where.place == RebirthPlace::Departure ||
                     variant_.where.place == RebirthPlace::CaptureSquare ||
                     variant_.occupied == OccupiedRebirth::Assassin;
  if (plain) return paralysing;
  // Couscous finds the square for the capturer as it stands after the move:
  // not yet for a capturer that changes or vanishes, or borrows its walk.
  if (variant_.where.couscous)
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal) |
           static_cast<unsigned>(PieceAttribute::RemoteCapture) | paralysing;
  return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal) |
         static_cast<unsigned>(PieceAttribute::RemoteCapture) | static_cast<unsigned>(PieceAttribute::BorrowedWalk) |
         static_cast<unsigned>(PieceAttribute::Chameleon) | static_cast<unsigned>(PieceAttribute::Kamikaze) |
         paralysing;
}

Circe::Rebirth Circe::rebirth_before(const Position& position, const Move& move, Square capture_square) const {
  const Piece man = as_captured_by(
      variant_.reborn_piece(position.piece_on(capture_square), position.piece_on(move.from)), position.side_to_move());
  const Square diagram =
      variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[capture_square] : NoSquare;
  const Piece relevant = variant_.relevant(man, piece_after_displacement(position, move, move.to));
  return {man, variant_.square_for(relevant, capture_square, move.from, move.to, diagram)};
}

void Circe::expand(Position& position, const Move& move, MoveList& out) const {
  if (!position.is_capture(move)) return out.push(move);
  if (!variant_.reborn_type_of(position.piece_on(position.capture_square(move)).type)) return out.push(move);
  const auto [man, square] = rebirth_before(position, move, position.capture_square(move));
  if (square == NoSquare) return out.push(move);
  const bool assassin = variant_.occupied == OccupiedRebirth::Assassin;
  if (assassin) {
    // The mover's own king on the rebirth square: no move.
    const Piece occupant = piece_after_displacement(position, move, square);
    if (occupant.of(position.side_to_move()) && (occupant.royal || occupant.type == PieceType::King)) return;
  }
  // A pawn reborn on its own last rank carries a choice: its promotion.
  const bool free = assassin || waits_under(variant_.occupied) ||
                    !(occupancy_after_displacement(position, move) & square_bb(square));
  if (man.type != PieceType::Pawn || !free || relative_rank(man.side, square) != 7) return out.push(move);
  for (const PieceType type : position.promotion_types()) {
    Move choice = move;
    choice.choice_type = type;
    out.push(choice);
  }
}

void Circe::consequences(Position& position, const Displacement& displacement) const {
  rebirth_of(position, displacement);
  if (waits_under(variant_.occupied)) uncover(position, variant_.occupied == OccupiedRebirth::Parachute);
}

void Circe::rebirth_of(Position& position, const Displacement& displacement) const {
  if (displacement.captured.empty() || !variant_.reborn_type_of(displacement.captured.type)) return;
  const Move& move = displacement.move;
  if (displacement.mover.kamikaze) {
    const Piece capturer = position.piece_on(move.to);
    const Square diagram = variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[move.to] : NoSquare;
    const Square home = rebirth_square(variant_.where, as_captured_by(capturer, opponent(position.side_to_move())),
                                       move.to, move.from, move.to, diagram);
    // It may be reborn where it stands ("[wkBf1->f1]"); where its square is
    // taken it is lost, unwritten as a captured piece's loss is (as Popeye).
    if (home != NoSquare && (home == move.to || position.piece_on(home).empty())) {
      position.remove(move.to);
      rebirth(position, home, capturer);
    } else {
      position.capture(move.to);
    }
  }
  const Piece reborn = variant_.reborn_piece(displacement.captured, displacement.mover);
  const Piece captured = as_captured_by(reborn, position.side_to_move());
  const Square diagram =
      variant_.where.place == RebirthPlace::Diagram ? diagram_square_of_taken(position) : NoSquare;
  const Square square = variant_.square_for(variant_.relevant(captured, position.piece_on(move.to)),
                                            displacement.capture_square, move.from, move.to, diagram);
  if (square == NoSquare) return;
  Piece placed = reborn;
  const bool promoted = move.choice_type != PieceType::None && captured.type == PieceType::Pawn &&
                        relative_rank(captured.side, square) == 7;
  if (promoted) placed.type = move.choice_type;  // a neutral pawn promotes to a neutral piece
  if (!position.piece_on(square).empty()) {
    switch (variant_.occupied) {
      case OccupiedRebirth::Lost:
      case OccupiedRebirth::Illegal: return;
      case OccupiedRebirth::Assassin:
        position.capture(square);  // taken off, unwritten (expand keeps the mover's king off it)
        break;
      case OccupiedRebirth::Parachute: land_on_occupant(position, square); break;
      case OccupiedRebirth::Volcanic: return send_under(position, square, placed, reborn);
    }
  }
  rebirth(position, square, reborn);
  if (promoted) position.change(square, placed, EffectKind::Promote);
  if (variant_.turncoat && !placed.neutral) {
    placed.side = opponent(placed.side);
    position.change(square, placed, EffectKind::Recolour);
  }
}

bool Circe::allows(Position& position, Side) const {
  // April: a man of another type is taken as in chess.
  if (!variant_.april.empty())
    for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect)
      if (effect->kind == EffectKind::Capture && !variant_.reborn_type_of(effect->piece.type)) return true;
  return !capture_without_rebirth(position);
}

bool Circe::check_counts(const Position& position, Square attacker, Square king) const {
  // RexInclusive: the king, taken, would be reborn unless its square is taken
  // (by the attacker, now on the king's square, or by another piece).
  Piece taken = position.piece_on(king);
  Square home = king;  // where the king stands
  if (taken.empty()) {
    // A square a castling king (of the side to move) passes: the king is
    // taken there, its home square empty (as Popeye moves it to test).
    const Bitboard kings = position.kings(position.side_to_move());
    if (!kings) return true;
    home = lowest_square(kings);
    taken = position.piece_on(home);
  }
  const Piece reborn = variant_.reborn_piece(taken, position.piece_on(attacker));
  const Square diagram = variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[home] : NoSquare;
  const Square square = variant_.square_for(reborn, king, attacker, king, diagram);
  if (square == NoSquare || square == king) return true;
  return square != attacker && square != home && !position.piece_on(square).empty();
}

bool Circe::in_check(const Position& position, Side side) const {
  if (position.king_attacked(side)) return true;
  // A capture of one of the side's men that puts it back on its king.
  const Bitboard kings = position.kings(side);
  const Side taker = opponent(side);
  for (Bitboard men = position.pieces(side) & ~kings; men;) {
    const Square square = pop_lowest(men);
    const Piece man = position.piece_on(square);
    const Square diagram = variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[square] : NoSquare;
    for (Bitboard takers = position.attackers(square, taker); takers;) {
      const Square from = pop_lowest(takers);
      const Piece reborn = as_captured_by(variant_.reborn_piece(man, position.piece_on(from)), taker);
      const Square home =
          variant_.square_for(variant_.relevant(reborn, position.piece_on(from)), square, from, square, diagram);
      if (home != NoSquare && (kings & square_bb(home))) return true;
    }
  }
  return false;
}

bool read_rebirth_modifier(ConditionWords& words, CirceVariant& variant) {
  RebirthRule& where = variant.where;
  const auto place = [&](RebirthPlace chosen) {
    if (where.place != RebirthPlace::Classic && where.place != chosen)
      throw ConditionError(
          "Circe: two rebirth places named (File, Rank, Symmetry, Antipodes, Equipollents, Diagram exclude each other)");
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
  } else if (words.accept({"Diagram", "Diagramm", "Diagramme"})) {
    place(RebirthPlace::Diagram);
  } else if (words.accept({"Rank", "Reihe", "Rangee"})) {
    place(RebirthPlace::Rank);
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
  } else if (words.accept({"Couscous"})) {
    where.couscous = true;
  } else if (words.accept({"Volcanic", "Vulkan", "Volcanique"})) {
    variant.occupied = OccupiedRebirth::Volcanic;
    variant.occupied_word = " Volcanic";
  } else if (words.accept({"Parachute", "Fallschirm"})) {
    variant.occupied = OccupiedRebirth::Parachute;
    variant.occupied_word = " Parachute";
  } else if (words.accept({"Assassin"})) {
    variant.occupied = OccupiedRebirth::Assassin;
    variant.occupied_word = " Assassin";
  } else {
    return false;
  }
  return true;
}

namespace {

// The orthodox types that the next words name in the input language
// `language`, up to the first word that names none.
std::vector<PieceType> chameleon_types(const ConditionWords& words, int language) {
  std::vector<PieceType> types;
  for (std::size_t next = words.position(); next < words.words().size(); ++next) {
    const PieceType type = piece_type_with_code(language, words.words()[next]);
    if (type == PieceType::None || index(type) > index(PieceType::King)) break;
    types.push_back(type);
  }
  return types;
}

// Popeye's explicit sequence after Chameleon: piece codes, each the successor
// of the one before it; the last is followed by the first. The codes are read
// in the input language that names the most of them (B is a bishop in
// English, a pawn in German).
void read_chameleon_sequence(ConditionWords& words, ChameleonSequence& sequence) {
  std::vector<PieceType> types;
  for (int language = 0; language < 3; ++language) {
    std::vector<PieceType> read = chameleon_types(words, language);
    if (read.size() > types.size()) {
      types = std::move(read);
    } else if (!read.empty() && read.size() == types.size() && read != types) {
      throw ConditionError("Circe Chameleon: the sequence '" + words.peek() +
                           "...' names different pieces in two languages");
    }
  }
  // One piece alone names no successor (and a cut sequence is not played as another).
  if (types.size() == 1)
    throw ConditionError("Circe Chameleon: the sequence after '" + words.peek() + "' names one piece only");
  for (std::size_t i = 0; i < types.size(); ++i) words.take();
  for (std::size_t i = 1; i < types.size(); ++i) sequence.name_successor(types[i - 1], types[i]);
  if (types.size() > 1 && types.back() != types.front()) sequence.name_successor(types.back(), types.front());
}

}  // namespace

// The piece codes after April (in English: the reader translates them).
std::vector<PieceType> read_april_types(ConditionWords& words) {
  std::vector<PieceType> types;
  while (!words.done()) {
    const PieceType type = piece_type_with_code(0, words.peek());
    if (type == PieceType::None) break;
    if (std::find(types.begin(), types.end(), type) == types.end()) types.push_back(type);
    words.take();
  }
  if (types.empty()) throw ConditionError("April: expected the types of the men reborn (piece codes)");
  // In Popeye's order of walks: K P Q S R B, then the fairy pieces.
  const auto rank = [](PieceType type) {
    constexpr std::array<int, 7> orthodox = {0, 1, 3, 5, 4, 2, 0};  // None P S B R Q K -> K P Q S R B
    return index(type) <= index(PieceType::King) ? orthodox[static_cast<std::size_t>(index(type))] : index(type);
  };
  std::sort(types.begin(), types.end(), [&](PieceType a, PieceType b) { return rank(a) < rank(b); });
  return types;
}

bool read_reborn_modifier(ConditionWords& words, CirceVariant& variant) {
  const auto reborn_as = [&](RebornType type) {
    if (variant.reborn != RebornType::Same && variant.reborn != type)
      throw ConditionError("Circe: Clone, Chameleon, Einstein and ReversalEinstein exclude each other");
    variant.reborn = type;
  };
  const auto place = [&](RebirthPlace chosen) {
    if (variant.where.place != RebirthPlace::Classic && variant.where.place != chosen)
      throw ConditionError("Circe: two rebirth places named");
    variant.where.place = chosen;
  };
  if (words.accept({"PWC", "Platzwechsel", "Echange"})) {
    place(RebirthPlace::Departure);
  } else if (words.accept({"CaptureSquare", "Schlagfeld", "CaseDePrise"})) {
    place(RebirthPlace::CaptureSquare);
  } else if (words.accept({"Clone"})) {
    reborn_as(RebornType::Clone);
  } else if (words.accept({"Einstein"})) {
    reborn_as(RebornType::Einstein);
  } else if (words.accept({"ReversalEinstein", "ReversesEinstein", "ReversEinstein"})) {
    reborn_as(RebornType::ReversalEinstein);
  } else if (words.accept({"Chameleon", "Chamaeleon"})) {
    reborn_as(RebornType::Chameleon);
    read_chameleon_sequence(words, variant.chameleon);
  } else if (words.accept({"Turncoats", "Turncoat"})) {
    variant.turncoat = true;
  } else if (words.accept({"April", "Avril"})) {
    variant.april = read_april_types(words);
  } else {
    return false;
  }
  return true;
}

std::unique_ptr<Condition> make_circe_with(CirceVariant variant, ConditionWords& words) {
  // ChameleonCirce is followed by its sequence, if any.
  if (variant.reborn == RebornType::Chameleon) read_chameleon_sequence(words, variant.chameleon);
  bool cage = false, parrain = false, contra = false, take_make = false, super = false, kings_reborn = false,
       wait = false;
  for (;;) {
    spell_out_circe_variant(words);
    if (words.accept({"Take&Make"})) {
      take_make = true;
    } else if (read_rebirth_modifier(words, variant) || read_reborn_modifier(words, variant)) {
      // read into the variant
    } else if (const std::optional<bool> rex = read_rex_word(words)) {
      kings_reborn = *rex;
    } else if (words.accept({"Cage", "Kaefig"})) {
      cage = true;
    } else if (words.accept({"Super"})) {
      super = true;
    } else if (words.accept({"WaitCapture", "NaechsterSchlag", "PriseProchaine"})) {
      wait = true;
    } else if (words.accept({"Parrain"})) {
      parrain = true;
    } else if (words.accept({"ContraParrain", "KontraParrain"})) {
      contra = true;
    } else {
      break;
    }
  }
  refuse_unread_circe_variant(words, "Circe");
  if (wait) {
    if (cage || parrain || contra || take_make || super || kings_reborn)
      throw ConditionError("Circe WaitCapture beside Cage, Parrain, Take&Make, Super or RexInclusive is not supported");
    return make_wait_capture_circe(variant);
  }
  // Rank finds the square for the side the capture rank calls for: a
  // mirror changes nothing there, and Popeye does not write it.
  if (variant.where.place == RebirthPlace::Rank && variant.where.mirror)
    throw ConditionError("Circe Rank with Mirror is not supported");
  const bool strict = variant.occupied == OccupiedRebirth::Illegal;
  const bool plain_place = variant.where.place == RebirthPlace::Classic && !variant.where.mirror &&
                           !variant.where.diametral && !variant.where.vertical_mirror;
  const bool own_squares = cage || parrain || contra || take_make || super;
  if (int{cage} + int{parrain} + int{contra} + int{take_make} + int{super} > 1)
    throw ConditionError("Circe: Cage, Parrain, ContraParrain, Take&Make and Super exclude each other");
  if (own_squares && !plain_place)
    throw ConditionError("Circe: Cage, Parrain, ContraParrain, Take&Make and Super choose their own rebirth squares");
  if (own_squares && (variant.changes_reborn() || kings_reborn))
    throw ConditionError(
        "Circe Cage, Parrain, ContraParrain, Take&Make and Super beside Clone, Chameleon, Einstein, Turncoats or "
        "RexInclusive are not supported");
  if (kings_reborn && (strict || variant.reborn == RebornType::Clone || variant.turncoat))
    throw ConditionError("Circe RexInclusive beside Strict, Clone or Turncoats is not supported");
  if (variant.where.couscous && (variant.where.place != RebirthPlace::Classic || own_squares || kings_reborn))
    throw ConditionError(
        "Circe Couscous beside another rebirth place, Cage, Parrain, Take&Make, Super or RexInclusive is not "
        "supported");
  const bool assassin = variant.occupied == OccupiedRebirth::Assassin;
  if (assassin && (own_squares || kings_reborn || variant.changes_reborn()))
    throw ConditionError(
        "Circe Assassin beside Cage, Parrain, Take&Make, Super, RexInclusive or a change of what is reborn is not "
        "supported");
  if (waits_under(variant.occupied) && (own_squares || kings_reborn || variant.changes_reborn()))
    throw ConditionError(
        "Circe Volcanic and Parachute beside Cage, Parrain, Take&Make, Super, RexInclusive or a change of what is "
        "reborn are not supported");
  if (!variant.april.empty() &&
      (cage || parrain || contra || take_make || strict || kings_reborn || !variant.occupied_word.empty() ||
       variant.changes_reborn() || !(variant.where == RebirthRule{})))
    throw ConditionError("Circe April beside a modifier other than Super is not supported");
  // As Popeye: a man of the types named whose square is taken may not be
  // taken (April is played strict, unwritten).
  if (!variant.april.empty()) variant.occupied = OccupiedRebirth::Illegal;
  if (take_make) {
    if (strict || !variant.occupied_word.empty())
      throw ConditionError("Circe Take&Make: Strict and Relaxed do not apply (its squares are empty)");
    return std::make_unique<TakeMakeCirce>();
  }
  if (cage) return std::make_unique<CageCirce>(strict);
  if (super) {
    if (!variant.occupied_word.empty() && !strict) throw ConditionError("Circe Super: Relaxed does not apply");
    return std::make_unique<SuperCirce>(strict, variant.april);
  }
  if (parrain || contra) {
    if (strict) throw ConditionError("Circe Parrain: Strict does not apply");
    return std::make_unique<ParrainCirce>(contra, read_last_capture(words));
  }
  return std::make_unique<Circe>(std::move(variant), kings_reborn);
}

std::unique_ptr<Condition> make_circe(ConditionWords& words) { return make_circe_with(CirceVariant{}, words); }

std::unique_ptr<Condition> make_cage_circe(ConditionWords& words) {
  spell_out_circe_variant(words);
  const bool strict = words.accept({"Strict", "Strikt", "Stricte"});
  spell_out_circe_variant(words);
  refuse_unread_circe_variant(words, "Circe Cage");
  return std::make_unique<CageCirce>(strict);
}

// SuperCirce reads no variant after it (Popeye reads `SuperCirce Strict` as
// SuperCirce and StrictSAT); `Circe Super Strict` names the strict one.
std::unique_ptr<Condition> make_super_circe(ConditionWords&) { return std::make_unique<SuperCirce>(false); }

std::unique_ptr<Condition> make_april_chess(ConditionWords& words) {
  return std::make_unique<SuperCirce>(false, read_april_types(words));
}

std::unique_ptr<Condition> make_parrain_circe(ConditionWords& words) {
  return std::make_unique<ParrainCirce>(false, read_last_capture(words));
}

std::unique_ptr<Condition> make_contra_parrain(ConditionWords& words) {
  return std::make_unique<ParrainCirce>(true, read_last_capture(words));
}

std::unique_ptr<Condition> make_take_make_circe(ConditionWords& words) {
  spell_out_circe_variant(words);
  if (words.accept_rex_inclusive()) throw ConditionError("Circe RexInclusive (reborn kings) is not supported");
  // Take&Make after it is Take&Make chess (as Popeye reads it).
  if (words.done() || !equal_ignoring_case(words.peek(), "Take&Make"))
    refuse_unread_circe_variant(words, "Circe Take&Make");
  return std::make_unique<TakeMakeCirce>();
}

std::unique_ptr<Condition> make_atomic_circe(ConditionWords&) { return std::make_unique<AtomicCirce>(); }

}  // namespace feerie
