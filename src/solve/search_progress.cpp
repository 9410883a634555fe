#include "solve/search_progress.h"

#include <atomic>

namespace feerie {

namespace {

constexpr std::uint64_t Batch = 1024;
std::atomic<std::uint64_t> counted{0};
std::atomic<std::uint64_t> first_moves_started{0}, first_moves{0}, solutions{0};

}  // namespace

void count_node() {
  thread_local std::uint64_t uncounted = 0;
  if (++uncounted < Batch) return;
  counted.fetch_add(uncounted, std::memory_order_relaxed);
  uncounted = 0;
}

std::uint64_t nodes_searched() { return counted.load(std::memory_order_relaxed); }

void start_problem_progress() {
  first_moves_started.store(0);
  first_moves.store(0);
  solutions.store(0);
}

void start_first_moves(std::uint64_t count) {
  first_moves.store(count, std::memory_order_relaxed);
  first_moves_started.store(0, std::memory_order_relaxed);
}

void first_move_started(std::uint64_t number) {
  std::uint64_t seen = first_moves_started.load(std::memory_order_relaxed);
  while (number > seen && !first_moves_started.compare_exchange_weak(seen, number, std::memory_order_relaxed)) {
  }
}

void solution_found() { solutions.fetch_add(1, std::memory_order_relaxed); }

ProblemProgress problem_progress() {
  return {first_moves_started.load(std::memory_order_relaxed), first_moves.load(std::memory_order_relaxed),
          solutions.load(std::memory_order_relaxed)};
}

}  // namespace feerie
