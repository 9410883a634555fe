// Help play (h#n, h=n, h#n.5, hs#n) and series play (ser-h#n, ser-#n,
// ser-s#n, ser-r#n): every solution of every length up to the stipulated one,
// as Popeye lists them.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "solve/search_context.h"
#include "solve/solution_move.h"

namespace feerie {

// One solution: the moves (with their check and goal marks) in order, and
// how they are numbered when written.
struct SolutionLine {
  std::vector<SolutionMove> moves;
  bool white_first = false;   // help play of odd length starts with "1..."
  bool series = false;        // one side's moves numbered in turn
  bool series_reply = false;  // series play ending with the other side's move (ser-h#, ser-s#, ser-r#)
  // Set play of h#n.5: the stipulation's first half-move is passed over,
  // written "1...  ...  2." as Popeye numbers it.
  bool first_move_passed = false;
  // ser-r#: a move reaching the goal, which the series side must play at
  // once and so fails ("?!?").
  bool bound_to_goal = false;
  bool set_play = false;  // a solution of the set play
  // reci-h#1: the own ending's lines follow the help ending's after a blank
  // line, set on the first of them (as Popeye writes it).
  bool blank_before = false;
  // n->: the intro's moves, written before the play's as a series
  // (solve/intro_series.h). With `intro_goes_on` (a play of one move), the
  // play's moves go on from the intro's last number as in help play.
  std::vector<SolutionMove> intro;
  bool intro_goes_on = false;
};

using LineSink = std::function<void(const SolutionLine&)>;

void solve_help(SearchContext& context, const LineSink& sink);
void solve_series(SearchContext& context, const LineSink& sink);

// Option SetPlay in help play: the play of half a move less, the other side
// starting (h#n: h#(n-1).5 with White first; h#n.5: h#n with Black first;
// hs#n: hs#(n-1).5).
void solve_help_set_play(SearchContext& context, const LineSink& sink);
// Option SetPlay in series play: no series move, the other side's ending at
// once (ser-h#: its move reaching the goal; ser-s#: its moves if each reaches
// the goal; ser-r#: those that reach it).
void solve_series_set_play(SearchContext& context, const LineSink& sink);

}  // namespace feerie
