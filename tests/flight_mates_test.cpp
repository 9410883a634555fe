// MAFF and OWU (src/rules/flight_mates): what a side unable to move is for
// the goals. Under MAFF its king has exactly one legal move and its other
// men none; under OWU its king has no legal move but exactly one capture
// (an illegal one) and its other men no legal move. The positions are
// those of tests/compat/cond-maff, whose answers are Popeye's; its examples
// (BEISPIEL__maff__1 to __5, BEISPIEL__owu__1) are in its suite.
#include <gtest/gtest.h>

#include <string>

#include "solve_text.h"

namespace feerie {
namespace {

// Ra8 and Rh1 check Kh8 and leave it one flight (h7, g8): mates under
// MAFF; orthodox chess has none in one.
TEST(FlightMates, MaffMateLeavesTheKingExactlyOneFlight) {
  constexpr const char* Fen = "7k/8/5K2/8/8/8/8/R7 w - - 0 1";
  const std::string maff = solve_text(Fen, "#1", {"MAFF"});
  EXPECT_TRUE(has_line(maff, "1.Ra1-a8 #"));
  EXPECT_TRUE(has_line(maff, "1.Ra1-h1 #"));
  EXPECT_FALSE(has_line(solve_text(Fen, "#1"), "1."));
}

// With the king on g6, Ra8 is an orthodox mate: the king has no move, so
// it is none under MAFF.
TEST(FlightMates, MaffMateIsNoMateWithoutAFlight) {
  constexpr const char* Fen = "7k/8/6K1/8/8/8/8/R7 w - - 0 1";
  EXPECT_TRUE(has_line(solve_text(Fen, "#1"), "1.Ra1-a8 #"));
  EXPECT_FALSE(has_line(solve_text(Fen, "#1", {"MAFF"}), "1.Ra1-a8"));
}

// Another man able to move parries nothing in check (the pawn b7): Qh5
// still mates; the stalemate needs the king's one move and no other.
TEST(FlightMates, MaffCountsTheOtherMensLegalMoves) {
  EXPECT_TRUE(has_line(solve_text("7k/1p6/5K2/8/8/8/8/R2Q4 w - - 0 1", "#1", {"MAFF"}), "1.Qd1-h5 #"));
  const std::string stalemate = solve_text("7k/8/5K2/8/8/8/8/3Q4 w - - 0 1", "=1", {"MAFF"});
  EXPECT_TRUE(has_line(stalemate, "1.Kf6-f7 ="));
  EXPECT_TRUE(has_line(stalemate, "1.Qd1-g4 ="));
  EXPECT_FALSE(has_line(solve_text("7k/1p6/5K2/8/8/8/8/3Q4 w - - 0 1", "=1", {"MAFF"}), "1."));
}

// Qg7 mates: the king's one capture (of the queen, guarded by Kf6) is
// illegal. Ra8 is an orthodox mate without a capture: none under OWU.
TEST(FlightMates, OwuMateLeavesTheKingExactlyOneIllegalCapture) {
  constexpr const char* Fen = "7k/3Q4/5K2/8/8/8/8/R7 w - - 0 1";
  const std::string owu = solve_text(Fen, "#1", {"OWU"});
  EXPECT_TRUE(has_line(owu, "1.Qd7-g7 #"));
  EXPECT_FALSE(has_line(owu, "1.Ra1-a8"));
  EXPECT_TRUE(has_line(solve_text(Fen, "#1"), "1.Ra1-a8 #"));
}

// Qd7-g7 mates, but the king has two illegal captures, g7 (guarded by
// Kf6) and h7 (the knight, guarded by the queen): no OWU mate, as Popeye.
TEST(FlightMates, OwuMateNeedsExactlyOneCapture) {
  constexpr const char* Fen = "7k/3Q3N/5K2/8/8/8/8/8 w - - 0 1";
  EXPECT_TRUE(has_line(solve_text(Fen, "#1"), "1.Qd7-g7 #"));
  EXPECT_FALSE(has_line(solve_text(Fen, "#1", {"OWU"}), "1.Qd7-g7"));
}

}  // namespace
}  // namespace feerie
