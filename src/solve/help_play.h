// Help play (h#n, h=n, h#n.5, hs#n) and series play (ser-h#n, ser-#n,
// ser-s#n, ser-r#n): every solution of every length up to the stipulated one,
// as Popeye lists them.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "solve/search_context.h"

namespace feerie {

// One solution: the move texts (with their check and goal marks) in order,
// and how they are numbered when written.
struct SolutionLine {
  std::vector<std::string> moves;
  bool white_first = false;   // help play of odd length starts with "1..."
  bool series = false;        // one side's moves numbered in turn
  bool series_reply = false;  // series play ending with the other side's move (ser-h#, ser-s#, ser-r#)
  // Set play of h#n.5: the stipulation's first half-move is passed over,
  // written "1...  ...  2." as Popeye numbers it.
  bool first_move_passed = false;
  // ser-r#: the series side could reach the goal at once and so must, which
  // fails the stipulation ("1.Qa1-h1 # ?!?").
  bool forced_goal = false;
};

using LineSink = std::function<void(const SolutionLine&)>;

void solve_help(SearchContext& context, const LineSink& sink);
void solve_series(SearchContext& context, const LineSink& sink);

// Option SetPlay in help play: the play of half a move less, the other side
// starting (h#n: h#(n-1).5 with White first; h#n.5: h#n with Black first).
void solve_help_set_play(SearchContext& context, const LineSink& sink);

}  // namespace feerie
