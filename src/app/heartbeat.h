// -heartbeat N: while problems are solved, a line "heartbeat:    k" on
// standard error each time another N moves have been searched, as Popeye
// writes it (Spinach reads them to know that the solver is alive).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <thread>

namespace feerie {

class Heartbeat {
 public:
  // Without a rate, nothing.
  explicit Heartbeat(std::optional<std::uint64_t> rate);
  ~Heartbeat();
  Heartbeat(const Heartbeat&) = delete;
  Heartbeat& operator=(const Heartbeat&) = delete;

 private:
  void beat(std::uint64_t rate);

  std::mutex mutex_;
  std::condition_variable stopped_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace feerie
