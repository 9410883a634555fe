// Play after intro moves (n->ser-#m, n->ser-h#m, n->pser-h#m, ...): the side
// to move first plays a series of one to n moves, none but the last giving
// check, and the play follows from each position so reached. Its lines are
// written after the intro's moves, numbered afresh ("1.e7-e6   1.h5-h6
// 2.h6*g7=S ..."), but a play of one move goes on from the intro's numbers
// ("1.Rd7-d2   2.Rd2-a2 Rd1-d8 #"), as Popeye writes them. The intros of
// every length are searched, the shorter first; the first moves of the
// longest are numbered (MoveNumbers), the play's are not.
#pragma once

#include <functional>

#include "solve/help_play.h"
#include "solve/search_context.h"

namespace feerie {

using PlaySearch = std::function<void(SearchContext& context, const LineSink& sink)>;

void solve_after_intro(SearchContext& context, const LineSink& sink, const PlaySearch& play);

}  // namespace feerie
