// FuddledMen (src/rules/fuddled_men): the men a side moved last neither
// move nor give check until that side moves again. Popeye's examples
// (EXAMPLES__fuddled_men__1 to __4, TESTS__fuddled_men__1) are in its
// suite; tests/compat/cond-fuddled-men has problems of our own with
// Popeye's answers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"FuddledMen"};

TEST(FuddledMen, TheManMovedLastMayNotMove) {
  RuleGame game(Condition, "Ka1 Rh2 Bc1", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(game.play("h2", "g2"));
  ASSERT_TRUE(game.play("b7", "b6"));
  EXPECT_FALSE(game.is_legal("g2", "g7"));
  EXPECT_TRUE(game.is_legal("c1", "d2"));
  ASSERT_TRUE(game.play("c1", "d2"));
  // Black's rook is fuddled, White's rook no more.
  EXPECT_FALSE(game.is_legal("b6", "b1"));
  ASSERT_TRUE(game.play("h8", "h7"));
  EXPECT_TRUE(game.is_legal("g2", "g7"));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(FuddledMen, TheManMovedLastGivesNoCheck) {
  // Qc7-c6 attacks h1, but gives no check: White may play anything.
  RuleGame game(Condition, "Kh1 Ra1 Rb7", "Kh8 Qc7", Side::Black);
  ASSERT_TRUE(game.play("c7", "c6"));
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.is_legal("a1", "b1"));
}

// A pass moves no man: the man moved last stays fuddled.
TEST(FuddledMen, APassLeavesTheFuddledMen) {
  RuleGame game(Condition, "Ka1 Rh2 Bc1", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(game.play("h2", "g2"));
  game.position.skip_turn();
  EXPECT_FALSE(game.is_legal("g2", "g7"));
  EXPECT_TRUE(game.is_legal("c1", "d2"));
}

TEST(FuddledMen, CastlingFuddlesKingAndRook) {
  RuleGame game(Condition, "Ke1 Rh1 Pa2", "Kh8 Pa7", Side::White, castling::E1 | castling::H1);
  ASSERT_TRUE(game.play("e1", "g1", MoveKind::CastleShort));
  ASSERT_TRUE(game.play("a7", "a6"));
  EXPECT_FALSE(game.is_legal("f1", "f5"));
  EXPECT_FALSE(game.is_legal("g1", "g2"));
  EXPECT_TRUE(game.is_legal("a2", "a3"));
}

// A mate by discovery only: the bishop, moved last, gives no check itself,
// and after 1.Kh8-h7 the black king, fuddled, cannot step away.
TEST(FuddledMen, MateByDiscovery) {
  const std::string text = solve_text("7k/p3N1p1/8/7B/8/8/8/2K4R b - - 0 1", "h#1", Condition);
  EXPECT_NE(text.find("1.a7-a6 Bh5-g6 #"), std::string::npos);
  EXPECT_NE(text.find("1.Kh8-h7 Bh5-f7 #"), std::string::npos);
}

}  // namespace
}  // namespace feerie
