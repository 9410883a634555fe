// Exclusive chess (docs/conditions/exclusive-chess.md): a move that mates is
// legal only if it is the only mating move its side has; where a side has
// two or more, none of them may be played. Whether a move mates is judged
// under the same rule: the mated side's own mating replies count as moves
// only where each is its only one, so the test recurses as long as a check
// can be answered by a check. Decisions:
// - beyond MaxDepth nested tests no move counts as mating (Popeye stops at a
//   horizon of its own and writes "Can't decide" there);
// - the rule is the goal mate's: a stipulation with another goal is refused.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class ExclusiveChess : public Condition {
 public:
  static constexpr int MaxDepth = 6;

  std::string name() const override { return "ExclusiveChess"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Selection); }
  bool selects(Side) const override { return true; }
  void select(Position& position, MoveList& legal, const Rules& rules) const override;
  // A side whose moves all mate, two or more of them, has no move.
  bool selection_binds_mobility(const Position&, Side) const override { return true; }
  bool defined_for_mate_only() const override { return true; }
  // Only which moves are legal changes: the proof games' bound holds.
  bool keeps_proof_bound() const override { return true; }
  // Mate is the kings' (royal pieces' included), whoever gives it.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal);
  }
};

std::unique_ptr<Condition> make_exclusive_chess(ConditionWords& words);

}  // namespace feerie
