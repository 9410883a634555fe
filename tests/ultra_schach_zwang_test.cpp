// UltraSchachZwang (src/rules/ultra_schach_zwang): every move of the side
// named gives check; without one it is stalemated, but mated only as in
// orthodox chess (Popeye).
#include "rules/ultra_schach_zwang/ultra_schach_zwang.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(UltraSchachZwang, OnlyCheckingMoves) {
  RuleGame game({"WhiteUltraSchachZwang"}, "Ka1 Rb2", "Kh8", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"b2b8", "b2h2"}));
  RuleGame black({"WhiteUltraSchachZwang"}, "Ka1 Rb2", "Kh8", Side::Black);
  EXPECT_EQ(black.moves().size(), 3u);  // the other side is free
}

TEST(UltraSchachZwang, NoCheckingMoveIsStalemate) {
  // Popeye's test (BEISPIEL/usz 8): after Ka1-b2 no knight move checks.
  RuleGame game({"BlackUltraSchachZwang"}, "Kb2", "Ka8 Se2", Side::Black);
  EXPECT_EQ(game.moves(), (std::set<std::string>{}));
  EXPECT_TRUE(goal_reached(game.position, GoalKind::Stalemate));
  RuleGame free({"BlackUltraSchachZwang"}, "Kb1", "Ka8 Se2", Side::Black);
  EXPECT_EQ(free.moves(), (std::set<std::string>{"e2c3"}));
}

TEST(UltraSchachZwang, MateIsJudgedWithoutIt) {
  // Black in check has an escape but no checking move: no move, yet no mate.
  RuleGame checked({"BlackUltraSchachZwang"}, "Kh1 Rb1", "Kb6", Side::Black);
  EXPECT_EQ(checked.moves(), (std::set<std::string>{}));
  EXPECT_FALSE(checked.mated());
  EXPECT_FALSE(goal_reached(checked.position, GoalKind::Stalemate));
}

TEST(UltraSchachZwang, NamesInEachLanguage) {
  EXPECT_EQ(condition_names({"SchwarzerUltraSchachZwang", "BlancUltraSchachZwang"}),
            (std::vector<std::string>{"BlackUltraSchachZwang", "WhiteUltraSchachZwang"}));
}

TEST(UltraSchachZwang, MakeAndUnmakeRestoreThePosition) {
  RuleGame game({"WhiteUltraSchachZwang", "BlackUltraSchachZwang"}, "Ke1 Qd1 Ra1", "Ke8 Qd8 Pa7 Pb7", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

// Without a side: the side the stipulation restricts (Position::restricted_side).
TEST(UltraSchachZwang, WithoutASideTheStipulationsSideIsBound) {
  RuleGame game({"UltraSchachZwang"}, "Ka1 Rb2", "Kh8 Pa7", Side::White);
  game.position.set_restricted_side(Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"b2b8", "b2h2"}));
  game.position.set_restricted_side(Side::Black);
  EXPECT_EQ(game.moves().size(), 16u);  // White free: the king's 2 moves, the rook's 14
  const auto& condition = game.position.rules()->conditions().front();
  EXPECT_EQ(condition->name(), "UltraSchachZwang");
  EXPECT_EQ(condition->refusal(game.position), "");
  game.position.set_restricted_side(std::nullopt);
  EXPECT_EQ(condition->refusal(game.position),
            "UltraSchachZwang without a side beside this stipulation is not supported");
}

}  // namespace
}  // namespace feerie
