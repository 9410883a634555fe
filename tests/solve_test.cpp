// Solving end to end on constructed positions: the lines and trees written,
// for each kind of play, with and without conditions.
#include <gtest/gtest.h>

#include "solve_text.h"

namespace feerie {
namespace {

// The seed's example of changeable chess as a helpmate in 1: the black bishop
// becomes a white rook on h1, White castles with it, and the rook, arriving on
// f1, becomes the bishop that mates Kh3. It is the only solution.
TEST(Solve, ChangeableSeedExampleIsTheUniqueHelpmate) {
  // The king on e1 keeps its castling right, as Popeye grants it to an unmoved king.
  EXPECT_EQ(solve_text("8/8/2b5/8/6pp/7k/5P1P/4K3 b - - 0 1", "h#1", {"ChangeableChess"}, {}, castling::E1),
            "  1.Bc6-h1=wR 0-0[wRf1=wB] #\n");
}

// Orthodox: the same castling needs the rook in the diagram; without the
// condition the bishop stays a bishop and there is no solution.
TEST(Solve, SeedExampleHasNoSolutionInOrthodoxChess) {
  EXPECT_EQ(solve_text("8/8/2b5/8/6pp/7k/5P1P/4K3 b - - 0 1", "h#1", {}, {}, castling::E1), "");
}

// A side without a king is never in check: White mates with rook or queen
// though it has no king (as Popeye solves it).
TEST(Solve, SideWithoutKingIsNeverInCheck) {
  EXPECT_EQ(solve_text("k7/8/1Q6/8/8/8/8/2R5 w - - 0 1", "#1"), "   1.Rc1-a1 # !\n\n   1.Rc1-c8 # !\n\n");
}

// A side without a king is stalemated when it has no move, and never mated.
TEST(Solve, SideWithoutKingCanBeStalematedNotMated) {
  EXPECT_EQ(solve_text("8/8/8/8/p7/7p/1K5P/8 w - - 0 1", "=1"), "   1.Kb2-a3 = !\n\n");
  EXPECT_EQ(solve_text("8/8/8/8/p7/7p/1K5P/8 w - - 0 1", "#1"), "");
}

// Help play lists shorter solutions too, as Popeye does (h#3 shows h#2).
TEST(Solve, HelpmateListsShorterSolutions) {
  const std::string text = solve_text("8/4Bp1K/2P5/5k2/8/R7/p7/8 b - - 0 1", "h#3");
  EXPECT_NE(text.find("  1.Kf5-g4 Ra3-a4 +   2.Kg4-h5 Ra4-h4 #\n"), std::string::npos);
  EXPECT_NE(text.find("  1.a2-a1=Q Ra3*a1   2.Kf5-g4 Ra1-a4 +   3.Kg4-h5 Ra4-h4 #\n"), std::string::npos);
}

// Help play of odd length starts with White's half-move, written "1...".
TEST(Solve, HalfMoveHelpmateStartsWithWhite) {
  const std::string text = solve_text("8/4Bp1K/2P5/8/6k1/R7/p7/8 w - - 0 1", "h#1.5");
  EXPECT_NE(text.find("  1...Ra3-a4 +   2.Kg4-h5 Ra4-h4 #\n"), std::string::npos) << text;
}

// Series help play: the last series move may check; the reply mates.
TEST(Solve, SeriesHelpmateNumbersOneSide) {
  const std::string text = solve_text("kQ6/2b5/1P6/8/8/5K2/1n6/8 b - - 0 1", "ser-h#3", {"Circe"});
  EXPECT_NE(text.find("  1.Bc7*b8[+wQd1] Qd1-d5 #\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  1.Bc7*b8[+wQd1]   2.Sb2-c4 Qd1-d5 #\n"), std::string::npos) << text;
}

// Direct play with variations: threat, defences that stop it, short mates.
// Answers checked with Popeye 4.104 (BEISPIEL h_alt 1, 3, 7).
TEST(Solve, ReciprocalHelpmateListsBothEndingsOfEachLine) {
  // reci-h(=)#3: after two moves each, Black both helps White mate and
  // stalemates White himself.
  EXPECT_EQ(solve_text("8/6P1/8/8/8/4p3/8/5k1K b - - 0 1", "reci-h(=)#3"),
            "  1.e3-e2 g7-g8=Q   2.e2-e1=Q Qg8-g3   3.Qe1-e2 Qg3-g1 #\n"
            "  1.e3-e2 g7-g8=Q   2.e2-e1=Q Qg8-g3   3.Qe1*g3 =\n");
  EXPECT_EQ(solve_text("8/4P3/8/8/8/8/4p3/5k1K b - - 0 1", "reci-h(#)=2"),
            "  1.e2-e1=Q e7-e8=Q   2.Qe1-e3 Qe8*e3 =\n"
            "  1.e2-e1=Q e7-e8=Q   2.Qe1-h4 #\n");
  // Without the stalemate there is no reciprocal ending, though the help
  // ending alone exists.
  EXPECT_EQ(solve_text("8/4P3/8/8/8/8/4p3/5k1K b - - 0 1", "reci-h(=)=2"), "");
}

TEST(Solve, SeriesReciprocalHelpmateEndsWithTheSeriesSidesMove) {
  EXPECT_EQ(solve_text("K1k5/7Q/8/7p/8/8/8/8 b - - 0 1", "ser-reci-h(=)#7"),
            "  1.h5-h4   2.h4-h3   3.h3-h2   4.h2-h1=R   5.Rh1-d1   6.Rd1-d7   7.Rd7-d8 Qh7-b7 #\n"
            "  1.h5-h4   2.h4-h3   3.h3-h2   4.h2-h1=R   5.Rh1-d1   6.Rd1-d7   7.Rd7*h7 =\n");
}

TEST(Solve, DirectMateWritesThreatAndVariations) {
  SolveOptions options;
  options.variations = true;
  const std::string text = solve_text("7k/BR6/8/1KB2r2/2B5/3n4/3P1R1p/8 w - - 0 1", "#2", {}, options);
  EXPECT_NE(text.find("   1.Rf2*f5 ! threat:\n          2.Rf5-h5 #\n          2.Rf5-f8 #\n"), std::string::npos)
      << text;
  EXPECT_NE(text.find("      1...Sd3-f4\n"), std::string::npos) << text;
}

// Reflex play: an attacker able to mate at once must do so ("?!?").
TEST(Solve, ReflexMateMarksTheAttackersForcedMate) {
  EXPECT_EQ(solve_text("k7/8/1K6/8/8/8/8/7R w - - 0 1", "r#2"), "   1.Rh1-h8 # ?!?\n");
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

// First moves are searched on several threads; what is written comes out the
// same, in the same order, as with one.
TEST(Solve, SeveralThreadsWriteWhatOneWrites) {
  for (const auto& [fen, stipulation, conditions] :
       std::vector<std::tuple<const char*, const char*, std::vector<std::string>>>{
           {"8/4Bp1K/2P5/5k2/8/R7/p7/8 b - - 0 1", "h#3", {}},
           {"kQ6/2b5/1P6/8/8/5K2/1n6/8 b - - 0 1", "ser-h#3", {"Circe"}},
           {"8/4Bp1K/2P5/5k2/8/R7/p7/8 b - - 0 1", "h#2", {"Madrasi"}},
           {"7k/BR6/8/1KB2r2/2B5/3n4/3P1R1p/8 w - - 0 1", "#2", {}},
           {"7k/BR6/8/1KB2r2/2B5/3n4/3P1R1p/8 w - - 0 1", "#3", {"Circe"}}}) {
    SolveOptions one;
    one.threads = 1;
    one.variations = true;
    one.tries = true;
    SolveOptions four = one;
    four.threads = 4;
    const std::string expected = solve_text(fen, stipulation, conditions, one);
    EXPECT_FALSE(expected.empty()) << stipulation;
    EXPECT_EQ(solve_text(fen, stipulation, conditions, four), expected) << stipulation;
  }
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

SolveStatus solve_with_budget(const char* fen, const char* stipulation_text, std::uint64_t nodes, std::string& text) {
  Position position;
  read_fen(fen, position);
  Rules rules;
  position.set_rules(&rules);
  std::string error;
  const auto stipulation = parse_stipulation(stipulation_text, error);
  SolveOptions options;
  options.max_nodes = nodes;
  options.threads = 1;
  std::ostringstream out;
  const std::atomic<bool> stop{false};
  const SolveStatus status = solve(position, *stipulation, options, language(LanguageId::English), out, stop);
  text = out.str();
  return status;
}

// A node budget stops the search as an interrupt does: the status says so,
// and what is written is part of the full answer (no key, try or line is
// claimed from a search cut short).
TEST(Solve, NodeBudgetInterruptsWithoutFalseClaims) {
  const struct {
    const char* fen;
    const char* stipulation;
  } problems[] = {{"7k/BR6/8/1KB2r2/2B5/3n4/3P1R1p/8 w - - 0 1", "#2"}, {"8/4Bp1K/2P5/5k2/8/R7/p7/8 b - - 0 1", "h#3"}};
  for (const auto& problem : problems) {
    std::string full;
    ASSERT_EQ(solve_with_budget(problem.fen, problem.stipulation, 100000000, full), SolveStatus::Finished);
    ASSERT_FALSE(full.empty());
    for (const std::uint64_t nodes : {1, 5, 20, 50, 200, 1000}) {
      std::string text;
      const SolveStatus status = solve_with_budget(problem.fen, problem.stipulation, nodes, text);
      if (nodes <= 5) {
        EXPECT_EQ(status, SolveStatus::Interrupted) << problem.stipulation;
      }
      std::istringstream lines(text);
      for (std::string line; std::getline(lines, line);)
        EXPECT_NE(full.find(line), std::string::npos) << problem.stipulation << " after " << nodes << ": " << line;
      if (status == SolveStatus::Finished) {
        EXPECT_EQ(text, full);
      }
    }
  }
}

}  // namespace
}  // namespace feerie
