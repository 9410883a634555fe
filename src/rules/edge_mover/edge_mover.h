// Edge movers (Popeye: BlackEdgeMover, WhiteEdgeMover; German Randzueger):
// every move of the side named ends on the board's edge (the a- or h-file,
// the first or eighth rank), and its pieces observe, and so give check to,
// a king on the edge only. Decisions, as Popeye 4.104:
// - the arrival decides, whatever the move (castling ends on the edge);
// - a move that does not reach the edge is not a move at all: a side with
//   no move to the edge is mated or stalemated;
// - a piece of the side named observes only edge squares: a king off the
//   edge is never in check from it, and may stand next to it.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class EdgeMover : public Condition {
 public:
  explicit EdgeMover(Side side) : side_(side) {}

  std::string name() const override { return side_ == Side::White ? "WhiteEdgeMover" : "BlackEdgeMover"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void generate(const Position& position, MoveList& moves) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  // Not declared (keeps_mate_geometry() stays false): a king of the side
  // named that stands off the edge has no move at all, so it is mated or
  // stalemated with its neighbouring squares free, which the goal-directed
  // pruning does not foresee.

 private:
  Side side_;
};

// The squares of the board's edge.
constexpr Bitboard EdgeSquares = 0xFF818181818181FFULL;

std::unique_ptr<Condition> make_black_edge_mover(ConditionWords& words);
std::unique_ptr<Condition> make_white_edge_mover(ConditionWords& words);

}  // namespace feerie
