// Magic squares: a piece other than a king that arrives on a magic square
// changes colour there (after a promotion, the promoted piece; in castling,
// the rook too). The change is part of the move: legality is judged after
// it. A check is an ordinary attack on the king: capturing the king is not
// a move that is made, so no colour change affects it. As Popeye writes it,
// the move's text ends with the new colour ("Sd4-f3=b"). Type2 differs from
// Type1 only beside AntiCirce (whose rebirth it reverses), which Feerie
// refuses with magic squares.
#pragma once

#include <memory>

#include "core/bitboard.h"
#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class MagicSquares : public Condition {
 public:
  MagicSquares(Bitboard squares, bool type_two) : squares_(squares), type_two_(type_two) {}

  std::string name() const override;
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;

 private:
  void recolour_if_magic(Position& position, Square square, Side mover) const;

  Bitboard squares_;
  bool type_two_;
};

std::unique_ptr<Condition> make_magic_squares(ConditionWords& words);

}  // namespace feerie
