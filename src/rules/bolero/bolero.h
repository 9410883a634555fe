// Bolero and BoleroInverse (docs/conditions/bolero.md), Popeye's rules. A
// piece's moves split by the file it stands on, whose piece in the game
// array (a R, b S, c B, d Q, e K, f B, g S, h R) lends its walk:
//   Bolero         moves to empty squares by the file's walk, captures (and
//                  observes, gives check) by its own;
//   BoleroInverse  moves to empty squares by its own walk, captures and
//                  observes by the file's (the core hook Condition::walks).
// Pawns (and pawn-like pieces) keep their own walk; so do kings and royal
// pieces, unless RexInclusive follows the keyword. Castling stays the king's.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Bolero : public Condition {
 public:
  Bolero(bool inverse, bool rex_inclusive) : inverse_(inverse), rex_inclusive_(rex_inclusive) {}

  std::string name() const override;
  unsigned hooks() const override;
  void walks(const Position& position, Square square, Side side, Walks& out) const override;
  void generate(const Position& position, MoveList& moves) const override;
  // Neutral pieces take the walk of their file as any other; royal pieces
  // are kings here.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal);
  }

  // Whether the piece on `square` takes a walk of its file.
  bool dances(const Position& position, Square square) const;

 private:
  bool inverse_;
  bool rex_inclusive_;
};

std::unique_ptr<Condition> make_bolero(ConditionWords& words);
std::unique_ptr<Condition> make_bolero_inverse(ConditionWords& words);

}  // namespace feerie
