// What every search kernel shares: the position, the stipulation, the
// options, the transposition table and the stop flag.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/position.h"
#include "io/language.h"
#include "rules/rules.h"
#include "solve/move_numbering.h"
#include "solve/options.h"
#include "solve/search_progress.h"
#include "solve/stipulation.h"
#include "solve/transposition_table.h"

namespace feerie {

// Told of each numbered move before it is tried (option MoveNumbers): its
// numbers level by level (MoveNumbering) and its text with the check mark.
using ProgressSink = std::function<void(const std::vector<int>& numbers, const std::string& move)>;

struct SearchContext {
  Position& position;
  const Stipulation& stipulation;
  const SolveOptions& options;
  const Language& language;
  TranspositionTable& table;
  const std::atomic<bool>& stop;
  // Set when a search thread has used up options.max_nodes; shared by the
  // contexts of every thread, owned by solve().
  std::atomic<bool>* out_of_nodes = nullptr;
  // Solutions of the part being solved (set play, or play): MaxSolutions
  // counts each part apart, as Popeye does.
  std::uint64_t solutions = 0;
  // Duplex: the other side plays the stipulation's first side's part.
  bool colours_swapped = false;
  ProgressSink progress = nullptr;  // empty unless option MoveNumbers
  // Option StopOnShortSolutions stopped help or series play after a shorter
  // length than the stipulation's (set on the context solve() made).
  bool stopped_after_short_solutions = false;
  mutable std::uint64_t nodes = 0;  // nodes of this thread's search, for options.max_nodes
  // The problem's move numbers; used by one thread only (search_threads).
  MoveNumbering* numbering = nullptr;

  bool numbers_moves() const { return numbering && numbering->active(); }

  // The key of the position for the tables of the search: its hash, and
  // where the goal follows pieces (goal_follows_pieces: ct, <>, k) or a
  // condition reads the men's diagram squares, where each man stood in the
  // diagram.
  Hash table_key() const { return follows_men() ? position.hash() ^ diagram_key(position) : position.hash(); }
  bool follows_men() const {
    return goal_follows_pieces(stipulation.goal) || (position.rules() && position.rules()->reads_diagram_squares());
  }

  // Stopped from outside (Ctrl-C, maxtime) or by the node budget: what is
  // found after that must be neither kept nor written.
  bool stopped() const {
    return stop.load(std::memory_order_relaxed) || (out_of_nodes && out_of_nodes->load(std::memory_order_relaxed));
  }

  // Every kernel calls this once per node: it counts the node (heartbeat,
  // node budget) and tells whether the search is stopped.
  bool at_node() const {
    count_node();
    if (options.max_nodes && ++nodes > *options.max_nodes && out_of_nodes) out_of_nodes->store(true);
    return stopped();
  }

  // Option GoalIsEnd, where it applies: the side that is not to reach the
  // goal ends the play, against the stipulation, by reaching it.
  bool goal_is_end() const { return options.goal_is_end && goal_is_end_applies(stipulation); }

  // Does a move of the attacker that reaches the goal win? In direct play,
  // and in self and semi-reflex play with option Quodlibet.
  bool attacker_reaches_goal() const {
    const bool self = stipulation.play == Play::Self || stipulation.play == Play::SemiReflex;
    return stipulation.play == Play::Direct || (options.quodlibet && self && !stipulation.series);
  }

  // Option KeepMatingPiece: has `side`, the side that is to reach the goal,
  // nothing left but kings?
  bool mating_pieces_gone(Side side) const {
    return options.keep_mating_piece && stipulation.play != Play::Reflex &&
           !(position.pieces(side) & ~position.pieces(PieceType::King));
  }

  // At a node of help or series play: stopped, or enough solutions found.
  bool should_stop() const { return at_node() || (options.max_solutions && solutions >= *options.max_solutions); }
};

}  // namespace feerie
