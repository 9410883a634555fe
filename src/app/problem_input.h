// Where the problems of a run come from: a file, read whole, or standard
// input, read a line at a time.
#pragma once

#include <optional>
#include <string>

#include "io/tokenizer.h"

namespace feerie {

// The text of a problem file, or nothing (with `problem` saying why) if it cannot be read.
std::optional<std::string> read_file(const std::string& file, std::string& problem);
// Standard input, a line at a time: a problem is handled when its end
// keyword arrives, before the next line is read.
Tokenizer standard_input();

}  // namespace feerie
