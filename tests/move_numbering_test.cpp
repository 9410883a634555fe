// Options MoveNumbers, StartMoveNumber and UpToMoveNumber with Popeye's
// meaning: numbers go on through a problem's parts, numbers of several
// levels (3:5:16) name lines of help and series play, bounds make help play
// search the stipulated length only. The numbers are Feerie's (its order of
// generation); what they select was checked against Popeye 4.104 on its own
// numbers.
#include <gtest/gtest.h>

#include <regex>

#include "solve_text.h"

namespace feerie {
namespace {

using Choice = MoveNumbering::Choice;

MoveNumbering numbering(std::vector<int> start, std::vector<int> up_to) {
  SolveOptions options;
  options.start_move_number = std::move(start);
  options.up_to_move_number = std::move(up_to);
  return MoveNumbering(options);
}

TEST(MoveNumbering, StartLeavesOutWhatComesBeforeItInOrder) {
  const MoveNumbering from = numbering({3, 5}, {});
  EXPECT_EQ(from.choose({2}), Choice::Skip);
  EXPECT_EQ(from.choose({3}), Choice::Try);
  EXPECT_EQ(from.choose({3, 4}), Choice::Skip);
  EXPECT_EQ(from.choose({3, 5}), Choice::Try);
  EXPECT_EQ(from.choose({3, 5, 1}), Choice::Try);
  EXPECT_EQ(from.choose({4, 1}), Choice::Try);
}

TEST(MoveNumbering, UpToEndsAfterItsLine) {
  const MoveNumbering up_to = numbering({}, {3, 5});
  EXPECT_EQ(up_to.choose({1}), Choice::Try);
  EXPECT_EQ(up_to.choose({2, 9}), Choice::Try);
  EXPECT_EQ(up_to.choose({3, 5}), Choice::Try);
  EXPECT_EQ(up_to.choose({3, 6}), Choice::PastEnd);
  EXPECT_EQ(up_to.choose({4}), Choice::PastEnd);
  EXPECT_EQ(numbering({}, {0}).choose({1}), Choice::PastEnd);
}

// Spinach replays one line with the same numbers for both bounds.
TEST(MoveNumbering, EqualBoundsNameOneLine) {
  const MoveNumbering line = numbering({3, 5, 16}, {3, 5, 16});
  EXPECT_TRUE(line.deep());
  EXPECT_EQ(line.choose({2}), Choice::Skip);
  EXPECT_EQ(line.choose({4}), Choice::PastEnd);
  EXPECT_EQ(line.choose({3, 5, 15}), Choice::Skip);
  EXPECT_EQ(line.choose({3, 5, 16}), Choice::Try);
  EXPECT_EQ(line.choose({3, 5, 17}), Choice::PastEnd);
  EXPECT_EQ(line.choose({3, 5, 16, 7}), Choice::Try);  // levels beyond the bounds are free
  EXPECT_TRUE(line.restricts_after({3}));
  EXPECT_FALSE(line.restricts_after({3, 5, 16}));
  EXPECT_TRUE(line.announces(2));
  EXPECT_FALSE(line.announces(3));
}

// Where the bounds differ at a level, the lines between them are whole.
TEST(MoveNumbering, LinesBetweenTheBoundsAreWhole) {
  const MoveNumbering range = numbering({2, 5}, {4, 3});
  EXPECT_EQ(range.choose({2, 4}), Choice::Skip);
  EXPECT_EQ(range.choose({2, 9}), Choice::Try);
  EXPECT_EQ(range.choose({3, 1}), Choice::Try);
  EXPECT_FALSE(range.restricts_after({3}));
  EXPECT_EQ(range.choose({4, 3}), Choice::Try);
  EXPECT_EQ(range.choose({4, 4}), Choice::PastEnd);
}

TEST(MoveNumbering, NumbersGoOnFromPartToPart) {
  MoveNumbering numbers = numbering({}, {});
  EXPECT_EQ(numbers.reserve_first_moves(5), 0);
  EXPECT_EQ(numbers.reserve_first_moves(3), 5);
  EXPECT_EQ(numbers.reserve_first_moves(1), 8);
}

// The progress lines of a text: "  3:5  (Sg4-e3 )" gives "3:5 Sg4-e3".
std::vector<std::string> announced(const std::string& text) {
  static const std::regex progress(R"(^ *([0-9:]+)  \((\S+)( \+)? \)$)");
  std::vector<std::string> result;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (std::smatch match; std::regex_match(line, match, progress))
      result.push_back(match[1].str() + ' ' + match[2].str());
  return result;
}

std::vector<std::string> solution_lines(const std::string& text) {
  std::vector<std::string> result;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.find(" 1.") != std::string::npos || line.find("1...") != std::string::npos) result.push_back(line);
  return result;
}

SolveOptions numbered(std::vector<int> start = {}, std::vector<int> up_to = {}) {
  SolveOptions options;
  options.move_numbers = true;
  options.show_times = false;
  options.start_move_number = std::move(start);
  options.up_to_move_number = std::move(up_to);
  return options;
}

// White Ka3 Qg8 Sg4, Black Ka1 Sa8 (a position of Popeye's MaxSolutions
// tests): h#2 with h#1 solutions (1.Sa8-b6 Qg8-a2#).
constexpr const char* Helpmate = "n5Q1/8/8/8/6N1/K7/8/k7 b - - 0 1";

// As Popeye: with MoveNumbers only the first moves of the full length are
// numbered; with a bound only the full length is searched.
TEST(MoveNumbers, BoundsMakeHelpPlaySearchTheFullLengthOnly) {
  const std::string all = solve_text(Helpmate, "h#2", {}, numbered());
  EXPECT_NE(all.find("  1.Sa8-b6 Qg8-a2 #\n"), std::string::npos);
  EXPECT_EQ(announced(all), (std::vector<std::string>{"1 Sa8-b6", "2 Sa8-c7", "3 Ka1-b1"}));
  const std::string bounded = solve_text(Helpmate, "h#2", {}, numbered({1}, {3}));
  EXPECT_EQ(bounded.find("  1.Sa8-b6 Qg8-a2 #\n"), std::string::npos);
  EXPECT_EQ(announced(bounded), announced(all));
  EXPECT_EQ(solution_lines(bounded).size(), solution_lines(all).size() - 2);
}

// Spinach's replay of one line: 2:3 is 1.Sa8-c7 Sg4-e3, every line below it
// and nothing else; the numbers of each level are announced.
TEST(MoveNumbers, NumbersOfSeveralLevelsNameALine) {
  const std::string text = solve_text(Helpmate, "h#2", {}, numbered({2, 3}, {2, 3}));
  EXPECT_EQ(announced(text), (std::vector<std::string>{"2 Sa8-c7", "2:3 Sg4-e3"}));
  const std::vector<std::string> lines = solution_lines(text);
  EXPECT_EQ(lines.size(), 9u);
  for (const std::string& line : lines) EXPECT_EQ(line.rfind("  1.Sa8-c7 Sg4-e3   2.", 0), 0u) << line;
  const std::string deeper = solve_text(Helpmate, "h#2", {}, numbered({2, 3, 3}, {2, 3, 3}));
  EXPECT_EQ(announced(deeper), (std::vector<std::string>{"2 Sa8-c7", "2:3 Sg4-e3", "2:3:3 Sc7-a6"}));
  EXPECT_EQ(solution_lines(deeper), (std::vector<std::string>{"  1.Sa8-c7 Sg4-e3   2.Sc7-a6 Qg8-g1 #",
                                                              "  1.Sa8-c7 Sg4-e3   2.Sc7-a6 Qg8-a2 #"}));
}

// The numbers of a level count every legal move, so the goal-directed
// pruning, which leaves moves out, stays off where moves below the first are
// numbered: each third-level number names the same line with it and without
// (White Kc3 Rh8, Black Ka1 Pb2; after 4:3, Black's last moves include some
// that the pruning would not try).
TEST(MoveNumbers, DeepNumbersCountTheMovesThePruningLeavesOut) {
  for (int third = 1; third <= 6; ++third) {
    SolveOptions pruned = numbered({4, 3, third}, {4, 3, third});
    SolveOptions full = pruned;
    full.goal_pruning = false;
    EXPECT_EQ(solve_text("7R/8/8/8/8/2K5/1p6/k7 b - - 0 1", "h#2", {}, pruned),
              solve_text("7R/8/8/8/8/2K5/1p6/k7 b - - 0 1", "h#2", {}, full))
        << "4:3:" << third;
  }
}

// The set play's first moves come first; the play's go on from there.
TEST(MoveNumbers, PlayGoesOnFromTheSetPlaysNumbers) {
  SolveOptions options = numbered();
  options.set_play = true;
  const std::vector<std::string> numbers = announced(solve_text(Helpmate, "h#2", {}, options));
  ASSERT_EQ(numbers.size(), 29u);  // 26 white moves in the set play (h#1.5), 3 black ones in the play
  EXPECT_EQ(numbers[26], "27 Sa8-b6");
  EXPECT_EQ(numbers.back(), "29 Ka1-b1");
  // UpToMoveNumber 0: nothing of either (direct play's set play is not numbered).
  options.up_to_move_number = {0};
  EXPECT_EQ(solution_lines(solve_text(Helpmate, "h#2", {}, options)), std::vector<std::string>{});
}

// Spinach's UpToMoveNumber 0 with SetPlay in direct play: the set play
// (not numbered) and no first move, as Popeye.
TEST(MoveNumbers, UpToZeroLeavesTheSetPlayOfDirectPlay) {
  SolveOptions options = numbered({}, {0});
  options.set_play = true;
  EXPECT_EQ(solve_text("8/8/8/2p3p1/2R3P1/kp6/p7/K7 w - - 0 1", "s#2", {}, options), "      1...b3-b2 #\n\n");
}

// A problem's twins share the numbers.
TEST(MoveNumbers, TwinsGoOnFromTheNumbersBefore) {
  const SolveOptions options = numbered({4}, {4});
  MoveNumbering numbers(options);
  std::string error;
  const Stipulation stipulation = *parse_stipulation("h#2", error);
  const std::atomic<bool> stop{false};
  std::string texts[2];
  for (std::string& text : texts) {
    Position position;
    read_fen(Helpmate, position);
    std::ostringstream out;
    solve(position, stipulation, options, language(LanguageId::English), out, stop, numbers);
    text = out.str();
  }
  EXPECT_EQ(announced(texts[0]), std::vector<std::string>{});
  EXPECT_EQ(announced(texts[1]), std::vector<std::string>{"4 Sa8-b6"});
}

// Series play numbers the first moves of every length, on from one length
// to the next (as Popeye); a bound keeps the full length only.
TEST(MoveNumbers, SeriesPlayNumbersEveryLength) {
  const char* series_self = "8/8/8/1p6/bPp5/kpP5/Np6/bK6 w - - 0 1";  // ser-s#2, White's only move Sa2-c1
  EXPECT_EQ(announced(solve_text(series_self, "ser-s#2", {}, numbered())),
            (std::vector<std::string>{"1 Sa2-c1", "2 Sa2-c1"}));
  EXPECT_EQ(announced(solve_text(series_self, "ser-s#2", {}, numbered({1}))), std::vector<std::string>{"1 Sa2-c1"});
}

// Direct play has no lines to name: Popeye tries no first move.
TEST(MoveNumbers, SeveralLevelsDoNotFitDirectPlay) {
  std::string error;
  EXPECT_FALSE(move_numbers_fit(*parse_stipulation("#2", error), numbered({2, 3})));
  EXPECT_TRUE(move_numbers_fit(*parse_stipulation("#2", error), numbered({2})));
  EXPECT_TRUE(move_numbers_fit(*parse_stipulation("h#2", error), numbered({2, 3})));
  EXPECT_EQ(solve_text(Helpmate, "s#2", {}, numbered({1, 1})), "");
}

}  // namespace
}  // namespace feerie
