// feerie FILE.inp...: reads every problem, prints its frame and solves each
// twin. A bad problem is reported on stderr and skipped; the others are
// still solved and the exit code tells what happened (README.md):
//   0 every problem solved, 1 an input error, 2 a usage error,
//   3 a limit (maxtime) stopped a problem, 130 Ctrl-C, 141 output closed.
#include <chrono>
#include <filesystem>
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

enum ExitCode : int { Solved = 0, InputFailed = 1, UsageFailed = 2, StoppedByLimit = 3 };

// What became of the problems of a run so far.
struct Outcome {
  bool input_error = false;  // a problem, twin or file could not be read or set up
  bool limited = false;      // a limit stopped a problem before its end

  void add(const Outcome& other) {
    input_error = input_error || other.input_error;
    limited = limited || other.limited;
  }
  int exit_code() const {
    if (interrupted_by_user()) return 130;
    if (output_gone()) return 141;  // as a shell reports a process ended by SIGPIPE
    if (input_error) return InputFailed;
    return limited ? StoppedByLimit : Solved;
  }
};

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

// Solves every twin of `problem`.
Outcome solve_problem(const Problem& problem, const CommandLine& line, const std::string& source) {
  const auto start = std::chrono::steady_clock::now();
  const SolveOptions options = effective_options(problem, line);
  StopTimer timer(options.max_time_seconds);
  const Language& language = feerie::language(problem.language);
  const std::vector<TwinSetup> setups = twin_setups(problem);
  const Diagram& shown = problem.zero_position ? setups.front().before : setups.front().diagram;
  write_frame(std::cout, problem, shown, rules_of(shown));
  if (problem.zero_position) write_zero_position(std::cout, problem);
  std::cout.flush();  // the diagram shows while the solver works

  Outcome outcome;
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
      outcome.input_error = true;
      continue;
    }
    std::cout << '\n' << std::flush;
    status = solve(position, setup.diagram.stipulation, options, language, std::cout, stop_flag());
    if (status == SolveStatus::Interrupted) break;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  write_end(std::cout, language, status, seconds);
  std::cout.flush();
  outcome.limited = status == SolveStatus::Interrupted && timer.expired();
  return outcome;
}

bool run_stopped() { return interrupted_by_user() || output_gone(); }

// Solves the problems of one input.
Outcome solve_input(std::string text, const CommandLine& line, const std::string& source) {
  Outcome outcome;
  const std::vector<ReadProblem> problems = read_popeye(std::move(text));
  if (problems.empty()) {
    std::cerr << "feerie: " << source << ": no problem found (expected beginproblem)\n";
    outcome.input_error = true;
  }
  for (const ReadProblem& read : problems) {
    if (run_stopped()) break;
    if (read.error) {
      std::cout.flush();
      std::cerr << "feerie: " << source << ':' << read.error->line << ':' << read.error->column << ": "
                << read.error->what() << " (problem skipped)\n";
      outcome.input_error = true;
      continue;
    }
    outcome.add(solve_problem(*read.problem, line, source));
    if (!run_stopped()) stop_flag().store(false);  // maxtime ends one problem only
  }
  return outcome;
}

// The text of a problem file, or nothing (reported) if it cannot be read.
std::optional<std::string> read_file(const std::string& file) {
  std::error_code error;
  if (std::filesystem::is_directory(file, error)) {
    std::cerr << "feerie: cannot read '" << file << "': it is a directory\n";
    return std::nullopt;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::cerr << "feerie: cannot open '" << file << "'\n";
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

int run_solve(const std::vector<std::string>& args) {
  CommandLine line;
  try {
    line = parse_command_line(args);
  } catch (const UsageError& error) {
    std::cerr << "feerie: " << error.what() << '\n' << usage();
    return UsageFailed;
  }
  install_interrupt_handler();
  const OutputWatch watch;
  write_banner(std::cout, line.max_memory_bytes);
  Outcome outcome;
  if (line.fen) outcome.add(solve_input(popeye_input_from_flags(line), line, "<command line>"));
  for (const std::string& file : line.files) {
    if (run_stopped()) break;
    const std::optional<std::string> text = read_file(file);
    if (text)
      outcome.add(solve_input(*text, line, file));
    else
      outcome.input_error = true;
  }
  return outcome.exit_code();
}

}  // namespace feerie
