// SuperGuards and AntiGuards (src/rules/superguards): a piece observed by a
// friend is guarded; SuperGuards: a guarded piece is not captured and a
// guarded king not in check; AntiGuards: only guarded ones are.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(SuperGuards, AGuardedPieceIsNotCaptured) {
  RuleGame game({"SuperGuards"}, "Ka1 Rd1", "Kh8 Sd5 Pe6 Sg4", Side::White);
  EXPECT_FALSE(game.has_notation("Rd1*d5"));  // the pawn e6 guards it
  RuleGame lone({"SuperGuards"}, "Ka1 Rd1", "Kh8 Sd5", Side::White);
  EXPECT_TRUE(lone.has_notation("Rd1*d5"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(SuperGuards, AGuardedKingIsNotInCheck) {
  RuleGame guarded({"SuperGuards"}, "Ka1 Rd1", "Kd8 Qe8", Side::Black);
  EXPECT_FALSE(guarded.position.in_check(Side::Black));
  RuleGame lone({"SuperGuards"}, "Ka1 Rd1", "Kd8 Qa6", Side::Black);
  EXPECT_TRUE(lone.position.in_check(Side::Black));
}

TEST(AntiGuards, OnlyAGuardedPieceIsCapturedOnlyAGuardedKingChecked) {
  RuleGame game({"AntiGuards"}, "Ka1 Rd1", "Kh8 Sd5 Pe6", Side::White);
  EXPECT_TRUE(game.has_notation("Rd1*d5"));
  RuleGame lone({"AntiGuards"}, "Ka1 Rd1", "Kh8 Sd5", Side::White);
  EXPECT_FALSE(lone.has_notation("Rd1*d5"));
  RuleGame guarded({"AntiGuards"}, "Ka1 Rd1", "Kd8 Qe8", Side::Black);
  EXPECT_TRUE(guarded.position.in_check(Side::Black));
  RuleGame unguarded({"AntiGuards"}, "Ka1 Rd1", "Kd8 Qa6", Side::Black);
  EXPECT_FALSE(unguarded.position.in_check(Side::Black));
  EXPECT_EQ(condition_names({"AntiDeckungen"}), (std::vector<std::string>{"AntiGuards"}));
}

}  // namespace
}  // namespace feerie
