// Feerie's JSON output (docs/json-output.md, docs/json-output.schema.json):
// the parts of the document that describe a problem, a twin and a move, and
// the sink that turns what solving finds into the solution of a twin.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "io/problem.h"
#include "io/twin.h"
#include "solve/solution_sink.h"
#include "solve/solve.h"

namespace feerie {

using Json = nlohmann::ordered_json;

// The version of the document's format, raised when a field changes meaning
// or goes away (fields may be added within a version).
constexpr int JsonFormatVersion = 1;

Json json_piece(Piece piece);
Json json_move(const SolutionMove& move, const Language& language);
Json json_stipulation(const Stipulation& stipulation);
Json json_options(const SolveOptions& options);
// The problem as read: language, metadata, stipulation, conditions, options.
Json json_problem(const Problem& problem);
// A diagram to solve: its pieces, stipulation and conditions.
Json json_diagram(const Diagram& diagram, const SolveOptions& options);
// A twin's label, header line and changes.
Json json_twin_header(const TwinSetup& setup, LanguageId language);
Json json_error(const InputError& error);
// "finished", "partial" or "interrupted".
const char* status_name(SolveStatus status);

// Builds the solution of a twin: its halves (two with Duplex), each with
// its set play and play.
class JsonSolutionSink : public SolutionSink {
 public:
  explicit JsonSolutionSink(const Language& language);

  void second_half(const Stipulation& stated, const SolveOptions& options, bool has_play) override;
  void line(const SolutionLine& line) override;
  void end_set_play_lines() override {}
  void set_play(const std::vector<PlayNode>& defences) override;
  void first_move(const PlayNode& node, bool key) override;
  void forced_goal(const PlayNode& node) override;
  void post_key(const PlayNode& node) override;
  void progress(const std::vector<int>&, const std::string&, std::optional<double>) override {}

  // The halves found so far.
  const Json& halves() const { return halves_; }

 private:
  Json& part(const char* name) { return halves_.back()[name]; }
  Json attacker(const PlayNode& node, int number) const;
  Json defence(const PlayNode& node, int number) const;
  Json defences(const PlayNode& node, int number) const;

  const Language& language_;
  Json halves_ = Json::array();
};

}  // namespace feerie
