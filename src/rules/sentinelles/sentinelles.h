// Sentinelles (docs/conditions/sentinelles.md), Popeye's rule: a piece other
// than a pawn that leaves a square off the first and last ranks leaves a
// pawn of its side there ("Sf5-e7[+wPf5]"), within the maxima. Variants:
//   PionAdvers       the pawn is the opponent's;
//   PionNeutre       a neutral mover leaves a neutral pawn;
//   MaximumWhite n, MaximumBlack n, MaximumTotal n
//                    no pawn beyond n of a side (8 by default) or n in all (16);
//   ParaSentinelles  no pawn while its side has more pawns than the other;
//   Berolina         the pawns left are Berolina pawns.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

struct SentinellesVariant {
  enum class Owner : std::uint8_t { Mover, Opponent, Neutral };
  Owner owner = Owner::Mover;
  unsigned white_maximum = 8, black_maximum = 8, total_maximum = 16;
  bool para = false;
  bool berolina = false;
};

class Sentinelles : public Condition {
 public:
  explicit Sentinelles(SentinellesVariant variant);

  std::string name() const override;
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;
  // A neutral mover leaves a pawn of the side that moved it, or under
  // PionNeutre a neutral pawn (as Popeye).
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Neutral); }

 private:
  // Whether a pawn of `side` may be left after the move (the maxima, ParaSentinelles).
  bool within_maxima(const Position& position, Side side, const Displacement& displacement) const;

  SentinellesVariant variant_;
  PieceType sentinel_;
};

std::unique_ptr<Condition> make_sentinelles(ConditionWords& words);

}  // namespace feerie
