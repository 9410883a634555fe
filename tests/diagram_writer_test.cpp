#include "io/diagram_writer.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/condition_names.h"
#include "io/popeye_reader.h"
#include "rules/registry.h"

namespace feerie {
namespace {

const std::filesystem::path conformance = std::filesystem::path(FEERIE_SHARED_DIR) / "conformance";

std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Problem problem_in(const std::filesystem::path& input) {
  auto problems = read_popeye(file_text(input));
  EXPECT_EQ(problems.size(), 1u);
  if (problems.empty() || !problems[0].problem) {
    ADD_FAILURE() << input << (problems.empty() || !problems[0].error ? "" : problems[0].error->what());
    return Problem{};
  }
  return *problems[0].problem;
}

// The stored output from after the banner to the end of the condition lines.
std::string stored_frame(const std::string& output) {
  const std::size_t begin = output.find('\n');
  const std::size_t count_line = output.find(" + ", output.find("+---a---b", output.find("+---a---b") + 1));
  return output.substr(begin + 1, output.find("\n\n", count_line) + 1 - (begin + 1));
}

std::string frame_of(const Problem& problem) {
  const Diagram diagram = initial_diagram(problem);
  Rules rules;
  add_conditions(diagram.condition_words, rules);
  std::ostringstream out;
  write_frame(out, problem, diagram, rules);
  return out.str();
}

void expect_same_frame(const std::string& name) {
  const auto input = conformance / (name + ".inp");
  if (!std::filesystem::exists(input)) GTEST_SKIP() << "no conformance data at " << conformance;
  EXPECT_EQ(frame_of(problem_in(input)), stored_frame(file_text(conformance / (name + ".out"))));
}

TEST(Diagram, FrameOfAGeneratedProblemMatchesTheStoredOutput) { expect_same_frame("pub-Circe-hm2-1110000"); }

TEST(Diagram, FrameOfAGermanProblemWithAuthorsAndOriginsMatches) {
  expect_same_frame("popeye-examples/BEISPIEL__madrasi__10");
  expect_same_frame("popeye-examples/BEISPIEL__isardam__2");
}

// Condition names in the input's language: "EiffelSchach" under German input.
TEST(Diagram, ConditionNamesInTheInputLanguage) { expect_same_frame("popeye-examples/BEISPIEL__eiffel__1"); }

TEST(Diagram, ThreatLengthAndDuplexAppearInTheFrame) {
  expect_same_frame("popeye-examples/BEISPIEL__threat__2");
  expect_same_frame("popeye-examples/BEISPIEL__isardam__1");
}

TEST(Diagram, TwinHeadersAsPopeyePrintsThem) {
  const auto input = conformance / "popeye-examples/BEISPIEL__circe__18.inp";
  if (!std::filesystem::exists(input)) GTEST_SKIP() << "no conformance data at " << conformance;
  const auto setups = twin_setups(problem_in(input));
  ASSERT_EQ(setups.size(), 2u);
  std::ostringstream out;
  for (const TwinSetup& setup : setups) write_twin_header(out, setup, LanguageId::German);
  EXPECT_EQ(out.str(), "\na) \n\nb) wSf6-->b6  \n");
}

TEST(Diagram, TwinHeaderKinds) {
  auto problems = read_popeye(
      "begin\npieces white ke1 qd1 black ke8 pb7\nstipulation #2\ntwin exchange d1 b7\ntwin remove b7 add black "
      "qd1 sa1\ntwin continued rotate 90\ntwin substitute q r\ntwin shift e1 d1 stipulation h#3\nend\n");
  ASSERT_TRUE(problems.at(0).problem);
  std::ostringstream out;
  for (const TwinSetup& setup : twin_setups(*problems[0].problem)) write_twin_header(out, setup, LanguageId::English);
  EXPECT_EQ(out.str(),
            "\na) \n\nb) wQd1<-->bPb7  \n\nc) -bPb7  bQd1  +bSa1  \n\n+d) rotate 90  \n\ne) Q ==> R  \n"
            "\nf) shift e1 ==> d1  h#3  \n");
}

TEST(Diagram, EndLineInTheInputLanguage) {
  std::ostringstream german, interrupted;
  write_end(german, language(LanguageId::German), SolveStatus::Finished, 1.392);
  EXPECT_EQ(german.str(), "\nLoesung beendet. Zeit = 1.392 s\n\n\n");
  write_end(interrupted, language(LanguageId::English), SolveStatus::Interrupted, 65.25);
  EXPECT_EQ(interrupted.str(), "solving interrupted. Time = 1:05.250 m:s\n\n\n");
  EXPECT_EQ(format_time(3723), "1:02:03 h:m:s");
  // MaxSolutions reached: Popeye's "Partial solution", without a line before it.
  std::ostringstream partial, french, regression;
  write_end(partial, language(LanguageId::English), SolveStatus::Partial, 0.5);
  EXPECT_EQ(partial.str(), "Partial solution Time = 0.500 s\n\n\n");
  write_end(french, language(LanguageId::French), SolveStatus::Partial, 0.5);
  EXPECT_EQ(french.str(), "solution partielle Temps = 0.500 s\n\n\n");
  // -regression: no time.
  write_end(regression, language(LanguageId::English), SolveStatus::Finished, std::nullopt);
  EXPECT_EQ(regression.str(), "\nsolution finished.\n\n\n");
}

// NoBoard: only the remarks of the frame, as Popeye (front-ends parse the
// solution right after the banner).
TEST(Diagram, NoBoardWritesOnlyTheRemarks) {
  const auto problems = read_popeye(
      "beginproblem\nremark r\ntitle T\npieces white ka1 black kh8\nstipulation #2\ncondition circe\n"
      "option noboard duplex\nendproblem\n");
  ASSERT_TRUE(problems.at(0).problem);
  EXPECT_EQ(frame_of(*problems[0].problem), "r\n");
}

// The condition lines come in Popeye's order (its table's: Circe before
// Madrasi and Checkless chess), whatever the input's order; a condition
// Popeye lacks comes last.
TEST(Diagram, ConditionLinesInPopeyesOrder) {
  const auto frame_with = [](const std::string& conditions) {
    const auto problems = read_popeye("beginproblem\npieces white ka1 black kh8\nstipulation #2\ncondition " +
                                      conditions + "\nendproblem\n");
    return problems.at(0).problem ? frame_of(*problems[0].problem) : std::string("refused");
  };
  const std::string first = frame_with("ohneschach circe");
  ASSERT_NE(first.find("ChecklessChess"), std::string::npos) << first;
  EXPECT_LT(first.find("Circe"), first.find("ChecklessChess"));
  const std::string second = frame_with("madrasi circe");
  ASSERT_NE(second.find("Madrasi"), std::string::npos) << second;
  EXPECT_LT(second.find("Circe"), second.find("Madrasi"));
  EXPECT_LT(popeye_condition_rank("Circe Parrain"), popeye_condition_rank("Madrasi"));
  EXPECT_GT(popeye_condition_rank("RexMultiplex"), popeye_condition_rank("ChecklessChess"));
}

TEST(Diagram, BannerNamesTheMemory) {
  std::ostringstream out;
  write_banner(out, 512ull << 20);
  EXPECT_EQ(out.str(), "Feerie 0.1 (512 MB)\n");
}

}  // namespace
}  // namespace feerie
