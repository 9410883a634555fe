// Play after intro moves (n->ser-...): the other side's series of one to n
// moves, none but the last giving check, then the play from each position.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "io/fen.h"
#include "movegen/movegen.h"
#include "rules/registry.h"
#include "solve/solve.h"
#include "solve_text.h"

namespace feerie {
namespace {

bool has_line(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

bool has_line_starting(const std::vector<std::string>& lines, const std::string& start) {
  return std::any_of(lines.begin(), lines.end(), [&start](const std::string& line) { return line.starts_with(start); });
}

// White: Ka8 Rf1; Black: Kh8 Pg7 Ph7 Rf5.
constexpr const char* BackRank = "K6k/6pp/8/5r2/8/8/8/5R2 w - - 0 1";

TEST(IntroSeries, OnlyTheLastIntroMoveMayCheck) {
  const auto lines = text_lines(solve_text(BackRank, "2->ser-#1"));
  // The last intro move checks; the play's move parries it and mates.
  EXPECT_TRUE(has_line(lines, "  1.Rf5-f8 + Rf1*f8 #"));
  EXPECT_TRUE(has_line(lines, "  1.Rf5-f2   2.Rf2-f8 + Rf1*f8 #"));
  // A check before the last would leave White in check while it passes.
  EXPECT_FALSE(has_line_starting(lines, "  1.Rf5-f8 +   2."));
}

// White: Kc1 Rd1; Black: Kg8 Pf7 Pg7 Ph7 Rd7 Sc5.
constexpr const char* Blocked = "6k1/3r1ppp/8/2n5/8/8/8/2KR4 w - - 0 1";

TEST(IntroSeries, ThePlayIsNumberedAfreshItsShortSolutionsToo) {
  const auto lines = text_lines(solve_text(Blocked, "1->ser-#2"));
  EXPECT_TRUE(has_line(lines, "  1.Sc5-a4   1.Rd1*d7   2.Rd7-d8 #"));
  // Black's 1.Rd7-a7 lets White mate at once, a short solution of the play.
  EXPECT_TRUE(has_line(lines, "  1.Rd7-a7   1.Rd1-d8 #"));
}

TEST(IntroSeries, APlayOfOneMoveGoesOnFromTheIntrosNumbers) {
  const auto mates = text_lines(solve_text(Blocked, "2->ser-#1"));
  EXPECT_TRUE(has_line(mates, "  1.Rd7-a7 Rd1-d8 #"));
  EXPECT_TRUE(has_line(mates, "  1.Sc5-a4   2.Rd7-a7 Rd1-d8 #"));
  // ser-h#1 after one intro move is written as help play.
  const auto help = text_lines(solve_text(Blocked, "1->ser-h#1"));
  EXPECT_TRUE(has_line(help, "  1.Kc1-b2 Rd7-a7   2.Rd1-d8 #"));
}

// The mates in one of the side to move.
int mates_in_one(Position& position) {
  MoveList moves;
  generate_legal(position, moves);
  int mates = 0;
  for (const Move& move : moves) {
    position.make_move(move);
    MoveList replies;
    generate_legal(position, replies);
    if (replies.empty() && position.in_check(position.side_to_move())) ++mates;
    position.unmake_move();
  }
  return mates;
}

// The lines of n->ser-#1 with at most `left` intro moves, counted move by
// move without the solver.
int lines_after_intro(Position& position, int left) {
  MoveList moves;
  generate_legal(position, moves);
  int lines = 0;
  for (const Move& move : moves) {
    position.make_move(move);
    lines += mates_in_one(position);
    if (left > 1 && !position.in_check(position.side_to_move())) {
      position.skip_turn();
      lines += lines_after_intro(position, left - 1);
      position.unmake_move();
    }
    position.unmake_move();
  }
  return lines;
}

// Intros transpose (1.Sa4 2.Ra7 and 1.Ra7 2.Sa4): a position found to lead
// nowhere is not searched again, and every line is still found.
TEST(IntroSeries, EveryLineOfEveryIntroIsFound) {
  Position position;
  read_fen("6k1/3r1ppp/8/2n5/8/8/8/2KR4 b - - 0 1", position);
  Rules rules;
  position.set_rules(&rules);
  const int expected = lines_after_intro(position, 3);
  const auto lines = text_lines(solve_text(Blocked, "3->ser-#1"));
  EXPECT_GT(expected, 100);
  EXPECT_EQ(static_cast<int>(lines.size()), expected);
  EXPECT_TRUE(has_line(lines, "  1.Sc5-a4   2.Rd7-a7 Rd1-d8 #"));
  EXPECT_TRUE(has_line(lines, "  1.Rd7-a7   2.Sc5-a4 Rd1-d8 #"));
}

// StopOnShortSolutions: after a play with a short solution, no other
// intro's play is searched (as Popeye).
TEST(IntroSeries, AShortSolutionStopsThePlaysAfterIt) {
  SolveOptions options;
  options.stop_on_short_solutions = true;
  const auto lines = text_lines(solve_text(Blocked, "1->ser-#2", {}, options, 0, SolveStatus::Partial));
  const auto is_short = [](const std::string& line) { return line.find("   2.") == std::string::npos; };
  const auto first_short = std::find_if(lines.begin(), lines.end(), is_short);
  ASSERT_NE(first_short, lines.end());
  const std::string intro = first_short->substr(0, first_short->find("   1.", 3));
  for (auto line = first_short; line != lines.end(); ++line) {
    EXPECT_TRUE(line->starts_with(intro)) << *line;
    EXPECT_TRUE(is_short(*line)) << *line;
  }
}

// MoveNumbers: the first moves of the longest intros are numbered, once
// each; the shorter intros and the play are not.
TEST(IntroSeries, TheLongestIntrosFirstMovesAreNumbered) {
  SolveOptions options;
  options.move_numbers = true;
  const std::string text = solve_text(Blocked, "2->ser-#1", {}, options);
  std::vector<std::string> numbered;
  for (const std::string& line : text_lines(text))
    if (line.find("  (") != std::string::npos) numbered.push_back(line);
  Position black;
  read_fen("6k1/3r1ppp/8/2n5/8/8/8/2KR4 b - - 0 1", black);
  Rules rules;
  black.set_rules(&rules);
  MoveList first_moves;
  generate_legal(black, first_moves);
  ASSERT_EQ(numbered.size(), first_moves.size());
  EXPECT_TRUE(numbered.front().starts_with("  1  (")) << numbered.front();
  char last[16];
  std::snprintf(last, sizeof last, "%3zu  (", first_moves.size());
  EXPECT_TRUE(numbered.back().starts_with(last)) << numbered.back();
  // The one-move intros' lines come before any number.
  const std::vector<std::string> lines = text_lines(text);
  const auto first_number = std::find(lines.begin(), lines.end(), numbered.front());
  EXPECT_TRUE(std::find(lines.begin(), first_number, "  1.Rd7-a7 Rd1-d8 #") != first_number);
}

}  // namespace
}  // namespace feerie
