// Mars Circe and its relatives: a piece's moves start from its Circe rebirth
// square (rebirth_square.h, computed as if the piece were captured where it
// stands, for the side it moves for), which must be empty or be its own
// square; while the piece moves from there its own square is empty.
//   Mars Circe:       captures (and so observation, check) start from the
//                     rebirth square; non-captures are normal.
//   Anti-Mars Circe:  non-captures start from the rebirth square; captures are normal.
//   Phantom chess:    a piece may move either normally or from its rebirth
//                     square; a move from there that arrives where a normal
//                     one arrives is the same move (as Popeye).
// Kings take part (RexInclusive, their rebirth square e1/e8) in Mars and
// Anti-Mars Circe, not in Phantom chess (RexExclusive), unless the input
// says otherwise; with RexExclusive, royal pieces move from their own squares.
// Decisions (as Popeye 4.104):
// - A king castles from its rebirth square, when that is its home square, as
//   if it had not moved ("[wKd2->e1]0-0"), in Mars and Anti-Mars Circe, not
//   in Phantom chess; its rook needs its right. Under Anti-Mars Circe a rook
//   may castle from its classic Circe square (a1/h1 by its square's colour,
//   whatever the variant), when that is empty, as if unmoved
//   ("[wRb2->a1]0-0-0"). Popeye lists a castling of a king on its home square
//   twice (once by each of its two ways of generating); Feerie once.
// - A piece never moves onto its own square (Anti-Mars: Bf1-e2 from e2 is no move).
// - A pawn's moves from its rebirth square are a pawn's moves there: two
//   steps from its second rank (leaving an en passant square between),
//   promotion on its last rank, en passant where its captures reach.
// - Phantom chess with a rebirth place other than the classic one is
//   refused: Popeye plays its moves from the classic square and its checks
//   from the variant's.
#pragma once

#include <memory>

#include "rules/circe/circe.h"
#include "rules/condition.h"

namespace feerie {

class ConditionWords;

enum class MarsKind : std::uint8_t {
  Mars,      // captures from the rebirth square
  AntiMars,  // non-captures from the rebirth square
  Phantom,   // either kind from the own square or the rebirth square
};

class MarsCirce : public Condition {
 public:
  MarsCirce(MarsKind kind, CirceVariant variant, bool rex_inclusive)
      : kind_(kind), variant_(std::move(variant)), rex_inclusive_(rex_inclusive) {}
  std::string name() const override;
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Departure); }
  unsigned relocated_moves() const override;
  // Mars Circe Diagram: a man moves from where it stood in the diagram.
  bool reads_diagram_squares() const override { return variant_.where.place == RebirthPlace::Diagram; }
  void departures(const Position& position, Square square, Side side, MoveScope scope, Bitboard occupied,
                  Departures& out) const override;
  // A neutral piece moves from the rebirth square of the side moving it; a
  // royal piece from its own type's (a king's e1/e8), unless RexExclusive.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal) |
           static_cast<unsigned>(PieceAttribute::RemoteCapture);
  }

 private:
  // The rebirth square of the piece on `square` moving for `side`, if its
  // moves may start there (NoSquare otherwise): empty on `occupied`, or the
  // piece's own square.
  Square rebirth_start(const Position& position, Square square, Side side, Bitboard occupied) const;
  MarsKind kind_;
  CirceVariant variant_;
  bool rex_inclusive_;
};

std::unique_ptr<Condition> make_mars_circe(ConditionWords& words);
std::unique_ptr<Condition> make_mars_mirror_circe(ConditionWords& words);
std::unique_ptr<Condition> make_anti_mars_circe(ConditionWords& words);
std::unique_ptr<Condition> make_anti_mars_mirror_circe(ConditionWords& words);
std::unique_ptr<Condition> make_anti_mars_antipodean_circe(ConditionWords& words);
std::unique_ptr<Condition> make_phantom_chess(ConditionWords& words);

}  // namespace feerie
