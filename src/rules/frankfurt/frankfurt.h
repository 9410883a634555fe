// Frankfurt chess (docs/conditions/frankfurt-chess.md), Popeye's rule: a
// piece that captures takes the type of the piece it captured, on its
// arrival square, before any promotion. A king does too, as a royal piece of
// that type ("Ke1*f2=rR"), unless the condition is written RexExclusive.
//   - A pawn that captures onto its last rank becomes the piece it took, and
//     does not promote ("f7*g8=B"); one that takes a pawn stays a pawn and
//     promotes ("g7*h8=Q").
//   - A piece that takes a pawn on its own last rank becomes a pawn there,
//     which promotes: each promotion is a move of its own ("Ra7*a8=P=Q").
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class FrankfurtChess : public Condition {
 public:
  explicit FrankfurtChess(bool kings_change) : kings_change_(kings_change) {}

  std::string name() const override { return kings_change_ ? "FrankfurtChess" : "FrankfurtChess RexExclusive"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Expansion) |
           static_cast<unsigned>(Hook::Consequences);
  }
  void generate(const Position& position, MoveList& moves) const override;
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // A neutral piece takes the captured type and stays neutral; a royal
  // piece is a king for the rule (changed unless RexExclusive).
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal);
  }

 private:
  // The type the piece on `from` takes when it makes the capture `move`
  // (PieceType::None: it keeps its own).
  PieceType taken_type(const Position& position, const Move& move) const;

  bool kings_change_;
};

std::unique_ptr<Condition> make_frankfurt_chess(ConditionWords& words);

}  // namespace feerie
