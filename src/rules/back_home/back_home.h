// Back home (Popeye: BackHome, NachHause, Retour;
// docs/conditions/back-home.md): a side that has a legal move taking a man
// back to the square it stood on in the diagram must play such a move.
// Decisions, as Popeye 4.104:
// - a man's home is its square in the diagram of the problem (of the twin),
//   in a proof game its square in the game array, followed through every
//   move since (core/diagram_squares.h); a man a rule adds has none;
// - castling goes home where the king's arrival is its home;
// - a piece gives check only where taking the king would be a move the side
//   may play: where its side has a legal move home, only a piece whose home
//   is the king's square checks. The legality of those moves home is judged
//   by the same rule, to any depth (it ends: along a chain of moves home no
//   man leaves home).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class BackHome : public Condition {
 public:
  std::string name() const override { return "BackHome"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Selection) | static_cast<unsigned>(Hook::CheckValidation);
  }
  bool selects(Side) const override { return true; }
  // Keeps the moves home, where there is one.
  void select(Position& position, MoveList& legal, const Rules& rules) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  bool reads_diagram_squares() const override { return true; }
  // Only judges which moves are played: a man reaches a square no sooner.
  bool keeps_proof_bound() const override { return true; }
};

std::unique_ptr<Condition> make_back_home(ConditionWords& words);

}  // namespace feerie
