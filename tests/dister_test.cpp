// Max- and MinDister (src/rules/dister): the side named plays the legal
// moves after which its two reference pieces stand farthest apart (closest).
#include "rules/dister/dister.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Dister, MinDisterBringsTheReferencePiecesClosest) {
  // Popeye's example (EXAMPLES/dister 1): the rook b8 and the knight e5.
  RuleGame game({"BlackMinDister", "e5b8"}, "Ka1 Se5", "Kb3 Rb8", Side::Black);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"b8b5", "b8e8"}));  // distance 9
}

TEST(Dister, MaxDisterTakesThemFarthestApart) {
  RuleGame game({"BlackMaxDister", "e5b8"}, "Ka1 Se5", "Kb3 Rb8", Side::Black);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"b8a8"}));  // a8-e5: 16 + 9
}

TEST(Dister, OtherMovesMeasureAlike) {
  // The bishop b8 cannot move: every other move leaves the distance as it is.
  RuleGame game({"BlackMaxDister", "e5b8"}, "Ka1 Se5", "Kh4 Bb8 Pa7 Pc7", Side::Black);
  RuleGame free({}, "Ka1 Se5", "Kh4 Bb8 Pa7 Pc7", Side::Black);
  EXPECT_EQ(game.moves(), free.moves());
  EXPECT_EQ(game.moves().size(), 8u);
}

TEST(Dister, TakingAReferencePieceMeasuresLeast) {
  // The rook may take the knight e5 (a reference piece) or go elsewhere.
  RuleGame min({"BlackMinDister", "e5b8"}, "Ka1 Se5", "Kh8 Rb5", Side::Black);
  EXPECT_FALSE(min.is_legal("b5", "e5"));
  RuleGame max({"BlackMaxDister", "e5b5"}, "Ka1 Se5", "Kh8 Rb5", Side::Black);
  EXPECT_FALSE(max.is_legal("b5", "e5"));
}

TEST(Dister, TheReferencePiecesAreFollowed) {
  RuleGame game({"WhiteMinDister", "e5b8"}, "Ka1 Se5", "Kh8 Rb8", Side::Black);
  ASSERT_TRUE(game.play("b8", "b2"));
  EXPECT_EQ(Dister::references(game.position), (std::array<Square, 2>{sq("e5"), sq("b2")}));
  // White brings the knight closest to the rook: d3 and c4 (1 + 4 each).
  EXPECT_EQ(game.moves(), (std::set<std::string>{"e5c4", "e5d3"}));
  ASSERT_TRUE(game.play("e5", "d3"));
  ASSERT_TRUE(game.play("b2", "b1"));
  EXPECT_EQ(Dister::references(game.position), (std::array<Square, 2>{sq("d3"), sq("b1")}));
  game.position.unmake_move();
  game.position.unmake_move();
  EXPECT_EQ(Dister::references(game.position), (std::array<Square, 2>{sq("e5"), sq("b2")}));
}

TEST(Dister, AReferenceSquareMustHoldAPiece) {
  Rules rules;
  add_conditions({"BlackMinDister", "e5b8"}, rules);
  Position position;
  read_fen("8/8/8/4N3/8/8/8/K6k b - - 0 1", position);
  EXPECT_EQ(rules.conditions().front()->refusal(position), "BlackMinDister e5 b8: no piece on the reference square b8");
}

TEST(Dister, TwoDifferentSquaresInOneWord) {
  EXPECT_THROW(condition_names({"BlackMinDister", "e5e5"}), ConditionError);
  EXPECT_THROW(condition_names({"BlackMinDister", "e5b8a1"}), ConditionError);
  EXPECT_THROW(condition_names({"BlackMinDister", "e5"}), ConditionError);
  EXPECT_THROW(condition_names({"BlackMinDister"}), ConditionError);
  EXPECT_EQ(condition_names({"SchwarzerMaxDister", "a1h8"}), (std::vector<std::string>{"BlackMaxDister a1 h8"}));
}

TEST(Dister, MakeAndUnmakeRestoreThePosition) {
  RuleGame game({"BlackMinDister", "d1d8", "WhiteMaxDister", "a1a7"}, "Ke1 Qd1 Ra1", "Ke8 Qd8 Pa7 Pb7", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
