// Entry point of solving: searches the position under the stipulation and
// writes the solution in Popeye's notation. Nothing else prints while solving.
#pragma once

#include <atomic>
#include <ostream>

#include "core/position.h"
#include "io/language.h"
#include "solve/move_numbering.h"
#include "solve/options.h"
#include "solve/solution_sink.h"
#include "solve/stipulation.h"

namespace feerie {

// Partial: MaxSolutions stopped the search. In the order of precedence when
// the twins of a problem end differently.
enum class SolveStatus { Finished, Partial, Interrupted };

// Does option SetPlay apply? Popeye ignores it, saying so, in series play
// without the other side's ending (ser-#n) and in help play of a single
// half-move (h#0.5, hs#1).
bool set_play_applies(const Stipulation& stipulation, const SolveOptions& options);
// Do the options' move numbers fit the stipulation? Numbers of several levels
// name lines of help and series play; Popeye says they do not fit direct,
// self and reflex play, and tries no first move there.
// Option Threat n applies to battle play of more than n moves; otherwise
// Popeye's note is written and the option ignored.
bool threat_fits(const Stipulation& stipulation, int threat_length);
bool move_numbers_fit(const Stipulation& stipulation, const SolveOptions& options);

// Popeye's notes on options that cannot apply ("SetPlay not applicable -
// ignored"), under the stipulation or the twin's header, and again before
// the second half of a duplex.
std::vector<std::string> option_notes(const Stipulation& stipulation, const SolveOptions& options,
                                      const Language& language);
void write_option_notes(std::ostream& out, const Stipulation& stipulation, const SolveOptions& options,
                        const Language& language);

// Hands the solutions to `sink` (not the diagram, not the closing "solution
// finished" line). `stop` may be set from another thread (Ctrl-C, maxtime).
// One solve at a time: the transposition table is kept from call to call.
// The first moves are numbered on from `numbering`: the twins of a problem
// share one, so that a number names one first move of the problem.
SolveStatus solve(Position& position, const Stipulation& stipulation, const SolveOptions& options,
                  const Language& language, SolutionSink& sink, const std::atomic<bool>& stop,
                  MoveNumbering& numbering);
// The same, written to `out` in Popeye's text.
SolveStatus solve(Position& position, const Stipulation& stipulation, const SolveOptions& options,
                  const Language& language, std::ostream& out, const std::atomic<bool>& stop);
SolveStatus solve(Position& position, const Stipulation& stipulation, const SolveOptions& options,
                  const Language& language, std::ostream& out, const std::atomic<bool>& stop, MoveNumbering& numbering);

}  // namespace feerie
