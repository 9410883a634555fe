// Plus chess: a piece standing on a centre square (d4, d5, e4, e5) may also
// capture as if it stood on any other centre square that is empty, its own
// square empty then ("Qe4-d4*b6"); it observes (checks) from there too. Its
// non-captures are normal. Kings take part, pawns too (capturing forward
// from their new square, en passant included: "d4-e5*f6 ep.").
// Decision (as Popeye): a capture from another centre square that arrives
// where one from the piece's own square arrives is that one.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class PlusChess : public Condition {
 public:
  std::string name() const override { return "PlusChess"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Departure); }
  unsigned relocated_moves() const override { return static_cast<unsigned>(MoveScope::Captures); }
  void departures(const Position& position, Square square, Side side, MoveScope scope, Bitboard occupied,
                  Departures& out) const override;
  // The centre squares are the same for both sides and all pieces.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal) |
           static_cast<unsigned>(PieceAttribute::RemoteCapture);
  }
};

std::unique_ptr<Condition> make_plus_chess(ConditionWords& words);

}  // namespace feerie
