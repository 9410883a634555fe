#include "solve/node_count.h"

#include <atomic>

namespace feerie {

namespace {

constexpr std::uint64_t Batch = 1024;
std::atomic<std::uint64_t> counted{0};

}  // namespace

void count_node() {
  thread_local std::uint64_t uncounted = 0;
  if (++uncounted < Batch) return;
  counted.fetch_add(uncounted, std::memory_order_relaxed);
  uncounted = 0;
}

std::uint64_t nodes_searched() { return counted.load(std::memory_order_relaxed); }

}  // namespace feerie
