// Checkless chess (src/rules/checkless): a check is legal only if it mates,
// judged under the same rule. Counts marked "Popeye" were checked with Popeye
// 4.104 (h~1 listings: depth 2 from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(ChecklessChess, ACheckThatDoesNotMateIsIllegal) {
  RuleGame game({"ChecklessChess"}, "Ke1 Qd1", "Ke8", Side::White);
  EXPECT_FALSE(game.is_legal("d1", "d7"));  // check, the king escapes
  EXPECT_FALSE(game.is_legal("d1", "e2"));  // check along the e-file
  EXPECT_TRUE(game.is_legal("d1", "d6"));
}

TEST(ChecklessChess, AMatingCheckIsLegal) {
  RuleGame game({"ChecklessChess"}, "Kg6 Qa1", "Kh8", Side::White);
  EXPECT_TRUE(game.is_legal("a1", "a8"));
  ASSERT_TRUE(game.play("a1", "a8"));
  EXPECT_TRUE(game.mated());
}

TEST(ChecklessChess, TheCheckedSidesChecksMustMateToo) {
  // After Rd1-d8+ Black's only move Se7-g8 blocks and checks the king f6
  // without mating it: it is illegal, so Rd8 mates (Popeye: 1.Rd1-d8 #).
  RuleGame checkless({"ChecklessChess"}, "Kf6 Rd1 Pg6", "Kh8 Se7", Side::White);
  ASSERT_TRUE(checkless.play("d1", "d8"));
  EXPECT_TRUE(checkless.moves().empty());
  EXPECT_TRUE(checkless.mated());
  // Orthodox, the block is a defence.
  RuleGame orthodox({}, "Kf6 Rd1 Pg6", "Kh8 Se7", Side::White);
  ASSERT_TRUE(orthodox.play("d1", "d8"));
  EXPECT_EQ(orthodox.moves(), (std::set<std::string>{"e7g8"}));
}

TEST(ChecklessChess, CountsAgreeWithPopeye) {
  RuleGame game({"ChecklessChess"}, "Ke1 Qd1 Rh1 Sb5 Bc4 Pf2", "Ke8 Rc8 Pd7 Qa4 Bb6 Sg6", Side::Black,
                castling::E1 | castling::H1 | castling::E8);
  EXPECT_EQ(game.count(2), 1316u);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
