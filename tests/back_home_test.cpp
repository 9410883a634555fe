// Back home (src/rules/back_home): a side that can take a man back to its
// diagram square must. Popeye's EXAMPLES__backhome__1 to __5 are in its
// suite; tests/compat/cond-back-home has problems of our own with Popeye's
// answers.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"BackHome"};

TEST(BackHome, AManThatCanGoHomeMust) {
  RuleGame game(Condition, "Kh1 Rb2 Bf1", "Ka7 Ph7 Pg7", Side::White);
  // In the diagram every man is home: every move is free.
  EXPECT_TRUE(game.has_notation("Bf1-c4"));
  EXPECT_TRUE(game.has_notation("Rb2-e2"));
  ASSERT_TRUE(game.play("f1", "c4"));
  ASSERT_TRUE(game.play("h7", "h6"));
  // The bishop can go home: it must, and nothing else moves.
  EXPECT_EQ(game.notations(), std::vector<std::string>{"Bc4-f1"});
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(BackHome, WithoutAMoveHomeEveryMoveIsFree) {
  RuleGame game(Condition, "Kh1 Rb2 Bf1", "Ka7 Ph7 Pg7", Side::Black);
  ASSERT_TRUE(game.play("h7", "h6"));
  ASSERT_TRUE(game.play("b2", "b3"));
  // A pawn never goes back: Black moves freely.
  EXPECT_TRUE(game.has_notation("h6-h5"));
  EXPECT_TRUE(game.has_notation("Ka7-b8"));
}

TEST(BackHome, AMoveHomeMustBeLegal) {
  // The rook e5 shields its king from the queen a1, whose side has no move
  // home (the pawn cannot go back): the rook cannot go home to e8, and Black
  // moves freely.
  RuleGame game(Condition, "Kh1 Qa1 Pd4", "Kh8 Re8 Pa7", Side::Black);
  ASSERT_TRUE(game.play("e8", "e5"));
  ASSERT_TRUE(game.play("d4", "d5"));
  EXPECT_FALSE(game.has_notation("Re5-e8"));
  EXPECT_TRUE(game.has_notation("a7-a6"));
  EXPECT_TRUE(game.has_notation("Kh8-h7"));
}

const std::uint8_t long_castling = castling::bit_of(sq("e1")) | castling::bit_of(sq("a1"));

TEST(BackHome, AnAttackByAManWhoseSideCanGoHomeIsNoCheck) {
  // The black rook d5 attacks d1, which the castling king passes: Black could
  // take the rook home, so it gives no check and White castles long.
  RuleGame game(Condition, "Ke1 Ra1", "Kh8 Rd8 Be8", Side::Black, long_castling);
  ASSERT_TRUE(game.play("d8", "d5"));
  EXPECT_TRUE(game.has_notation("0-0-0"));
  RuleGame orthodox({}, "Ke1 Ra1", "Kh8 Rd8 Be8", Side::Black, long_castling);
  ASSERT_TRUE(orthodox.play("d8", "d5"));
  EXPECT_FALSE(orthodox.has_notation("0-0-0"));
}

// Decision (docs/conditions/back-home.md): the king attacked by a man whose
// side could go home is not in check and may castle (Popeye 4.104 refuses
// this castling alone of White's moves).
TEST(BackHome, AKingAttackedButNotInCheckCastles) {
  RuleGame game(Condition, "Ke1 Ra1", "Kh8 Rd8", Side::Black, long_castling);
  ASSERT_TRUE(game.play("d8", "e8"));
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.has_notation("0-0-0"));
  EXPECT_TRUE(game.has_notation("Ra1-a8"));
}

TEST(BackHome, AManWhoseHomeIsTheKingsSquareChecks) {
  // The rook b1 came from b8, where the black king now stands: taking the
  // king would take it home, so it checks, though White could also take the
  // bishop home.
  RuleGame home(Condition, "Kh1 Rb8 Bf1", "Ka7 Ph7 Pg7", Side::White);
  ASSERT_TRUE(home.force("b8", "b1"));
  ASSERT_TRUE(home.force("h7", "h6"));
  ASSERT_TRUE(home.force("f1", "e2"));
  ASSERT_TRUE(home.force("a7", "b8"));
  EXPECT_TRUE(home.position.in_check(Side::Black));
  // The same rook from b2: White can take the bishop (or the rook) home, so
  // the rook's attack is no check.
  RuleGame away(Condition, "Kh1 Rb2 Bf1", "Ka7 Ph7 Pg7", Side::White);
  ASSERT_TRUE(away.force("b2", "b1"));
  ASSERT_TRUE(away.force("h7", "h6"));
  ASSERT_TRUE(away.force("f1", "e2"));
  ASSERT_TRUE(away.force("a7", "b8"));
  EXPECT_FALSE(away.position.in_check(Side::Black));
}

TEST(BackHome, HelpmateWhoseMatingMoveGoesHome) {
  // Popeye's answer (tests/compat/cond-back-home): the queen, once away, must
  // come home, and coming home mates.
  const std::string text = solve_text("5brk/6pp/8/7Q/8/8/8/K7", "h#2", Condition);
  EXPECT_TRUE(has_line(text, "1.h7-h6 Qh5-d1   2.h6-h5 Qd1*h5 #"));
  EXPECT_TRUE(has_line(text, "1.Bf8-c5 Qh5*c5   2.h7-h5 Qc5*h5 #"));
  // 32 solutions, as Popeye; orthodox chess has none of these.
  std::size_t mates = 0;
  for (std::size_t at = text.find(" #"); at != std::string::npos; at = text.find(" #", at + 1)) ++mates;
  EXPECT_EQ(mates, 32u);
  // The queen h6 must go home, so it does not check: the king steps beside it.
  EXPECT_TRUE(has_line(text, "1.h7-h6 Qh5*h6   2.Kh8-h7 Qh6-h5 #"));
  EXPECT_FALSE(has_line(solve_text("5brk/6pp/8/7Q/8/8/8/K7", "h#2"), "2.Kh8-h7"));
}

}  // namespace
}  // namespace feerie
