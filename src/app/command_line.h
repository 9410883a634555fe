// Flags of the feerie command, in the spelling Popeye's front-ends pass them
// (-maxmem 512M, -maxtime 60, -maxsolutions 1), with every flag of Popeye's
// command line (-maxpos, -heartbeat, -regression, and the tracing flags
// -maxtrace and -notraceptr, read and without effect: Feerie has no trace).
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

// Popeye's default: a heartbeat line every 50000 moves.
constexpr std::uint64_t DefaultHeartbeatRate = 50000;

struct CommandLine {
  std::vector<std::string> files;  // "-": standard input
  // A problem given on the command line instead of in a file.
  std::optional<std::string> fen, stipulation, conditions, options;
  std::uint64_t max_memory_bytes = 512ull << 20;
  std::optional<double> max_time_seconds;
  std::optional<std::uint64_t> max_solutions;
  std::optional<int> threads;                  // -threads N: search threads (default: every core)
  std::optional<std::uint64_t> max_positions;  // -maxpos N: at most N thousand positions in the table
  std::optional<std::uint64_t> heartbeat;      // -heartbeat [N]: a line on stderr every N moves searched
  bool regression = false;                     // -regression: no banner, no times, protocol files overwritten
  bool full_search = false;                    // --full-search: no goal-directed pruning (to compare with it)
  // --svg DIR: write a diagram of each problem and twin into DIR instead of solving.
  std::optional<std::string> svg_directory;
  bool json = false;                           // --json, -json: one JSON document instead of Popeye's text
};

// Throws UsageError naming the offending argument. Without a file, the
// problems are read from standard input ("-"), as Popeye does.
CommandLine parse_command_line(const std::vector<std::string>& args);
// The memory the transposition table may take: -maxmem, bounded by -maxpos.
std::uint64_t table_bytes(const CommandLine& line);
const char* usage();

}  // namespace feerie
