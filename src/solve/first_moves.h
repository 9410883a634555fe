// The first moves of a problem, searched one after another, or on several
// threads at once: each first move's subtree is independent, and what is
// written comes out in the order of the first moves either way.
#pragma once

#include <functional>

#include "core/move.h"
#include "solve/search_context.h"

namespace feerie {

// Something to write, run in the order of the first moves (on any thread,
// one at a time).
using Deferred = std::function<void()>;
using Defer = std::function<void(Deferred)>;

// Searches the subtree after one first move in `context`, handing what is to
// be written to `defer`. `number` is the move's number in the problem where
// first moves are numbered (MoveNumbering), else its place in the list from 1.
using FirstMoveSearch = std::function<void(SearchContext& context, const Defer& defer, const Move& move, int number)>;

// With several threads, at most this many writes of later first moves wait
// for earlier ones at a time (a worker beyond it waits for its turn), so that
// memory stays bounded however many solutions are found ahead of time.
constexpr std::size_t MaxWaitingWrites = 4096;

// Threads used: the option, or every core; 1 where the order of the search
// itself shows (MoveNumbers, MaxSolutions) or first moves are selected.
int search_threads(const SolveOptions& options);

// With `numbered`, the moves take the problem's next numbers, and
// StartMoveNumber / UpToMoveNumber select among them.
void search_first_moves(SearchContext& context, const MoveList& moves, const FirstMoveSearch& search,
                        bool numbered = true);

}  // namespace feerie
