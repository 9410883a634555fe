// The whole input path of the feerie command on one input, as the fuzzer
// and its regression test drive it: reading the problems, twins, setting up
// each position, the frame writer, and a solve under a small node budget so
// that the rules are reached too. Writes into memory; returns normally for
// any input (a crash, a sanitizer report or an escaping exception is a bug).
#pragma once

#include <string_view>

namespace feerie {

// Nodes each solve may visit: enough to reach every rule's code, small
// enough for thousands of inputs a second.
constexpr unsigned long long FuzzNodeBudget = 2000;

void run_input_path(std::string_view input);

}  // namespace feerie
