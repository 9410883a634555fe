// PromOnly (src/rules/prom_only): a pawn promotes only to the types named.
// The moves listed were checked with Popeye 4.104 (~1 listings); whole
// outputs are compared with Popeye's in tests/compat/ (cond-prom-only*), and
// Popeye's own examples (BEISPIEL/promonly.inp) in the popeye-suite test.
#include <gtest/gtest.h>

#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

TEST(PromOnly, APawnPromotesOnlyToTheTypesNamed) {
  // A grasshopper is named though the diagram has none.
  Played named("white ke1 pb7 black ka1", "condition promonly s g\nstipulation ~1");
  EXPECT_EQ(legal_notations(named.position, sq("b7")), (std::vector<std::string>{"b7-b8=G", "b7-b8=S"}));
  // The diagram's grasshopper is not named: no promotion to it.
  Played queen("white ke1 pb7 black ka1 ge8", "condition promonly q\nstipulation ~1");
  EXPECT_EQ(legal_notations(queen.position, sq("b7")), std::vector<std::string>{"b7-b8=Q"});
}

TEST(PromOnly, WrittenInPopeyesOrder) {
  EXPECT_EQ(condition_names({"PromOnly", "G", "B", "Q"}), std::vector<std::string>{"PromOnly Q B G"});
}

TEST(PromOnly, TheListIsNeededAndHoldsNoKingNorPawn) {
  EXPECT_THROW(condition_names({"PromOnly"}), ConditionError);
  EXPECT_THROW(condition_names({"PromOnly", "K"}), ConditionError);
  EXPECT_THROW(condition_names({"PromOnly", "P"}), ConditionError);
}

}  // namespace
}  // namespace feerie
