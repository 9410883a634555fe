// Woozles and Heffalumps (src/rules/woozles): a piece may not capture or
// check while it and a piece of the woozling side observe each other. The
// positions were tried on Popeye 4.104 (ser-x1 listings of the captures).
#include "rules/woozles/woozles.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

std::set<std::string> captures(RuleGame& game) {
  std::set<std::string> result;
  for (const Move& move : game.legal())
    if (game.position.is_capture(move)) result.insert(square_name(move.from) + square_name(move.to));
  return result;
}

TEST(Woozles, AFriendObservedInTurnBarsCaptures) {
  RuleGame game({"Woozles"}, "Kh1 Rd1 Ra1", "Kh8 Pd5 Pg1", Side::White);
  EXPECT_EQ(captures(game), (std::set<std::string>{"h1g1"}));  // Popeye
  RuleGame enemy({"Woozles"}, "Kh1 Rd1", "Kh8 Pd5 Rd8", Side::White);
  EXPECT_EQ(captures(enemy), (std::set<std::string>{"d1d5"}));  // Popeye
}

TEST(Woozles, TheObservationMustBeMutual) {
  // Pd4 observes e5, Pe5 does not observe d4: both capture (Popeye).
  RuleGame game({"Woozles"}, "Kh1 Pd4 Pe5", "Kh8 Sc5 Sf6", Side::White);
  EXPECT_EQ(captures(game), (std::set<std::string>{"d4c5", "e5f6"}));
}

TEST(BiWoozles, AnEnemyOfAnyTypeBars) {
  // The queen f6 and the bishop d4 observe each other (Popeye).
  RuleGame game({"BiWoozles"}, "Kh1 Bd4", "Ka7 Qf6 Pc5", Side::White);
  EXPECT_EQ(captures(game), (std::set<std::string>{}));
  RuleGame friends({"BiWoozles"}, "Kh1 Rd1 Ra1", "Kh8 Pd5", Side::White);
  EXPECT_EQ(captures(friends), (std::set<std::string>{"d1d5"}));  // Popeye
}

TEST(BiHeffalumps, OnlyAlongTheLineOfTheTwo) {
  // Popeye: Bd4 and Bf6 observe each other; the capture on c3 lies on their line.
  RuleGame bishops({"BiHeffalumps"}, "Kh2 Bd4", "Ka8 Bf6 Sc3 Se3 Sc5", Side::White);
  EXPECT_EQ(captures(bishops), (std::set<std::string>{"d4c5", "d4e3"}));
  RuleGame rooks({"BiHeffalumps"}, "Kh1 Rd4", "Ka8 Rd6 Sa4 Sd1 Sg4", Side::White);
  EXPECT_EQ(captures(rooks), (std::set<std::string>{"d4g4", "d4a4"}));
}

TEST(Woozles, ABarredPieceGivesNoCheck) {
  RuleGame free({"BiWoozles"}, "Kh1 Rd1", "Kd8", Side::Black);
  EXPECT_TRUE(free.position.in_check(Side::Black));
  RuleGame barred({"BiWoozles"}, "Kh1 Rd1", "Kd8 Ra1", Side::Black);
  EXPECT_FALSE(barred.position.in_check(Side::Black));
}

TEST(Woozles, RexExclusiveFreesTheKings) {
  RuleGame inclusive({"BiWoozles"}, "Kd4 Pb2", "Kf6 Qe5", Side::White);
  EXPECT_FALSE(inclusive.is_legal("d4", "e5"));
  RuleGame exclusive({"BiWoozles", "RexExclusive"}, "Kd4 Pb2", "Kf6 Qe5", Side::White);
  EXPECT_FALSE(exclusive.is_legal("d4", "e5"));  // the queen is guarded by the king f6
  RuleGame unguarded({"BiWoozles", "RexExclusive"}, "Kd4 Pb2", "Kh8 Qe5", Side::White);
  EXPECT_TRUE(unguarded.is_legal("d4", "e5"));
  RuleGame unguarded_inclusive({"BiWoozles"}, "Kd4 Pb2", "Kh8 Qe5", Side::White);
  EXPECT_FALSE(unguarded_inclusive.is_legal("d4", "e5"));
}

TEST(Woozles, NamesAndRexWords) {
  EXPECT_EQ(condition_names({"Heffalumps"}), (std::vector<std::string>{"Heffalumps"}));
  EXPECT_EQ(condition_names({"biwoozles", "rexexklusive"}), (std::vector<std::string>{"BiWoozles RexExclusive"}));
}

TEST(Woozles, MakeAndUnmakeRestoreThePosition) {
  RuleGame game({"BiWoozles"}, "Ke1 Qd1 Ra1 Pe2", "Ke8 Qd8 Pa7 Pb7", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
