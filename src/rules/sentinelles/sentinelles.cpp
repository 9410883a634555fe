#include "rules/sentinelles/sentinelles.h"

#include <array>
#include <cstdlib>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "core/words.h"
#include "rules/registry.h"

namespace feerie {

Sentinelles::Sentinelles(SentinellesVariant variant)
    : variant_(variant), sentinel_(variant.berolina ? piece_type_named("BerolinaPawn") : PieceType::Pawn) {}

// As Popeye writes the line: "ParaSentinelles Berolina  PionAdvers 7/8 //12".
std::string Sentinelles::name() const {
  std::string text = variant_.para ? "ParaSentinelles" : "Sentinelles";
  if (variant_.berolina) text += " Berolina";
  if (variant_.owner == SentinellesVariant::Owner::Opponent) text += "  PionAdvers";
  if (variant_.owner == SentinellesVariant::Owner::Neutral) text += "  PionNeutre";
  if (variant_.white_maximum != 8 || variant_.black_maximum != 8)
    text += " " + std::to_string(variant_.white_maximum) + "/" + std::to_string(variant_.black_maximum);
  if (variant_.total_maximum != 16) text += " //" + std::to_string(variant_.total_maximum);
  return text;
}

bool Sentinelles::within_maxima(const Position& position, Side side, const Displacement& displacement) const {
  const auto count = [&](Side of) { return static_cast<unsigned>(popcount(position.pieces(of, sentinel_))); };
  const unsigned own = count(side), other = count(opponent(side));
  // ParaSentinelles: none while the side has more of them than the other
  // had before the move (a pawn of the kind just taken counts, as Popeye).
  if (variant_.para && own > other + (displacement.captured.type == sentinel_ ? 1u : 0u)) return false;
  const unsigned maximum = side == Side::White ? variant_.white_maximum : variant_.black_maximum;
  return own + 1 <= maximum && own + other + 1 <= variant_.total_maximum;
}

void Sentinelles::consequences(Position& position, const Displacement& displacement) const {
  const Square from = displacement.move.from;
  const int rank = rank_of(from);
  if (rank == 0 || rank == 7 || kind_of(displacement.mover.type).pawn_like || !position.piece_on(from).empty()) return;
  const Side mover = position.side_to_move();
  if (variant_.owner == SentinellesVariant::Owner::Neutral && displacement.mover.neutral) {
    position.add(from, Piece{sentinel_, mover, true});
    return;
  }
  const Side side = variant_.owner == SentinellesVariant::Owner::Opponent ? opponent(mover) : mover;
  if (within_maxima(position, side, displacement)) position.add(from, Piece{sentinel_, side});
}

namespace {

enum class VariantWord { Propre, Advers, Neutre, BlackMaximum, WhiteMaximum, TotalMaximum, Para, Berolina, None };

// The variant `word` begins (Popeye reads any unique beginning), in any of
// the languages; throws where it begins several.
VariantWord variant_word(const std::string& word) {
  static const std::array<std::pair<std::string_view, VariantWord>, 12> names{{
      {"PionPropre", VariantWord::Propre},
      {"PionAdvers", VariantWord::Advers},
      {"PionNeutre", VariantWord::Neutre},
      {"MaximumNoir", VariantWord::BlackMaximum},
      {"MaximumSchwarz", VariantWord::BlackMaximum},
      {"MaximumBlack", VariantWord::BlackMaximum},
      {"MaximumBlanc", VariantWord::WhiteMaximum},
      {"MaximumWeiss", VariantWord::WhiteMaximum},
      {"MaximumWhite", VariantWord::WhiteMaximum},
      {"MaximumTotal", VariantWord::TotalMaximum},
      {"ParaSentinelles", VariantWord::Para},
      {"Berolina", VariantWord::Berolina},
  }};
  VariantWord found = VariantWord::None;
  for (const auto& [name, variant] : names) {
    if (word.size() > name.size() || !equal_ignoring_case(name.substr(0, word.size()), word)) continue;
    if (word.size() == name.size()) return variant;
    if (found != VariantWord::None && found != variant)
      throw ConditionError("Sentinelles: the variant '" + word + "' is ambiguous");
    found = variant;
  }
  return found;
}

// The number after a maximum, if it is one up to `bound` (then taken), else `fallback`.
unsigned read_maximum(ConditionWords& words, unsigned fallback, unsigned bound) {
  if (words.done()) return fallback;
  const std::string& word = words.peek();
  char* end = nullptr;
  const unsigned long value = std::strtoul(word.c_str(), &end, 10);
  if (word.empty() || end != word.c_str() + word.size() || value > bound) return fallback;
  words.take();
  return static_cast<unsigned>(value);
}

}  // namespace

std::unique_ptr<Condition> make_sentinelles(ConditionWords& words) {
  SentinellesVariant variant;
  while (!words.done()) {
    const VariantWord word = variant_word(words.peek());
    if (word == VariantWord::None || word == VariantWord::Propre) break;
    words.take();
    switch (word) {
      case VariantWord::Advers: variant.owner = SentinellesVariant::Owner::Opponent; break;
      case VariantWord::Neutre: variant.owner = SentinellesVariant::Owner::Neutral; break;
      case VariantWord::BlackMaximum: variant.black_maximum = read_maximum(words, 8, 64); break;
      case VariantWord::WhiteMaximum: variant.white_maximum = read_maximum(words, 8, 64); break;
      case VariantWord::TotalMaximum: variant.total_maximum = read_maximum(words, 16, 64); break;
      case VariantWord::Para: variant.para = true; break;
      case VariantWord::Berolina: variant.berolina = true; break;
      default: break;
    }
  }
  return std::make_unique<Sentinelles>(variant);
}

}  // namespace feerie
