// Royal dynasty (src/rules/dynasty): a king is royal only as its side's one
// king. Whole texts against Popeye 4.104: tests/compat/cond-royal-dynasty;
// castling: Popeye's BEISPIEL__dynasty__4, REGRESSIONS__4_61_to_4_63__2.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(RoyalDynasty, ASideWithTwoKingsIsNeverInCheck) {
  RuleGame game({"RoyalDynasty"}, "Ke1 Kh1", "Kd8 Qd5", Side::Black);
  // The queen may take a king: neither is royal; on e5 it observes e1: no check.
  EXPECT_TRUE(game.is_legal("d5", "h1"));
  ASSERT_TRUE(game.play("d5", "e5"));
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(RoyalDynasty, TheOneKingLeftIsRoyal) {
  RuleGame game({"RoyalDynasty"}, "Ke1 Kh1", "Kd8 Qd5", Side::Black);
  ASSERT_TRUE(game.play("d5", "h1"));
  // The queen h1 checks the king e1, now the only one.
  EXPECT_TRUE(game.position.in_check(Side::White));
  RuleGame two({"RoyalDynasty"}, "Ke1 Kh1", "Kd8 Qd5", Side::Black);
  ASSERT_TRUE(two.play("d5", "e5"));
  EXPECT_FALSE(two.position.in_check(Side::White));
}

TEST(RoyalDynasty, APawnPromotesToAKingAndTheRightToCastleGoes) {
  RuleGame game({"RoyalDynasty"}, "Ke1 Rh1 Pa7", "Kd6", Side::White,
                castling::bit_of(sq("e1")) | castling::bit_of(sq("h1")));
  EXPECT_TRUE(game.has_notation("a7-a8=K"));
  ASSERT_TRUE(game.play("a7", "a8"));  // the first choice: a king
  EXPECT_EQ(game.position.piece_on(sq("a8")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(game.position.state().castling & castling::bit_of(sq("e1")), 0);
}

TEST(RoyalDynasty, Names) { EXPECT_EQ(condition_names({"KoenigsDynastie"}), std::vector<std::string>{"RoyalDynasty"}); }

}  // namespace
}  // namespace feerie
