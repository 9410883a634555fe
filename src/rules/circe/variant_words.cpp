#include "rules/circe/variant_words.h"

#include <algorithm>
#include <array>
#include <string>

#include "core/words.h"

namespace feerie {

namespace {

// Each variant in English, German and French, as Popeye spells it.
using Spellings = std::array<std::string_view, 3>;

constexpr std::array<Spellings, 37> variant_words = {{
    {"RexInclusive", "RexInklusive", "RexInclusif"},
    {"RexExclusive", "RexExklusive", "RexExclusif"},
    {"Mirror", "Spiegel", "Malefique"},
    {"Assassin", "Assassin", "Assassin"},
    {"Diametral", "Diametral", "Diametral"},
    {"VerticalMirror", "VertikalSpiegel", "MalefiqueVerticale"},
    {"Clone", "Clone", "Clone"},
    {"Chameleon", "Chamaeleon", "Chameleon"},
    {"Turncoats", "Turncoat", "Turncoats"},
    {"Couscous", "Couscous", "Couscous"},
    {"LastMove", "LetzterZug", "CoupDernier"},
    {"Equipollents", "Equipollents", "Equipollents"},
    {"Parrain", "Parrain", "Parrain"},
    {"ContraParrain", "ContraParrain", "ContraParrain"},
    {"Cage", "Kaefig", "Cage"},
    {"Rank", "Reihe", "Rangee"},
    {"File", "File", "Colonne"},
    {"Symmetry", "Symmetrie", "Symetrie"},
    {"VerticalSymmetry", "VertikaleSymmetrie", "VerticaleSymetrique"},
    {"HorizontalSymmetry", "HorizontaleSymmetrie", "HorizontaleSymetrique"},
    {"Diagram", "Diagramm", "Diagramme"},
    {"PWC", "Platzwechsel", "Echange"},
    {"Antipodes", "Antipoden", "Antipodes"},
    {"Take&Make", "Take&Make", "Take&Make"},
    {"Super", "Super", "Super"},
    {"April", "April", "Avril"},
    {"Frischauf", "Frischauf", "Frischauf"},
    {"Calvet", "Calvet", "Calvet"},
    {"Cheylan", "Cheylan", "Cheylan"},
    {"Strict", "Strikt", "Stricte"},
    {"Relaxed", "Locker", "Relache"},
    {"Volcanic", "Vulkan", "Volcanique"},
    {"Parachute", "Fallschirm", "Parachute"},
    {"Einstein", "Einstein", "Einstein"},
    {"ReversalEinstein", "ReversesEinstein", "ReversEinstein"},
    {"WaitCapture", "NaechsterSchlag", "PriseProchaine"},
    {"CaptureSquare", "Schlagfeld", "CaseDePrise"},
}};

struct VariantMatch {
  const Spellings* variant = nullptr;  // the one variant the word abbreviates
  std::string_view spelling;           // as written in the word's language
  bool ambiguous = false;
};

VariantMatch match_variant(std::string_view word) {
  VariantMatch match;
  for (const Spellings& variant : variant_words) {
    for (const std::string_view spelling : variant) {
      if (!abbreviates(word, spelling)) continue;
      if (word.size() == spelling.size()) return {&variant, spelling, false};  // written in full
      if (match.variant && match.variant != &variant) match.ambiguous = true;
      match.variant = &variant;
      match.spelling = spelling;
      break;
    }
  }
  return match;
}

}  // namespace

bool is_circe_variant_spelling(std::string_view word, std::string_view english) {
  for (const Spellings& variant : variant_words)
    if (variant[0] == english)
      return std::any_of(variant.begin(), variant.end(),
                         [word](std::string_view spelling) { return equal_ignoring_case(word, spelling); });
  return false;
}

std::string_view circe_variant_spelling(std::string_view english, std::size_t column) {
  for (const Spellings& variant : variant_words)
    if (variant[0] == english && column < variant.size()) return variant[column];
  return "";
}

std::optional<bool> read_rex_word(ConditionWords& words) {
  if (words.accept_rex_inclusive()) return true;
  if (words.accept({"RexExclusive", "RexExkl", "RexExklusive", "RexExclusif"})) return false;
  return std::nullopt;
}

void spell_out_circe_variant(ConditionWords& words) {
  if (words.done()) return;
  const VariantMatch match = match_variant(words.peek());
  if (match.ambiguous) throw ConditionError("'" + words.peek() + "' is an ambiguous Circe variant");
  if (match.variant) words.rewrite(std::string(match.spelling));
}

void refuse_unread_circe_variant(const ConditionWords& words, std::string_view condition) {
  if (words.done()) return;
  const VariantMatch match = match_variant(words.peek());
  if (!match.variant || match.ambiguous) return;
  throw ConditionError(std::string(condition) + ": the Circe variant " + std::string((*match.variant)[0]) +
                       " is not supported");
}

}  // namespace feerie
