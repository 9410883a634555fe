// Perft counts of the orthodox move generator: the reference positions of
// perft_cases.h, and positions no orthodox engine can count, counted by hand in
// the comment beside them.
#include "movegen/perft.h"

#include <gtest/gtest.h>

#include "io/fen.h"
#include "perft_cases.h"

namespace feerie {
namespace {

std::uint64_t perft_of(const char* fen, int depth) {
  Position position;
  read_fen(fen, position);
  return perft(position, depth);
}

class Perft : public testing::TestWithParam<PerftCase> {};

TEST_P(Perft, MatchesReference) { EXPECT_EQ(perft_of(GetParam().fen, GetParam().depth), GetParam().nodes); }

std::string case_name(const testing::TestParamInfo<PerftCase>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Orthodox, Perft, testing::ValuesIn(OrthodoxCases), case_name);
// The "Slow/" prefix gives these the ctest label slow (tests/CMakeLists.txt).
INSTANTIATE_TEST_SUITE_P(Slow, Perft, testing::ValuesIn(DeepCases), case_name);

// Pawns on their own first rank do not occur in orthodox chess; they step one
// square forward and capture one square diagonally forward, never double-step.
TEST(PerftByHand, PawnOnOwnFirstRank) {
  // White Ke1 Pc1, black Ke8 Rd2. Depth 1: Kxd2, Kf1 (d1, e2, f2 are attacked
  // by the rook), c1-c2, c1xd2; no c1-c3 = 4.
  // Depth 2: after Kxd2 and after c1xd2 black has only the 5 king moves; after
  // Kf1 the king's 5 and the rook's 14 (d1, d3-d8, a2-c2, e2-h2) = 19; after
  // c1-c2 the king's 5 and the rook's 12 (d1, d3-d8, xc2, e2-h2) = 17.
  // 5 + 19 + 17 + 5 = 46.
  constexpr const char* White = "4k3/8/8/8/8/8/3r4/2P1K3 w - - 0 1";
  EXPECT_EQ(perft_of(White, 1), 4u);
  EXPECT_EQ(perft_of(White, 2), 46u);
  // The same position mirrored: the black pawn on c8 steps to c7 and takes on d7.
  constexpr const char* Black = "2p1k3/3R4/8/8/8/8/8/4K3 b - - 0 1";
  EXPECT_EQ(perft_of(Black, 1), 4u);
  EXPECT_EQ(perft_of(Black, 2), 46u);
}

// With several kings, a side is in check when any of its kings is attacked, and
// a move is legal only if it leaves none of the mover's kings attacked.
TEST(PerftByHand, TwoKingsOfOneSide) {
  // White Ka1 Kh1, black Ke8 Ra8: the rook checks Ka1, so the three moves of
  // Kh1 are illegal and Ka1 may go only to b1 or b2 (a2 stays on the file) = 2.
  // Depth 2: after either move black has the king's 5 (d8, d7, e7, f7, f8) and
  // the rook's 10 (a7-a1, b8-d8) = 15; 2 * 15 = 30.
  constexpr const char* Checked = "r3k3/8/8/8/8/8/8/K6K w - - 0 1";
  EXPECT_EQ(perft_of(Checked, 1), 2u);
  EXPECT_EQ(perft_of(Checked, 2), 30u);
  // White Ka1 Ka8 Rd1, black Ke4 Rh1: Rd1 is pinned to Ka1 and keeps to the
  // first rank (b1, c1, e1, f1, g1, xh1 = 6); Ka1 has a2, b1, b2 and Ka8 has
  // a7, b7, b8, none attacked = 6. 12 in all.
  EXPECT_EQ(perft_of("K7/8/8/8/4k3/8/8/K2R3r w - - 0 1", 1), 12u);
}

}  // namespace
}  // namespace feerie
