// Popeye's parry series in direct and self play (pser-#n, pser-s#n): the
// series side plays up to n moves in a row; the other side moves only to
// parry a check, and every parry must lead on. In pser-s the other side,
// bound to reach the goal after a series move (every move of it does), ends
// the play. Written as lines, as Popeye does: each first move that solves,
// and after it and after each parry the series side's continuations of the
// fewest moves.
#pragma once

#include "solve/help_play.h"
#include "solve/search_context.h"

namespace feerie {

void solve_parry_series(SearchContext& context, const LineSink& sink);

}  // namespace feerie
