// feerie [FILE.inp... | -]: reads every problem, prints its frame and solves
// each twin. A bad problem is reported on stderr and skipped; the others are
// still solved and the exit code tells what happened (README.md):
//   0 every problem solved, 1 an input error, 2 a usage error,
//   3 a limit (maxtime) stopped a problem, 130 Ctrl-C, 141 output closed.
// Problems on standard input are solved one by one as they arrive.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <sstream>

#include "app/command_line.h"
#include "app/commands.h"
#include "app/fen_problem.h"
#include "app/heartbeat.h"
#include "app/live_progress.h"
#include "app/problem_input.h"
#include "app/run_output.h"
#include "app/run_writer.h"
#include "app/stop_control.h"
#include "io/diagram_writer.h"
#include "io/popeye_reader.h"
#include "io/position_setup.h"

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

bool run_stopped() { return interrupted_by_user() || output_gone(); }

// One run of the command: its flags, its output and what became of it.
class Run {
 public:
  explicit Run(const CommandLine& line)
      : line_(line),
        output_(line.regression),
        writer_(line.json ? json_run_writer(output_.stream()) : text_run_writer(output_.stream())) {
    if (progress_.enabled()) output_.before_writing([this] { progress_.erase(); });
  }

  std::ostream& out() { return output_.stream(); }
  Outcome& outcome() { return outcome_; }
  void begin() { writer_->begin_run(line_.regression ? "" : banner()); }
  void end() { writer_->end_run(); }
  void solve_input(Tokenizer& tokens, const std::string& source);
  // A file that cannot be read, or holds no problem: reported, and the run goes on.
  void input_failed(const std::string& source, const std::string& message) {
    std::cerr << "feerie: " << message << '\n';
    writer_->input_failed(source, message);
    outcome_.input_error = true;
  }

 private:
  std::string banner() const {
    std::ostringstream text;
    feerie::write_banner(text, line_.max_memory_bytes);
    return text.str();
  }
  SolveOptions options_for(const Problem& problem) const;
  void solve_problem(const Problem& problem, const std::string& source);
  void open_protocol(const Problem& problem, const std::string& source);
  void warn_missing_kings(const Position& position, const Problem& problem, const std::string& source,
                          const std::string& twin);
  SolveStatus solve_twin(const TwinSetup& setup, const Problem& problem, const std::string& source,
                         const SolveOptions& options, MoveNumbering& numbering);
  void warn(const std::string& source, int line, int column, const std::string& message);
  StopReason stop_reason(SolveStatus status, const SolveOptions& options, const StopTimer& timer) const;

  const CommandLine& line_;
  LiveProgress progress_;
  RunOutput output_;
  std::unique_ptr<RunWriter> writer_;
  Outcome outcome_;
};

SolveOptions Run::options_for(const Problem& problem) const {
  SolveOptions options = problem.options;
  options.max_memory_bytes = table_bytes(line_);
  if (line_.max_time_seconds)
    options.max_time_seconds =
        std::min(options.max_time_seconds.value_or(*line_.max_time_seconds), *line_.max_time_seconds);
  if (line_.max_solutions)
    options.max_solutions = std::min(options.max_solutions.value_or(*line_.max_solutions), *line_.max_solutions);
  options.threads = line_.threads;
  options.show_times = !line_.regression;
  options.goal_pruning = !line_.full_search;
  return options;
}

// A protocol file that cannot be written is reported; the solving goes on.
void Run::open_protocol(const Problem& problem, const std::string& source) {
  if (problem.protocol.empty()) return;
  if (output_.open_protocol(problem.protocol, line_.regression ? "" : banner())) return;
  out().flush();
  std::cerr << "feerie: " << source << ':' << problem.line << ": cannot write the protocol file '" << problem.protocol
            << "'\n";
  outcome_.input_error = true;
}

// A side without a king is solved as Popeye solves it (never in check), with
// a warning unless option NoWk / NoBk declares it.
void Run::warn_missing_kings(const Position& position, const Problem& problem, const std::string& source,
                             const std::string& twin) {
  for (const Side side : sides_without_king(position)) {
    if (problem.without_king[index(side)]) continue;
    warn(source, problem.line, 0,
         (twin.empty() ? "" : twin + " ") +
             (side == Side::White ? "White has no king (option NoWk)" : "Black has no king (option NoBk)") +
             ": it is never in check");
  }
}

// "FILE:LINE[:COLUMN]: warning: ..." on stderr, and in the JSON problem.
void Run::warn(const std::string& source, int line, int column, const std::string& message) {
  out().flush();
  std::cerr << "feerie: " << source << ':' << line << (column ? ":" + std::to_string(column) : "")
            << ": warning: " << message << '\n';
  writer_->warning(message);
}

StopReason Run::stop_reason(SolveStatus status, const SolveOptions& options, const StopTimer& timer) const {
  if (status == SolveStatus::Partial)
    return options.max_solutions ? StopReason::MaxSolutions : StopReason::ShortSolutions;
  if (status == SolveStatus::Finished) return StopReason::None;
  if (interrupted_by_user()) return StopReason::Signal;
  if (output_gone()) return StopReason::OutputClosed;
  return timer.expired() ? StopReason::MaxTime : StopReason::None;
}

// One twin: its header, its position set up, then the search.
SolveStatus Run::solve_twin(const TwinSetup& setup, const Problem& problem, const std::string& source,
                            const SolveOptions& options, MoveNumbering& numbering) {
  writer_->begin_twin(setup, options);
  const Rules rules = rules_of(setup.diagram);
  Position position;
  try {
    set_up_position(position, setup.diagram, problem, rules);
  } catch (const ImpossiblePosition& error) {
    out().flush();
    std::cerr << "feerie: " << source << ':' << problem.line << ": " << (setup.label.empty() ? "" : setup.label + " ")
              << "impossible position: " << error.what() << '\n';
    writer_->twin_failed(std::string("impossible position: ") + error.what());
    outcome_.input_error = true;
    return SolveStatus::Finished;
  } catch (const UnsupportedPosition& error) {
    out().flush();
    std::cerr << "feerie: " << source << ':' << problem.line << ": " << (setup.label.empty() ? "" : setup.label + " ")
              << error.what() << '\n';
    writer_->twin_failed(error.what());
    outcome_.input_error = true;
    return SolveStatus::Finished;
  }
  warn_missing_kings(position, problem, source, setup.label);
  SolutionSink& sink = writer_->solving(setup.diagram.stipulation, options);
  const SolveStatus status = solve(position, setup.diagram.stipulation, options, feerie::language(problem.language),
                                   sink, stop_flag(), numbering);
  writer_->end_twin(status);
  return status;
}

// Solves every twin of `problem`.
void Run::solve_problem(const Problem& problem, const std::string& source) {
  const auto start = std::chrono::steady_clock::now();
  progress_.start_problem();
  for (const InputError& warning : problem.warnings)
    std::cerr << "feerie: " << source << ':' << warning.line << ':' << warning.column << ": warning: " << warning.what()
              << '\n';
  open_protocol(problem, source);
  const SolveOptions options = options_for(problem);
  StopTimer timer(options.max_time_seconds);
  const std::vector<TwinSetup> setups = twin_setups(problem);
  const Diagram& shown = problem.zero_position ? setups.front().before : setups.front().diagram;
  writer_->begin_problem(source, problem, shown, rules_of(shown));
  for (const InputError& warning : problem.warnings) writer_->warning(warning.what());

  SolveStatus status = SolveStatus::Finished;
  MoveNumbering numbering(options);
  for (const TwinSetup& setup : setups) {
    if (setup.error) {
      out().flush();
      std::cerr << "feerie: " << source << ':' << setup.error->line << ':' << setup.error->column << ": twin "
                << setup.label << " skipped: " << setup.error->what() << '\n';
      writer_->twin_skipped(setup, *setup.error);
      outcome_.input_error = true;
      continue;
    }
    status = std::max(status, solve_twin(setup, problem, source, options, numbering));
    if (status == SolveStatus::Interrupted) break;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  progress_.end_problem();
  writer_->end_problem(status, stop_reason(status, options, timer),
                       line_.regression ? std::nullopt : std::optional(seconds));
  outcome_.limited = outcome_.limited || (status == SolveStatus::Interrupted && timer.expired());
}

// Solves the problems of one input, each as soon as it is read.
void Run::solve_input(Tokenizer& tokens, const std::string& source) {
  bool any = false;
  read_popeye(tokens, [&](ReadProblem read) {
    any = true;
    if (run_stopped()) return false;
    if (read.error) {
      out().flush();
      std::cerr << "feerie: " << source << ':' << read.error->line << ':' << read.error->column << ": "
                << read.error->what() << " (problem skipped)\n";
      writer_->problem_unreadable(source, *read.error);
      outcome_.input_error = true;
      return true;
    }
    solve_problem(*read.problem, source);
    if (!run_stopped()) stop_flag().store(false);  // maxtime ends one problem only
    return !run_stopped();
  });
  if (!any) input_failed(source, source + ": no problem found (expected beginproblem)");
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
  if (line.svg_directory) return run_svg(line);
  install_interrupt_handler();
  const OutputWatch watch;
  const Heartbeat heartbeat(line.heartbeat);
  Run run(line);
  run.begin();
  if (line.fen) {
    Tokenizer tokens(popeye_input_from_flags(line));
    run.solve_input(tokens, "<command line>");
  }
  for (const std::string& file : line.files) {
    if (run_stopped()) break;
    if (file == "-") {
      Tokenizer tokens = standard_input();
      run.solve_input(tokens, "<standard input>");
      continue;
    }
    std::string problem;
    const std::optional<std::string> text = read_file(file, problem);
    if (!text) {
      run.input_failed(file, problem);
      continue;
    }
    Tokenizer tokens(*text);
    run.solve_input(tokens, file);
  }
  run.end();
  return run.outcome().exit_code();
}

}  // namespace feerie
