// Series play with self and reflex endings, help-self play and the solving
// options (SetPlay, Threat, NoShortVariations, MoveNumbers, StartMoveNumber,
// UpToMoveNumber, MaxSolutions, WhiteToPlay, PostKeyPlay) on small constructed positions. Every expected
// text below was checked against the reference solver (Popeye 4.104); where
// Feerie lists solutions in another order, the lines are compared sorted.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <utility>

#include "io/solution_writer.h"
#include "solve_text.h"

namespace feerie {
namespace {

std::vector<std::string> sorted_lines(const std::string& text) {
  std::vector<std::string> lines = text_lines(text);
  std::sort(lines.begin(), lines.end());
  return lines;
}

// White Ka1 Qb5 Bb1 Pb6, Black Ka3 Pc3 Pb7 (a position of Popeye's own series tests).
constexpr const char* SeriesReflex = "8/1p6/1P6/1Q6/8/k1p5/8/KB6 w - - 0 1";

// ser-s#4 (Bakcsi, feenschach 1987): four quiet series moves, the last one
// checking, after which Black's only move mates.
TEST(SeriesPlay, SelfmateEndingForcesTheOtherSideToMate) {
  const std::string text = solve_text("8/P7/1P2p3/2N5/q7/4Pk2/2B4P/6K1 w - - 0 1", "ser-s#4");
  EXPECT_EQ(sorted_lines(text), sorted_lines("  1.b6-b7   2.b7-b8=Q   3.Qb8-e5   4.Bc2-d1 + Qa4*d1 #\n"
                                             "  1.b6-b7   2.b7-b8=B   3.Bb8-f4   4.Bc2-d1 + Qa4*d1 #\n"
                                             "  1.a7-a8=S   2.Sa8-c7   3.Sc7-d5   4.Bc2-d1 + Qa4*d1 #\n"
                                             "  1.a7-a8=R   2.Ra8-e8   3.Re8*e6   4.Bc2-d1 + Qa4*d1 #\n"));
}

// ser-r#2: the short solution too; the last series move may check.
TEST(SeriesPlay, ReflexEndingLetsTheOtherSideMate) {
  EXPECT_EQ(sorted_lines(solve_text(SeriesReflex, "ser-r#2")),
            sorted_lines("  1.Qb5-b2 + c3*b2 #\n  1.Qb5-e2   2.Qe2-b2 + c3*b2 #\n"));
}

// ser-r#2: after 1.h3-h4 Black can mate and so must; the series stops there.
TEST(SeriesPlay, ReflexSeriesEndsWhereTheOtherSideCanMate) {
  EXPECT_EQ(solve_text("8/8/8/8/pp6/kp5P/p7/K7 w - - 0 1", "ser-r#2"), "  1.h3-h4 b3-b2 #\n");
}

// ser-r#4: a series side able to mate at once is bound to (1.Bb1-a2? 2.Qb3#),
// and a move stalemating the other side ends the series: 629 lines as Popeye.
TEST(SeriesPlay, ReflexSeriesSideBoundToMateFails) {
  const std::vector<std::string> lines = sorted_lines(solve_text(SeriesReflex, "ser-r#4"));
  EXPECT_EQ(lines.size(), 629u);
  for (const std::string& line : lines) EXPECT_EQ(line.find("1.Bb1-a2"), std::string::npos) << line;
  for (const std::string& line : lines) EXPECT_EQ(line.find("1.Bb1-c2"), std::string::npos) << line;
}

TEST(HelpSelfPlay, ParsesAndPrintsTheStipulation) {
  std::string error;
  const auto stipulation = parse_stipulation("HS#3", error);
  ASSERT_TRUE(stipulation) << error;
  EXPECT_EQ(stipulation->play, Play::HelpSelf);
  EXPECT_EQ(stipulation->text, "hs#3");
  EXPECT_EQ(stipulation->help_plies(), 5);
  EXPECT_EQ(parse_stipulation("hs=2", error)->text, "hs=2");
  EXPECT_FALSE(parse_stipulation("ser-hs#3", error));
}

// hs#3 in Leffie (Huber & Crisan, Phenix 2019): White starts, the help play's
// last white move forces Black to mate.
TEST(HelpSelfPlay, LeffieExampleHasItsUniqueSolution) {
  EXPECT_EQ(solve_text("8/P1P5/8/1K1k4/8/8/3p4/8 w - - 0 1", "hs#3", {"Leffie"}),
            "  1.a7-a8=R d2-d1=Q   2.Ra8-d8 Qd1-d4   3.Kb5-c6 + Qd4-c5 #\n");
}

// White Kb5 Rf2 Rb7 Bc4 Bc5 Ba7 Pd2, Black Kh8 Rf5 Sd3 Ph2, #2.
constexpr const char* DirectMate = "7k/BR6/8/1KB2r2/2B5/3n4/3P1R1p/8 w - - 0 1";

// Popeye writes the same tree (canonical forms agree); the order of moves is Feerie's.
TEST(SetPlay, DirectMateWritesTheDefencesFirst) {
  SolveOptions options;
  options.set_play = true;
  EXPECT_EQ(solve_text(DirectMate, "#2", {}, options),
            "      1...Rf5-d5\n          2.Rf2-f8 #\n"
            "      1...Rf5-e5\n          2.Rf2-f8 #\n"
            "      1...Rf5-h5\n          2.Rf2-f8 #\n"
            "      1...Rf5-f8\n          2.Rf2*h2 #\n          2.Rf2*f8 #\n\n"
            "   1.Rf2*h2 + !\n\n   1.Rf2*f5 !\n\n");
}

// Without any set play, Popeye writes an empty line in its place.
TEST(SetPlay, NoSetPlayLeavesABlankLine) {
  SolveOptions options;
  options.set_play = true;
  const std::string text = solve_text("8/8/8/1K6/3P4/2N5/3k4/Q3R3 w - - 0 1", "#2", {}, options);
  EXPECT_EQ(text.substr(0, 2), "\n ") << text;
  EXPECT_EQ(sorted_lines(text), sorted_lines("   1.Qa1-c1 + !\n   1.Sc3-a2 !\n   1.Sc3-e4 + !\n   1.Sc3-d5 !\n"
                                             "   1.Sc3-a4 !\n   1.Kb5-c4 !\n"));
}

// h#2 with set play: h#1.5, then a blank line, then the solutions.
TEST(SetPlay, HelpmateWritesHalfAMoveLessFirst) {
  SolveOptions options;
  options.set_play = true;
  const std::string text = solve_text("8/4Bp1K/2P5/8/6k1/R7/p7/8 b - - 0 1", "h#2", {}, options);
  EXPECT_EQ(text.substr(0, text.find("\n\n") + 2), "  1...Ra3-a4 +   2.Kg4-h5 Ra4-h4 #\n\n");
  EXPECT_EQ(sorted_lines(text).size(), 11u);
}

// Popeye's tests/battle_play no. 5 (#2, the diagram after the key): Black
// moves first; 1...h5-h4 beats the virtual key, the knight's moves do not.
TEST(PostKeyPlay, TheDiagramIsThePositionAfterTheKey) {
  SolveOptions options;
  options.post_key_play = true;
  const std::string text = solve_text("k3n3/P7/1K6/3N3p/8/8/8/8 w - - 0 1", "#2", {}, options);
  // The line of the key comes first: empty, the key giving no check.
  EXPECT_EQ(text.substr(0, 12), "\n zugzwang.\n") << text;
  EXPECT_NE(text.find("      1...h5-h4\n        refutes.\n"), std::string::npos) << text;
  EXPECT_NE(text.find("      1...Se8-c7\n          2.Sd5*c7 #\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("!"), std::string::npos) << text;
}

// r#2 after the key: a defender able to mate is bound to, and no threat is sought.
TEST(PostKeyPlay, ReflexDefenderBoundToMate) {
  SolveOptions options;
  options.post_key_play = true;
  EXPECT_EQ(solve_text("8/7p/8/pp6/8/kp3P2/p7/K7 w - - 0 1", "r#2", {}, options), "\n      1...b3-b2 #\n");
}

// A key that checks is written as its check mark alone (" +"), as Popeye.
TEST(PostKeyPlay, ACheckingKeyIsWrittenAsItsCheckMark) {
  SolveOptions options;
  options.post_key_play = true;
  options.variations = true;
  EXPECT_EQ(solve_text("7k/p7/5K2/8/8/8/1Q6/7R b - - 0 1", "#2", {}, options),
            " +\n      1...Kh8-g8\n          2.Qb2-b8 #\n");
}

TEST(PostKeyPlay, RefutesInEachLanguage) {
  PlayNode key;
  key.note = PlayNode::Note::Threat;
  PlayNode defence;
  defence.move.text = "h5-h4";
  defence.refutes = true;
  key.children.push_back(defence);
  for (const auto& [id, words] : {std::pair{LanguageId::English, "\n threat:\n      1...h5-h4\n        refutes.\n"},
                                  std::pair{LanguageId::German, "\n Drohung:\n      1...h5-h4\n        Widerlegt.\n"},
                                  std::pair{LanguageId::French, "\n menace:\n      1...h5-h4\n        Refute.\n"}}) {
    std::ostringstream out;
    write_post_key_play(out, key, language(id));
    EXPECT_EQ(out.str(), words);
  }
}

// #3 with Threat 1: the keys after which White threatens no mate in one
// (1.Re1-e8, 1.d4-d5, 1.Kb5-c5, ...) are no longer keys; checks still are.
TEST(Threat, KeysMustThreatenWithinTheGivenLength) {
  SolveOptions options;
  options.threat_length = 1;
  EXPECT_EQ(sorted_lines(solve_text("8/8/8/1K6/3P4/2N5/3k4/Q3R3 w - - 0 1", "#3", {}, options)),
            sorted_lines("   1.Qa1-b2 + !\n   1.Qa1-a2 + !\n   1.Qa1-c1 + !\n   1.Re1-e2 + !\n   1.Sc3-a2 !\n"
                         "   1.Sc3-e4 + !\n   1.Sc3-d5 !\n   1.Sc3-a4 !\n   1.Kb5-c4 !\n   1.Kb5-b4 !\n"));
}

// #3 with variations: 1...Kd2*e1 2.Qb2-e2# is a short variation.
TEST(NoShortVariations, ShortVariationsAreLeftOut) {
  SolveOptions options;
  options.variations = true;
  const char* fen = "8/8/8/1K6/3P4/2N5/3k4/Q3R3 w - - 0 1";
  EXPECT_NE(solve_text(fen, "#3", {}, options).find("      1...Kd2*e1\n          2.Qb2-e2 #\n"), std::string::npos);
  options.no_short_variations = true;
  const std::string text = solve_text(fen, "#3", {}, options);
  EXPECT_EQ(text.find("1...Kd2*e1"), std::string::npos);
  EXPECT_NE(text.find("      1...Kd2-d3\n"), std::string::npos);
  EXPECT_NE(text.find("          2.Re1-e8 zugzwang.\n              2...Kd3*d4\n                  3.Qb2-d2 #\n"),
            std::string::npos);
}

// MoveNumbers: "  6  (Rf2*h2 +    Time = 0.008 s)" before each first move is
// tried. The numbers follow Feerie's order of generation and count legal
// moves only; Popeye numbers its pseudo-legal moves (34 here: the pinned Bc5's
// and Kb5-b4 too).
TEST(MoveNumbers, EachFirstMoveIsAnnounced) {
  SolveOptions options;
  options.move_numbers = true;
  const std::string text = solve_text(DirectMate, "#2", {}, options);
  const std::regex progress(R"(^ {0,2}\d{1,3}  \((\S+)( \+)?    Time = \d+\.\d{3} s\)$)");
  int count = 0;
  for (const std::string& line : sorted_lines(text))
    if (line.find("Time =") != std::string::npos) {
      EXPECT_TRUE(std::regex_match(line, progress)) << line;
      ++count;
    }
  EXPECT_EQ(count, 29);  // every legal white move
  EXPECT_NE(text.find("    Time = "), std::string::npos);
  EXPECT_NE(text.find("   1.Rf2*f5 !\n\n"), std::string::npos);
}

TEST(MoveNumbers, OnlyTheChosenFirstMovesAreTried) {
  SolveOptions options;
  options.move_numbers = true;
  options.start_move_number = {5};
  options.up_to_move_number = {8};
  const std::string text = solve_text(DirectMate, "#2", {}, options);
  for (int number = 1; number <= 34; ++number) {
    const bool announced = text.find((number < 10 ? "  " : " ") + std::to_string(number) + "  (") != std::string::npos;
    EXPECT_EQ(announced, number >= 5 && number <= 8) << number;
  }
}

// What solve() writes and its status, under MaxSolutions.
std::pair<std::string, SolveStatus> solve_with_max(const char* fen, const char* stipulation_text,
                                                   SolveOptions options) {
  Position position;
  read_fen(fen, position);
  std::string error;
  const Stipulation stipulation = *parse_stipulation(stipulation_text, error);
  std::ostringstream out;
  const std::atomic<bool> stop{false};
  const SolveStatus status = solve(position, stipulation, options, language(LanguageId::English), out, stop);
  return {out.str(), status};
}

// As Popeye, MaxSolutions counts the set play and the play apart: h#1 (White
// Kc3 Qh4, Black Ka1 Pa2 Pb3) has two set mates and two solutions.
TEST(MaxSolutions, SetPlayAndPlayAreCountedApart) {
  SolveOptions options;
  options.set_play = true;
  options.max_solutions = 2;
  const auto [text, status] = solve_with_max("8/8/8/8/7Q/1pK5/p7/k7 b - - 0 1", "h#1", options);
  EXPECT_EQ(sorted_lines(text), sorted_lines("  1...Qh4-e1 #\n  1...Qh4-h1 #\n\n"
                                             "  1.Ka1-b1 Qh4-e1 #\n  1.Ka1-b1 Qh4-h1 #\n"));
  EXPECT_EQ(status, SolveStatus::Partial);
}

// So are the halves of a duplex: h#1 with 14 solutions and 15 in the second half.
TEST(MaxSolutions, DuplexHalvesAreCountedApart) {
  SolveOptions options;
  options.duplex = true;
  options.max_solutions = 2;
  const auto [text, status] = solve_with_max("2b1r3/8/8/8/3R4/Bp6/p5PP/k6K b - - 0 1", "h#1", options);
  const std::size_t parting = text.find("\n\n");
  ASSERT_NE(parting, std::string::npos) << text;
  EXPECT_EQ(sorted_lines(text.substr(0, parting)).size(), 2u);
  EXPECT_EQ(sorted_lines(text.substr(parting)).size(), 2u);
  EXPECT_EQ(status, SolveStatus::Partial);
}

// WhiteToPlay turns h#2 into h#1.5, as Popeye does (its stipulation line too).
TEST(WhiteToPlay, HelpmateStartsWithWhite) {
  SolveOptions options;
  options.white_to_play = true;
  EXPECT_EQ(solve_text("8/4Bp1K/2P5/8/6k1/R7/p7/8 b - - 0 1", "h#2", {}, options),
            "  1...Ra3-a4 +   2.Kg4-h5 Ra4-h4 #\n");
  std::string error;
  EXPECT_EQ(with_options(*parse_stipulation("h#2", error), options).text, "h#1.5");
  EXPECT_EQ(with_options(*parse_stipulation("h#1.5", error), options).text, "h#1.5");
}

}  // namespace
}  // namespace feerie
