// Popeye's parry series (pser-): the other side moves only to parry a check.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "solve_text.h"

namespace feerie {
namespace {

bool has_line_starting(const std::vector<std::string>& lines, const std::string& start) {
  for (const std::string& line : lines)
    if (line.rfind(start, 0) == 0) return true;
  return false;
}

// White: Kh1 Qh3 Rh4 Bf5; Black: Kh8 Qg8 Ph7.
constexpr const char* ParryAtTheEnd = "6qk/7p/8/5B2/7R/7Q/8/7K w - - 0 1";

TEST(ParrySeries, ACheckIsParriedAndWrittenUnderTheNumberOfTheMoveItAnswers) {
  EXPECT_EQ(solve_text(ParryAtTheEnd, "pser-#2"), "  1.Rh4*h7 + Qg8*h7   2.Qh3*h7 #\n");
  // In a plain series a check before the last move ends it: no solution.
  EXPECT_EQ(text_lines(solve_text(ParryAtTheEnd, "ser-#2")), std::vector<std::string>{});
}

// White: Ka1 Qc1 Rb2 Rd7; Black: Kg8 Pa5.
constexpr const char* EveryParry = "6k1/3R4/8/p7/8/8/1R6/K1Q5 w - - 0 1";

TEST(ParrySeries, EveryParryMustLeadOn) {
  const auto lines = text_lines(solve_text(EveryParry, "pser-#2"));
  // 1.Qg5+ is parried by Kf8 and Kh8, each followed by its mates.
  for (const char* line : {"1.Qc1-g5 + Kg8-f8   2.Qg5-d8 #", "1.Qc1-g5 + Kg8-h8   2.Qg5-g7 #"})
    EXPECT_TRUE(has_line_starting(lines, std::string("  ") + line)) << line;
  // 1.Rd8+ Kf7 (or Kg7, Kh7) has no mate: no line of it, whatever the other parries.
  EXPECT_FALSE(has_line_starting(lines, "  1.Rd7-d8 +"));
  // A mate before the end of the series is a solution.
  EXPECT_TRUE(has_line_starting(lines, "  1.Qc1-c8 #"));
  EXPECT_EQ(lines.size(), 84u);
}

TEST(ParrySeries, AfterEachMoveOnlyTheFewestMovesAreWritten) {
  const auto lines = text_lines(solve_text(EveryParry, "pser-#3"));
  // 1.Ka2 is followed by its mates in one, not by its longer lines.
  EXPECT_TRUE(has_line_starting(lines, "  1.Ka1-a2   2.Rb2-b8 #"));
  for (const std::string& line : lines)
    EXPECT_FALSE(line.rfind("  1.Ka1-a2", 0) == 0 && line.find("3.") != std::string::npos) << line;
  // Every first move that solves within the length is written, at its own length.
  EXPECT_TRUE(has_line_starting(lines, "  1.Qc1-c8 #"));
}

// pser-h: Black's series, White parrying its checks in any way that helps.
TEST(ParrySeries, HelpSeriesIsParriedByAHelpMove) {
  // White: Kh6 Sd5; Black: Kh2 Qh1 Pg2 Pg3 Ph3 (StrateGems 2009, D. Meinking, after two moves).
  EXPECT_EQ(solve_text("8/8/7K/3N4/8/6pp/6pk/7q b - - 0 1", "pser-h#4"),
            "  1.Qh1-c1 + Sd5-f4   2.Qc1-c6 + Sf4-e6   3.Qc6-c1 + Se6-g5   4.Qc1-h1 Sg5-f3 #\n");
}

// pser-s: the other side, bound to reach the goal after a series move, ends the play.
TEST(ParrySeries, SelfPlayEndsWithTheOtherSidesForcedMove) {
  // White: Ke1 Sh2 Pg3; Black: Ke3 Pd3 Pd4 Pe2 Pe4 Ph3.
  EXPECT_EQ(solve_text("8/8/8/8/3pp3/3pk1Pp/4p2N/4K3 w - - 0 1", "pser-s#2"), "  1.Sh2-f3   2.Sf3-h2 d3-d2 #\n");
}

// pser-s: a parry that reaches the goal ends its line there, the others going on.
TEST(ParrySeries, SelfPlayEndsWithAParryThatReachesTheGoal) {
  // White: Qg6 (no king); Black: Kc7.
  const auto lines = text_lines(solve_text("8/2k5/6Q1/8/8/8/8/8 w - - 0 1", "pser-s=2"));
  EXPECT_EQ(lines, (std::vector<std::string>{"  1.Qg6-c6 + Kc7*c6 =", "  1.Qg6-c6 + Kc7-b8   2.Qc6-b7 + Kb8*b7 =",
                                             "  1.Qg6-c6 + Kc7-d8   2.Qc6-d7 + Kd8*d7 ="}));
}

}  // namespace
}  // namespace feerie
