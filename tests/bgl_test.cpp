// BGL (src/rules/bgl): each side may move a limited distance in all; a move
// or a check longer than what is left is none. Whole outputs are compared
// with Popeye's in tests/compat/bgl.inp.
#include "rules/bgl/bgl.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Bgl, DistancesAreStraightLinesInHundredths) {
  EXPECT_EQ(bgl_distance(sq("e1"), sq("e2")), 100);
  EXPECT_EQ(bgl_distance(sq("g1"), sq("f3")), 224);
  EXPECT_EQ(bgl_distance(sq("a1"), sq("h8")), 990);
  EXPECT_EQ(bgl_distance(sq("a1"), sq("b8")), 707);
  EXPECT_EQ(bgl_distance(sq("d4"), sq("a1")), 424);
}

TEST(Bgl, TheConditionLineIsWrittenAsPopeyeWritesIt) {
  EXPECT_EQ(condition_names({"BGL", "4.5", "4"}), std::vector<std::string>{"BGL 4.5/4"});
  EXPECT_EQ(condition_names({"BGL", "-", "29"}), std::vector<std::string>{"BGL -/29"});
  EXPECT_EQ(condition_names({"BGL", "27.42"}), std::vector<std::string>{"BGL 27.42"});
  EXPECT_EQ(condition_names({"bgl", "3.09", "0.5"}), std::vector<std::string>{"BGL 3.09/0.5"});
}

TEST(Bgl, AMoveLongerThanWhatIsLeftIsIllegal) {
  // White may move 2.5 in all: the rook two squares at most, the king anywhere.
  RuleGame game({"BGL", "2.5", "-"}, "Kh1 Ra1", "Kh8", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"a1a2", "a1a3", "a1b1", "a1c1", "h1g1", "h1g2", "h1h2"}));
  // After Ra1-a3 (2) only 0.5 is left: White cannot move at all.
  ASSERT_TRUE(game.play("a1", "a3"));
  ASSERT_TRUE(game.play("h8", "g8"));
  EXPECT_TRUE(game.moves().empty());
  EXPECT_EQ(first_inconsistency(game.position, 1), "");
}

TEST(Bgl, EachMoveWritesTheDistancesLeft) {
  RuleGame own({"BGL", "4", "13"}, "Ka1", "Kh8 Sf6", Side::Black);
  ASSERT_TRUE(own.play("f6", "h7"));
  EXPECT_EQ(last_move_notation(own.position, language(LanguageId::English)), "Sf6-h7 (4/10.76)");
  ASSERT_TRUE(own.play("a1", "b2"));
  EXPECT_EQ(last_move_notation(own.position, language(LanguageId::English)), "Ka1-b2 (2.59/10.76)");
  // One distance shared: every move takes from both sides.
  RuleGame shared({"BGL", "4.5"}, "Kc1 Rh2", "Ka1", Side::White);
  ASSERT_TRUE(shared.play("c1", "d2"));
  EXPECT_EQ(last_move_notation(shared.position, language(LanguageId::English)), "Kc1-d2 (3.09)");
  ASSERT_TRUE(shared.play("a1", "b1"));
  EXPECT_EQ(last_move_notation(shared.position, language(LanguageId::English)), "Ka1-b1 (2.09)");
}

// Castling costs the king's way (e1-g1: 2), as in Popeye.
TEST(Bgl, CastlingCostsTheKingsWay) {
  RuleGame enough({"BGL", "2.5", "-"}, "Ke1 Rh1", "Ke8", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(enough.has_notation("0-0 (0.5/-)"));
  RuleGame short_of_it({"BGL", "1.5", "-"}, "Ke1 Rh1", "Ke8", Side::White, castling::E1 | castling::H1);
  for (const std::string& notation : short_of_it.notations()) EXPECT_FALSE(notation.starts_with("0-0")) << notation;
  EXPECT_TRUE(short_of_it.has_notation("Ke1-f1 (0.5/-)"));
}

TEST(Bgl, ACheckFartherThanWhatIsLeftIsNoCheck) {
  // The rook on d1 sees d8 at 7: no check with 3.5 left, a check with 7.
  RuleGame short_of_it({"BGL", "3.5", "-"}, "Kh1 Rd1", "Kd8", Side::Black);
  EXPECT_FALSE(short_of_it.position.in_check(Side::Black));
  RuleGame enough({"BGL", "7", "-"}, "Kh1 Rd1", "Kd8", Side::Black);
  EXPECT_TRUE(enough.position.in_check(Side::Black));
}

TEST(Bgl, TheDistanceMovedIsPartOfTheHash) {
  // The same squares reached by a longer and a shorter way differ.
  RuleGame long_way({"BGL", "9", "9"}, "Ka1 Rh1", "Kh8", Side::White);
  ASSERT_TRUE(long_way.play("h1", "h4"));
  RuleGame short_way({"BGL", "9", "9"}, "Ka1 Rh2", "Kh8", Side::White);
  ASSERT_TRUE(short_way.play("h2", "h4"));
  EXPECT_NE(long_way.position.hash(), short_way.position.hash());
  EXPECT_EQ(long_way.position.hash(), long_way.position.compute_hash());
  // A side without a limit counts nothing.
  RuleGame free_long({"BGL", "-", "9"}, "Ka1 Rh1", "Kh8", Side::White);
  ASSERT_TRUE(free_long.play("h1", "h4"));
  RuleGame free_short({"BGL", "-", "9"}, "Ka1 Rh2", "Kh8", Side::White);
  ASSERT_TRUE(free_short.play("h2", "h4"));
  EXPECT_EQ(free_long.position.hash(), free_short.position.hash());
}

TEST(Bgl, DistancesThatAreNoneAreRefused) {
  for (const std::vector<std::string>& words : std::vector<std::vector<std::string>>{
           {"BGL"}, {"BGL", "Circe"}, {"BGL", "4.567"}, {"BGL", "3,5"}, {"BGL", "4", "-2"}, {"BGL", "1.2.3"}}) {
    Rules rules;
    EXPECT_THROW(add_conditions(words, rules), ConditionError) << words.back();
  }
}

}  // namespace
}  // namespace feerie
