// Options MoveNumbers, StartMoveNumber and UpToMoveNumber, with Popeye's
// meaning and Feerie's order of moves.
//
// The first moves of a problem are numbered 1, 2, ... in the order Feerie
// generates them, the numbers going on from set play to play, from one
// duplex half and one twin to the next, so that a number names one first
// move of the problem (as Popeye counts). In help and series play a number
// of several levels names a line: 3:5:16 is the 16th move after the 5th move
// after the 3rd first move. StartMoveNumber and UpToMoveNumber bound the
// lines tried, in that order: "start 3:5" leaves out the first two first
// moves and the first four moves after the third; "upto 3:5" is the mirror.
// Popeye leaves out every line at a level whose bounds cross (start 2:5
// upto 4:3 tries nothing after 2 and 4); Feerie keeps the order's meaning.
#pragma once

#include <cstddef>
#include <vector>

#include "solve/options.h"

namespace feerie {

class MoveNumbering {
 public:
  explicit MoveNumbering(const SolveOptions& options);

  // First moves get numbers (MoveNumbers, StartMoveNumber or UpToMoveNumber).
  bool active() const { return active_; }
  // StartMoveNumber or UpToMoveNumber given: help and series play search the
  // stipulated length only, whose moves the numbers name (as Popeye does).
  bool bounded() const { return !start_.empty() || !up_to_.empty(); }
  // Numbers of several levels given: every move of a help or series line is
  // numbered. Direct play has no such numbers (Popeye says the options do
  // not fit the stipulation and tries no first move).
  bool deep() const { return levels_ > 1; }

  // Numbers the next `count` first moves; returns the number before the first.
  int reserve_first_moves(std::size_t count);

  enum class Choice { Try, Skip, PastEnd };  // PastEnd: every later move at this level too
  // The move numbered path.back(), after the moves numbered by the rest of path.
  Choice choose(const std::vector<int>& path) const;
  // Are some of the moves after those of `path` left out, so that a search
  // below them proves nothing about the position?
  bool restricts_after(const std::vector<int>& path) const;
  // Does a move at this level (0 for first moves) get a progress line?
  bool announces(std::size_t level) const { return level == 0 || level < levels_; }

 private:
  std::vector<int> start_;
  std::vector<int> up_to_;
  std::size_t levels_ = 0;
  bool active_ = false;
  int first_moves_ = 0;
};

}  // namespace feerie
