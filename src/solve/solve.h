// Entry point of solving: searches the position under the stipulation and
// writes the solution in Popeye's notation. Nothing else prints while solving.
#pragma once

#include <atomic>
#include <ostream>

#include "core/position.h"
#include "io/language.h"
#include "solve/options.h"
#include "solve/stipulation.h"

namespace feerie {

// Partial: MaxSolutions stopped the search. In the order of precedence when
// the twins of a problem end differently.
enum class SolveStatus { Finished, Partial, Interrupted };

// Does option SetPlay apply? Popeye ignores it, saying so, in series play
// without the other side's ending (ser-#n) and in help play of a single
// half-move (h#0.5, hs#1).
bool set_play_applies(const Stipulation& stipulation, const SolveOptions& options);

// Writes the solution lines (not the diagram, not the closing "solution
// finished" line). `stop` may be set from another thread (Ctrl-C, maxtime).
// One solve at a time: the transposition table is kept from call to call.
SolveStatus solve(Position& position, const Stipulation& stipulation, const SolveOptions& options,
                  const Language& language, std::ostream& out, const std::atomic<bool>& stop);

}  // namespace feerie
