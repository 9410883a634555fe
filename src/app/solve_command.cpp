// feerie FILE.inp...: reads every problem, prints its frame and solves each
// twin. A bad problem is reported on stderr and skipped; the others are
// still solved and the exit code tells that something failed.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/command_line.h"
#include "app/commands.h"
#include "app/fen_problem.h"
#include "app/stop_control.h"
#include "io/diagram_writer.h"
#include "io/popeye_reader.h"
#include "io/position_setup.h"
#include "rules/registry.h"

namespace feerie {

namespace {

SolveOptions effective_options(const Problem& problem, const CommandLine& line) {
  SolveOptions options = problem.options;
  options.max_memory_bytes = line.max_memory_bytes;
  if (line.max_time_seconds)
    options.max_time_seconds =
        std::min(options.max_time_seconds.value_or(*line.max_time_seconds), *line.max_time_seconds);
  if (line.max_solutions)
    options.max_solutions = std::min(options.max_solutions.value_or(*line.max_solutions), *line.max_solutions);
  options.threads = line.threads;
  return options;
}

Rules rules_of(const Diagram& diagram) {
  Rules rules;
  add_conditions(diagram.condition_words, rules);  // checked when read
  return rules;
}

// Solves every twin of `problem`; false if a twin's position was impossible.
bool solve_problem(const Problem& problem, const CommandLine& line, const std::string& source) {
  const auto start = std::chrono::steady_clock::now();
  const SolveOptions options = effective_options(problem, line);
  StopTimer timer(options.max_time_seconds);
  const Language& language = feerie::language(problem.language);
  const std::vector<TwinSetup> setups = twin_setups(problem);
  const Diagram& shown = problem.zero_position ? setups.front().before : setups.front().diagram;
  write_frame(std::cout, problem, shown, rules_of(shown));
  if (problem.zero_position) write_zero_position(std::cout, problem);
  std::cout.flush();  // the diagram shows while the solver works

  bool ok = true;
  SolveStatus status = SolveStatus::Finished;
  for (const TwinSetup& setup : setups) {
    if (!setup.label.empty()) write_twin_header(std::cout, setup, problem.language);
    const Rules rules = rules_of(setup.diagram);
    Position position;
    try {
      set_up_position(position, setup.diagram, problem, rules);
    } catch (const ImpossiblePosition& error) {
      std::cout.flush();
      std::cerr << "feerie: " << source << ':' << problem.line << ": " << (setup.label.empty() ? "" : setup.label + " ")
                << "impossible position: " << error.what() << '\n';
      ok = false;
      continue;
    }
    std::cout << '\n' << std::flush;
    status = solve(position, setup.diagram.stipulation, options, language, std::cout, stop_flag());
    if (status == SolveStatus::Interrupted) break;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  write_end(std::cout, language, status, seconds);
  std::cout.flush();
  return ok;
}

// Solves the problems of one input; false if any failed.
bool solve_input(std::string text, const CommandLine& line, const std::string& source) {
  bool ok = true;
  for (const ReadProblem& read : read_popeye(std::move(text))) {
    if (interrupted_by_user()) break;
    if (read.error) {
      std::cout.flush();
      std::cerr << "feerie: " << source << ':' << read.error->line << ':' << read.error->column << ": "
                << read.error->what() << " (problem skipped)\n";
      ok = false;
      continue;
    }
    ok = solve_problem(*read.problem, line, source) && ok;
    if (!interrupted_by_user()) stop_flag().store(false);  // maxtime ends one problem only
  }
  return ok;
}

}  // namespace

int run_solve(const std::vector<std::string>& args) {
  CommandLine line;
  try {
    line = parse_command_line(args);
  } catch (const UsageError& error) {
    std::cerr << "feerie: " << error.what() << '\n' << usage();
    return 2;
  }
  install_interrupt_handler();
  write_banner(std::cout, line.max_memory_bytes);
  bool ok = true;
  if (line.fen) ok = solve_input(popeye_input_from_flags(line), line, "<command line>");
  for (const std::string& file : line.files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::cerr << "feerie: cannot open '" << file << "'\n";
      ok = false;
      continue;
    }
    std::ostringstream text;
    text << in.rdbuf();
    ok = solve_input(text.str(), line, file) && ok;
    if (interrupted_by_user()) break;
  }
  if (interrupted_by_user()) return 130;
  return ok ? 0 : 1;
}

}  // namespace feerie
