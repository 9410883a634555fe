#include "solve/move_numbering.h"

#include <algorithm>

namespace feerie {

namespace {

// Do the moves before the last of `path` follow `bound` exactly, so that the
// bound's next level applies to the last one?
bool follows(const std::vector<int>& bound, const std::vector<int>& path, std::size_t level) {
  return bound.size() > level &&
         std::equal(bound.begin(), bound.begin() + static_cast<std::ptrdiff_t>(level), path.begin());
}

}  // namespace

MoveNumbering::MoveNumbering(const SolveOptions& options)
    : start_(options.start_move_number),
      up_to_(options.up_to_move_number),
      levels_(std::max(start_.size(), up_to_.size())),
      active_(options.move_numbers || bounded()) {}

int MoveNumbering::reserve_first_moves(std::size_t count) {
  const int before = first_moves_;
  first_moves_ += static_cast<int>(count);
  return before;
}

MoveNumbering::Choice MoveNumbering::choose(const std::vector<int>& path) const {
  const std::size_t level = path.size() - 1;
  const int number = path.back();
  if (follows(start_, path, level) && number < start_[level]) return Choice::Skip;
  if (follows(up_to_, path, level) && number > up_to_[level]) return Choice::PastEnd;
  return Choice::Try;
}

bool MoveNumbering::restricts_after(const std::vector<int>& path) const {
  return follows(start_, path, path.size()) || follows(up_to_, path, path.size());
}

}  // namespace feerie
