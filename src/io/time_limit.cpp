#include "io/time_limit.h"

#include <cstdlib>

namespace feerie {

bool read_time_limit(const std::string& text, std::optional<double>& limit) {
  char* end = nullptr;
  const double seconds = std::strtod(text.c_str(), &end);
  if (text.empty() || end == text.c_str() || *end != '\0' || !(seconds > 0)) return false;  // NaN fails too
  limit = seconds > LongestTimeLimitSeconds ? std::nullopt : std::optional<double>(seconds);
  return true;
}

}  // namespace feerie
