// Checkless chess (Ohneschach): a move that gives check is legal only if it
// mates. Whether it mates is judged under the same rule: the checked side's
// own checking moves count only where they mate in turn, so the test recurses
// (as Popeye's does) until a side has no checking move left to try. Beyond
// MaxDepth nested checks a check counts as not mating (Popeye stops its
// recursion at its ply limit in the same way).
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class ChecklessChess : public Condition {
 public:
  static constexpr int MaxDepth = 64;

  std::string name() const override { return "ChecklessChess"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Legality); }
  bool allows(Position& position, Side mover) const override;
  // Only which moves are legal changes: the proof games' bound holds.
  bool keeps_proof_bound() const override { return true; }
  // Check and mate are the kings' (royal pieces' included), whoever gives
  // them, a neutral piece too, and a locust by the capture it threatens.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal) |
           static_cast<unsigned>(PieceAttribute::RemoteCapture) | static_cast<unsigned>(PieceAttribute::BorrowedWalk);
  }
};

std::unique_ptr<Condition> make_checkless_chess(ConditionWords& words);

}  // namespace feerie
