// AMU (src/rules/amu): a mate counts only where the mating man was, on its
// square before it moved, observed by exactly one man of the other side.
// The positions are those of tests/compat/cond-amu, whose answers are
// Popeye's; its examples (BEISPIEL__amu__1 to __3) are in its suite.
#include <gtest/gtest.h>

#include <string>

#include "solve_text.h"

namespace feerie {
namespace {

// Qxd8 mates: the queen on d1 was attacked by the rook it takes (counted
// before the move, as Popeye counts).
TEST(Amu, TheMatingManAttackedOnceMates) {
  EXPECT_TRUE(has_line(solve_text("3r3k/8/6K1/8/8/8/8/3Q4 w - - 0 1", "#1", {"AMU"}), "1.Qd1*d8 #"));
}

// Qd8 is an orthodox mate, but nothing attacks d1: no mate under AMU.
TEST(Amu, TheMatingManUnattackedGivesNoMate) {
  constexpr const char* Fen = "7k/8/6K1/8/8/8/8/3Q4 w - - 0 1";
  EXPECT_TRUE(has_line(solve_text(Fen, "#1"), "1.Qd1-d8 #"));
  EXPECT_FALSE(has_line(solve_text(Fen, "#1", {"AMU"}), "1."));
}

// The knight c3 attacks d1 too: attacked twice, Qxd8 mates no more.
TEST(Amu, TheMatingManAttackedTwiceGivesNoMate) {
  constexpr const char* Fen = "3r3k/8/6K1/8/8/2n5/8/3Q4 w - - 0 1";
  EXPECT_TRUE(has_line(solve_text(Fen, "#1"), "1.Qd1*d8 #"));
  EXPECT_FALSE(has_line(solve_text(Fen, "#1", {"AMU"}), "1."));
}

}  // namespace
}  // namespace feerie
