#include "rules/mummer/mummer.h"

#include <algorithm>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "core/words.h"
#include "rules/registry.h"
#include "rules/rules.h"

namespace feerie {

namespace {

bool is_mao_or_moa(PieceType type) {
  return is_fairy(type) && (kind_of(type).name == "Mao" || kind_of(type).name == "Moa");
}

}  // namespace

int mummer_length(const Position& position, const Move& move, Square arrival) {
  if (move.kind == MoveKind::CastleShort) return 16;
  if (move.kind == MoveKind::CastleLong) return 25;
  if (is_mao_or_moa(position.piece_on(move.from).type)) return 6;
  if (arrival == NoSquare) arrival = move.to;
  const int files = file_of(arrival) - file_of(move.from), ranks = rank_of(arrival) - rank_of(move.from);
  return files * files + ranks * ranks;
}

std::string Mummer::name() const {
  const char* side = side_ == Side::White ? "White" : "Black";
  switch (measure_) {
    case Measure::Longest: return std::string(side) + "Maximummer";
    case Measure::Shortest: return std::string(side) + "Minimummer";
    case Measure::Capture: break;
  }
  return std::string(side) + "MustCapture";
}

int Mummer::measure(const Position& position, const Move& move, Square arrival) const {
  switch (measure_) {
    case Measure::Longest: return mummer_length(position, move, arrival);
    case Measure::Shortest: return -mummer_length(position, move, arrival);
    case Measure::Capture: break;
  }
  return position.is_capture(move);
}

void Mummer::select(Position& position, MoveList& legal, const Rules& rules) const {
  if (legal.empty()) return;
  const auto measured = [&](const Move& move) { return measure(position, move, rules.arrival(move)); };
  int best = measured(legal[0]);
  for (const Move& move : legal) best = std::max(best, measured(move));
  std::size_t kept = 0;
  for (const Move& move : legal)
    if (measured(move) == best) legal[kept++] = move;
  legal.truncate(kept);
}

std::vector<ConditionEntry> with_mummers(std::vector<ConditionEntry> entries) {
  // One mummer per side: each side is a family of its own.
  const std::vector<ConditionEntry> mummers = {
      {{"BlackMaximummer", "SchwarzerLaengstzueger", "NoirMaximum"}, "BlackMummer", make_black_maximummer},
      {{"WhiteMaximummer", "WeisserLaengstzueger", "BlancMaximum"}, "WhiteMummer", make_white_maximummer},
      {{"BlackMinimummer", "SchwarzerKuerzestzueger", "NoirMinimum"}, "BlackMummer", make_black_minimummer},
      {{"WhiteMinimummer", "WeisserKuerzestzueger", "BlancMinimum"}, "WhiteMummer", make_white_minimummer},
      {{"BlackMustCapture", "SchwarzerSchlagzwang", "NoirPriseForce"}, "BlackMummer", make_black_must_capture},
      {{"WhiteMustCapture", "WeisserSchlagzwang", "BlancPriseForce"}, "WhiteMummer", make_white_must_capture},
  };
  entries.insert(entries.end(), mummers.begin(), mummers.end());
  return entries;
}

namespace {

// Popeye reads a strictness after a mummer: Exact (the longest move may not be
// one that only a check makes legal) or Ultra (checks count among the moves).
std::unique_ptr<Condition> make_mummer(ConditionWords& words, Side side, Mummer::Measure measure) {
  auto mummer = std::make_unique<Mummer>(side, measure);
  if (!words.done()) {
    const std::string& word = words.peek();
    for (const std::string_view strictness : {"exact", "exakt", "ultra"}) {
      if (abbreviates(word, strictness))
        throw ConditionError(mummer->name() + " " + word + ": the strictness exact or ultra is not supported");
    }
  }
  return mummer;
}

}  // namespace

std::unique_ptr<Condition> make_black_maximummer(ConditionWords& words) {
  return make_mummer(words, Side::Black, Mummer::Measure::Longest);
}
std::unique_ptr<Condition> make_white_maximummer(ConditionWords& words) {
  return make_mummer(words, Side::White, Mummer::Measure::Longest);
}
std::unique_ptr<Condition> make_black_minimummer(ConditionWords& words) {
  return make_mummer(words, Side::Black, Mummer::Measure::Shortest);
}
std::unique_ptr<Condition> make_white_minimummer(ConditionWords& words) {
  return make_mummer(words, Side::White, Mummer::Measure::Shortest);
}
std::unique_ptr<Condition> make_black_must_capture(ConditionWords& words) {
  return make_mummer(words, Side::Black, Mummer::Measure::Capture);
}
std::unique_ptr<Condition> make_white_must_capture(ConditionWords& words) {
  return make_mummer(words, Side::White, Mummer::Measure::Capture);
}

}  // namespace feerie
