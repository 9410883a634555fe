#include "app/command_line.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <iterator>

#include "io/time_limit.h"

namespace feerie {

namespace {

std::uint64_t parse_count(const std::string& flag, const std::string& value, bool zero_allowed = false) {
  char* end = nullptr;
  errno = 0;
  const unsigned long long count = std::strtoull(value.c_str(), &end, 10);
  if (value.empty() || !std::isdigit(static_cast<unsigned char>(value[0])) || *end != '\0' || errno == ERANGE ||
      (count == 0 && !zero_allowed))
    throw UsageError(flag + " needs a " + (zero_allowed ? "" : "positive ") + "whole number, found '" + value + "'");
  return count;
}

// "512M", "2G", "65536K", or a bare number of kilobytes as Popeye reads it;
// 0 leaves no room for a table (the search then keeps the smallest one).
std::uint64_t parse_memory(const std::string& value) {
  const std::string flag = "-maxmem";
  if (value.empty()) throw UsageError(flag + " needs a size such as 512M");
  const char unit = static_cast<char>(std::toupper(static_cast<unsigned char>(value.back())));
  const bool has_unit = unit == 'K' || unit == 'M' || unit == 'G';
  const std::uint64_t amount = parse_count(flag, has_unit ? value.substr(0, value.size() - 1) : value, true);
  const int shift = unit == 'G' ? 30 : unit == 'M' ? 20 : 10;
  if (amount >= (1ull << (63 - shift))) throw UsageError(flag + " size '" + value + "' is too large");
  return amount << shift;
}

std::optional<double> parse_seconds(const std::string& value) {
  std::optional<double> limit;
  if (!read_time_limit(value, limit))
    throw UsageError("-maxtime needs a positive number of seconds, found '" + value + "'");
  return limit;
}

int parse_threads(const std::string& value) {
  const std::uint64_t threads = parse_count("-threads", value);
  if (threads < 1 || threads > 1024) throw UsageError("-threads needs a number from 1 to 1024, found '" + value + "'");
  return static_cast<int>(threads);
}

}  // namespace

const char* usage() {
  return "usage: feerie [flags] [FILE.inp... | -]   (no file or '-': problems from standard input)\n"
         "       feerie [flags] --fen FEN --stip STIPULATION [--cond WORDS] [--option WORDS]\n"
         "       feerie perft FEN DEPTH [--divide]\n"
         "flags: -maxmem N[K|M|G]  -maxtime SECONDS  -maxsolutions N  -threads N\n"
         "       -maxpos N  -heartbeat [N]  -regression  -maxtrace N  -notraceptr\n"
         "       --full-search  (no goal-directed pruning: to compare with it)\n"
         "       --svg DIR  (no solving: an SVG diagram of each problem and twin into DIR,\n"
         "                   named FILE-N.svg, FILE-Nb.svg for twin b) of the Nth problem)\n"
         "       --json, -json  (one JSON document on standard output instead of Popeye's text,\n"
         "                       docs/json-output.md)\n";
}

namespace {

bool is_number(const std::string& text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// Flags without a value; true if `arg` was one.
bool read_switch(const std::string& arg, CommandLine& line) {
  if (arg == "-regression") {
    line.regression = true;
    return true;
  }
  if (arg == "--full-search") {
    line.full_search = true;
    return true;
  }
  if (arg == "--json" || arg == "-json") {
    line.json = true;
    return true;
  }
  return arg == "-notraceptr";  // Popeye's tracing: Feerie has none to show
}

}  // namespace

CommandLine parse_command_line(const std::vector<std::string>& args) {
  CommandLine line;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg.empty() || arg[0] != '-' || arg == "-") {
      line.files.push_back(arg);
      continue;
    }
    if (read_switch(arg, line)) continue;
    if (arg == "-heartbeat") {  // the rate is optional, as in Popeye
      line.heartbeat = DefaultHeartbeatRate;
      if (i + 1 < args.size() && is_number(args[i + 1])) line.heartbeat = parse_count(arg, args[++i]);
      continue;
    }
    static const char* const known[] = {"-maxmem",        "--maxmem", "-maxtime",  "--maxtime", "-maxsolutions",
                                        "--maxsolutions", "-threads", "--threads", "-maxpos",   "-maxtrace",
                                        "--fen",          "--stip",   "--cond",    "--option",  "--svg"};
    if (std::find(std::begin(known), std::end(known), arg) == std::end(known))
      throw UsageError("unknown flag '" + arg + "'");
    if (i + 1 >= args.size()) throw UsageError("'" + arg + "' needs a value");
    const std::string& value = args[++i];
    if (arg == "-maxmem" || arg == "--maxmem")
      line.max_memory_bytes = parse_memory(value);
    else if (arg == "-maxtime" || arg == "--maxtime")
      line.max_time_seconds = parse_seconds(value);
    else if (arg == "-maxsolutions" || arg == "--maxsolutions")
      line.max_solutions = parse_count(arg, value);
    else if (arg == "-threads" || arg == "--threads")
      line.threads = parse_threads(value);
    else if (arg == "-maxpos")
      line.max_positions = parse_count(arg, value, true);
    else if (arg == "-maxtrace")
      parse_count(arg, value, true);  // Popeye's trace depth: read, nothing to trace
    else if (arg == "--fen")
      line.fen = value;
    else if (arg == "--stip")
      line.stipulation = value;
    else if (arg == "--cond")
      line.conditions = value;
    else if (arg == "--svg")
      line.svg_directory = value;
    else
      line.options = value;
  }
  if (line.svg_directory && line.svg_directory->empty()) throw UsageError("--svg needs a directory");
  if (line.fen && !line.stipulation) throw UsageError("--fen needs --stip");
  if (!line.fen && (line.stipulation || line.conditions || line.options))
    throw UsageError("--stip, --cond and --option need --fen");
  if (line.fen && !line.files.empty()) throw UsageError("give either --fen or input files, not both");
  if (!line.fen && line.files.empty()) line.files.push_back("-");  // as Popeye: standard input
  return line;
}

std::uint64_t table_bytes(const CommandLine& line) {
  if (!line.max_positions) return line.max_memory_bytes;
  const std::uint64_t positions = *line.max_positions;  // thousands of positions, one word each
  return positions >= (line.max_memory_bytes / 8000) ? line.max_memory_bytes : positions * 8000;
}

}  // namespace feerie
