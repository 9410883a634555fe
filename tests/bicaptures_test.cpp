// Bicaptures (src/rules/bicaptures): a man may capture the men of its own
// side, but its king. Popeye's examples (EXAMPLES__bicaptures__1 to __6) are
// in its suite; tests/compat/cond-bicaptures has problems of our own with
// Popeye's answers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"Bicaptures"};

TEST(Bicaptures, AManTakesItsOwnSidesMen) {
  RuleGame game(Condition, "Ke1 Rd1 Pd4 Sf3", "Ke8 Pc5", Side::White);
  EXPECT_TRUE(game.has_notation("Rd1*d4"));
  EXPECT_TRUE(game.has_notation("Ke1*d1"));
  EXPECT_TRUE(game.has_notation("Sf3*d4"));
  EXPECT_TRUE(game.has_notation("d4*c5"));
  EXPECT_FALSE(game.has_notation("Rd1*e1"));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Bicaptures, APawnTakesItsOwnMenDiagonallyOnly) {
  RuleGame game(Condition, "Ke1 Pd4 Se5 Bd5", "Ke8", Side::White);
  EXPECT_TRUE(game.has_notation("d4*e5"));
  EXPECT_FALSE(game.has_notation("d4*d5"));
}

// Only the other side's men attack a king: a king may stand beside its own
// men, and a man that may take its own king gives no check.
TEST(Bicaptures, OwnMenGiveNoCheck) {
  RuleGame game(Condition, "Ke1 Qe2", "Ke8", Side::White);
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.is_legal("e1", "d1"));
}

// No mate in one in chess; under the rule the rook takes its own bishop
// and mates (Popeye agrees).
TEST(Bicaptures, MateByTakingAnOwnMan) {
  constexpr const char* Fen = "B6k/8/6K1/8/8/8/8/R7 w - - 0 1";
  EXPECT_FALSE(has_line(solve_text(Fen, "#1"), "1."));
  const std::string text = solve_text(Fen, "#1", Condition);
  EXPECT_TRUE(has_line(text, "1.Ra1*a8 #"));
}

}  // namespace
}  // namespace feerie
