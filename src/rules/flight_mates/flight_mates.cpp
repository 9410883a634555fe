#include "rules/flight_mates/flight_mates.h"

#include <algorithm>

#include "core/position.h"
#include "movegen/movegen.h"

namespace feerie {

bool FlightMate::immobile(Position& position) const {
  const Bitboard kings = position.kings(position.side_to_move());
  MoveList legal;
  generate_legal(position, legal);
  int king_moves = 0;
  for (const Move& move : legal) {
    if (move.moves_no_man()) continue;
    if (!(kings & square_bb(move.from))) return false;  // another man can move
    ++king_moves;
  }
  if (kind_ == Kind::Maff) return king_moves == 1;
  if (king_moves != 0) return false;
  // OWU: the king's one capture, which is not legal.
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  return std::count_if(pseudo.begin(), pseudo.end(), [&](const Move& move) {
           return (kings & square_bb(move.from)) && position.is_capture(move);
         }) == 1;
}

std::unique_ptr<Condition> make_maff(ConditionWords&) { return std::make_unique<FlightMate>(FlightMate::Kind::Maff); }
std::unique_ptr<Condition> make_owu(ConditionWords&) { return std::make_unique<FlightMate>(FlightMate::Kind::Owu); }

}  // namespace feerie
