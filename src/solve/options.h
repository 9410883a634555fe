// Solving options from Popeye's `option` line and command-line flags.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace feerie {

struct SolveOptions {
  bool tries = false;                // option Try: show refuted first moves
  int defences = 0;                  // option Defence n: tries refuted by at most n moves
  bool set_play = false;             // option SetPlay
  bool variations = false;           // option Variation: threats and variations
  std::optional<int> threat_length;  // option Threat n: threats of at most n moves
  // Option NonTrivial m n (Popeye's): in direct, self and reflex play, a
  // defence is trivial if the attacker then wins within n moves; where more
  // than n of the attacker's moves are to come, an attacker's move allowing
  // more than one non-trivial defence takes the excess from the m the whole
  // line may have, and fails when they are used up (solve/direct_search.h).
  struct NonTrivial {
    int max_defences = 0;  // m
    int length = 0;        // n
  };
  std::optional<NonTrivial> non_trivial;
  bool no_threat = false;  // option NoThreat
  bool no_short_variations = false;
  bool white_to_play = false;  // option WhiteToPlay (help play: White starts)
  bool post_key_play = false;  // option PostKeyPlay (battle play: the diagram is after the key)
  // Option GoalIsEnd: the play ends when the side that is not to reach the
  // goal reaches it (in reflex play, where both sides may, Popeye ignores it).
  bool goal_is_end = false;
  // Option Quodlibet: in self play, the attacker may also reach the goal
  // himself (s# is s# or #).
  bool quodlibet = false;
  // Option StopOnShortSolutions: help and series play stop after the first
  // length, shorter than the stipulation's, that has solutions.
  bool stop_on_short_solutions = false;
  // Option KeepMatingPiece: play that leaves the side that is to reach the
  // goal with nothing but its king fails (not in reflex play, where both are).
  bool keep_mating_piece = false;
  bool duplex = false;
  bool half_duplex = false;
  bool move_numbers = false;  // print each first move as it is tried
  std::optional<std::uint64_t> max_solutions;
  std::optional<double> max_time_seconds;
  // StartMoveNumber / UpToMoveNumber: a first move's number, or in help and
  // series play a line's numbers level by level (3:5:16); empty when not given.
  std::vector<int> start_move_number;
  std::vector<int> up_to_move_number;
  bool intelligent = false;  // may select an optimisation; never changes results
  // Goal-directed pruning of help and series play (solve/goal_reach.h): on
  // wherever it is sound; off only to compare with the full search.
  bool goal_pruning = true;
  std::optional<int> threads;                     // -threads N; every core when absent
  std::uint64_t max_memory_bytes = 512ull << 20;  // bound of the transposition table
  bool show_times = true;                         // times in progress lines (not with -regression)
  // Nodes each search thread may visit before the search stops as if
  // interrupted: a budget for tests and the fuzzer, not an input option.
  std::optional<std::uint64_t> max_nodes;
};

}  // namespace feerie
