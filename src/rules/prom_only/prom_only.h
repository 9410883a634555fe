// PromOnly (docs/conditions/prom-only.md), Popeye's UWnur: a pawn promotes
// only to the types named after the keyword ("PromOnly Q S G"), fairy types
// included whether the diagram has them or not. Written under the diagram
// in Popeye's order, Q S R B and then the fairy types ("PromOnly Q S G").
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class PromOnly : public Condition {
 public:
  explicit PromOnly(std::vector<PieceType> types);

  std::string name() const override;
  unsigned hooks() const override { return 0; }
  std::vector<PieceType> promotion_only() const override { return types_; }
  // Fewer promotions keep every bound: a move is a man's own by its walk,
  // and a pawn's promotion is still bounded by the queen's and the knight's
  // (a fairy type: by no walk).
  bool keeps_proof_bound() const override { return true; }
  bool keeps_mate_geometry() const override { return true; }

 private:
  std::vector<PieceType> types_;
};

std::unique_ptr<Condition> make_prom_only(ConditionWords& words);

}  // namespace feerie
