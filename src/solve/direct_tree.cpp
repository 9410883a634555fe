// The solution tree of direct, self and reflex play as Popeye writes it:
// keys and tries with their threats, variations and refutations, set play,
// and the play after the key (option PostKeyPlay).
#include <algorithm>

#include "solve/direct_search.h"
#include "solve/notation.h"

namespace feerie {

std::vector<PlayNode> DirectSearch::winning_moves(int length, int number, std::vector<Move>* moves_out) {
  std::vector<PlayNode> nodes;
  MoveList moves;
  generate_moves(context_.attacker_reaches_goal(), moves);
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
  position_.make_move(move);
  PlayNode node = play_after_attack(length, number);
  node.move = attacker_move();
  position_.unmake_move();
  return node;
}

// The tree below the attacker's move just played, `length` counting it; with
// option PostKeyPlay, below the diagram, which is the position after the key.
PlayNode DirectSearch::play_after_attack(int length, int number) {
  PlayNode node;
  if (context_.attacker_reaches_goal() && reached_goal()) return node;
  const std::optional<int> non_trivial = non_trivial_excess(length);
  if (!non_trivial) return node;
  const NonTrivialSpent spent(non_trivial_left_, *non_trivial);
  if (expand_defences) {
    // A defender bound to reach the goal at once (reflex play) has no threat to meet.
    Threats threats = defender_bound() && side_to_move_can_reach_goal() ? Threats{} : add_threats(node, length, number);
    add_defences(node, length, number, threats);
  } else if (list_refutations) {
    MoveList defences;
    generate_legal(position_, defences);
    for (const Move& defence : defences) {
      position_.make_move(defence);
      if (!defence_loses(length)) {
        PlayNode refutation = goal_node(defender_move());
        if (attacker_bound() && length > 1) refutation.children = forced_goal_moves();
        node.refutations.push_back(std::move(refutation));
      }
      position_.unmake_move();
    }
  }
  return node;
}

// The threats (unless the defender is in check), or "zugzwang".
DirectSearch::Threats DirectSearch::add_threats(PlayNode& node, int length, int number) {
  Threats threats;
  if (position_.in_check(position_.side_to_move()) || length <= 1 || !show_threats) return threats;
  pass_for_threat();
  node.pass_effects = rule_effects_notation(position_, context_.language);
  threats.length = shortest_win(length - 1);
  if (threats.length) node.threats = winning_moves(threats.length, number + 1, &threats.moves);
  position_.unmake_move();
  node.note = threats.length ? PlayNode::Note::Threat : PlayNode::Note::Zugzwang;
  return threats;
}

void DirectSearch::add_defences(PlayNode& node, int length, int number, Threats& threats) {
  MoveList defences;
  generate_moves(play() != Play::Direct, defences);
  const bool forced_goal = defender_bound() && any_move_reaches_goal(position_, defences, goal());
  for (const Move& defence : defences) {
    if (forced_goal) {
      position_.make_move(defence);
      const bool reached = reached_goal();
      SolutionMove text = reached ? defender_move() : SolutionMove();
      position_.unmake_move();
      if (reached) node.children.push_back(goal_node(std::move(text)));
      continue;
    }
    PlayNode child = defence_node(defence, length, number, threats.moves, threats.length);
    if (child.move.text.empty()) continue;
    if (child.refutes && !refutations_among_defences)
      node.refutations.push_back(std::move(child));
    else
      node.children.push_back(std::move(child));
  }
}

std::vector<PlayNode> DirectSearch::forced_goal_moves() {
  std::vector<PlayNode> nodes;
  MoveList moves;
  generate_goal_moves(position_, goal(), moves);
  for (const Move& move : moves) {
    position_.make_move(move);
    if (reached_goal()) {
      nodes.push_back(goal_node(attacker_move()));
      nodes.back().forced_goal = true;
    }
    position_.unmake_move();
  }
  return nodes;
}

// Do all the threat moves still win within `threat_length` after a defence?
bool DirectSearch::all_threats_work(const std::vector<Move>& threats, int threat_length) {
  MoveList replies;
  generate_moves(context_.attacker_reaches_goal(), replies);
  for (const Move& threat : threats) {
    // The same move is the same displacement, captures and rebirths,
    // whichever piece makes it (as Popeye compares them): after 1...Qc1*d2=w
    // (Andernach) the threat d2-d4, a double step, is Qd2-d4.
    auto reply = std::find(replies.begin(), replies.end(), threat);
    if (reply == replies.end() && threat.kind == MoveKind::DoubleStep)
      reply = std::find_if(replies.begin(), replies.end(), [this, &threat](const Move& move) {
        return move.kind == MoveKind::Normal && move.from == threat.from && move.to == threat.to &&
               move.promotion == PieceType::None && position_.piece_on(move.to).empty();
      });
    if (reply == replies.end()) return false;
    position_.make_move(*reply);
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
    // Reaching the goal early is no defence: written only where it is
    // forced; in exact- play it refutes.
    node.refutes = !reached_in_time(length);
    if (length == 1 || node.refutes) node.move = defender_move();
    position_.unmake_move();
    return node;
  }
  const int shortest = length > 1 && !wrong_side_reached_goal(false) ? shortest_win(length - 1) : 0;
  node.refutes = !shortest;
  // As Popeye: with a threat, a defence is written only if the attacker then
  // needs longer than the threat, or as long but some threat move fails.
  // Option NoShortVariations: a defence after which the attacker wins sooner
  // than the full length is not written.
  const bool short_variation = shortest && shortest < length - 1;
  const bool written = !(short_variation && context_.options.no_short_variations) &&
                       (threats.empty() || !shortest || shortest > threat_length ||
                        (shortest == threat_length && !all_threats_work(threats, threat_length)));
  if (written) {
    node.move = defender_move();
    if (shortest) node.children = winning_moves(shortest, number + 1);
    // As Popeye: below a refutation of the first move, the attacker's forced goal.
    if (!shortest && attacker_bound() && length > 1 && number == 1 && !refutations_among_defences)
      node.children = forced_goal_moves();
  }
  position_.unmake_move();
  return node;
}

// Option SetPlay: the defender moves first in the diagram; each of his moves
// after which the attacker wins within the stipulated length, with the
// attacker's continuations. Self and reflex play have a short set play, as
// Popeye: a defender bound to reach the goal at once (reflex: he can; self:
// his every move does) has only those moves, as in s#1 and r#1.
std::vector<PlayNode> DirectSearch::set_play() {
  std::vector<PlayNode> defences;
  position_.make_null_move();
  MoveList moves;
  generate_moves(play() != Play::Direct, moves);
  const Goal& goal = context_.stipulation.goal;
  const bool short_set_play = !moves.empty() && ((defender_bound() && any_move_reaches_goal(position_, moves, goal)) ||
                                                 (play() == Play::Self && must_reach_goal(position_, goal)));
  const int length = short_set_play ? 1 : context_.stipulation.moves;
  std::vector<Move> no_threats;
  for (const Move& defence : moves) {
    PlayNode node = defence_node(defence, length, 1, no_threats, 0);
    if (!node.move.text.empty() && !node.refutes) defences.push_back(std::move(node));
  }
  position_.unmake_move();
  return defences;
}

}  // namespace feerie
