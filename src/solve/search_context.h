// What every search kernel shares: the position, the stipulation, the
// options, the transposition table and the stop flag.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/position.h"
#include "io/language.h"
#include "solve/options.h"
#include "solve/stipulation.h"
#include "solve/transposition_table.h"

namespace feerie {

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

  bool should_stop() const {
    return stop.load(std::memory_order_relaxed) ||
           (options.max_solutions && solutions >= *options.max_solutions);
  }
};

}  // namespace feerie
