#include "solve/first_moves.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace feerie {

namespace {

void search_in_order(SearchContext& context, const MoveList& moves, const FirstMoveSearch& search) {
  const Defer now = [](const Deferred& write) { write(); };
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    if (!context.first_move_selected(number)) {
      if (context.past_last_first_move(number)) break;
      continue;
    }
    search(context, now, moves[i], number);
    if (context.should_stop()) break;
  }
}

// Workers take first moves in turn, each in its own copy of the position
// (the table and the stop flag are shared); what each first move has to
// write is kept until the first moves before it are written.
class ParallelFirstMoves {
 public:
  ParallelFirstMoves(SearchContext& context, const MoveList& moves, const FirstMoveSearch& search)
      : context_(context), moves_(moves), search_(search), writes_(moves.size()), done_(moves.size(), false) {}

  void run(int threads) {
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i) workers.emplace_back([this] { work(); });
    for (std::size_t i = 0; i < moves_.size(); ++i) {
      std::unique_lock lock(mutex_);
      finished_.wait(lock, [&] { return done_[i]; });
      for (const Deferred& write : writes_[i]) write();
    }
    for (std::thread& worker : workers) worker.join();
  }

 private:
  void work() {
    Position position = context_.position;
    SearchContext local{
        position, context_.stipulation,    context_.options, context_.language, context_.table, context_.stop,
        0,        context_.colours_swapped};
    for (std::size_t i; (i = next_++) < moves_.size();) {
      std::vector<Deferred> writes;
      const Defer keep = [&writes](Deferred write) { writes.push_back(std::move(write)); };
      if (!local.should_stop()) search_(local, keep, moves_[i], static_cast<int>(i) + 1);
      std::lock_guard lock(mutex_);
      writes_[i] = std::move(writes);
      done_[i] = true;
      finished_.notify_all();
    }
  }

  SearchContext& context_;
  const MoveList& moves_;
  const FirstMoveSearch& search_;
  std::vector<std::vector<Deferred>> writes_;
  std::vector<bool> done_;
  std::atomic<std::size_t> next_{0};
  std::mutex mutex_;
  std::condition_variable finished_;
};

}  // namespace

int search_threads(const SolveOptions& options) {
  if (options.move_numbers || options.max_solutions || options.start_move_number || options.up_to_move_number) return 1;
  if (options.threads) return *options.threads;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void search_first_moves(SearchContext& context, const MoveList& moves, const FirstMoveSearch& search) {
  const int threads = std::min<int>(search_threads(context.options), static_cast<int>(moves.size()));
  if (threads <= 1) {
    search_in_order(context, moves, search);
    return;
  }
  ParallelFirstMoves(context, moves, search).run(threads);
}

}  // namespace feerie
