// Help play (h#n, h=n, h#n.5) and series play (ser-h#n, ser-#n, ser-s#n, ...):
// every solution of every length up to the stipulated one, as Popeye lists them.
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
  bool white_first = false;  // help play of odd length starts with "1..."
  bool series = false;       // one side's moves numbered in turn
  bool series_reply = false; // series play ending with the other side's move (ser-h#)
};

using LineSink = std::function<void(const SolutionLine&)>;

void solve_help(SearchContext& context, const LineSink& sink);
void solve_series(SearchContext& context, const LineSink& sink);

}  // namespace feerie
