#include "rules/mummer/mummer.h"

#include <algorithm>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

bool is_mao_or_moa(PieceType type) {
  return is_fairy(type) && (kind_of(type).name == "Mao" || kind_of(type).name == "Moa");
}

}  // namespace

int mummer_length(const Position& position, const Move& move) {
  if (move.kind == MoveKind::CastleShort) return 16;
  if (move.kind == MoveKind::CastleLong) return 25;
  if (is_mao_or_moa(position.piece_on(move.from).type)) return 6;
  const int files = file_of(move.to) - file_of(move.from), ranks = rank_of(move.to) - rank_of(move.from);
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

int Mummer::measure(const Position& position, const Move& move) const {
  switch (measure_) {
    case Measure::Longest: return mummer_length(position, move);
    case Measure::Shortest: return -mummer_length(position, move);
    case Measure::Capture: break;
  }
  return move.kind == MoveKind::EnPassant || !position.piece_on(move.to).empty();
}

void Mummer::select(Position& position, MoveList& legal) const {
  if (legal.empty()) return;
  int best = measure(position, legal[0]);
  for (const Move& move : legal) best = std::max(best, measure(position, move));
  std::size_t kept = 0;
  for (const Move& move : legal)
    if (measure(position, move) == best) legal[kept++] = move;
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

std::unique_ptr<Condition> make_black_maximummer(ConditionWords&) {
  return std::make_unique<Mummer>(Side::Black, Mummer::Measure::Longest);
}
std::unique_ptr<Condition> make_white_maximummer(ConditionWords&) {
  return std::make_unique<Mummer>(Side::White, Mummer::Measure::Longest);
}
std::unique_ptr<Condition> make_black_minimummer(ConditionWords&) {
  return std::make_unique<Mummer>(Side::Black, Mummer::Measure::Shortest);
}
std::unique_ptr<Condition> make_white_minimummer(ConditionWords&) {
  return std::make_unique<Mummer>(Side::White, Mummer::Measure::Shortest);
}
std::unique_ptr<Condition> make_black_must_capture(ConditionWords&) {
  return std::make_unique<Mummer>(Side::Black, Mummer::Measure::Capture);
}
std::unique_ptr<Condition> make_white_must_capture(ConditionWords&) {
  return std::make_unique<Mummer>(Side::White, Mummer::Measure::Capture);
}

}  // namespace feerie
