// Volage and Hypervolage. Every man but the kings is volage in the diagram
// (Piece::volage): a volage man that moves from a square of one colour to a
// square of the other changes side on its arrival square, as part of the
// move (legality is judged after it). Under Volage it changes once, losing
// the attribute; under Hypervolage at every such move. A pawn's single step
// changes the colour of its square, a double step or a capture does not; a
// castling rook never changes (only the king's move is judged, as Popeye).
// A rook changed on its side's castling square counts as unmoved there (as
// Popeye: 1.Rh8-h1=w 0-0).
// As Popeye writes it, the move's text ends with the new side ("Sf1-h2=w").
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Volage : public Condition {
 public:
  explicit Volage(bool hyper) : hyper_(hyper) {}

  std::string name() const override { return hyper_ ? "Hypervolage" : "Volage"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void prepare(Position& position) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // A proof game compares the men with their attributes: under Volage a man
  // that has changed side is no longer volage, unlike the diagram's.
  bool plays_proof_games() const override { return hyper_; }

 private:
  bool hyper_;
};

std::unique_ptr<Condition> make_volage(ConditionWords& words);
std::unique_ptr<Condition> make_hypervolage(ConditionWords& words);

}  // namespace feerie
