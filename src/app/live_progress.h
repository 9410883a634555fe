// On a terminal, a live line on standard error while a problem runs for more
// than a second: the first move being tried of all, the solutions so far and
// the time. It is erased when the problem ends and before anything else is
// written, so that the output itself stays clean. Nothing at all when
// standard error is not a terminal.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace feerie {

class LiveProgress {
 public:
  LiveProgress();
  ~LiveProgress();
  LiveProgress(const LiveProgress&) = delete;
  LiveProgress& operator=(const LiveProgress&) = delete;

  bool enabled() const { return enabled_; }
  void start_problem();
  void end_problem();
  // Erases the line if it shows; called before output is written.
  void erase();

 private:
  void draw_now_and_then();
  void erase_locked();

  bool enabled_;
  std::mutex mutex_;
  std::condition_variable stopped_;
  bool done_ = false;
  bool running_ = false;  // a problem is being solved
  bool shown_ = false;    // the line stands on the terminal
  std::chrono::steady_clock::time_point start_;
  std::thread thread_;
};

}  // namespace feerie
