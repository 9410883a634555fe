// Flags of the feerie command, in the spelling Popeye's front-ends pass them
// (-maxmem 512M, -maxtime 60, -maxsolutions 1).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace feerie {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct CommandLine {
  std::vector<std::string> files;
  // A problem given on the command line instead of in a file.
  std::optional<std::string> fen, stipulation, conditions, options;
  std::uint64_t max_memory_bytes = 512ull << 20;
  std::optional<double> max_time_seconds;
  std::optional<std::uint64_t> max_solutions;
  std::optional<int> threads;  // -threads N: search threads (default: every core)
};

// Throws UsageError naming the offending argument.
CommandLine parse_command_line(const std::vector<std::string>& args);
const char* usage();

}  // namespace feerie
