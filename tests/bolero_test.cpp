// Bolero and BoleroInverse (src/rules/bolero): a piece moves to empty
// squares by one walk and captures (and checks) by the other, its own or
// that of the game array's piece on its file (a R, b S, c B, d Q, e K, f B,
// g S, h R); pawns keep theirs, kings too unless RexInclusive.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Texts = std::vector<std::string>;

TEST(Bolero, MovesByTheFilesWalkCapturesByItsOwn) {
  // The knight on a3 moves as a rook (the a-file), captures as a knight.
  RuleGame game({"Bolero"}, "Kh1 Sa3 Pd2", "Kh8 Bb5 Pc4", Side::White);
  EXPECT_TRUE(game.has_notation("Sa3-a7"));
  EXPECT_TRUE(game.has_notation("Sa3-e3"));
  EXPECT_TRUE(game.has_notation("Sa3*b5"));
  EXPECT_TRUE(game.has_notation("Sa3*c4"));
  EXPECT_FALSE(game.has_notation("Sa3-c2"));  // a knight's move to an empty square
  EXPECT_FALSE(game.has_notation("Sa3-b1"));
  // A pawn keeps its walk; the king too.
  EXPECT_EQ(legal_notations(game.position, sq("d2")), (Texts{"d2-d3", "d2-d4"}));
  EXPECT_EQ(legal_notations(game.position, sq("h1")), (Texts{"Kh1-g1", "Kh1-g2", "Kh1-h2"}));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Bolero, ChecksAreTheCapturesOfTheOwnWalk) {
  // The rook b3 moves as a knight but checks along its lines.
  RuleGame game({"Bolero"}, "Ka1 Rb3", "Kb8", Side::Black);
  EXPECT_TRUE(game.position.in_check(Side::Black));
  RuleGame knight_walk({"Bolero"}, "Ka1 Rb3", "Kc5", Side::Black);
  EXPECT_FALSE(knight_walk.position.in_check(Side::Black));
}

TEST(Bolero, RexInclusiveMovesTheKingByItsFilesWalkToo) {
  RuleGame plain({"Bolero"}, "Kd1", "Kh8", Side::White);
  EXPECT_FALSE(plain.has_notation("Kd1-d5"));
  RuleGame inclusive({"Bolero", "RexInclusive"}, "Kd1", "Kh8", Side::White);
  EXPECT_TRUE(inclusive.has_notation("Kd1-d5"));
  EXPECT_EQ(condition_names({"Bolero", "RexInclusive"}), (Texts{"Bolero RexInclusive"}));
  // Castling stays.
  RuleGame castling({"Bolero", "RexInclusive"}, "Ke1 Rh1", "Kh8", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(castling.has_notation("0-0"));
}

TEST(BoleroInverse, CapturesAndChecksByTheFilesWalkMovesByItsOwn) {
  RuleGame game({"BoleroInverse"}, "Kh1 Sa3", "Kh8 Ba6 Pc4", Side::White);
  EXPECT_TRUE(game.has_notation("Sa3-c2"));   // its own walk to an empty square
  EXPECT_TRUE(game.has_notation("Sa3*a6"));   // the a-file's rook takes
  EXPECT_FALSE(game.has_notation("Sa3*c4"));  // not as a knight
  EXPECT_FALSE(game.has_notation("Sa3-a5"));  // nor moves as a rook
  RuleGame check({"BoleroInverse"}, "Ka1 Sh3", "Kh6", Side::Black);
  EXPECT_TRUE(check.position.in_check(Side::Black));  // the knight h3 checks as the h-file's rook
  EXPECT_EQ(condition_names({"BoleroInvers"}), (Texts{"BoleroInverse"}));
}

}  // namespace
}  // namespace feerie
