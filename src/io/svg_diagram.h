// A problem's diagram as an SVG image, as problemists print it: the meta
// lines (authors, origins, awards, titles) above the board, the board with
// its coordinates and pieces (fairy pieces as turned orthodox symbols, see
// io/piece_symbols.h), and under it the stipulation with the piece count
// ("#2   3 + 2"), the conditions and options, the twin lines and a legend
// naming the fairy pieces and their squares.
#pragma once

#include <string>
#include <vector>

#include "io/problem.h"
#include "io/twin.h"

namespace feerie {

// The board's geometry in the image, in pixels: its left edge and the side
// of a square (its top edge depends on the number of meta lines).
constexpr int SvgBoardLeft = 32;
constexpr int SvgSquareSize = 40;

// The diagram of `diagram` (the problem's, a twin's or the zero position),
// with `twin_lines` ("b) wSf6-->b6") under the conditions.
std::string svg_diagram(const Problem& problem, const Diagram& diagram, const std::vector<std::string>& twin_lines);

}  // namespace feerie
