// Popeye's text, written as the run goes: the frame of each problem, the
// twin headers, the solutions, the closing line.
#include "app/run_writer.h"
#include "io/diagram_writer.h"
#include "io/solution_writer.h"

namespace feerie {

namespace {

class TextRunWriter : public RunWriter {
 public:
  explicit TextRunWriter(std::ostream& out) : out_(out) {}

  void begin_run(const std::string& banner) override { out_ << banner; }
  void end_run() override { out_.flush(); }
  void input_failed(const std::string&, const std::string&) override {}
  void problem_unreadable(const std::string&, const InputError&) override {}

  void begin_problem(const std::string&, const Problem& problem, const Diagram& shown, const Rules& rules) override {
    language_ = &language(problem.language);
    language_id_ = problem.language;
    write_frame(out_, problem, shown, rules);
    if (problem.zero_position) write_zero_position(out_, problem);
    out_.flush();  // the diagram shows while the solver works
  }
  void warning(const std::string&) override {}
  void twin_skipped(const TwinSetup&, const InputError&) override {}
  void begin_twin(const TwinSetup& setup, const SolveOptions&) override {
    for (const std::string& remark : setup.remarks) out_ << remark << '\n';
    if (!setup.label.empty()) write_twin_header(out_, setup, language_id_);
  }
  void twin_failed(const std::string&) override {}
  SolutionSink& solving(const Stipulation& stipulation, const SolveOptions& options) override {
    write_option_notes(out_, stipulation, options, *language_);
    // Post-key play writes the line of the key itself (" +" if it checks).
    if (!with_options(stipulation, options).post_key) out_ << '\n';
    out_ << std::flush;
    sink_.emplace(out_, *language_);
    return *sink_;
  }
  void end_twin(SolveStatus) override {}
  void end_problem(SolveStatus status, StopReason, std::optional<double> seconds) override {
    write_end(out_, *language_, status, seconds);
    out_.flush();
  }

 private:
  std::ostream& out_;
  const Language* language_ = nullptr;
  LanguageId language_id_ = LanguageId::English;
  std::optional<PopeyeTextWriter> sink_;
};

}  // namespace

std::unique_ptr<RunWriter> text_run_writer(std::ostream& out) { return std::make_unique<TextRunWriter>(out); }

}  // namespace feerie
