// Super Circe (Popeye `Circe Super`, `SuperCirce`): the capturer chooses where
// the captured piece is reborn, among the squares empty once it has landed,
// or that it is not reborn at all; each choice is a move (Move::choice_square;
// no choice: no rebirth). A pawn may be reborn on any rank: on its own first
// rank it steps one square; on its last rank it is promoted, the capturer
// choosing the piece (Move::choice_type).
// Strict: the captured piece must be reborn (no capture without rebirth).
// April (AprilChess): only men of the types named are reborn, and they
// must be (as Popeye: no capture without rebirth for them); the others are
// taken as in chess.
#pragma once

#include <vector>

#include "rules/condition.h"

namespace feerie {

class SuperCirce : public Condition {
 public:
  explicit SuperCirce(bool strict, std::vector<PieceType> april = {}) : strict_(strict), april_(std::move(april)) {}
  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;

 private:
  bool strict_;
  std::vector<PieceType> april_;  // the types reborn (empty: every man)
};

}  // namespace feerie
