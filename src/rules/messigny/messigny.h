// Messigny chess (docs/conditions/messigny.md), Popeye's rule: instead of a
// move, a piece may exchange squares with an enemy piece of its own type
// ("Ta8<->Tg5"), unless either stands on a square of the exchange the
// opponent has just played. Kings exchange too, unless RexExclusive follows
// the keyword.
//
// An exchange is a move from the piece's square to its partner's that
// carries its own square as the rule's choice (Move::choice_square): the
// partner is taken off before the displacement (prelude) and put on the
// mover's square after it (consequences): no capture. Both squares lose
// their castling rights (Popeye keeps them: docs/conditions/messigny.md). The squares of the exchange just played are
// kept in the ply's tally, so that the hash tells the positions apart.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Messigny : public Condition {
 public:
  explicit Messigny(bool rex_inclusive) : rex_inclusive_(rex_inclusive) {}

  std::string name() const override { return rex_inclusive_ ? "MessignyChess" : "MessignyChess RexExclusive"; }
  unsigned hooks() const override;
  void generate(const Position& position, MoveList& moves) const override;
  void prelude(Position& position, const Move& move) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // A neutral piece exchanges for either side, with any other piece of its
  // type that belongs to the opponent (a neutral one too), as Popeye.
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Neutral); }

  // Whether `move` is an exchange of this rule.
  static bool is_exchange(const Move& move) {
    return move.choice_square != NoSquare && move.choice_square == move.from;
  }

 private:
  bool rex_inclusive_;
};

std::unique_ptr<Condition> make_messigny(ConditionWords& words);

}  // namespace feerie
