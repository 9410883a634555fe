// Option SetPlay where Popeye has rules of its own: the short set play of
// self and reflex play, the set play of series and help-self play, none from
// a position where the side moving first could take the king, and the
// stipulations to which it does not apply. Every expected text was checked
// against Popeye 4.104.
#include <gtest/gtest.h>

#include <algorithm>

#include "solve_text.h"

namespace feerie {
namespace {

SolveOptions with_set_play() {
  SolveOptions options;
  options.set_play = true;
  return options;
}

// The text up to the first empty line: the set play of help and series play.
std::string first_paragraph(const std::string& text) { return text.substr(0, text.find("\n\n") + 1); }

// h#1 (White Ka6 Bh2 Sc4, Black Kb8): Black is in check, so White cannot move
// first; without the rule 1...Sc4-b6# would be set play.
TEST(SetPlay, NoneWhereTheSecondSideIsInCheck) {
  EXPECT_EQ(solve_text("1k6/8/K7/8/2N5/8/7B/8 b - - 0 1", "h#1", {}, with_set_play()), "  1.Kb8-a8 Sc4-b6 #\n");
  // #2 with White in check from Rb1: no set play, not even its empty line.
  EXPECT_EQ(solve_text("1k6/p7/8/8/8/8/8/Kr5Q w - - 0 1", "#2", {}, with_set_play()), "");
}

// s#2 (White Ka1 Rc4 Pg4, Black Ka3 Pa2 Pb3 Pc5 Pg5): Black's only move
// mates, so it is the whole set play.
TEST(SetPlay, SelfmateWithForcedMateHasShortSetPlay) {
  SolveOptions options = with_set_play();
  options.variations = true;
  options.no_threat = true;
  EXPECT_EQ(solve_text("8/8/8/2p3p1/2R3P1/kp6/p7/K7 w - - 0 1", "s#2", {}, options),
            "      1...b3-b2 #\n\n"
            "   1.Rc4-e4 !\n      1...c5-c4\n          2.Re4*c4\n              2...b3-b2 #\n\n");
  // With a black pawn on h7 the mate is not forced: no set play.
  EXPECT_EQ(solve_text("8/7p/8/2p3p1/2R3P1/kp6/p7/K7 w - - 0 1", "s#2", {}, options), "\n");
}

// r#2 (White Ka1 Ph3, Black Ka3 Pa2 Pa4 Pb3 Pb4 Pf6): Black can mate and so
// must; 1...f6-f5 2.h3-h4 is no set play.
TEST(SetPlay, ReflexmateWhereTheDefenderCanMateHasShortSetPlay) {
  SolveOptions options = with_set_play();
  options.variations = true;
  EXPECT_EQ(solve_text("8/8/5p2/8/pp6/kp5P/p7/K7 w - - 0 1", "r#2", {}, options),
            "      1...b3-b2 #\n\n   1.h3-h4 !\n      1...b3-b2 #\n\n");
}

// ser-h=5 (Steudel, Problemkiste 1994): no series move, White stalemates.
TEST(SeriesSetPlay, HelpEndingIsTheOtherSidesMove) {
  const std::string text = solve_text("8/8/8/8/8/6p1/5prb/3K1Nkb b - - 0 1", "ser-h=5", {}, with_set_play());
  EXPECT_EQ(text, "  1...Kd1-e2 =\n\n  1.Kg1*f1   2.Rg2-g1   3.g3-g2   4.Bh2-f4   5.Bf4-d2 Kd1*d2 =\n");
}

// ser-s#2: Black's only move mates. ser-r#2: Black can mate and must.
TEST(SeriesSetPlay, SelfAndReflexEndingsAsInDirectPlay) {
  EXPECT_EQ(solve_text("8/8/8/1p6/bPp5/kpP5/Np6/bK6 w - - 0 1", "ser-s#2", {}, with_set_play()),
            "  1...b3*a2 #\n\n  1.Sa2-c1   2.Sc1-a2 b3*a2 #\n");
  EXPECT_EQ(solve_text("8/8/8/7b/8/3pk1P1/7n/4K3 w - - 0 1", "ser-r#2", {}, with_set_play()),
            "  1...d3-d2 #\n\n  1.g3-g4   2.g4-g5 d3-d2 #\n");
}

// hs#2: the set play is hs#1.5, Black first.
TEST(HelpSelfSetPlay, IsHalfAMoveShorterWithBlackFirst) {
  const std::string text = solve_text("1B5N/6Pr/8/R4pp1/4kP1b/3R2pK/6PP/3N4 w - - 0 1", "hs#2", {}, with_set_play());
  EXPECT_EQ(first_paragraph(text), "  1...g3*h2   2.Sd1-f2 + Bh4*f2 #\n");
}

// As Popeye: none in series play whose series side reaches the goal itself,
// nor in help play of one half-move, nor after intro moves.
TEST(SetPlay, AppliesWhereThereIsPlayBeforeTheEnding) {
  std::string error;
  const auto applies = [&error](const char* text, bool white_to_play = false) {
    SolveOptions options;
    options.white_to_play = white_to_play;
    return set_play_applies(*parse_stipulation(text, error), options);
  };
  for (const char* text : {"#1", "s#1", "r#2", "h#1", "h#1.5", "hs#2", "ser-h#2", "ser-s#1", "ser-r#3"})
    EXPECT_TRUE(applies(text)) << text;
  for (const char* text : {"ser-#2", "ser-=3", "h#0.5", "hs#1", "1->ser-h#2"}) EXPECT_FALSE(applies(text)) << text;
  EXPECT_FALSE(applies("h#1", true));  // h#0.5
}

// ser-r#2 (White Kc3 Qh5, Black Ka1 Pa2 Pb3): White can mate at once and so
// must, which Popeye marks "?!?".
TEST(SeriesPlay, ReflexSeriesSideBoundToMateIsMarked) {
  const std::string text = solve_text("8/8/8/7Q/8/1pK5/p7/k7 w - - 0 1", "ser-r#2");
  EXPECT_TRUE(text == "  1.Qh5-d1 # ?!?\n  1.Qh5-h1 # ?!?\n" || text == "  1.Qh5-h1 # ?!?\n  1.Qh5-d1 # ?!?\n") << text;
}

// h#1 duplex (White Kc3 Rh1, Black Ka1 Pa2): in the second half White would
// start with Black in check; Popeye solves nothing there and writes no
// empty line between the halves.
TEST(Duplex, HalfFromAnIllegalPositionIsNotSolved) {
  SolveOptions options;
  options.duplex = true;
  EXPECT_EQ(solve_text("8/8/8/8/8/2K5/p7/k6R b - - 0 1", "h#1", {}, options), "");
}

}  // namespace
}  // namespace feerie
