// Wormholes: a piece whose move ends on a wormhole (a square named with the
// condition) goes on at once to another wormhole that is empty once the move
// is played, the mover choosing among them (each choice a move, as Popeye
// writes it: "0-0[wKg1->d4]"). A move may not end on a wormhole from outside
// the wormholes while no other one is empty; a move with no wormhole to go
// on to is illegal, and so is one that would bring the piece back to its
// departure without a capture or promotion (a null move). A pawn promotes on
// the wormhole it arrives on, before it goes on ("f7-f8=Q[wQf8->d1]"), or on
// the wormhole it goes on to ("a3-a4[wPa4->f8=Q]"). In castling only the
// king goes on. A piece going on to its game-array square regains its
// castling right (as a reborn piece does). A king on a wormhole is in check
// only if its capture could be played: the attacker stands on a wormhole, or
// another wormhole is empty.
#pragma once

#include <memory>

#include "core/bitboard.h"
#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Wormholes : public Condition {
 public:
  explicit Wormholes(Bitboard squares) : squares_(squares) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences) |
           static_cast<unsigned>(Hook::CheckValidation);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  bool carries_on_from(Square square) const override { return (squares_ & square_bb(square)) != 0; }
  // A neutral piece goes on as any other; a neutral pawn promotes on the
  // last rank of the side that moved it.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal);
  }

 private:
  Bitboard squares_;
};

std::unique_ptr<Condition> make_wormholes(ConditionWords& words);

}  // namespace feerie
