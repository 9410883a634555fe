// Edge movers (src/rules/edge_mover): the side named moves only to the edge
// of the board and gives check only to a king on the edge.
#include "rules/edge_mover/edge_mover.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(EdgeMover, EveryMoveEndsOnTheEdge) {
  RuleGame game({"WhiteEdgeMover"}, "Kd2 Rd4", "Kh8", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"d2c1", "d2d1", "d2e1", "d4a4", "d4h4", "d4d8"}));
}

TEST(EdgeMover, OnlyTheNamedSideIsRestricted) {
  RuleGame game({"BlackEdgeMover"}, "Kd2 Rd4", "Kf6", Side::White);
  EXPECT_TRUE(game.is_legal("d4", "d5"));
  ASSERT_TRUE(game.play("d2", "e3"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{}));
}

TEST(EdgeMover, NoMoveToTheEdgeIsStalemate) {
  // Popeye: BlackEdgeMover, the king e5 has no move to the edge.
  RuleGame game({"BlackEdgeMover"}, "Ka1", "Ke5", Side::Black);
  EXPECT_FALSE(has_legal_move(game.position));
  RuleGame free({}, "Ka1", "Ke5", Side::Black);
  EXPECT_TRUE(has_legal_move(free.position));
}

TEST(EdgeMover, ChecksOnlyAKingOnTheEdge) {
  RuleGame centre({"BlackEdgeMover"}, "Ke4", "Ka8 Qd5", Side::White);
  EXPECT_FALSE(centre.position.in_check(Side::White));
  EXPECT_TRUE(centre.is_legal("e4", "d4"));  // beside the queen, off the edge
  RuleGame corner({"BlackEdgeMover"}, "Kb2", "Kh8 Qd4", Side::White);
  EXPECT_TRUE(corner.is_legal("b2", "c3"));   // off the edge: not observed
  EXPECT_FALSE(corner.is_legal("b2", "a1"));  // on the edge, on the queen's diagonal
  RuleGame edge({"BlackEdgeMover"}, "Ke1", "Ka8 Qe5", Side::White);
  EXPECT_TRUE(edge.position.in_check(Side::White));
  // The other side checks as usual.
  RuleGame white({"BlackEdgeMover"}, "Ka1 Qd4", "Ke5", Side::Black);
  EXPECT_TRUE(white.position.in_check(Side::Black));
}

TEST(EdgeMover, NamesInEachLanguage) {
  EXPECT_EQ(condition_names({"SchwarzerRandzueger", "BlancBordCoup"}),
            (std::vector<std::string>{"BlackEdgeMover", "WhiteEdgeMover"}));
}

TEST(EdgeMover, MakeAndUnmakeRestoreThePosition) {
  RuleGame game({"BlackEdgeMover", "WhiteEdgeMover"}, "Ke1 Qd1 Ra1", "Ke8 Qd8 Pa7 Pb7", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
