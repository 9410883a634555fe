// One JSON document for the whole run (docs/json-output.md), written when
// the run ends: every problem with its twins, their solutions and status.
#include "app/run_writer.h"
#include "io/json_writer.h"
#include "io/version.h"

namespace feerie {

namespace {

const char* reason_name(StopReason reason) {
  switch (reason) {
    case StopReason::None: return nullptr;
    case StopReason::MaxSolutions: return "max_solutions";
    case StopReason::ShortSolutions: return "stop_on_short_solutions";
    case StopReason::MaxTime: return "max_time";
    case StopReason::Signal: return "signal";
    case StopReason::OutputClosed: return "output_closed";
  }
  return nullptr;
}

class JsonRunWriter : public RunWriter {
 public:
  explicit JsonRunWriter(std::ostream& out) : out_(out) {}

  void begin_run(const std::string&) override {
    document_ = {{"version", JsonFormatVersion},
                 {"program", {{"name", "Feerie"}, {"version", std::string(FeerieVersion)}}},
                 {"problems", Json::array()},
                 {"errors", Json::array()}};
  }
  void end_run() override {
    out_ << document_.dump(1) << '\n';
    out_.flush();
  }
  void input_failed(const std::string& source, const std::string& message) override {
    document_["errors"].push_back({{"source", source}, {"message", message}});
  }
  void problem_unreadable(const std::string& source, const InputError& error) override {
    document_["problems"].push_back({{"source", source}, {"status", "error"}, {"error", json_error(error)}});
  }

  void begin_problem(const std::string& source, const Problem& problem, const Diagram&, const Rules&) override {
    language_ = &language(problem.language);
    language_id_ = problem.language;
    problem_ = {{"source", source}};
    problem_.update(json_problem(problem));
    problem_["warnings"] = Json::array();
    problem_["twins"] = Json::array();
  }
  void warning(const std::string& message) override { problem_["warnings"].push_back(message); }
  void twin_skipped(const TwinSetup& setup, const InputError& error) override {
    Json twin = json_twin_header(setup, language_id_);
    twin["status"] = "error";
    twin["error"] = json_error(error);
    problem_["twins"].push_back(std::move(twin));
  }
  void begin_twin(const TwinSetup& setup, const SolveOptions& options) override {
    twin_ = json_twin_header(setup, language_id_);
    twin_.update(json_diagram(setup.diagram, options));
  }
  void twin_failed(const std::string& message) override {
    twin_["status"] = "error";
    twin_["error"] = {{"message", message}};
    problem_["twins"].push_back(std::move(twin_));
  }
  SolutionSink& solving(const Stipulation& stipulation, const SolveOptions& options) override {
    twin_["notes"] = option_notes(stipulation, options, *language_);
    sink_.emplace(*language_);
    return *sink_;
  }
  void end_twin(SolveStatus status) override {
    twin_["status"] = status_name(status);
    twin_["solution"] = sink_->halves();
    problem_["twins"].push_back(std::move(twin_));
  }
  void end_problem(SolveStatus status, StopReason reason, std::optional<double> seconds) override {
    problem_["status"] = status_name(status);
    if (const char* name = reason_name(reason)) problem_["stopped_by"] = name;
    if (seconds) problem_["seconds"] = *seconds;
    document_["problems"].push_back(std::move(problem_));
  }

 private:
  std::ostream& out_;
  Json document_;
  Json problem_;
  Json twin_;
  const Language* language_ = nullptr;
  LanguageId language_id_ = LanguageId::English;
  std::optional<JsonSolutionSink> sink_;
};

}  // namespace

std::unique_ptr<RunWriter> json_run_writer(std::ostream& out) { return std::make_unique<JsonRunWriter>(out); }

}  // namespace feerie
