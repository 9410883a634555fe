#include "fuzz_entry.h"

#include <algorithm>
#include <atomic>
#include <sstream>
#include <string>

#include "io/diagram_writer.h"
#include "io/popeye_reader.h"
#include "io/position_setup.h"
#include "io/svg_diagram.h"
#include "solve/solve.h"

namespace feerie {

namespace {

// As the command solves a problem, with one thread, a small table, no time
// limit (a budget of nodes instead, so that a run is reproducible).
void solve_problem(const Problem& problem, std::ostream& out) {
  SolveOptions options = problem.options;
  options.threads = 1;
  options.max_memory_bytes = 1 << 20;
  options.max_time_seconds.reset();
  options.max_nodes = FuzzNodeBudget;
  const Language& language = feerie::language(problem.language);
  const std::vector<TwinSetup> setups = twin_setups(problem);
  const Diagram& shown = problem.zero_position ? setups.front().before : setups.front().diagram;
  write_frame(out, problem, shown, rules_of(shown));
  if (problem.zero_position) write_zero_position(out, problem);
  const std::atomic<bool> stop{false};
  SolveStatus status = SolveStatus::Finished;
  for (const TwinSetup& setup : setups) {
    if (setup.error) continue;
    if (!setup.label.empty()) write_twin_header(out, setup, problem.language);
    out << svg_diagram(problem, setup.diagram, {});
    const Rules rules = rules_of(setup.diagram);
    Position position;
    try {
      set_up_position(position, setup.diagram, problem, rules);
    } catch (const ImpossiblePosition&) {
      continue;
    } catch (const UnsupportedPosition&) {
      continue;  // reported and skipped, as the command does
    }
    status = std::max(status, solve(position, setup.diagram.stipulation, options, language, out, stop));
  }
  write_end(out, language, status, 0.0);
}

}  // namespace

void run_input_path(std::string_view input) {
  std::ostringstream out;
  for (const ReadProblem& read : read_popeye(std::string(input)))
    if (read.problem) solve_problem(*read.problem, out);
}

}  // namespace feerie
