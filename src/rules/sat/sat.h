// SAT and StrictSAT, as Popeye plays them (conditions/sat.c): check is not
// the observation of a king but its freedom.
//   - A flight of a king is a square its walk moves it to (empty, or with a
//     piece of the other side that is not its king) that is not attacked,
//     the king gone from its square (Position::square_checked). Castling is
//     no flight.
//   - SAT: a side is in check when its king has a flight (with numbers
//     `SAT n` or `SAT n m`, White's and Black's: more than n flights, and
//     then an unattacked king's own square counts as one; where no number
//     exceeds 0 it never does).
//   - StrictSAT: as SAT, but once a side's king has been attacked, in the
//     diagram or after any move (a mark for the game so far,
//     PlyState::marks), its own square counts as a flight whenever it is
//     not attacked.
//   - A side without a king is never in check; a move that captures a king
//     is illegal.
// Everything that reads check follows (Condition::in_check): self-check,
// mate, stalemate, the check goal and mark, castling (not in check on the
// king's home square nor on the square it passes), the side not to move in
// check in the diagram.
#pragma once

#include <cstdint>
#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Sat : public Condition {
 public:
  // `allowed` per side (White, Black): Popeye's SAT_max_nr_allowed_flights,
  // the number written plus 1 (1 without a number).
  Sat(bool strict, unsigned white_allowed, unsigned black_allowed);

  std::string name() const override;
  unsigned hooks() const override;
  bool in_check(const Position& position, Side side) const override;
  int check_precedence() const override { return strict_ ? 2 : 1; }
  bool allows(Position& position, Side mover) const override;
  void prepare(Position& position) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Royal); }

  // The StrictSAT mark of `side` (PlyState::marks): its king has been attacked.
  static std::uint8_t mark(Side side) { return side == Side::White ? 1 : 2; }

 private:
  // The marks of the sides whose king is attacked, added to `marks`.
  static std::uint8_t marks_with_attacked_kings(const Position& position, std::uint8_t marks);

  bool strict_;
  unsigned allowed_[2];
  bool own_square_counts_;  // SAT with a number above 0: Popeye's SATxy check
};

std::unique_ptr<Condition> make_sat(ConditionWords& words);
std::unique_ptr<Condition> make_strict_sat(ConditionWords& words);

}  // namespace feerie
