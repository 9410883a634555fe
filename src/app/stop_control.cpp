#include "app/stop_control.h"

#include <poll.h>
#include <unistd.h>
#ifndef __EMSCRIPTEN__
#include <sys/eventfd.h>
#endif

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>

#include "io/time_limit.h"
#include "solve/thread_support.h"

namespace feerie {

namespace {

std::atomic<bool> stop{false};
std::atomic<bool> user_interrupt{false};
std::atomic<bool> reader_gone{false};

static_assert(std::atomic<bool>::is_always_lock_free, "the flags are set from a signal handler");

extern "C" void on_interrupt(int) {
  user_interrupt.store(true);
  stop.store(true);
}

}  // namespace

std::atomic<bool>& stop_flag() { return stop; }
bool interrupted_by_user() { return user_interrupt.load(); }
void install_interrupt_handler() { std::signal(SIGINT, on_interrupt); }
bool output_gone() { return reader_gone.load(); }

#ifdef __EMSCRIPTEN__
// WebAssembly: the output goes to the page, which has no pipe to close.
OutputWatch::OutputWatch() {}
#else
OutputWatch::OutputWatch() : wake_fd_(eventfd(0, EFD_CLOEXEC)) {
  if (wake_fd_ < 0) return;  // no watch: a closed pipe is then noticed at the next write
  thread_ = std::thread([wake = wake_fd_] {
    // Asking for no event, poll reports only errors and hang-ups: the write
    // end of a pipe whose reader has closed reports POLLERR.
    pollfd watched[2] = {{STDOUT_FILENO, 0, 0}, {wake, POLLIN, 0}};
    while (poll(watched, 2, -1) >= 0 || errno == EINTR) {
      if (watched[1].revents) return;
      if (watched[0].revents & (POLLERR | POLLHUP)) {
        reader_gone.store(true);
        stop.store(true);
        return;
      }
      if (watched[0].revents & POLLNVAL) return;  // no standard output to watch
    }
  });
}
#endif

OutputWatch::~OutputWatch() {
  if (wake_fd_ < 0) return;
  const std::uint64_t one = 1;
  [[maybe_unused]] const auto written = write(wake_fd_, &one, sizeof one);
  thread_.join();
  close(wake_fd_);
}

// Without threads, no timer: nothing stops the search before its end.
StopTimer::StopTimer(std::optional<double> seconds) {
  if (!ThreadsAvailable || !seconds || !(*seconds <= LongestTimeLimitSeconds)) return;
  const auto deadline =
      std::chrono::steady_clock::now() +
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(*seconds));
  thread_ = std::thread([this, deadline] {
    std::unique_lock lock(mutex_);
    if (!cancelled_.wait_until(lock, deadline, [this] { return done_; })) {
      expired_.store(true);
      stop.store(true);
    }
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
