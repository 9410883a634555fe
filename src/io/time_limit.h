// A time limit in seconds, as `option MaxTime` and `-maxtime` give it.
#pragma once

#include <optional>
#include <string>

namespace feerie {

// The longest limit the clocks can count; a longer one (up to `inf`) means
// that there is no limit.
constexpr double LongestTimeLimitSeconds = 1e9;  // about 31 years

// Reads a positive number of seconds. Returns false if `text` is not one
// (empty, not a number, zero, negative, NaN); otherwise sets `limit`, to
// nothing when the limit is longer than the clocks can count.
bool read_time_limit(const std::string& text, std::optional<double>& limit);

}  // namespace feerie
