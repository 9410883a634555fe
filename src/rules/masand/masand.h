// Masand chess: a move that gives check with the piece that moved changes
// the colour of every piece that this piece observes, but kings (royal
// pieces), neutral pieces and itself. Masand generalised: after a move that
// gives check, each piece of the side that moved that observes the king so
// changes the colour of what it observes, a piece changing colour once. The
// changes are part of the move; as Popeye writes them, each follows the
// move in the board's order ("Qg6-e4[c2=b][e2=w]").
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Masand : public Condition {
 public:
  enum class Variant { Masand, Generalised };
  explicit Masand(Variant variant) : variant_(variant) {}

  std::string name() const override;
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;

 private:
  Variant variant_;
};

std::unique_ptr<Condition> make_masand(ConditionWords& words);
std::unique_ptr<Condition> make_masand_generalised(ConditionWords& words);

}  // namespace feerie
