// Brunner chess (src/rules/brunner): a man gives check only where taking
// the king would not leave its own king attacked. Popeye's examples
// (BEISPIEL__brunner__1, __3 to __5) are in its suite; tests/compat/
// cond-brunner has a problem of our own with Popeye's answer.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"BrunnerChess"};

// The rook e4 is pinned to its king by Re8: taking the king on h4 would
// expose Ke1, so the rook gives no check there and the king may step in.
TEST(Brunner, APinnedManGivesNoCheck) {
  RuleGame brunner(Condition, "Ke1 Re4", "Kh5 Re8", Side::Black);
  EXPECT_TRUE(brunner.is_legal("h5", "h4"));
  RuleGame orthodox({}, "Ke1 Re4", "Kh5 Re8", Side::Black);
  EXPECT_FALSE(orthodox.is_legal("h5", "h4"));
}

// Re4-h4 leaves the e-file, yet Re8 does not check Ke1: taking it would
// leave Kh5 attacked by the rook h4 (whose check, the white king gone,
// counts).
TEST(Brunner, AManMayLeaveAPinWhereTheCaptureOfItsKingWouldBeIllegal) {
  RuleGame game(Condition, "Ke1 Re4", "Kh5 Re8", Side::White);
  EXPECT_TRUE(game.is_legal("e4", "h4"));
  ASSERT_TRUE(game.play("e4", "e5"));
  EXPECT_FALSE(game.position.in_check(Side::Black));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

// An unpinned man checks as ever: Rd2xd8 mates.
TEST(Brunner, AFreeManChecksAsEver) {
  EXPECT_NE(solve_text("3r3k/6pp/8/1N6/8/8/3R4/3K4 w - - 0 1", "#1", Condition).find("1.Rd2*d8 #"), std::string::npos);
}

}  // namespace
}  // namespace feerie
