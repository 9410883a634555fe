// Football (docs/conditions/football.md), Popeye's rule: a piece that
// arrives on the a- or h-file (the touch lines) may be substituted there by
// a piece of the bench, the types named after the keyword ("Football R S"),
// or stay itself: each choice is a move of its own, and Popeye writes the
// substitution after the move ("Be4-h7=S"). Kings and royal pieces are
// never substituted.
// Decisions implemented:
//   - The bench must be named: Popeye 4.104 substitutes nothing without it.
//   - The king and the pawn are refused on the bench (Popeye passes over the
//     king; a pawn put on its own first rank, where Popeye's pawns neither
//     move nor give check, is not built).
//   - A fairy piece of the bench takes its place in Feerie's catalogue
//     order, for the name and the order of the choices (Popeye's order of
//     walks may differ).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Football : public Condition {
 public:
  explicit Football(std::vector<PieceType> bench);

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Royal); }

  // The bench in Popeye's order: Q S R B, then the fairy pieces.
  const std::vector<PieceType>& bench() const { return bench_; }

 private:
  std::vector<PieceType> bench_;
};

std::unique_ptr<Condition> make_football(ConditionWords& words);

}  // namespace feerie
