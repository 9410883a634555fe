// ImmunChess (src/rules/immun): a piece is taken, and a king checked, only
// where its Circe rebirth square is empty once the capture is made; kings
// freely unless RexInclusive.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(ImmunChess, APieceWithItsRebirthSquareTakenIsImmune) {
  // The black knight d7 (light) is reborn on g8: empty, it may be taken.
  RuleGame free({"ImmunChess"}, "Kh1 Qg4", "Ka5 Sd7", Side::White);
  EXPECT_TRUE(free.has_notation("Qg4*d7"));
  RuleGame taken({"ImmunChess"}, "Kh1 Qg4", "Ka5 Sd7 Bg8", Side::White);
  EXPECT_FALSE(taken.has_notation("Qg4*d7"));
  EXPECT_EQ(first_inconsistency(taken.position, 2), "");
}

TEST(ImmunChess, OnItsRebirthSquareAPieceIsImmuneButItsTakerMayLeaveIt) {
  // The pawn g7 stands on its rebirth square, where its taker would stand.
  RuleGame home({"ImmunChess"}, "Kh1 Qg4", "Ka5 Pg7", Side::White);
  EXPECT_FALSE(home.has_notation("Qg4*g7"));
  // The black bishop g7 (dark) is reborn on f8, which its taker leaves.
  RuleGame leaves({"ImmunChess"}, "Kh1 Bf8", "Ka5 Bg7", Side::White);
  EXPECT_TRUE(leaves.has_notation("Bf8*g7"));
}

TEST(ImmunChess, RexInclusiveMakesAKingImmuneToo) {
  RuleGame plain({"ImmunChess"}, "Kh1 Rd1", "Kd8 Se8", Side::Black);
  EXPECT_TRUE(plain.position.in_check(Side::Black));
  RuleGame inclusive({"ImmunChess", "RexInclusive"}, "Kh1 Rd1", "Kd8 Se8", Side::Black);
  EXPECT_FALSE(inclusive.position.in_check(Side::Black));
  EXPECT_EQ(condition_names({"Immunschach", "rexinclusiv"}), (std::vector<std::string>{"ImmunChess RexInclusive"}));
}

}  // namespace
}  // namespace feerie
