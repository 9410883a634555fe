#include "solve/direct_play.h"

#include <algorithm>

#include "movegen/movegen.h"
#include "solve/goal.h"
#include "solve/notation.h"

namespace feerie {

namespace {

// A move that reaches the goal: a leaf of the tree.
PlayNode goal_node(std::string text) {
  PlayNode node;
  node.text = std::move(text);
  return node;
}

// Attacker/defender search. "Length" counts the attacker's moves still to play.
class DirectSearch {
 public:
  explicit DirectSearch(SearchContext& context) : context_(context), position_(context.position) {}

  // Attacker to move: can he force the stipulation within `length` moves?
  bool attacker_wins(int length) {
    if (context_.stop.load(std::memory_order_relaxed)) return false;
    const auto known = context_.table.probe(position_.hash(), length);
    if (known) return *known;
    MoveList moves;
    generate_legal(position_, moves);
    bool wins = false;
    if (reflex() && attacker_reaches_goal_somehow(moves)) {
      wins = false;  // bound to reach the goal against himself: the play fails
    } else {
      for (const Move& move : moves) {
        position_.make_move(move);
        wins = defender_loses(length);
        position_.unmake_move();
        if (wins) break;
      }
    }
    context_.table.store(position_.hash(), length, wins);
    return wins;
  }

  // After the attacker's move: does every defence lose within `length` moves
  // (the move just played counting as the first)?
  bool defender_loses(int length) {
    const Goal goal = context_.stipulation.goal;
    if (play() == Play::Direct) {
      if (goal_possible(position_, goal) && goal_reached(position_, goal)) return true;
      if (length == 1) return false;
    }
    MoveList defences;
    generate_legal(position_, defences);
    if (defences.empty()) return false;
    if (reflex() && defender_reaches_goal_somehow(defences)) return true;
    for (const Move& defence : defences) {
      position_.make_move(defence);
      const bool loses = defence_loses(length);
      position_.unmake_move();
      if (!loses) return false;
    }
    return true;
  }

  // After a defence: is it a losing one for the defender?
  bool defence_loses(int length) {
    if (play() != Play::Direct && reached_goal()) return true;  // the defender had to reach it
    return length > 1 && attacker_wins(length - 1);
  }

  // After the attacker's move: how many defences beat it within `length`?
  int count_refutations(int length) {
    MoveList defences;
    generate_legal(position_, defences);
    if (play() == Play::Direct && goal_possible(position_, context_.stipulation.goal) && reached_goal()) return 0;
    if (reflex() && defender_reaches_goal_somehow(defences)) return 0;
    int refutations = 0;
    for (const Move& defence : defences) {
      position_.make_move(defence);
      refutations += defence_loses(length) ? 0 : 1;
      position_.unmake_move();
    }
    return refutations;
  }

  // Smallest length within which the attacker wins, or 0.
  int shortest_win(int max_length) {
    for (int length = 1; length <= max_length; ++length)
      if (attacker_wins(length)) return length;
    return 0;
  }

  PlayNode attacker_node(const Move& move, int length, int number);
  PlayNode defence_node(const Move& defence, int length, int number, std::vector<Move>& threats, int threat_length);
  std::vector<PlayNode> winning_moves(int length, int number, std::vector<Move>* moves_out = nullptr);
  bool all_threats_work(const std::vector<Move>& threats, int threat_length);

  bool reached_goal() {
    const Goal goal = context_.stipulation.goal;
    return goal_possible(position_, goal) && goal_reached(position_, goal);
  }

  // Reflex play: the side to move must take any move reaching the goal.
  bool attacker_reaches_goal_somehow(const MoveList& moves) { return any_reaches_goal(moves); }
  bool defender_reaches_goal_somehow(const MoveList& moves) { return any_reaches_goal(moves); }

  bool any_reaches_goal(const MoveList& moves) {
    for (const Move& move : moves) {
      position_.make_move(move);
      const bool reached = reached_goal();
      position_.unmake_move();
      if (reached) return true;
    }
    return false;
  }

  std::string text_after_move() {
    std::string text = last_move_notation(position_, context_.language);
    if (reached_goal())
      text += std::string(" ") + goal_mark(context_.stipulation.goal);
    else if (position_.in_check(position_.side_to_move()))
      text += " +";
    return text;
  }

  Play play() const { return context_.stipulation.play; }
  bool reflex() const { return play() == Play::Reflex; }

  SearchContext& context_;
  Position& position_;
};

std::vector<PlayNode> DirectSearch::winning_moves(int length, int number, std::vector<Move>* moves_out) {
  std::vector<PlayNode> nodes;
  MoveList moves;
  generate_legal(position_, moves);
  for (const Move& move : moves) {
    position_.make_move(move);
    const bool wins = defender_loses(length);
    position_.unmake_move();
    if (!wins) continue;
    nodes.push_back(attacker_node(move, length, number));
    if (moves_out) moves_out->push_back(move);
  }
  return nodes;
}

PlayNode DirectSearch::attacker_node(const Move& move, int length, int number) {
  PlayNode node;
  position_.make_move(move);
  node.text = text_after_move();
  const bool mated = play() == Play::Direct && reached_goal();
  if (!mated && context_.options.variations) {
    std::vector<Move> threats;
    int threat_length = 0;
    const bool check = position_.in_check(position_.side_to_move());
    if (!check && length > 1 && !context_.options.no_threat) {
      position_.make_null_move();
      threat_length = shortest_win(length - 1);
      if (threat_length) node.threats = winning_moves(threat_length, number + 1, &threats);
      position_.unmake_move();
      node.note = threat_length ? PlayNode::Note::Threat : PlayNode::Note::Zugzwang;
    }
    MoveList defences;
    generate_legal(position_, defences);
    const bool forced_goal = reflex() && defender_reaches_goal_somehow(defences);
    for (const Move& defence : defences) {
      if (forced_goal) {
        position_.make_move(defence);
        const bool reached = reached_goal();
        std::string text = reached ? text_after_move() : std::string();
        position_.unmake_move();
        if (reached) node.children.push_back(goal_node(text));
        continue;
      }
      PlayNode child = defence_node(defence, length, number, threats, threat_length);
      if (child.text.empty()) continue;
      if (child.refutes)
        node.refutations.push_back(std::move(child));
      else
        node.children.push_back(std::move(child));
    }
  }
  position_.unmake_move();
  return node;
}

// Do all the threat moves still win within `threat_length` after a defence?
bool DirectSearch::all_threats_work(const std::vector<Move>& threats, int threat_length) {
  MoveList replies;
  generate_legal(position_, replies);
  for (const Move& threat : threats) {
    if (std::find(replies.begin(), replies.end(), threat) == replies.end()) return false;
    position_.make_move(threat);
    const bool works = defender_loses(threat_length);
    position_.unmake_move();
    if (!works) return false;
  }
  return true;
}

// A defence with the attacker's shortest continuations; an empty node when it
// is not worth writing.
PlayNode DirectSearch::defence_node(const Move& defence, int length, int number, std::vector<Move>& threats,
                                    int threat_length) {
  PlayNode node;
  position_.make_move(defence);
  if (play() != Play::Direct && reached_goal()) {
    // Reaching the goal early is no defence: written only where it is forced.
    if (length == 1) node.text = text_after_move();
    position_.unmake_move();
    return node;
  }
  const int shortest = length > 1 ? shortest_win(length - 1) : 0;
  node.refutes = !shortest;
  // As Popeye: with a threat, a defence is written only if the attacker then
  // needs longer than the threat, or as long but some threat move fails.
  const bool written = threats.empty() || !shortest || shortest > threat_length ||
                       (shortest == threat_length && !all_threats_work(threats, threat_length));
  if (written) {
    node.text = text_after_move();
    if (shortest) node.children = winning_moves(shortest, number + 1);
  }
  position_.unmake_move();
  return node;
}

}  // namespace

DirectSolution solve_direct(SearchContext& context) {
  DirectSearch search(context);
  DirectSolution solution;
  Position& position = context.position;
  MoveList moves;
  generate_legal(position, moves);
  if (context.stipulation.play == Play::Reflex) {
    for (const Move& move : moves) {
      position.make_move(move);
      if (search.reached_goal()) solution.forced_goals.push_back(goal_node(search.text_after_move()));
      position.unmake_move();
    }
    if (!solution.forced_goals.empty()) return solution;
  }
  const SolveOptions& options = context.options;
  const int full_length = context.stipulation.moves;
  for (const Move& move : moves) {
    if (context.should_stop()) break;
    position.make_move(move);
    int length = 0;
    for (int l = 1; l <= full_length && !length; ++l)
      if (search.defender_loses(l)) length = l;
    const int refutations = length || !options.tries ? 0 : search.count_refutations(full_length);
    position.unmake_move();
    if (length) {
      ++context.solutions;
      solution.keys.push_back(search.attacker_node(move, length, 1));
    } else if (refutations > 0 && refutations <= std::max(options.defences, 1)) {
      solution.tries.push_back(search.attacker_node(move, full_length, 1));
    }
  }
  return solution;
}

}  // namespace feerie
