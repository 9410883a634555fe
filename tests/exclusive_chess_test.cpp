// Exclusive chess (src/rules/exclusive): a mating move is legal only where it
// is its side's only mating move. Popeye's examples (BEISPIEL__exklohne__*)
// are in its suite; tests/compat/cond-exclusive has problems of our own with
// Popeye's answers.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"ExclusiveChess"};

// Ra8 and Rb8 both mate: neither may be played; the other moves stay.
TEST(ExclusiveChess, TwoMatingMovesAreBothIllegal) {
  RuleGame game(Condition, "Kg6 Ra1 Rb1", "Kg8", Side::White);
  EXPECT_FALSE(game.is_legal("a1", "a8"));
  EXPECT_FALSE(game.is_legal("b1", "b8"));
  EXPECT_TRUE(game.is_legal("a1", "a7"));
  EXPECT_TRUE(game.is_legal("b1", "b7"));
  RuleGame orthodox({}, "Kg6 Ra1 Rb1", "Kg8", Side::White);
  EXPECT_EQ(game.legal().size() + 2, orthodox.legal().size());
  EXPECT_EQ(solve_text("6k1/8/6K1/8/8/8/8/RR6 w - - 0 1", "#1", Condition), "");
}

TEST(ExclusiveChess, TheOnlyMatingMoveIsLegal) {
  RuleGame game(Condition, "Kg6 Ra1", "Kg8", Side::White);
  EXPECT_TRUE(game.is_legal("a1", "a8"));
  EXPECT_NE(solve_text("6k1/8/6K1/8/8/8/8/R7 w - - 0 1", "#1", Condition).find("1.Ra1-a8 #"), std::string::npos);
}

// Black, checked by the knight c1, can only take it, with the rook or the
// queen, and each capture mates White: both are illegal, so Black has no
// move and the check mates (orthodox chess: two escapes). Popeye agrees.
TEST(ExclusiveChess, AMateIsJudgedUnderTheRule) {
  const char* fen = "2r5/8/8/8/8/p3q3/kn4PP/bnN4K b - - 0 1";
  RuleGame game(fen, Condition);
  EXPECT_TRUE(game.legal().empty());
  EXPECT_TRUE(game.mated());
  RuleGame orthodox(fen, {});
  EXPECT_EQ(orthodox.moves(), (std::set<std::string>{"c8c1", "e3c1"}));
  EXPECT_NE(solve_text("2r5/8/8/8/8/p3q3/kn2N1PP/bn5K w - - 0 1", "#1", Condition).find("1.Se2-c1 #"),
            std::string::npos);
  EXPECT_EQ(solve_text("2r5/8/8/8/8/p3q3/kn2N1PP/bn5K w - - 0 1", "#1"), "");
}

}  // namespace
}  // namespace feerie
