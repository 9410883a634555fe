// Changeable chess (Wandelschach), seed 002. Every piece but a king that arrives, by
// any move, on a square of ranks 1, 2, 7 or 8 mutates into the piece of the mutation
// table on that square (standard: the game array with its colours; Inverse: colours
// exchanged; SameColour: the type only). The mutation is part of the move, so
// legality is judged after it. Several kings may arise: Rex Multiplex applies.
// Decisions implemented:
//   - A pawn reaching its last rank makes one move, the mutation (no promotion choice).
//   - The castling rook mutates on d1/f1 (d8/f8); the king never mutates.
//   - A rook created by mutation on a1/h1 (a8/h8) or a king created on e1 (e8), on its
//     own side's first rank, counts as unmoved: it gets the castling right of the square.
//     A piece arriving there unchanged has moved, and has no right.
#pragma once

#include <memory>
#include <string>

#include "rules/changeable/mutation_table.h"
#include "rules/condition.h"

namespace feerie {

class ConditionWords;

// Registry factory: reads an optional variant word after the keyword.
// Spellings: Inverse / Inverted / Invers; SameColour / SameColor / Gleichfarbig.
std::unique_ptr<Condition> make_changeable_chess(ConditionWords& words);

class ChangeableChess : public Condition {
 public:
  explicit ChangeableChess(MutationTable::Variant variant);

  std::string name() const override;
  unsigned hooks() const override;
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  bool allows(Position& position, Side mover) const override;
  bool allows_several_kings() const override { return true; }

 private:
  void mutate(Position& position, Square square) const;

  MutationTable::Variant variant_;
  const MutationTable& table_;
};

}  // namespace feerie
