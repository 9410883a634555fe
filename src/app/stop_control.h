// The stop flag handed to solve(): set by Ctrl-C (SIGINT) or, per problem, by
// a timer thread when maxtime runs out.
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

// Sets stop_flag() after `seconds`, unless destroyed first. Without a limit
// it does nothing.
class StopTimer {
 public:
  explicit StopTimer(std::optional<double> seconds);
  ~StopTimer();
  StopTimer(const StopTimer&) = delete;
  StopTimer& operator=(const StopTimer&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable cancelled_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace feerie
