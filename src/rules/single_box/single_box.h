// SingleBox, as Popeye defines it: each side plays with the men of one box,
// so that after a move neither side may have more kings, queens, rooks,
// bishops, knights or pawns than the game array's (1, 1, 2, 2, 2, 8): a pawn
// promotes only to a piece that has been captured.
// Type1: a pawn that cannot promote checks no king on its last rank (the
// capture would be illegal).
// Type2 and Type3: a pawn may stay a pawn on its last rank (a latent pawn),
// but no side may keep a latent pawn while a queen, rook, bishop or knight of
// its box is out of play. Type2: the latent pawn promotes as part of the
// other side's move that frees room in its box ("Sh4*f3[h1=S]"), the mover
// choosing which latent pawn and to what. Type3: it promotes as part of a
// move of its own side, before that move, which the promoted piece may make
// ("[d8=B]Bd8-b6"); until then it observes as any piece it could promote to.
// Type1 beside fairy pieces is refused, as Popeye refuses it.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class SingleBox : public Condition {
 public:
  explicit SingleBox(int type = 1) : type_(type) {}
  std::string name() const override { return "SingleBox    Type" + std::to_string(type_); }
  unsigned hooks() const override;
  bool allows(Position& position, Side mover) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  std::string refusal(const Position& position) const override;
  bool allows_latent_pawns() const override { return type_ != 1; }
  // Type2: the other side's latent pawn's promotion, a choice of the move.
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // Type3: the mover's own latent pawn's promotion, made before the move.
  void generate(const Position& position, MoveList& moves) const override;
  void prelude(Position& position, const Move& move) const override;
  Bitboard king_observers(const Position& position, Square square, Side by, Bitboard occupied) const override;

 private:
  int type_;
};

std::unique_ptr<Condition> make_single_box(ConditionWords& words);

}  // namespace feerie
