// Kobul kings (src/rules/kobul): the king of the side whose piece is captured
// takes its walk. Whole texts against Popeye 4.104: tests/compat/cond-kobul-kings.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(KobulKings, TheKingTakesTheWalkOfTheCapturedPiece) {
  RuleGame game({"KobulKings"}, "Kd6 Rb4 Pe6", "Kh8 Rb1 Pa7", Side::Black);
  ASSERT_TRUE(game.play("b1", "b4"));
  Piece rook{PieceType::Rook, Side::White};
  rook.royal = true;
  EXPECT_EQ(game.position.piece_on(sq("d6")), rook);
  EXPECT_EQ(game.rule_effects(), "[d6=rR]");
  // The royal rook moves as a rook, and is White's king.
  EXPECT_TRUE(game.has_notation("rRd6-d1"));
  EXPECT_EQ(game.position.kings(Side::White), squares({"d6"}));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(KobulKings, ACapturedPawnGivesBackTheKingsWalk) {
  RuleGame game({"KobulKings"}, "Kd6 Rb4 Pe6 Pa6", "Kh8 Rb1 Pa7", Side::Black);
  ASSERT_TRUE(game.play("b1", "b4"));
  ASSERT_TRUE(game.play("d6", "d5"));
  ASSERT_TRUE(game.play("b4", "b6"));
  ASSERT_TRUE(game.play("d5", "d4"));
  ASSERT_TRUE(game.play("b6", "a6"));
  EXPECT_EQ(game.position.piece_on(sq("d4")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(game.rule_effects(), "[d4=K]");
}

TEST(KobulKings, OneSideOnly) {
  RuleGame white({"KobulKings", "White"}, "Kd6 Rb4 Pe6", "Kh8 Rb1 Pa7 Se7", Side::Black);
  ASSERT_TRUE(white.play("b1", "b4"));
  EXPECT_EQ(white.rule_effects(), "[d6=rR]");
  RuleGame black({"KobulKings", "Black"}, "Kd6 Rb4 Pe6", "Kh8 Rb1 Pa7", Side::Black);
  ASSERT_TRUE(black.play("b1", "b4"));
  EXPECT_EQ(black.rule_effects(), "");
  EXPECT_EQ(condition_names({"KobulKoenige", "Schwarz"}), std::vector<std::string>{"KobulKings Black"});
}

}  // namespace
}  // namespace feerie
