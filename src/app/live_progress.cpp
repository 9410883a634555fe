#include "app/live_progress.h"

#include <unistd.h>

#include <cstdio>
#include <string>

#include "solve/search_progress.h"

namespace feerie {

namespace {

constexpr auto ShownAfter = std::chrono::seconds(1);
constexpr auto Redrawn = std::chrono::milliseconds(250);

// In WebAssembly standard error reaches a page's printErr line by line,
// where a line redrawn in place has no meaning, even if it says terminal.
#ifdef __EMSCRIPTEN__
constexpr bool LineRedrawn = false;
#else
constexpr bool LineRedrawn = true;
#endif

std::string progress_line(std::chrono::steady_clock::duration elapsed) {
  const ProblemProgress progress = problem_progress();
  std::string line = "  ";
  if (progress.first_moves)
    line += "first move " + std::to_string(progress.first_moves_started) + " of " +
            std::to_string(progress.first_moves) + ", ";
  line += std::to_string(progress.solutions) + (progress.solutions == 1 ? " solution, " : " solutions, ");
  return line + std::to_string(std::chrono::duration_cast<std::chrono::seconds>(elapsed).count()) + " s";
}

}  // namespace

LiveProgress::LiveProgress() : enabled_(LineRedrawn && isatty(STDERR_FILENO) == 1) {
  if (enabled_) thread_ = std::thread([this] { draw_now_and_then(); });
}

LiveProgress::~LiveProgress() {
  if (!enabled_) return;
  {
    std::lock_guard lock(mutex_);
    done_ = true;
    erase_locked();
  }
  stopped_.notify_one();
  thread_.join();
}

void LiveProgress::start_problem() {
  if (!enabled_) return;
  start_problem_progress();
  std::lock_guard lock(mutex_);
  start_ = std::chrono::steady_clock::now();
  running_ = true;
}

void LiveProgress::end_problem() {
  if (!enabled_) return;
  std::lock_guard lock(mutex_);
  running_ = false;
  erase_locked();
}

void LiveProgress::erase() {
  if (!enabled_) return;
  std::lock_guard lock(mutex_);
  erase_locked();
}

void LiveProgress::erase_locked() {
  if (!shown_) return;
  std::fputs("\r\x1b[K", stderr);
  std::fflush(stderr);
  shown_ = false;
}

void LiveProgress::draw_now_and_then() {
  std::unique_lock lock(mutex_);
  while (!stopped_.wait_for(lock, Redrawn, [this] { return done_; })) {
    const auto elapsed = std::chrono::steady_clock::now() - start_;
    if (!running_ || elapsed < ShownAfter) continue;
    std::fputs(("\r" + progress_line(elapsed) + "\x1b[K").c_str(), stderr);
    std::fflush(stderr);
    shown_ = true;
  }
}

}  // namespace feerie
