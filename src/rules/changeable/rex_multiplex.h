// Rex Multiplex: the rules of check and mate when a side may have several kings.
//   - A side is in check when any of its kings is attacked; a move leaving any of the
//     mover's kings attacked is illegal (both done by Position::in_check).
//   - A checking move that attacks some but not all of the opponent's kings is legal
//     only if the opponent has a legal reply (which then leaves no king attacked).
//   - Mate: all kings attacked and no legal move (Position::all_kings_attacked);
//     stalemate as usual. With one king per side this is orthodox chess.
// Decisions implemented:
//   - Castling: only the castling king's squares are tested for attack before the
//     move (movegen); afterwards, like every move, no king of the mover may be attacked.
//   - The parry test is recursive (a reply must itself be legal); past MaxParryDepth
//     nested tests a partial check is taken as parriable, so the test always ends.
#pragma once

#include <string>

#include "rules/condition.h"

namespace feerie {

// The Legality clause of Rex Multiplex, called after `mover`'s move is made.
bool rex_multiplex_allows(Position& position, Side mover);

class RexMultiplex : public Condition {
 public:
  std::string name() const override { return "RexMultiplex"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Legality); }
  bool allows(Position& position, Side mover) const override { return rex_multiplex_allows(position, mover); }
  bool allows_several_kings() const override { return true; }
};

}  // namespace feerie
