#include "solve/solve.h"

#include <algorithm>

#include "io/solution_writer.h"
#include "solve/direct_play.h"
#include "solve/help_play.h"

namespace feerie {

namespace {

// The table never takes more than this, whatever -maxmem allows: clearing a
// larger one costs more than small problems take to solve.
constexpr std::uint64_t TableCeiling = 256ull << 20;

}  // namespace

Side starting_side(const Stipulation& stipulation) {
  if (stipulation.play != Play::Help) return Side::White;
  if (stipulation.series) return Side::Black;
  return stipulation.half ? Side::White : Side::Black;
}

SolveStatus solve(Position& position, const Stipulation& stipulation, const SolveOptions& options,
                  const Language& language, std::ostream& out, const std::atomic<bool>& stop) {
  TranspositionTable table(std::min(options.max_memory_bytes, TableCeiling));
  SearchContext context{position, stipulation, options, language, table, stop};
  const LineSink print_line = [&out](const SolutionLine& line) { write_line(out, line); };
  // Duplex solves the problem, then again with the colours' parts exchanged;
  // half-duplex only the latter. The table's entries hold for both: the hash
  // includes the side to move and the goals are judged from that side.
  for (const bool swapped : {false, true}) {
    if (swapped ? !(options.duplex || options.half_duplex) : options.half_duplex) continue;
    if (stop.load() || (swapped && context.should_stop())) break;
    context.colours_swapped = swapped;
    const Side first = starting_side(stipulation);
    position.set_side_to_move(swapped ? opponent(first) : first);
    if (stipulation.series) {
      solve_series(context, print_line);
    } else if (stipulation.play == Play::Help) {
      solve_help(context, print_line);
    } else {
      write_direct(out, solve_direct(context), language);
    }
  }
  return stop.load() ? SolveStatus::Interrupted : SolveStatus::Finished;
}

}  // namespace feerie
