// Super Circe: the capturer chooses the captured piece's rebirth square among
// the empty squares, or no rebirth (not under Strict); a pawn may be reborn on
// its own first rank, and on its last rank it is promoted (the capturer
// chooses the piece). Popeye 4.104 lists the same choices
// (tests/compat/circe-super.inp).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

constexpr Side W = Side::White;

std::size_t count_of(const std::vector<std::string>& all, const std::string& prefix) {
  return static_cast<std::size_t>(
      std::count_if(all.begin(), all.end(), [&](const std::string& text) { return text.rfind(prefix, 0) == 0; }));
}

// Three pieces stand after Rb4*b6, so 61 squares are empty; a knight reborn
// on c2, d3, f3 or g2 would check the king e1: 57 rebirths and the capture
// without one.
TEST(SuperCirce, EveryEmptySquareIsAChoiceAndSoIsNoRebirth) {
  RuleGame game({"SuperCirce"}, "Ke1 Rb4", "Ke8 Sb6", W);
  const std::vector<std::string> all = game.notations();
  EXPECT_EQ(count_of(all, "Rb4*b6"), 58u);
  EXPECT_TRUE(game.has_notation("Rb4*b6"));
  EXPECT_TRUE(game.has_notation("Rb4*b6[+bSa1]"));
  EXPECT_TRUE(game.has_notation("Rb4*b6[+bSb4]"));  // the rook's departure square
  EXPECT_FALSE(game.has_notation("Rb4*b6[+bSb6]"));
  EXPECT_FALSE(game.has_notation("Rb4*b6[+bSe1]"));
  RuleGame strict({"Circe", "Super", "Strict"}, "Ke1 Rb4", "Ke8 Sb6", W);
  EXPECT_EQ(count_of(strict.notations(), "Rb4*b6"), 57u);
  EXPECT_FALSE(strict.has_notation("Rb4*b6"));
}

// A black pawn reborn on rank 8 stays a pawn; on rank 1 it is promoted.
TEST(SuperCirce, APawnOnItsLastRankIsPromoted) {
  RuleGame game({"Circe", "Super"}, "Kh3 Rb4", "Kh8 Pb6", W);
  EXPECT_TRUE(game.has_notation("Rb4*b6[+bPa8]"));
  for (const char* piece : {"Q", "R", "B", "S"})
    EXPECT_TRUE(game.has_notation(std::string("Rb4*b6[+bPa1=") + piece + "]")) << piece;
  EXPECT_FALSE(game.has_notation("Rb4*b6[+bPa1]"));
  ASSERT_TRUE(game.play("b4", "b6"));  // the first choice: no rebirth
  EXPECT_EQ(game.position.occupied(), square_bb(sq("h3")) | square_bb(sq("b6")) | square_bb(sq("h8")));
}

// A rebirth that checks the capturer's king makes the capture illegal.
TEST(SuperCirce, ARebirthGivingCheckToTheCapturerIsIllegal) {
  RuleGame game({"SuperCirce"}, "Ke1 Rb4", "Ke8 Rb6", W);
  EXPECT_FALSE(game.has_notation("Rb4*b6[+bRe2]"));
  EXPECT_FALSE(game.has_notation("Rb4*b6[+bRa1]"));
  EXPECT_TRUE(game.has_notation("Rb4*b6[+bRd2]"));
}

TEST(SuperCirce, MakeUnmakeRestoresEverything) {
  RuleGame game({"SuperCirce"}, "Ke1 Qd4 Rh4 Bc4 Pe5 Pb7", "Ke8 Qd8 Rh8 Sf6 Pd5 Pb3", W);
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(SuperCirce, NamesAndRefusals) {
  Rules rules;
  add_conditions({"Circe", "Super", "Strict"}, rules);
  EXPECT_EQ(rules.conditions().front()->name(), "Circe Super Strict");
  Rules refused;
  EXPECT_THROW(add_conditions({"Circe", "Super", "Mirror"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Super", "Clone"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Super", "Cage"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Super", "Relaxed"}, refused), ConditionError);
}

}  // namespace
}  // namespace feerie
