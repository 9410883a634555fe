// Geneva chess (src/rules/geneva): a piece captures, and gives check, only
// where its Circe rebirth square (found from the square it leaves) is empty
// once the capture is made; kings freely unless RexInclusive.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Texts = std::vector<std::string>;

TEST(Geneva, ACaptureNeedsTheCapturersRebirthSquareEmpty) {
  // The knight b5 (a light square) is reborn on b1: empty, it takes c3.
  RuleGame free({"GenevaChess"}, "Ka5 Sb5", "Kh8 Pc3", Side::White);
  EXPECT_TRUE(free.has_notation("Sb5*c3"));
  // With b1 taken, it does not.
  RuleGame taken({"GenevaChess"}, "Ka5 Sb5", "Kh8 Pc3 Bb1", Side::White);
  EXPECT_FALSE(taken.has_notation("Sb5*c3"));
  EXPECT_TRUE(taken.has_notation("Sb5-d4"));
  EXPECT_EQ(first_inconsistency(taken.position, 2), "");
}

TEST(Geneva, NotFromNorOntoTheRebirthSquare) {
  // The bishop h3 would be reborn on f1, where it arrives.
  RuleGame onto({"GenevaChess"}, "Ka5 Bh3", "Kh8 Rf1", Side::White);
  EXPECT_FALSE(onto.has_notation("Bh3*f1"));
  // The rook h1 would be reborn on h1, which it leaves.
  RuleGame from({"GenevaChess"}, "Ka5 Rh1", "Kb8 Sh2", Side::White);
  EXPECT_FALSE(from.has_notation("Rh1*h2"));
}

TEST(Geneva, OnlyAPossibleCaptureChecks) {
  // The rook a8 (light) is reborn on h1: taken by the other rook, no check.
  RuleGame blocked({"GenevaChess"}, "Kb3 Ra8 Rh1", "Kd8", Side::Black);
  EXPECT_FALSE(blocked.position.in_check(Side::Black));
  RuleGame open({"GenevaChess"}, "Kb3 Ra8 Rg1", "Kd8", Side::Black);
  EXPECT_TRUE(open.position.in_check(Side::Black));
}

TEST(Geneva, KingsCaptureFreelyUnlessRexInclusive) {
  RuleGame plain({"GenevaChess"}, "Kd3 Re1", "Kh8 Pd4", Side::White);
  EXPECT_TRUE(plain.has_notation("Kd3*d4"));
  RuleGame inclusive({"GenevaChess", "RexInclusive"}, "Kd3 Re1", "Kh8 Pd4", Side::White);
  EXPECT_FALSE(inclusive.has_notation("Kd3*d4"));
  EXPECT_EQ(condition_names({"GenevaChess", "rexinkl"}), (Texts{"GenevaChess RexInclusive"}));
}

}  // namespace
}  // namespace feerie
