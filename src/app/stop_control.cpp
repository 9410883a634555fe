#include "app/stop_control.h"

#include <chrono>
#include <csignal>

namespace feerie {

namespace {

std::atomic<bool> stop{false};
std::atomic<bool> user_interrupt{false};

static_assert(std::atomic<bool>::is_always_lock_free, "the flags are set from a signal handler");

extern "C" void on_interrupt(int) {
  user_interrupt.store(true);
  stop.store(true);
}

}  // namespace

std::atomic<bool>& stop_flag() { return stop; }
bool interrupted_by_user() { return user_interrupt.load(); }
void install_interrupt_handler() { std::signal(SIGINT, on_interrupt); }

StopTimer::StopTimer(std::optional<double> seconds) {
  if (!seconds) return;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(*seconds);
  thread_ = std::thread([this, deadline] {
    std::unique_lock lock(mutex_);
    if (!cancelled_.wait_until(lock, deadline, [this] { return done_; })) stop.store(true);
  });
}

StopTimer::~StopTimer() {
  if (!thread_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    done_ = true;
  }
  cancelled_.notify_one();
  thread_.join();
}

}  // namespace feerie
