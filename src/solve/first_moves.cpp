#include "solve/first_moves.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "solve/thread_support.h"

namespace feerie {

namespace {

// The numbers are taken for every move, tried or not, so that a move keeps
// its number whatever the bounds.
void search_in_order(SearchContext& context, const MoveList& moves, const FirstMoveSearch& search, bool numbered) {
  const Defer now = [](const Deferred& write) { write(); };
  MoveNumbering* numbering = numbered && context.numbers_moves() ? context.numbering : nullptr;
  const int before = numbering ? numbering->reserve_first_moves(moves.size()) : 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int number = (numbering ? before : 0) + static_cast<int>(i) + 1;
    const auto choice = numbering ? numbering->choose({number}) : MoveNumbering::Choice::Try;
    if (choice == MoveNumbering::Choice::PastEnd) break;
    if (choice == MoveNumbering::Choice::Skip) continue;
    first_move_started(i + 1);
    search(context, now, moves[i], number);
    if (context.should_stop()) break;
  }
}

// Workers take first moves in turn, each in its own copy of the position
// (the table and the stop flag are shared). The writes of the earliest first
// move not yet finished (the head) go out at once; those of later first moves
// wait until it is their turn; a worker that would make more than
// MaxWaitingWrites wait waits itself until its first move is the head.
class ParallelFirstMoves {
 public:
  ParallelFirstMoves(SearchContext& context, const MoveList& moves, const FirstMoveSearch& search)
      : context_(context), moves_(moves), search_(search), waiting_(moves.size()), done_(moves.size(), false) {}

  void run(int threads) {
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i) workers.emplace_back([this] { work(); });
    for (std::thread& worker : workers) worker.join();
  }

 private:
  void work() {
    Position position = context_.position;
    SearchContext local{position,
                        context_.stipulation,
                        context_.options,
                        context_.language,
                        context_.table,
                        context_.stop,
                        context_.out_of_nodes,
                        0,
                        context_.colours_swapped};
    for (std::size_t i; (i = next_++) < moves_.size();) {
      const Defer defer = [this, i](Deferred write) { hand_over(i, std::move(write)); };
      first_move_started(i + 1);
      if (!local.should_stop()) search_(local, defer, moves_[i], static_cast<int>(i) + 1);
      finish(i);
    }
  }

  // A write of first move i: out now if i is the head, else kept.
  void hand_over(std::size_t i, Deferred write) {
    std::unique_lock lock(mutex_);
    if (i != head_ && waiting_count_ >= MaxWaitingWrites)
      turn_.wait(lock, [this, i] { return i == head_ || waiting_count_ < MaxWaitingWrites; });
    if (i == head_) {
      write();
      return;
    }
    waiting_[i].push_back(std::move(write));
    ++waiting_count_;
  }

  // First move i is searched: the head moves past every finished first
  // move, writing what waited for it.
  void finish(std::size_t i) {
    std::lock_guard lock(mutex_);
    done_[i] = true;
    while (head_ < moves_.size() && done_[head_]) write_waiting(++head_);
    turn_.notify_all();
  }

  void write_waiting(std::size_t i) {
    if (i >= moves_.size()) return;
    for (const Deferred& write : waiting_[i]) write();
    waiting_count_ -= waiting_[i].size();
    waiting_[i] = {};
  }

  SearchContext& context_;
  const MoveList& moves_;
  const FirstMoveSearch& search_;
  std::vector<std::vector<Deferred>> waiting_;
  std::vector<bool> done_;
  std::size_t head_ = 0;
  std::size_t waiting_count_ = 0;
  std::atomic<std::size_t> next_{0};
  std::mutex mutex_;
  std::condition_variable turn_;
};

}  // namespace

int search_threads(const SolveOptions& options) {
  if (!ThreadsAvailable) return 1;
  if (options.move_numbers || options.max_solutions || !options.start_move_number.empty() ||
      !options.up_to_move_number.empty())
    return 1;
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  if (!options.threads) return cores;
  return ThreadsPooled ? std::min(*options.threads, cores) : *options.threads;
}

void search_first_moves(SearchContext& context, const MoveList& moves, const FirstMoveSearch& search, bool numbered) {
  start_first_moves(moves.size());
  const int threads = std::min<int>(search_threads(context.options), static_cast<int>(moves.size()));
  if (threads <= 1) {
    search_in_order(context, moves, search, numbered);
    return;
  }
  ParallelFirstMoves(context, moves, search).run(threads);
}

}  // namespace feerie
