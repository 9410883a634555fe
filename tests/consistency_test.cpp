// Make and unmake every legal move to depth 3 from the perft positions and a
// few positions orthodox chess never reaches.
#include "consistency.h"

#include <gtest/gtest.h>

#include "io/fen.h"
#include "perft_cases.h"

namespace feerie {
namespace {

constexpr int Depth = 3;

std::string first_inconsistency_from(const char* fen) {
  Position position;
  read_fen(fen, position);
  return first_inconsistency(position, Depth);
}

class Consistency : public testing::TestWithParam<PerftCase> {};

TEST_P(Consistency, MakeUnmakeRestoresEverything) { EXPECT_EQ(first_inconsistency_from(GetParam().fen), ""); }

std::string case_name(const testing::TestParamInfo<PerftCase>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Orthodox, Consistency, testing::ValuesIn(OrthodoxCases), case_name);

// Only the FEN of these is used.
const PerftCase OddCases[] = {
    {"PawnsOnOwnFirstRank", "4k1p1/3R4/8/8/8/8/3r4/2P1K3 w - - 0 1", 0, 0},
    {"TwoWhiteKings", "r3k3/8/8/8/8/8/8/K6K w - - 0 1", 0, 0},
    {"TwoKingsEachWithCastling", "r3k2r/8/8/2k5/5K2/8/8/R3K2R b KQkq - 0 1", 0, 0},
    {"NoKings", "8/2p5/8/3P4/8/8/4P3/R6r w - - 0 1", 0, 0},
    {"EnPassantAndPromotions", "1n2k3/P1P5/8/3pP3/8/8/1p4p1/R3K3 w Q d6 0 1", 0, 0},
};

INSTANTIATE_TEST_SUITE_P(Odd, Consistency, testing::ValuesIn(OddCases), case_name);

}  // namespace
}  // namespace feerie
