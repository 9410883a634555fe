// Position::journal: every effect of the moves played since the diagram,
// which a rule or a goal may read back (the goals of the men's diagram
// squares follow each man through it).
#include <gtest/gtest.h>

#include "rule_game.h"

namespace feerie {
namespace {

TEST(PositionJournal, HoldsEveryEffectSinceTheDiagram) {
  RuleGame game({}, "Ke1 Ra1", "Ke8 Pa7", Side::White);
  EXPECT_TRUE(game.position.journal().empty());
  ASSERT_TRUE(game.play("a1", "a7"));
  ASSERT_TRUE(game.play("e8", "d8"));
  EXPECT_EQ(game.position.journal().size(), 3u);  // the capture, two displacements
  game.position.unmake_move();
  EXPECT_EQ(game.position.journal().size(), 2u);
}

}  // namespace
}  // namespace feerie
