// The transposition table: what a store answers, generations that forget
// without clearing (also when the generation number comes round again), the
// move to the large block, and the memory bound.
#include "solve/transposition_table.h"

#include <gtest/gtest.h>

namespace feerie {
namespace {

constexpr Hash Key = 0x123456789ABCDEF0ULL;

TEST(TranspositionTable, WithinAnswersEveryLengthFromOneEntry) {
  TranspositionTable table(1 << 20);
  table.store_within(Key, 3, false);  // no win within 3
  table.store_within(Key, 5, true);   // a win within 5
  EXPECT_EQ(table.probe_within(Key, 2), false);
  EXPECT_EQ(table.probe_within(Key, 3), false);
  EXPECT_EQ(table.probe_within(Key, 4), std::nullopt);
  EXPECT_EQ(table.probe_within(Key, 6), true);
  EXPECT_EQ(table.probe_within(Key ^ 1, 6), std::nullopt);
}

TEST(TranspositionTable, ExactLengthsAreKeptApart) {
  TranspositionTable table(1 << 20);
  table.store_exact(Key, 4, true);
  EXPECT_EQ(table.probe_exact(Key, 4), true);
  EXPECT_EQ(table.probe_exact(Key, 3), std::nullopt);
  EXPECT_EQ(table.probe_exact(Key, 5), std::nullopt);
}

TEST(TranspositionTable, ANewGenerationForgetsEveryEntry) {
  TranspositionTable table(1 << 20);
  table.store_exact(Key, 2, false);
  table.new_generation();
  EXPECT_EQ(table.probe_exact(Key, 2), std::nullopt);
  table.store_exact(Key, 2, true);
  EXPECT_EQ(table.probe_exact(Key, 2), true);
}

// The generation number has 8 bits: when it comes round again, the table is
// cleared for real, so an entry 255 problems old never answers.
TEST(TranspositionTable, AnEntryNeverAnswersWhenItsGenerationNumberComesBack) {
  TranspositionTable table(1 << 20);
  table.store_exact(Key, 2, true);
  for (int problem = 1; problem <= 600; ++problem) {
    table.new_generation();
    ASSERT_EQ(table.probe_exact(Key, 2), std::nullopt) << problem;
  }
}

TEST(TranspositionTable, MovesToTheLargeBlockWithinTheMemoryGiven) {
  TranspositionTable table(16 << 20);
  table.wait_until_filled();
  // 1 MB filled at once and 8 MB filled by the filler: together within 16 MB.
  EXPECT_EQ(table.entries() * 8, 8u << 20);
  table.store_within(Key, 1, true);
  EXPECT_EQ(table.probe_within(Key, 1), true);
}

TEST(TranspositionTable, TooLittleMemoryKeepsTheSmallestBlock) {
  TranspositionTable table(0);
  table.wait_until_filled();
  EXPECT_EQ(table.entries(), TranspositionTable::SmallestBlockEntries);
  table.store_exact(Key, 1, true);
  EXPECT_EQ(table.probe_exact(Key, 1), true);
}

TEST(TranspositionTable, TheLargeBlockIsBoundedByTheCeiling) {
  TranspositionTable table(4ull << 30);
  table.wait_until_filled();
  EXPECT_EQ(table.entries() * 8, TranspositionTable::Ceiling);
}

}  // namespace
}  // namespace feerie
