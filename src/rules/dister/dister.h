// Dister conditions (Popeye: BlackMaxDister, BlackMinDister, WhiteMaxDister,
// WhiteMinDister, each with two squares, "BlackMinDister e5b8"): the two
// pieces standing on the squares in the diagram are the reference pieces;
// the side named plays only those of its legal moves after which the two
// stand farthest apart (Max) or closest together (Min). Decisions, as
// Popeye 4.104:
// - the distance is the squared one (a knight's step 5), measured with the
//   moving piece on its arrival (a castling rook where it stood), so a move
//   of neither reference piece measures what the diagram does now;
// - a move that captures a reference piece measures least (Popeye's 0
//   beside distances counted from 1000 down for Min);
// - once a reference piece is gone, every move measures alike;
// - the reference pieces are followed wherever they move (a castling rook
//   too), and kept in the ply's record (PlyState::tally);
// - only legal moves are measured, as for the mummers; a Dister takes the
//   place of the side's mummer (one per side);
// - a reference square that is empty in the diagram, fewer or more than two
//   squares, or one square twice are refused (Popeye drops the condition
//   with an error and solves without it).
#pragma once

#include <array>
#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Dister : public Condition {
 public:
  Dister(Side side, bool farthest, Square first, Square second)
      : side_(side), farthest_(farthest), squares_{first, second} {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Selection) | static_cast<unsigned>(Hook::Consequences);
  }
  bool selects(Side side) const override { return side == side_; }
  void select(Position& position, MoveList& legal, const Rules& rules) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  void prepare(Position& position) const override;
  std::string refusal(const Position& position) const override;
  // The reference pieces are named by their diagram squares.
  bool plays_proof_games() const override { return false; }

  // Where the reference pieces stand (NoSquare: taken), as kept in the tally.
  static std::array<Square, 2> references(const Position& position);

 private:
  int measure(const Position& position, const Move& move) const;

  Side side_;
  bool farthest_;
  std::array<Square, 2> squares_;
};

std::unique_ptr<Condition> make_black_max_dister(ConditionWords& words);
std::unique_ptr<Condition> make_black_min_dister(ConditionWords& words);
std::unique_ptr<Condition> make_white_max_dister(ConditionWords& words);
std::unique_ptr<Condition> make_white_min_dister(ConditionWords& words);

}  // namespace feerie
