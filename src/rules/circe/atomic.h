// Atomic Circe (seed 003; German Atomcirce). Classic Circe plus an explosion.
// A capture is done in this order:
//  1. the captured piece is reborn on its Circe square if it is empty now;
//  2. every non-royal piece next to the capture square is blown away, except
//     the piece just reborn (the capturer stands on the capture square itself);
//  3. each blown piece is reborn on its own Circe square if that square is empty
//     once all are blown away, unless that square is the one it was blown from.
// Decisions: two or more blown pieces wanting one free square: the capturer
// chooses which is reborn there, the others are lost; each choice is a move.
// The capture square of e.p. is the captured pawn's square: the explosion is
// centred there and the capturing pawn next to it is blown away like any other.
// Move::choice_square then holds the index of the chosen combination (not a
// square): the contested squares in board order a1..h8 are the digits of a
// mixed-radix number, each digit the rank of the winner among its contenders in
// board order. Effects: main rebirth (add), then per blown piece in board order
// remove(from) immediately followed by add(rebirth square) when it is reborn.
#pragma once

#include "rules/condition.h"

namespace feerie {

class AtomicCirce : public Condition {
 public:
  std::string name() const override { return "AtomicCirce"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
};

}  // namespace feerie
