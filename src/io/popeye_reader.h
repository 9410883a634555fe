// Reads Popeye's problem language (English, German or French keywords, as
// chosen by the first begin-of-problem keyword) into Problems. A fault makes
// its problem unreadable, and reading goes on with the next problem.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "io/problem.h"
#include "io/tokenizer.h"

namespace feerie {

// One problem of the input: read, or failed with the first error found.
struct ReadProblem {
  std::optional<Problem> problem;
  std::optional<InputError> error;
};

std::vector<ReadProblem> read_popeye(std::string input);

// Hands each problem to `each` as soon as its end keyword is read, before
// reading on; stops early when `each` returns false.
void read_popeye(Tokenizer& tokens, const std::function<bool(ReadProblem)>& each);

}  // namespace feerie
