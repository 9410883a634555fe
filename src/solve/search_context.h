// What every search kernel shares: the position, the stipulation, the
// options, the transposition table and the stop flag.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

#include "core/position.h"
#include "io/language.h"
#include "solve/node_count.h"
#include "solve/options.h"
#include "solve/stipulation.h"
#include "solve/transposition_table.h"

namespace feerie {

// Told of each first move before it is tried (option MoveNumbers): its number
// in the order of generation and its text with the check mark.
using ProgressSink = std::function<void(int number, const std::string& move)>;

struct SearchContext {
  Position& position;
  const Stipulation& stipulation;
  const SolveOptions& options;
  const Language& language;
  TranspositionTable& table;
  const std::atomic<bool>& stop;
  std::uint64_t solutions = 0;
  // Duplex: the other side plays the stipulation's first side's part.
  bool colours_swapped = false;
  ProgressSink progress = nullptr;  // empty unless option MoveNumbers

  // Options StartMoveNumber / UpToMoveNumber: only these first moves are tried.
  bool first_move_selected(int number) const {
    return number >= options.start_move_number.value_or(1) && !past_last_first_move(number);
  }
  bool past_last_first_move(int number) const {
    return options.up_to_move_number && number > *options.up_to_move_number;
  }

  // Asked by every kernel once per node, so it also counts the node.
  bool should_stop() const {
    count_node();
    return stop.load(std::memory_order_relaxed) || (options.max_solutions && solutions >= *options.max_solutions);
  }
};

}  // namespace feerie
