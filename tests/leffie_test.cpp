// Leffie (src/rules/paralysis): no paralysis; a move is illegal if afterwards
// any piece of either side is observed by an opponent piece that would paralyse
// it in Eiffel chess. As Popeye, a check counts only if the king capture would
// itself be legal. Counts marked "Popeye" were cross-checked with Popeye 4.104
// (depth 1 h~0.5, depth 2 h~1, depth 3 as the sum of Popeye's depth-2 counts
// over the positions after each first move).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "rule_game.h"

namespace feerie {
namespace {

TEST(Leffie, CheckCountsOnlyIfTheKingCaptureWouldBeLegal) {
  // Ra1xa8 would put the rook where the bishop c6 observes it: no check.
  RuleGame game("k7/8/2b5/8/8/7K/8/R7 b - - 0 1", {"Leffie"});
  EXPECT_FALSE(game.position.in_check(Side::Black));
  EXPECT_TRUE(game.is_legal("a8", "b8"));
  EXPECT_FALSE(game.is_legal("c6", "b5"));  // leaves a8 unobserved: the check becomes real
  EXPECT_TRUE(game.is_legal("c6", "b7"));   // b7 still observes a8
  // Popeye: 9 / 126 / 1245; orthodox 3 moves.
  EXPECT_EQ(game.count(1), 9u);
  EXPECT_EQ(game.count(2), 126u);
  EXPECT_EQ(game.count(3), 1245u);
  RuleGame orthodox("k7/8/2b5/8/8/7K/8/R7 b - - 0 1", {});
  EXPECT_EQ(orthodox.count(1), 3u);
}

TEST(Leffie, NoMoveMayCreateAnEiffelObservationOfEitherSide) {
  RuleGame game("7k/4b3/8/6q1/8/8/1R6/K7 w - - 0 1", {"Leffie"});
  EXPECT_EQ(game.position.paralysed(), 0u);  // Leffie paralyses nothing
  EXPECT_FALSE(game.is_legal("b2", "g2"));   // the rook would observe the black queen
  EXPECT_FALSE(game.is_legal("b2", "b5"));   // likewise along the fifth rank
  EXPECT_FALSE(game.is_legal("b2", "b4"));   // the bishop e7 would observe the rook
  EXPECT_TRUE(game.is_legal("b2", "b6"));
  // Popeye: 13 / 310 / 3464.
  EXPECT_EQ(game.count(1), 13u);
  EXPECT_EQ(game.count(2), 310u);
  EXPECT_EQ(game.count(3), 3464u);
}

TEST(Leffie, KingMayCastleOverASquareWhoseCaptureWouldBeIllegal) {
  // The rook f8 sees f1, but capturing a king there would put it under the bishop d3.
  RuleGame game("k4r2/8/8/8/8/3B4/8/4K2R w K - 0 1", {"Leffie"});
  EXPECT_TRUE(game.is_legal("e1", "g1"));
  EXPECT_EQ(game.count(1), 25u);    // Popeye (0-0 included)
  EXPECT_EQ(game.count(3), 7392u);  // Popeye
}

TEST(Leffie, PerftAgainstPopeye) {
  RuleGame start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"Leffie"});
  EXPECT_EQ(start.count(1), 20u);
  EXPECT_EQ(start.count(2), 396u);  // orthodox 400: Leffie removes a reply to 1.e3 and 1.e4, two to 1.h4
  EXPECT_EQ(start.count(3), 8363u);
  RuleGame endgame("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {"Leffie"});
  EXPECT_EQ(endgame.count(3), 2812u);
}

TEST(Leffie, Keyword) { EXPECT_EQ(condition_names({"leffie"}), std::vector<std::string>{"Leffie"}); }
}  // namespace
}  // namespace feerie
