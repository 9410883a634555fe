// Holes (Hole; German Loch, French Trou) and Haaner chess (German
// HaanerSchach), as Popeye defines them. A hole is a square taken off the
// board (Position::holes): no piece stands, lands or passes there, a rider
// stops before it, a pawn neither steps nor double-steps through it, and
// castling over it is impossible. Hole names holes for the whole problem
// ("Hole d4e5", one word of squares); Haaner chess makes, after each move,
// the square each moving piece left a hole if it is empty then (both the
// king's and the rook's in castling), and the square of a pawn taken en
// passant.
// Popeye draws a hole as a blank square in the diagram and does not write
// the Hole condition under it; Feerie does the same.
// Decisions: pieces whose walks would take a hole for a hurdle or a
// landmark (hoppers, lions, locusts and the like) are refused beside these
// conditions, as are the conditions no rule is written beside
// (exclusive_families); a diagram with a piece on a hole is refused.
#pragma once

#include <memory>
#include <string>

#include "core/bitboard.h"
#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Hole : public Condition {
 public:
  explicit Hole(Bitboard squares) : squares_(squares) {}

  std::string name() const override { return "Hole"; }
  unsigned hooks() const override { return 0; }
  void prepare(Position& position) const override;
  std::string refusal(const Position& position) const override;
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Royal); }
  Bitboard holes() const override { return squares_; }
  bool written_under_diagram() const override { return false; }
  // Holes only take squares away: no piece gets anywhere faster, and a hole
  // next to a king is no flight (the goal-directed pruning counts it as
  // blocked).
  bool keeps_mate_geometry() const override { return true; }
  // The diagram's holes would be the start's too.
  bool plays_proof_games() const override { return false; }

 private:
  Bitboard squares_;
};

class HaanerChess : public Condition {
 public:
  std::string name() const override { return "HaanerChess"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;
  std::string refusal(const Position& position) const override;
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Royal); }
  // A diagram's holes are no men of a placement to reach.
  bool plays_proof_games() const override { return false; }
};

std::unique_ptr<Condition> make_hole(ConditionWords& words);
std::unique_ptr<Condition> make_haaner_chess(ConditionWords& words);

}  // namespace feerie
