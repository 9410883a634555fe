// The first-move driver on several threads: writes come out in the order of
// the first moves, and the writes kept waiting for an earlier first move stay
// bounded, so that memory does not grow with the solutions found ahead.
#include "solve/first_moves.h"

#include <gtest/gtest.h>

#include <chrono>
#include <mutex>
#include <thread>

#include "io/fen.h"

namespace feerie {
namespace {

TEST(FirstMoves, WaitingWritesStayBoundedAndInOrder) {
  Position position;
  read_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", position);
  Stipulation stipulation;
  SolveOptions options;
  options.threads = 3;
  TranspositionTable table(1 << 16);
  const std::atomic<bool> stop{false};
  SearchContext context{position, stipulation, options, language(LanguageId::English), table, stop};
  MoveList moves;
  for (int i = 0; i < 3; ++i) moves.push(Move{});

  // The first move is slow and writes once; the two others write many times
  // at once, far more than may wait.
  const std::size_t many = 4 * MaxWaitingWrites;
  std::mutex mutex;
  std::size_t created = 0, written = 0, most_waiting = 0;
  std::vector<int> order;
  search_first_moves(context, moves, [&](SearchContext&, const Defer& defer, const Move&, int number) {
    if (number == 1) std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const std::size_t count = number == 1 ? 1 : many;
    for (std::size_t i = 0; i < count; ++i) {
      {
        std::lock_guard lock(mutex);
        ++created;
        most_waiting = std::max(most_waiting, created - written);
      }
      defer([&, number] {
        std::lock_guard lock(mutex);
        ++written;
        order.push_back(number);
      });
    }
  });
  EXPECT_EQ(written, 1 + 2 * many);
  // Counted as made, before handed over: each of the three workers may hold
  // one in hand beyond the bound.
  EXPECT_LE(most_waiting, MaxWaitingWrites + 3);
  EXPECT_TRUE(std::is_sorted(order.begin(), order.end()));
}

}  // namespace
}  // namespace feerie
