// Grid chess: the board is divided into cells (2x2 squares by default); a move
// is legal only if its departure and arrival squares lie in different cells,
// and a piece gives check only if it could capture the king so. As Popeye:
// only the two ends of a move count (castling: the king's squares, the rook's
// move is free; en passant: the capturing pawn's departure and arrival, not
// the captured pawn's square); a square a castling king passes over is
// attacked only by a piece that crosses a line to reach it.
// Variants, after the condition word, as Popeye reads them (any number, each
// replacing the cells before it):
//   VerticalShift    the lines between ranks move up one rank
//   HorizontalShift  the lines between files move right one file
//   DiagonalShift    both
//   Orthogonal L     a line after each file or rank label in L ("ac16")
//   Irregular S...   each word a list of squares forming one cell; squares
//                    in no list form one more cell
//   GridLine X...    extra line segments, each word "h" or "v", the square
//                    whose lower left corner starts it and a length 1-8
//                    ("hb61": under b6, one square long)
#pragma once

#include <memory>

#include "rules/condition.h"
#include "rules/board_grid.h"

namespace feerie {

class ConditionWords;

class GridChess : public Condition {
 public:
  explicit GridChess(BoardGrid grid) : grid_(std::move(grid)) {}

  std::string name() const override { return "GridChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  const BoardGrid* grid() const override { return &grid_; }
  // Only the squares of a move or a capture of the king count: a neutral
  // piece or a royal one is no different.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal);
  }

 private:
  BoardGrid grid_;
};

std::unique_ptr<Condition> make_grid_chess(ConditionWords& words);

}  // namespace feerie
