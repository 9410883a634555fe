// The stop flag handed to solve(): set by Ctrl-C (SIGINT), by the reader of
// the output going away, or, per problem, by a timer thread when maxtime runs
// out.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace feerie {

// Installs the SIGINT handler; the flags live as long as the program.
std::atomic<bool>& stop_flag();
bool interrupted_by_user();
void install_interrupt_handler();

// True once standard output has no reader any more (a closed pipe or a hung
// up terminal): every search stops and nothing more can be written.
bool output_gone();

// Watches standard output while it lives, so that a search that writes
// nothing for a long time still stops promptly when the reader goes away.
class OutputWatch {
 public:
  OutputWatch();
  ~OutputWatch();
  OutputWatch(const OutputWatch&) = delete;
  OutputWatch& operator=(const OutputWatch&) = delete;

 private:
  int wake_fd_ = -1;  // an eventfd written on destruction
  std::thread thread_;
};

// Sets stop_flag() after `seconds`, unless destroyed first. Without a limit,
// or with one longer than the clocks can count, it does nothing.
class StopTimer {
 public:
  explicit StopTimer(std::optional<double> seconds);
  ~StopTimer();
  StopTimer(const StopTimer&) = delete;
  StopTimer& operator=(const StopTimer&) = delete;

  // True if the limit ran out.
  bool expired() const { return expired_.load(); }

 private:
  std::mutex mutex_;
  std::condition_variable cancelled_;
  bool done_ = false;
  std::atomic<bool> expired_{false};
  std::thread thread_;
};

}  // namespace feerie
