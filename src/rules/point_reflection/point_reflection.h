// PointReflection (docs/conditions/point-reflection.md), Popeye's rule: a
// piece moves, captures and observes (checks) with the walk of the piece
// standing on the square point-reflected through the board's centre (a1 and
// h8, e1 and d8), where one stands, of either side; with that square empty,
// with its own (the core hook Condition::walks, movegen/walk_rule_moves.h
// for what a piece keeps of its own type). A king castles only by the
// king's walk, and neither way while the square reflecting either of its
// side's rook corners holds a piece other than a rook (as Popeye: the piece
// of the game array there).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class PointReflection : public Condition {
 public:
  std::string name() const override { return "PointReflection"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Walk) | static_cast<unsigned>(Hook::Legality); }
  void walks(const Position& position, Square square, Side side, Walks& out) const override;
  // Castling while a reflected rook corner holds another piece than a rook.
  bool allows(Position& position, Side mover) const override;
};

std::unique_ptr<Condition> make_point_reflection(ConditionWords& words);

}  // namespace feerie
