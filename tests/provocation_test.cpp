// Provocation chess (src/rules/provocation): a man captures and checks only
// while an enemy man observes it. Popeye's EXAMPLES__provocat__1 and __2
// are in its suite; tests/compat/cond-provocation has problems of our own
// with Popeye's answers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"ProvocationChess"};

TEST(ProvocationChess, OnlyAnObservedManCaptures) {
  // The rook a1 is observed by the bishop f6: it takes a7. The rook h1 is
  // not: it cannot take h7, though it may move.
  RuleGame game(Condition, "Ke1 Ra1 Rh1", "Ke8 Pa7 Ph7 Bf6", Side::White);
  EXPECT_TRUE(game.has_notation("Ra1*a7"));
  EXPECT_FALSE(game.has_notation("Rh1*h7"));
  EXPECT_TRUE(game.has_notation("Rh1-h5"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(ProvocationChess, OnlyAnObservedManChecks) {
  RuleGame free_rook(Condition, "Kh1 Ra8", "Kh8 Pc7", Side::Black);
  EXPECT_FALSE(free_rook.position.in_check(Side::Black));
  // Observed by the black king itself: check.
  RuleGame near(Condition, "Kh1 Rg8", "Kh8 Pc7", Side::Black);
  EXPECT_TRUE(near.position.in_check(Side::Black));
  RuleGame orthodox({}, "Kh1 Ra8", "Kh8 Pc7", Side::Black);
  EXPECT_TRUE(orthodox.position.in_check(Side::Black));
}

}  // namespace
}  // namespace feerie
