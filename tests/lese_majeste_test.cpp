// LeseMajeste (src/rules/lese_majeste), as Popeye plays it: the diagram may
// show the side not to move in check and play goes on; no move takes a king.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(LeseMajeste, TheKingInCheckIsNotTaken) {
  // Black stands in check with White to move: the queen may not take the king.
  RuleGame orthodox({}, "Ka1 Qe2", "Ke8", Side::White);
  EXPECT_TRUE(orthodox.has_notation("Qe2*e8"));
  RuleGame game({"LeseMajeste"}, "Ka1 Qe2", "Ke8", Side::White);
  EXPECT_FALSE(game.has_notation("Qe2*e8"));
  EXPECT_TRUE(game.has_notation("Qe2-e7"));
  EXPECT_TRUE(game.has_notation("Qe2-d1"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(LeseMajeste, LetsTheDiagramShowTheSideNotToMoveInCheck) {
  Rules rules;
  add_conditions({"LeseMajeste"}, rules);
  EXPECT_TRUE(rules.allows_waiting_side_in_check());
  Rules orthodox;
  EXPECT_FALSE(orthodox.allows_waiting_side_in_check());
}

TEST(LeseMajeste, AMoveStillMayNotLeaveTheOwnKingInCheck) {
  RuleGame game({"LeseMajeste"}, "Ka1 Qe2", "Ke8 Rb8", Side::White);
  EXPECT_FALSE(game.has_notation("Ka1-b1"));
  EXPECT_TRUE(game.has_notation("Ka1-a2"));
}

}  // namespace
}  // namespace feerie
