#include "solve/direct_play.h"

#include <algorithm>
#include <optional>

#include "movegen/movegen.h"
#include "solve/first_moves.h"
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
    if (context_.at_node()) return false;
    const auto known = remembered(length);
    if (known) return *known;
    // Reflex play: an attacker able to reach the goal himself is bound to, and fails.
    const bool wins = !(reflex() && side_to_move_can_reach_goal()) && some_move_wins(length);
    if (!context_.stopped()) remember(length, wins);
    return wins;
  }

  // Winning within n moves implies winning within n + 1, and the table keeps
  // one entry for all lengths; not with option Threat, whose pruning depends
  // on the length.
  std::optional<bool> remembered(int length) const {
    const Hash hash = position_.hash();
    return context_.options.threat_length ? context_.table.probe_exact(hash, length)
                                          : context_.table.probe_within(hash, length);
  }
  void remember(int length, bool wins) {
    const Hash hash = position_.hash();
    if (context_.options.threat_length)
      context_.table.store_exact(hash, length, wins);
    else
      context_.table.store_within(hash, length, wins);
  }

  bool some_move_wins(int length) {
    // A goal reached by leaving one's own king in check is reached by no
    // legal move: such moves win at once or not at all.
    if (play() == Play::Direct && goal_allows_self_check(goal()) && can_reach_goal(position_, goal())) return true;
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

  // Killer moves: the move that last won (attacker) or refuted (defender) at
  // this ply is often the answer in the sibling positions too; trying it first
  // cuts the search sooner.
  // (An index, not a reference: deeper plies may grow the vector.)
  std::size_t killer_slot() {
    const auto ply = static_cast<std::size_t>(position_.ply());
    if (killers_.size() <= ply) killers_.resize(ply + 1);
    return ply;
  }
  static void try_first(MoveList& moves, const Move& killer) {
    const auto found = std::find(moves.begin(), moves.end(), killer);
    if (found != moves.end()) std::swap(*found, *moves.begin());
  }

  // After the attacker's move: does every defence lose within `length` moves
  // (the move just played counting as the first)? Having no defence at all is
  // not losing (stalemate), unless the goal was reached.
  bool defender_loses(int length) {
    if (wrong_side_reached_goal(true)) return false;
    if (play() == Play::Direct) {
      if (reached_goal()) return true;
      if (length == 1) return false;
    }
    if (lacks_short_threat(length)) return false;
    if (reflex() && side_to_move_can_reach_goal()) return true;  // the defender is bound to
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
           (play() != Play::Direct && goal_allows_self_check(goal()) && can_reach_goal(position_, goal()));
  }

  bool side_to_move_can_reach_goal() { return can_reach_goal(position_, goal()); }

  // After a defence: is it a losing one for the defender?
  bool defence_loses(int length) {
    if (wrong_side_reached_goal(false)) return false;
    if (play() != Play::Direct && reached_goal()) return true;  // the defender had to reach it
    return length > 1 && attacker_wins(length - 1);
  }

  // After the attacker's move: how many defences beat it within `length`?
  int count_refutations(int length) {
    MoveList defences;
    generate_legal(position_, defences);
    if (play() == Play::Direct && reached_goal()) return 0;
    if (reflex() && side_to_move_can_reach_goal()) return 0;
    if (lacks_short_threat(length)) return static_cast<int>(defences.size()) + 1;  // no try either
    int refutations = 0;
    for (const Move& defence : defences) {
      position_.make_move(defence);
      refutations += defence_loses(length) ? 0 : 1;
      position_.unmake_move();
    }
    return refutations;
  }

  // Option Threat n: after the attacker's move, with at least n of his moves
  // still to come, the defender has defended unless he is in check or the
  // attacker threatens to win within n moves.
  bool lacks_short_threat(int length) {
    const std::optional<int>& longest_threat = context_.options.threat_length;
    if (!longest_threat || length - 1 < *longest_threat) return false;
    if (position_.in_check(position_.side_to_move())) return false;
    position_.make_null_move();
    const bool threatens = attacker_wins(*longest_threat);
    position_.unmake_move();
    return !threatens;
  }

  // Smallest length within which the attacker wins, or 0.
  int shortest_win(int max_length) {
    for (int length = 1; length <= max_length; ++length)
      if (attacker_wins(length)) return length;
    return 0;
  }

  PlayNode attacker_node(const Move& move, int length, int number);
  PlayNode play_after_attack(int length, int number);
  // The attacker's threats after his move: the shortest winning moves with the move passed over.
  struct Threats {
    std::vector<Move> moves;
    int length = 0;
  };
  Threats add_threats(PlayNode& node, int length, int number);
  void add_defences(PlayNode& node, int length, int number, Threats& threats);
  PlayNode defence_node(const Move& defence, int length, int number, std::vector<Move>& threats, int threat_length);
  std::vector<PlayNode> winning_moves(int length, int number, std::vector<Move>* moves_out = nullptr);
  bool all_threats_work(const std::vector<Move>& threats, int threat_length);
  std::vector<PlayNode> set_play();

  // Which parts of the tree below an attacker's move are built: the
  // defences (option Variation, or set play) and the threats.
  bool expand_defences = false;
  bool show_threats = false;
  // A try without variations: only the defences that refute it ("but").
  bool list_refutations = false;
  // Option PostKeyPlay: the defences that beat the key are written among
  // the others ("refutes.").
  bool refutations_among_defences = false;

  const Goal& goal() const { return context_.stipulation.goal; }

  // Option GoalIsEnd: the move just played (by the attacker or not) is by
  // the side that is not to reach the goal (the defender in direct play, the
  // attacker in self play) and reaches it: the play ends there, lost for
  // the attacker.
  bool wrong_side_reached_goal(bool attacker_moved) {
    const bool attacker_to_reach_goal = play() == Play::Direct;
    return attacker_moved != attacker_to_reach_goal && context_.goal_is_end() && reached_goal();
  }
  bool reached_goal() { return goal_reached(position_, goal()); }

  // The move just played with its marks; the goal's mark only for the side
  // that is to reach the goal (the attacker in direct play and, bound to it,
  // in reflex play; the defender in self and reflex play).
  std::string attacker_text() { return text_after_move(play() != Play::Self); }
  std::string defender_text() { return text_after_move(play() != Play::Direct); }
  std::string text_after_move(bool goal_side) {
    return marked_move(position_, last_move_notation(position_, context_.language), goal(),
                       goal_side && reached_goal());
  }

  // The moves of the side that is to reach the goal (the attacker in direct
  // play, the defender in self and reflex play), else the legal moves.
  void generate_moves(bool goal_side, MoveList& moves) {
    if (goal_side)
      generate_goal_moves(position_, goal(), moves);
    else
      generate_legal(position_, moves);
  }

  Play play() const { return context_.stipulation.play; }
  bool reflex() const { return play() == Play::Reflex; }

  SearchContext& context_;
  Position& position_;
  std::vector<Move> killers_;  // by ply
};

std::vector<PlayNode> DirectSearch::winning_moves(int length, int number, std::vector<Move>* moves_out) {
  std::vector<PlayNode> nodes;
  MoveList moves;
  generate_moves(play() == Play::Direct, moves);
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
  node.text = attacker_text();
  position_.unmake_move();
  return node;
}

// The tree below the attacker's move just played, `length` counting it; with
// option PostKeyPlay, below the diagram, which is the position after the key.
PlayNode DirectSearch::play_after_attack(int length, int number) {
  PlayNode node;
  if (play() == Play::Direct && reached_goal()) return node;
  if (expand_defences) {
    // A defender bound to reach the goal at once (reflex play) has no threat to meet.
    Threats threats = reflex() && side_to_move_can_reach_goal() ? Threats{} : add_threats(node, length, number);
    add_defences(node, length, number, threats);
  } else if (list_refutations) {
    MoveList defences;
    generate_legal(position_, defences);
    for (const Move& defence : defences) {
      position_.make_move(defence);
      if (!defence_loses(length)) node.refutations.push_back(goal_node(defender_text()));
      position_.unmake_move();
    }
  }
  return node;
}

// The threats (unless the defender is in check), or "zugzwang".
DirectSearch::Threats DirectSearch::add_threats(PlayNode& node, int length, int number) {
  Threats threats;
  if (position_.in_check(position_.side_to_move()) || length <= 1 || !show_threats) return threats;
  position_.make_null_move();
  threats.length = shortest_win(length - 1);
  if (threats.length) node.threats = winning_moves(threats.length, number + 1, &threats.moves);
  position_.unmake_move();
  node.note = threats.length ? PlayNode::Note::Threat : PlayNode::Note::Zugzwang;
  return threats;
}

void DirectSearch::add_defences(PlayNode& node, int length, int number, Threats& threats) {
  MoveList defences;
  generate_moves(play() != Play::Direct, defences);
  const bool forced_goal = reflex() && any_move_reaches_goal(position_, defences, goal());
  for (const Move& defence : defences) {
    if (forced_goal) {
      position_.make_move(defence);
      const bool reached = reached_goal();
      std::string text = reached ? defender_text() : std::string();
      position_.unmake_move();
      if (reached) node.children.push_back(goal_node(text));
      continue;
    }
    PlayNode child = defence_node(defence, length, number, threats.moves, threats.length);
    if (child.text.empty()) continue;
    if (child.refutes && !refutations_among_defences)
      node.refutations.push_back(std::move(child));
    else
      node.children.push_back(std::move(child));
  }
}

// Do all the threat moves still win within `threat_length` after a defence?
bool DirectSearch::all_threats_work(const std::vector<Move>& threats, int threat_length) {
  MoveList replies;
  generate_moves(play() == Play::Direct, replies);
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
    if (length == 1) node.text = defender_text();
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
    node.text = defender_text();
    if (shortest) node.children = winning_moves(shortest, number + 1);
  }
  position_.unmake_move();
  return node;
}

// Option SetPlay: the defender moves first in the diagram; each of his moves
// after which the attacker wins within the stipulated length, with the
// attacker's continuations.
std::vector<PlayNode> DirectSearch::set_play() {
  std::vector<PlayNode> defences;
  position_.make_null_move();
  MoveList moves;
  generate_moves(play() != Play::Direct, moves);
  std::vector<Move> no_threats;
  for (const Move& defence : moves) {
    PlayNode node = defence_node(defence, context_.stipulation.moves, 1, no_threats, 0);
    if (!node.text.empty() && !node.refutes) defences.push_back(std::move(node));
  }
  position_.unmake_move();
  return defences;
}

}  // namespace

namespace {

DirectSearch search_for(SearchContext& context, bool expand_defences) {
  DirectSearch search(context);
  search.show_threats = context.options.variations && !context.options.no_threat;
  search.expand_defences = expand_defences;
  return search;
}

// A first move: a key, a try, or nothing to write.
void explore_first_move(SearchContext& context, const DirectSink& sink, const Defer& defer, const Move& move,
                        int number) {
  const SolveOptions& options = context.options;
  DirectSearch search = search_for(context, options.variations);
  Position& position = context.position;
  const int full_length = context.stipulation.moves;
  position.make_move(move);
  if (context.progress) context.progress(number, search.attacker_text());
  int length = 0;
  for (int l = 1; l <= full_length && !length; ++l)
    if (search.defender_loses(l)) length = l;
  // As Popeye, a mate in one has no tries.
  const bool tries = options.tries && !(full_length == 1 && context.stipulation.play == Play::Direct);
  const int refutations = length || !tries ? 0 : search.count_refutations(full_length);
  position.unmake_move();
  if (context.stopped()) return;  // an interrupted search proves neither a key nor a try
  const bool key = length > 0;
  if (!key && (refutations == 0 || refutations > std::max(options.defences, 1))) return;
  if (key) ++context.solutions;
  search.list_refutations = !key;
  PlayNode node = search.attacker_node(move, key ? length : full_length, 1);
  defer([&sink, node = std::move(node), key] { sink.first_move(node, key); });
}

}  // namespace

void solve_direct(SearchContext& context, const DirectSink& sink) {
  Position& position = context.position;
  if (context.stipulation.post_key) {
    // The diagram is the position after the key: the play that follows, in full.
    DirectSearch search = search_for(context, true);
    search.show_threats = !context.options.no_threat;
    search.refutations_among_defences = true;
    sink.post_key(search.play_after_attack(context.stipulation.moves, 1));
    return;
  }
  if (context.options.set_play) sink.set_play(search_for(context, true).set_play());
  // The attacker's first moves; in direct play they may reach the goal at once.
  MoveList moves;
  if (context.stipulation.play == Play::Direct)
    generate_goal_moves(position, context.stipulation.goal, moves);
  else
    generate_legal(position, moves);
  if (context.stipulation.play == Play::Reflex) {
    DirectSearch search = search_for(context, false);
    MoveList goal_moves;
    generate_goal_moves(position, context.stipulation.goal, goal_moves);
    bool forced = false;
    for (const Move& move : goal_moves) {
      position.make_move(move);
      if (search.reached_goal()) {
        sink.forced_goal(goal_node(search.attacker_text()));
        forced = true;
      }
      position.unmake_move();
    }
    if (forced) return;
  }
  search_first_moves(context, moves, [&sink](SearchContext& local, const Defer& defer, const Move& move, int number) {
    explore_first_move(local, sink, defer, move, number);
  });
}

}  // namespace feerie
