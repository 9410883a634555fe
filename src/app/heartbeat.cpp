#include "app/heartbeat.h"

#include <chrono>
#include <cstdio>

#include "solve/search_progress.h"
#include "solve/thread_support.h"

namespace feerie {

Heartbeat::Heartbeat(std::optional<std::uint64_t> rate) {
  if (rate && ThreadsAvailable) thread_ = std::thread([this, rate] { beat(*rate); });
}

Heartbeat::~Heartbeat() {
  if (!thread_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    done_ = true;
  }
  stopped_.notify_one();
  thread_.join();
}

// The search counts its nodes; this thread looks at the count now and then,
// and once more at the end, and writes a line for every further `rate` of them.
void Heartbeat::beat(std::uint64_t rate) {
  std::uint64_t written = 0;
  std::unique_lock lock(mutex_);
  bool last = false;
  while (!last) {
    last = stopped_.wait_for(lock, std::chrono::milliseconds(20), [this] { return done_; });
    for (const std::uint64_t due = nodes_searched() / rate; written < due;)
      std::fprintf(stderr, "heartbeat:%5llu\n", static_cast<unsigned long long>(++written));
    std::fflush(stderr);
  }
}

}  // namespace feerie
