// Applying twinnings: the diagram of each twin is the problem's diagram (or
// the previous twin's, for a continued twin) with the twin's changes applied
// in order.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "io/problem.h"

namespace feerie {

using Board = std::array<Piece, 64>;

// What a twin changes: the board, the stipulation and the conditions.
struct Diagram {
  Board board{};
  Stipulation stipulation;
  std::vector<std::string> condition_words;
};

Diagram initial_diagram(const Problem& problem);
// Throws InputError (at the change's line and column) when the change cannot
// be applied, e.g. moving from an empty square or shifting pieces off the board.
void apply(const TwinChange& change, Diagram& diagram);
std::vector<PlacedPiece> pieces_of(const Board& board);

// One twin ready to solve: its diagram and the changes that led there from
// `before` (for the twin's header).
struct TwinSetup {
  std::string label;  // "a)", "b)", "+c)" for a continued twin
  Diagram before;
  Diagram diagram;
  std::vector<TwinChange> changes;  // none for the diagram itself as twin a)
  std::vector<std::string> remarks;  // the twin's remarks, printed before its header
  // A change that cannot apply (moving from an empty square, shifting off
  // the board): the twin is reported and not solved; its diagram stays
  // `before`, which a continued twin then builds on.
  std::optional<InputError> error;
};

// The twins to solve in order; with a zero position the diagram is not
// among them. A problem without twins has one setup with an empty label.
// Never throws: a twin whose change cannot apply carries the error.
std::vector<TwinSetup> twin_setups(const Problem& problem);

}  // namespace feerie
