// What a run of the solve command writes, told as it happens: Popeye's text
// as it goes (TextRunWriter), or one JSON document at the end of the run
// (JsonRunWriter, docs/json-output.md). Errors and warnings also go to
// standard error, in either form, from the command itself.
#pragma once

#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "io/problem.h"
#include "io/twin.h"
#include "rules/rules.h"
#include "solve/solution_sink.h"
#include "solve/solve.h"

namespace feerie {

// Why a problem or twin did not finish.
enum class StopReason { None, MaxSolutions, ShortSolutions, MaxTime, Signal, OutputClosed };

class RunWriter {
 public:
  virtual ~RunWriter() = default;

  // Before the first problem (Popeye's banner) and after the last one.
  virtual void begin_run(const std::string& banner) = 0;
  virtual void end_run() = 0;
  // A file that cannot be read, or an input without any problem.
  virtual void input_failed(const std::string& source, const std::string& message) = 0;
  // A problem that cannot be read: skipped.
  virtual void problem_unreadable(const std::string& source, const InputError& error) = 0;

  // A problem whose first twin is `shown`; then its twins, then its end.
  virtual void begin_problem(const std::string& source, const Problem& problem, const Diagram& shown,
                             const Rules& rules) = 0;
  virtual void warning(const std::string& message) = 0;
  // A twin whose change cannot apply: skipped.
  virtual void twin_skipped(const TwinSetup& setup, const InputError& error) = 0;
  // A twin begins; `failed` when its position cannot be set up (then no
  // solving follows), else `solving` before the search.
  virtual void begin_twin(const TwinSetup& setup, const SolveOptions& options) = 0;
  virtual void twin_failed(const std::string& message) = 0;
  // Returns where the twin's solutions go.
  virtual SolutionSink& solving(const Stipulation& stipulation, const SolveOptions& options) = 0;
  virtual void end_twin(SolveStatus status) = 0;
  virtual void end_problem(SolveStatus status, StopReason reason, std::optional<double> seconds) = 0;
};

std::unique_ptr<RunWriter> text_run_writer(std::ostream& out);
std::unique_ptr<RunWriter> json_run_writer(std::ostream& out);

}  // namespace feerie
