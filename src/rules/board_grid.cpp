#include "rules/board_grid.h"

namespace feerie {

namespace {

// Points in half-square units: square centres have odd coordinates, the
// corners of squares even ones.
struct Point {
  int x, y;
};

Point centre(Square square) { return {2 * file_of(square) + 1, 2 * rank_of(square) + 1}; }

int cross(Point a, Point b) { return a.x * b.y - a.y * b.x; }

// Whether the segments p1-p2 and q1-q2 meet, end points included; parallel
// segments never do (a move never runs along a square edge).
bool segments_meet(Point p1, Point p2, Point q1, Point q2) {
  const Point d{p2.x - p1.x, p2.y - p1.y}, e{q2.x - q1.x, q2.y - q1.y}, w{q1.x - p1.x, q1.y - p1.y};
  int denominator = cross(d, e);
  if (denominator == 0) return false;
  // p1 + t*d = q1 + s*e with t = cross(w, e) / cross(d, e), s = cross(w, d) / cross(d, e).
  int t = cross(w, e), s = cross(w, d);
  if (denominator < 0) denominator = -denominator, t = -t, s = -s;
  return t >= 0 && t <= denominator && s >= 0 && s <= denominator;
}

}  // namespace

BoardGrid BoardGrid::standard() {
  BoardGrid grid;
  for (Square square = 0; square < 64; ++square)
    grid.cells[square] = static_cast<std::uint8_t>(file_of(square) / 2 + 4 * (rank_of(square) / 2));
  return grid;
}

bool BoardGrid::separates(Square a, Square b) const {
  if (cells[a] != cells[b]) return true;
  for (const GridLine& line : lines) {
    const Point start{2 * line.file, 2 * line.rank};
    const Point end =
        line.horizontal ? Point{start.x + 2 * line.length, start.y} : Point{start.x, start.y + 2 * line.length};
    if (segments_meet(centre(a), centre(b), start, end)) return true;
  }
  return false;
}

}  // namespace feerie
