// Central chess (Popeye: CentralChess; German ZentralSchach): a piece may
// move, and give check, only while a chain of observations links it to its
// own king: the king observes it, or a piece so linked does. Decisions, as
// Popeye 4.104:
// - the king (and any royal piece) is always linked; a side without one
//   has no piece that moves (Popeye's option NoWhiteKing, NoBlackKing);
// - a link is an observation (a capture's reach: line of sight, a pawn's
//   diagonal), judged on the board as it stands; the walks a rule lends
//   (Annan chess) observe as they move;
// - a piece that is not linked neither moves nor gives check (the paralysis
//   hook), nor links another;
// - castling is the king's move: an unlinked rook goes along.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class CentralChess : public Condition {
 public:
  std::string name() const override { return "CentralChess"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Paralysis); }
  Bitboard paralysed(const Position& position, Bitboard candidates) const override;
  bool paralysed_rook_castles() const override { return true; }
  // Not declared (keeps_mate_geometry() stays false), as for every
  // condition so far: the goal-directed pruning is not run under it.
};

// The pieces of `side` linked to a king (or royal piece) of `side` by a
// chain of observations between pieces of `side`.
Bitboard centrally_linked(const Position& position, Side side);

std::unique_ptr<Condition> make_central_chess(ConditionWords& words);

}  // namespace feerie
