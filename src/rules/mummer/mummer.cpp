#include "rules/mummer/mummer.h"

#include <algorithm>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "core/words.h"
#include "movegen/movegen.h"
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
  std::string name = side_ == Side::White ? "White" : "Black";
  switch (measure_) {
    case Measure::Longest: name += "Maximummer"; break;
    case Measure::Shortest: name += "Minimummer"; break;
    case Measure::Capture: name += "MustCapture"; break;
  }
  // Popeye writes the strictness two blanks after the name.
  if (strictness_ == Strictness::Exact) name += "  exact";
  if (strictness_ == Strictness::Ultra) name += "  ultra";
  return name;
}

int Mummer::measure(const Position& position, const Move& move, Square arrival) const {
  switch (measure_) {
    case Measure::Longest: return mummer_length(position, move, arrival);
    case Measure::Shortest: return -mummer_length(position, move, arrival);
    case Measure::Capture: break;
  }
  return position.is_capture(move);
}

std::optional<int> Mummer::best_pseudo_legal(const Position& board) const {
  // The side's moves are generated with the side to move; where it is not,
  // its turn is given to it on the board and taken back.
  Position& position = const_cast<Position&>(board);
  const bool turn_given = position.side_to_move() != side_;
  if (turn_given) position.make_null_move();
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  const Rules* rules = position.rules();
  std::optional<int> best;
  for (const Move& move : pseudo) {
    MoveList choices;
    if (rules && rules->has(Hook::Expansion))
      rules->expand(position, move, choices);
    else
      choices.push(move);
    for (const Move& choice : choices) {
      const int measured = measure(position, choice, rules ? rules->arrival(choice) : NoSquare);
      best = best ? std::max(*best, measured) : measured;
    }
  }
  if (turn_given) position.unmake_move();
  return best;
}

bool Mummer::check_counts(const Position& position, Square attacker, Square king) const {
  if (position.piece_on(attacker).side != side_) return true;
  // Measuring generates the side's moves, castling among them, whose passage
  // may ask this again for the other side: a check asked within counts.
  static thread_local bool measuring = false;
  if (measuring) return true;
  measuring = true;
  const std::optional<int> best = best_pseudo_legal(position);
  measuring = false;
  // Taking the king is one of the side's pseudo-legal moves (as Popeye
  // generates them), whether the generator makes it or not.
  const int taking = measure(position, Move{attacker, king}, NoSquare);
  return !best || taking >= *best;
}

void Mummer::select(Position& position, MoveList& legal, const Rules& rules) const {
  if (legal.empty()) return;
  const auto measured = [&](const Move& move) { return measure(position, move, rules.arrival(move)); };
  if (strictness_ != Strictness::Regular) {
    std::optional<int> best = best_pseudo_legal(position);
    // Popeye's ultra measure starts from 1: under MustCapture only captures
    // are played, and a side without one has no move.
    if (strictness_ == Strictness::Ultra && measure_ == Measure::Capture && best && *best < 1) best.reset();
    std::size_t kept = 0;
    for (const Move& move : legal)
      if (best && measured(move) == *best) legal[kept++] = move;
    legal.truncate(kept);
    return;
  }
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

// Popeye reads a strictness after a mummer: Exact (the pseudo-legal moves are
// measured) or Ultra (so too, and checks only by a best move).
std::unique_ptr<Condition> make_mummer(ConditionWords& words, Side side, Mummer::Measure measure) {
  Mummer::Strictness strictness = Mummer::Strictness::Regular;
  if (!words.done()) {
    const std::string& word = words.peek();
    if (abbreviates(word, "ultra"))
      strictness = Mummer::Strictness::Ultra;
    else if (abbreviates(word, "exact") || abbreviates(word, "exakt"))
      strictness = Mummer::Strictness::Exact;
    if (strictness != Mummer::Strictness::Regular) words.take();
  }
  return std::make_unique<Mummer>(side, measure, strictness);
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
