// The first moves of help and series play, searched one after another, or
// on several threads at once: each first move's subtree is independent, and
// the lines found are written in the order of the first moves either way.
#pragma once

#include <functional>

#include "core/move.h"
#include "solve/help_play.h"
#include "solve/search_context.h"

namespace feerie {

// Searches the subtree after one first move (its index among `moves`, from 1)
// in `context`, reporting lines to `sink`.
using FirstMoveSearch = std::function<void(SearchContext& context, const LineSink& sink, const Move& move, int number)>;

// Threads used: the option, or every core; 1 where the order of the search
// itself shows (MoveNumbers, MaxSolutions) or first moves are selected.
int search_threads(const SolveOptions& options);

void search_first_moves(SearchContext& context, const LineSink& sink, const MoveList& moves,
                        const FirstMoveSearch& search);

}  // namespace feerie
