// Snek chess and Snek circle chess (docs/conditions/snek.md), as Popeye:
// when a man is taken, a man of its side of the next lower type in the
// chain takes the type of the man taken.
//   - SnekChess: the chain is queen, rook, bishop, knight, king: a queen
//     taken makes one of its side's rooks a queen ("[c4=Q]"), a rook a bishop
//     a rook, a bishop a knight a bishop, a knight the king a royal knight
//     ("[h4=rS]"); a pawn taken makes the side's royal man a king again
//     ("[h4=K]").
//   - SnekCircleChess: the circle queen, rook, bishop, knight, queen: a
//     knight taken makes a queen a knight; a pawn taken changes nothing.
// Where several men of the type stand, each change is a move of its own;
// where none stands, the capture changes nothing. The man taken counts by
// its type: a fairy man taken changes nothing.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Snek : public Condition {
 public:
  explicit Snek(bool circle) : circle_(circle) {}

  std::string name() const override { return circle_ ? "SnekCircleChess" : "SnekChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Royal); }

 private:
  // The type of the men that take the type of a man of `taken` taken
  // (None: no man changes).
  PieceType changing(PieceType taken) const;

  bool circle_;
};

std::unique_ptr<Condition> make_snek(ConditionWords& words);
std::unique_ptr<Condition> make_snek_circle(ConditionWords& words);

}  // namespace feerie
