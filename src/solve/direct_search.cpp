#include "solve/direct_search.h"

#include <algorithm>
#include <optional>

namespace feerie {

PlayNode goal_node(SolutionMove move) {
  PlayNode node;
  node.move = std::move(move);
  return node;
}

bool DirectSearch::attacker_wins(int length) {
  if (context_.at_node()) return false;
  const auto known = remembered(length);
  if (known) return *known;
  // Reflex play: an attacker able to reach the goal himself is bound to, and fails.
  const bool wins = !(attacker_bound() && side_to_move_can_reach_goal()) && some_move_wins(length);
  if (!context_.stopped()) remember(length, wins);
  return wins;
}

Hash DirectSearch::table_key() const {
  if (!context_.options.non_trivial) return context_.table_key();
  // What the line has left, mixed (splitmix64's finisher) so that it cannot
  // cancel the length that an exact entry mixes in linearly.
  Hash x = static_cast<Hash>(non_trivial_left_ + 1) + 0x632BE59BD9B4E019ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return context_.table_key() ^ x ^ (x >> 31);
}

// Winning within n moves implies winning within n + 1, and the table keeps
// one entry for all lengths; not with options Threat and NonTrivial, whose
// pruning depends on the length, nor in exact- play.
bool DirectSearch::length_exact() const {
  return context_.options.threat_length || context_.options.non_trivial || exact();
}

std::optional<bool> DirectSearch::remembered(int length) const {
  const Hash hash = table_key();
  return length_exact() ? context_.table.probe_exact(hash, length) : context_.table.probe_within(hash, length);
}

void DirectSearch::remember(int length, bool wins) {
  const Hash hash = table_key();
  if (length_exact())
    context_.table.store_exact(hash, length, wins);
  else
    context_.table.store_within(hash, length, wins);
}

namespace {

void try_first(MoveList& moves, const Move& killer) {
  const auto found = std::find(moves.begin(), moves.end(), killer);
  if (found != moves.end()) std::swap(*found, *moves.begin());
}

}  // namespace

// Killer moves: the move that last won (attacker) or refuted (defender) at
// this ply is often the answer in the sibling positions too; trying it first
// cuts the search sooner. (An index, not a reference: deeper plies may grow
// the vector.)
std::size_t DirectSearch::killer_slot() {
  const auto ply = static_cast<std::size_t>(position_.ply());
  if (killers_.size() <= ply) killers_.resize(ply + 1);
  return ply;
}

bool DirectSearch::some_move_wins(int length) {
  // A goal reached by leaving one's own king in check is reached by no
  // legal move: such moves win at once or not at all.
  if (context_.attacker_reaches_goal() && goal_allows_self_check(position_, goal()) &&
      can_reach_goal(position_, goal()))
    return true;
  SearchMoves moves;
  generate_search_moves(position_, moves);
  const std::size_t ply = killer_slot();
  try_first(moves.moves, killers_[ply]);
  for (const Move& move : moves.moves) {
    if (!make_if_legal(position_, move, moves.checked)) continue;
    const bool wins = defender_loses(length);
    position_.unmake_move();
    if (wins) {
      killers_[ply] = move;
      return true;
    }
  }
  return false;
}

bool DirectSearch::defender_loses(int length) {
  if (context_.attacker_reaches_goal() && reached_goal()) return reached_in_time(length);
  if (wrong_side_reached_goal(true)) return false;
  if (context_.mating_pieces_gone(goal_side())) return false;
  if (play() == Play::Direct && length == 1) return false;
  if (lacks_short_threat(length)) return false;
  // The defender is bound to reach the goal (in exact- play, reached early, it refutes).
  if (defender_bound() && side_to_move_can_reach_goal()) return reached_in_time(length);
  const std::optional<int> non_trivial = non_trivial_excess(length);
  if (!non_trivial) return false;
  const NonTrivialSpent spent(non_trivial_left_, *non_trivial);
  SearchMoves defences;
  generate_search_moves(position_, defences);
  const std::size_t ply = killer_slot();
  try_first(defences.moves, killers_[ply]);
  bool any_defence = false;
  for (const Move& defence : defences.moves) {
    if (!make_if_legal(position_, defence, defences.checked)) continue;
    any_defence = true;
    const bool loses = defence_loses(length);
    position_.unmake_move();
    if (!loses) {
      killers_[ply] = defence;
      return false;
    }
  }
  // A defender with no legal move but one that reaches ## or ##! must play it.
  return any_defence ||
         (play() != Play::Direct && goal_allows_self_check(position_, goal()) && side_to_move_can_reach_goal());
}

bool DirectSearch::defence_loses(int length) {
  if (wrong_side_reached_goal(false)) return false;
  if (play() != Play::Direct && reached_goal()) return reached_in_time(length);  // the defender had to reach it
  if (context_.mating_pieces_gone(goal_side())) return false;
  return length > 1 && attacker_wins(length - 1);
}

int DirectSearch::count_refutations(int length) {
  MoveList defences;
  generate_legal(position_, defences);
  if (context_.attacker_reaches_goal() && reached_goal() && reached_in_time(length)) return 0;
  if (defender_bound() && side_to_move_can_reach_goal() && reached_in_time(length)) return 0;
  const std::optional<int> non_trivial = non_trivial_excess(length);
  if (lacks_short_threat(length) || !non_trivial) return static_cast<int>(defences.size()) + 1;  // no try either
  const NonTrivialSpent spent(non_trivial_left_, *non_trivial);
  int refutations = 0;
  for (const Move& defence : defences) {
    position_.make_move(defence);
    refutations += defence_loses(length) ? 0 : 1;
    position_.unmake_move();
  }
  return refutations;
}

// As Popeye counts the half-moves: a defence is non-trivial if the attacker
// does not then win within n + 1 moves in direct play, within n in self and
// reflex play (where the defender's last move ends it); counted only where
// more than n of the attacker's moves are to come after it, and only until
// they are too many.
std::optional<int> DirectSearch::non_trivial_excess(int length) {
  const auto& option = context_.options.non_trivial;
  if (!option || length - 1 <= option->length) return 0;
  const int trivial_within = option->length + (play() == Play::Direct ? 1 : 0);
  MoveList defences;
  generate_legal(position_, defences);
  int non_trivial = 0;
  for (const Move& defence : defences) {
    position_.make_move(defence);
    const bool trivial = defence_loses(trivial_within + 1);
    position_.unmake_move();
    if (!trivial && ++non_trivial > non_trivial_left_ + 1) return std::nullopt;
  }
  return non_trivial - 1;
}

// Option Threat n: after the attacker's move, with at least n of his moves
// still to come, the defender has defended unless he is in check or the
// attacker threatens to win within n moves.
void DirectSearch::pass_for_threat() {
  position_.make_null_move();
  if (const Rules* rules = position_.rules(); rules && rules->has(Hook::ThreatPass))
    rules->after_threat_pass(position_);
}

bool DirectSearch::lacks_short_threat(int length) {
  const std::optional<int>& longest_threat = context_.options.threat_length;
  if (!longest_threat || length - 1 < *longest_threat) return false;
  if (position_.in_check(position_.side_to_move())) return false;
  pass_for_threat();
  const bool threatens = attacker_wins(*longest_threat);
  position_.unmake_move();
  return !threatens;
}

int DirectSearch::shortest_win(int max_length) {
  if (exact()) return attacker_wins(max_length) ? max_length : 0;
  for (int length = 1; length <= max_length; ++length)
    if (attacker_wins(length)) return length;
  return 0;
}

// Option GoalIsEnd: the move just played (by the attacker or not) is by the
// side that is not to reach the goal (the defender in direct play, the
// attacker in self play) and reaches it: the play ends there, lost for the
// attacker.
bool DirectSearch::wrong_side_reached_goal(bool attacker_moved) {
  const bool attacker_to_reach_goal = play() == Play::Direct;
  return attacker_moved != attacker_to_reach_goal && context_.goal_is_end() && reached_goal();
}

SolutionMove DirectSearch::move_after(bool goal_side) {
  // A forced end is written without the goal's mark (Popeye).
  return solution_move(position_, context_.language, goal(),
                       goal_side && !context_.stipulation.forced_end && reached_goal());
}

// The moves of the side that is to reach the goal (the attacker in direct
// play, the defender in self and reflex play), else the legal moves.
void DirectSearch::generate_moves(bool goal_side, MoveList& moves) {
  if (goal_side)
    generate_goal_moves(position_, goal(), moves);
  else
    generate_legal(position_, moves);
}

}  // namespace feerie
