// Danger Circe (docs/conditions/danger-circe.md), Popeye's rule: a piece
// that an enemy piece observes may also move to its own Circe rebirth square
// (the square where it would be reborn if taken where it stands, as in
// classic Circe: its file's second rank for a pawn, e1/e8 for a king), when
// that square is empty or holds an enemy piece, which it then captures.
// That move gives check as any other: a king standing on the rebirth square
// of an observed enemy piece is in check.
// Decisions implemented:
//   - A danger move that is also one of the piece's own moves is one move
//     (Popeye generates it twice and so lists "Rh3-h1" twice).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class DangerCirce : public Condition {
 public:
  std::string name() const override { return "DangerCirce"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::KingObservation);
  }
  void generate(const Position& position, MoveList& moves) const override;
  Bitboard king_observers(const Position& position, Square square, Side by, Bitboard occupied) const override;

 private:
  // The pieces of `side` in danger (observed by an enemy piece) whose
  // rebirth square is `square`.
  Bitboard endangered_towards(const Position& position, Square square, Side side) const;
};

std::unique_ptr<Condition> make_danger_circe(ConditionWords& words);

}  // namespace feerie
