// Direct play (#n, =n), selfplay (s#n) and reflex play (r#n): the attacker's
// keys, and with option Variation the tree of threats and variations.
#pragma once

#include <string>
#include <vector>

#include "solve/search_context.h"

namespace feerie {

// A node of the solution tree. Attacker nodes hold defences as children;
// defence nodes hold the attacker's continuations.
struct PlayNode {
  std::string text;  // the move with its check or goal mark
  enum class Note { None, Threat, Zugzwang } note = Note::None;
  std::vector<PlayNode> threats;
  std::vector<PlayNode> children;
  std::vector<PlayNode> refutations;  // of a try: the defences that beat it
  bool refutes = false;               // a defence that beats the attacker's move
};

struct DirectSolution {
  std::vector<PlayNode> keys;
  std::vector<PlayNode> tries;  // with option Try / Defence n: first moves beaten by few defences
  std::vector<PlayNode> forced_goals;  // reflex play: the attacker must reach the goal himself ("?!?")
};

DirectSolution solve_direct(SearchContext& context);

}  // namespace feerie
