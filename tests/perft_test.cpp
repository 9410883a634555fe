#include <gtest/gtest.h>

#include "io/fen.h"
#include "movegen/perft.h"

namespace feerie {
namespace {

std::uint64_t perft_of(const char* fen, int depth) {
  Position position;
  read_fen(fen, position);
  return perft(position, depth);
}

TEST(Perft, StartPosition) {
  EXPECT_EQ(perft_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4), 197281u);
}

}  // namespace
}  // namespace feerie
