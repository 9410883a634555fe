// The mutation table of Changeable chess: for each of the 32 squares of the game
// array (ranks 1, 2, 7, 8), the piece a non-king arriving there becomes.
// The three variants are three instances of this one table type:
//   standard  - the game array itself: type and colour of the piece standing there;
//   Inverse   - the same types with the colours exchanged (e1 a black king);
//   SameColour- the types only: the arriving piece keeps its own colour.
#pragma once

#include "core/types.h"

namespace feerie {

// Whose colour the mutated piece takes on a square of the table.
enum class TableColour : std::uint8_t { White, Black, Mover };

struct MutationEntry {
  PieceType type = PieceType::None;  // None: not a mutation square
  TableColour colour = TableColour::Mover;
};

class MutationTable {
 public:
  enum class Variant : std::uint8_t { Standard, Inverse, SameColour };

  static const MutationTable& of(Variant variant);

  bool mutates_on(Square square) const { return entries_[square].type != PieceType::None; }
  // What `arriving` becomes on `square`: itself off the table and for kings.
  Piece result(Piece arriving, Square square) const;

 private:
  explicit MutationTable(Variant variant);
  MutationEntry entries_[64];
};

}  // namespace feerie
