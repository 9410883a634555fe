// How far the search has come, over every thread: what -heartbeat and the
// live progress line on a terminal report. Each thread counts nodes in
// batches, so counting costs no shared write per node.
#pragma once

#include <cstdint>

namespace feerie {

void count_node();
// The nodes counted so far in the run (up to a batch per thread behind).
std::uint64_t nodes_searched();

// The current problem: first moves tried of all, and solutions found.
struct ProblemProgress {
  std::uint64_t first_moves_started = 0;
  std::uint64_t first_moves = 0;
  std::uint64_t solutions = 0;
};
void start_problem_progress();
void start_first_moves(std::uint64_t count);
void first_move_started(std::uint64_t number);  // from 1
void solution_found();
ProblemProgress problem_progress();

}  // namespace feerie
