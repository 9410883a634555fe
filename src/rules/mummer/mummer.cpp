#include "rules/mummer/mummer.h"

#include <algorithm>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "core/tally_squares.h"
#include "core/words.h"
#include "movegen/movegen.h"
#include "rules/registry.h"
#include "rules/rules.h"

namespace feerie {

namespace {

bool is_mao_or_moa(PieceType type) {
  return is_fairy(type) && (kind_of(type).name == "Mao" || kind_of(type).name == "Moa");
}

// The tally keeps the last move: its departure in slot 0, its arrival in
// slot 1, and whether Black made it.
constexpr std::uint32_t BlackMovedLast = std::uint32_t{1} << 31;

struct LastMove {
  Square from, to;
};

// The other side's last move, or nothing: before any move, and after a pass
// (the last move kept is then the side to move's own).
std::optional<LastMove> opponents_last_move(const Position& position) {
  const std::uint32_t tally = position.tally();
  const Square from = tally_square(tally, 0);
  if (from == NoSquare) return std::nullopt;
  const Side mover = (tally & BlackMovedLast) ? Side::Black : Side::White;
  if (mover == position.side_to_move()) return std::nullopt;
  return LastMove{from, tally_square(tally, 1)};
}

bool same_vector(Square from, Square to, Square other_from, Square other_to) {
  return file_of(to) - file_of(from) == file_of(other_to) - file_of(other_from) &&
         rank_of(to) - rank_of(from) == rank_of(other_to) - rank_of(other_from);
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
  std::string name = bound_ == Bound::White ? "White" : bound_ == Bound::Black ? "Black" : "";
  switch (measure_) {
    case Measure::Longest: name += "Maximummer"; break;
    case Measure::Shortest: name += "Minimummer"; break;
    case Measure::Capture: name += "MustCapture"; break;
    case Measure::Alphabetic: name += "AlphabeticChess"; break;
    case Measure::Synchronous: name += "SynchronMover"; break;
    case Measure::AntiSynchronous: name += "AntiSynchronMover"; break;
    case Measure::FollowMyLeader: name += "FollowMyLeader"; break;
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
    case Measure::Capture: return position.is_capture(move);
    case Measure::Alphabetic: return -(8 * file_of(move.from) + rank_of(move.from));
    case Measure::Synchronous:
    case Measure::AntiSynchronous:
    case Measure::FollowMyLeader: break;
  }
  const std::optional<LastMove> last = opponents_last_move(position);
  if (!last) return 1;
  switch (measure_) {
    case Measure::Synchronous: return same_vector(move.from, move.to, last->from, last->to);
    case Measure::AntiSynchronous: return same_vector(move.from, move.to, last->to, last->from);
    default: return move.to == last->from;
  }
}

void Mummer::consequences(Position& position, const Displacement& displacement) const {
  std::uint32_t tally = with_tally_square(0, 0, displacement.move.from);
  tally = with_tally_square(tally, 1, displacement.move.to);
  if (position.side_to_move() == Side::Black) tally |= BlackMovedLast;
  if (tally != position.tally()) position.set_tally(tally);
}

std::optional<int> Mummer::best_pseudo_legal(const Position& board) const {
  // The side's moves are generated with the side to move; where it is not,
  // its turn is given to it on the board and taken back.
  Position& position = const_cast<Position&>(board);
  const Side side = *measured_side(position);
  const bool turn_given = position.side_to_move() != side;
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
  const std::optional<Side> side = measured_side(position);
  if (!side || position.piece_on(attacker).side != *side) return true;
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

bool Mummer::binds(const Position& position, Side side) const {
  return bound_ == Bound::Stipulation ? position.restricted_side() == side : selects(side);
}

std::optional<Side> Mummer::measured_side(const Position& position) const {
  switch (bound_) {
    case Bound::White: return Side::White;
    case Bound::Black: return Side::Black;
    case Bound::Stipulation: return position.restricted_side();
    case Bound::Both: break;
  }
  return std::nullopt;
}

std::string Mummer::refusal(const Position& position) const {
  if (bound_ != Bound::Stipulation || position.restricted_side()) return {};
  return "Maximummer without a side beside this stipulation is not supported";
}

void Mummer::select(Position& position, MoveList& legal, const Rules& rules) const {
  if (legal.empty() || !binds(position, position.side_to_move())) return;
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
      {{"WhiteAlphabeticChess", "WeissesAlphabetischesSchach", "BlancEchecsAlphabetiques"},
       "WhiteMummer",
       make_white_alphabetic_chess},
      {{"BlackAlphabeticChess", "SchwarzesAlphabetischesSchach", "NoirEchecsAlphabetiques"},
       "BlackMummer",
       make_black_alphabetic_chess},
      // Both sides' mummer, and the stipulation's side's:
      // exclusive_families() sets them apart from each side's.
      {{"AlphabeticChess", "AlphabetischesSchach", "EchecsAlphabetiques"}, "AlphabeticChess", make_alphabetic_chess},
      {{"Maximummer", "Laengstzueger", "Maximum"}, "Maximummer", make_maximummer},
      {{"BlackSynchronMover", "SchwarzerSynchronZueger", "NoirSynchronCoup"}, "BlackMummer", make_black_synchron_mover},
      {{"WhiteSynchronMover", "WeisserSynchronZueger", "BlancSynchronCoup"}, "WhiteMummer", make_white_synchron_mover},
      {{"BlackAntiSynchronMover", "SchwarzerAntiSynchronZueger", "NoirAntiSynchronCoup"},
       "BlackMummer",
       make_black_anti_synchron_mover},
      {{"WhiteAntiSynchronMover", "WeisserAntiSynchronZueger", "BlancAntiSynchronCoup"},
       "WhiteMummer",
       make_white_anti_synchron_mover},
      {{"BlackFollowMyLeader", "SchwarzerVerfolgungszueger", "NoirPoursuite"},
       "BlackMummer",
       make_black_follow_my_leader},
      {{"WhiteFollowMyLeader", "WeisserVerfolgungszueger", "BlancPoursuite"},
       "WhiteMummer",
       make_white_follow_my_leader},
  };
  entries.insert(entries.end(), mummers.begin(), mummers.end());
  return entries;
}

namespace {

// Popeye reads a strictness after a mummer: Exact (the pseudo-legal moves are
// measured) or Ultra (so too, and checks only by a best move).
std::unique_ptr<Condition> make_mummer(ConditionWords& words, Mummer::Bound bound, Mummer::Measure measure) {
  Mummer::Strictness strictness = Mummer::Strictness::Regular;
  if (!words.done()) {
    const std::string& word = words.peek();
    if (abbreviates(word, "ultra"))
      strictness = Mummer::Strictness::Ultra;
    else if (abbreviates(word, "exact") || abbreviates(word, "exakt"))
      strictness = Mummer::Strictness::Exact;
    if (strictness != Mummer::Strictness::Regular) words.take();
  }
  return std::make_unique<Mummer>(bound, measure, strictness);
}

}  // namespace

std::unique_ptr<Condition> make_black_maximummer(ConditionWords& words) {
  return make_mummer(words, Mummer::Bound::Black, Mummer::Measure::Longest);
}
std::unique_ptr<Condition> make_white_maximummer(ConditionWords& words) {
  return make_mummer(words, Mummer::Bound::White, Mummer::Measure::Longest);
}
std::unique_ptr<Condition> make_black_minimummer(ConditionWords& words) {
  return make_mummer(words, Mummer::Bound::Black, Mummer::Measure::Shortest);
}
std::unique_ptr<Condition> make_white_minimummer(ConditionWords& words) {
  return make_mummer(words, Mummer::Bound::White, Mummer::Measure::Shortest);
}
std::unique_ptr<Condition> make_black_must_capture(ConditionWords& words) {
  return make_mummer(words, Mummer::Bound::Black, Mummer::Measure::Capture);
}
std::unique_ptr<Condition> make_white_must_capture(ConditionWords& words) {
  return make_mummer(words, Mummer::Bound::White, Mummer::Measure::Capture);
}

std::unique_ptr<Condition> make_maximummer(ConditionWords& words) {
  return make_mummer(words, Mummer::Bound::Stipulation, Mummer::Measure::Longest);
}
std::unique_ptr<Condition> make_alphabetic_chess(ConditionWords&) {
  return std::make_unique<Mummer>(Mummer::Bound::Both, Mummer::Measure::Alphabetic);
}
std::unique_ptr<Condition> make_white_alphabetic_chess(ConditionWords&) {
  return std::make_unique<Mummer>(Side::White, Mummer::Measure::Alphabetic);
}
std::unique_ptr<Condition> make_black_alphabetic_chess(ConditionWords&) {
  return std::make_unique<Mummer>(Side::Black, Mummer::Measure::Alphabetic);
}
std::unique_ptr<Condition> make_black_synchron_mover(ConditionWords&) {
  return std::make_unique<Mummer>(Side::Black, Mummer::Measure::Synchronous);
}
std::unique_ptr<Condition> make_white_synchron_mover(ConditionWords&) {
  return std::make_unique<Mummer>(Side::White, Mummer::Measure::Synchronous);
}
std::unique_ptr<Condition> make_black_anti_synchron_mover(ConditionWords&) {
  return std::make_unique<Mummer>(Side::Black, Mummer::Measure::AntiSynchronous);
}
std::unique_ptr<Condition> make_white_anti_synchron_mover(ConditionWords&) {
  return std::make_unique<Mummer>(Side::White, Mummer::Measure::AntiSynchronous);
}
std::unique_ptr<Condition> make_black_follow_my_leader(ConditionWords&) {
  return std::make_unique<Mummer>(Side::Black, Mummer::Measure::FollowMyLeader);
}
std::unique_ptr<Condition> make_white_follow_my_leader(ConditionWords&) {
  return std::make_unique<Mummer>(Side::White, Mummer::Measure::FollowMyLeader);
}

}  // namespace feerie
