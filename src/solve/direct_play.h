// Direct play (#n, =n), selfplay (s#n) and reflex play (r#n): the attacker's
// keys, and with option Variation the tree of threats and variations.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "solve/search_context.h"
#include "solve/solution_move.h"

namespace feerie {

// A node of the solution tree. Attacker nodes hold defences as children;
// defence nodes hold the attacker's continuations.
struct PlayNode {
  // The move; its text is empty where the node is not to be written. The
  // root of post-key play has no move, only the key's check mark (" +").
  SolutionMove move;
  enum class Note { None, Threat, Zugzwang } note = Note::None;
  // The rules' effects of the defender's pass that shows the threat, in
  // Popeye's notation after "threat:" (LostPieces: "[-wPd7]"); mostly empty.
  std::string pass_effects;
  std::vector<PlayNode> threats;
  std::vector<PlayNode> children;
  std::vector<PlayNode> refutations;  // of a try: the defences that beat it
  bool refutes = false;               // a defence that beats the attacker's move
  // Reflex play: an attacker's move that reaches the goal because he must
  // (below a refutation: the defence leaves him a move to the goal), "?!?".
  bool forced_goal = false;
};

// Receives the solution as it is found, so that it can be written while the
// search goes on (option MoveNumbers interleaves progress lines with keys).
struct DirectSink {
  // Option SetPlay: the defender's moves in the diagram, each with the
  // attacker's continuations.
  std::function<void(const std::vector<PlayNode>&)> set_play;
  // Reflex play: the attacker must reach the goal himself ("?!?").
  std::function<void(const PlayNode&)> forced_goal;
  // A key ("!") or, with option Try / Defence n, a try ("?") with its refutations.
  std::function<void(const PlayNode&, bool key)> first_move;
  // Option PostKeyPlay: the play after the key that the diagram shows, the
  // defences that beat it among the others (refutes = true).
  std::function<void(const PlayNode&)> post_key;
};

// Option SetPlay: the defender's moves in the diagram, to sink.set_play.
void solve_direct_set_play(SearchContext& context, const DirectSink& sink);
// The keys and tries.
void solve_direct(SearchContext& context, const DirectSink& sink);

}  // namespace feerie
