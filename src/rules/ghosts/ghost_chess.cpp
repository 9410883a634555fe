#include "rules/ghosts/ghost_chess.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

std::string GhostChess::name() const { return variant_ == Variant::Ghost ? "GhostChess" : "HauntedChess"; }

void GhostChess::consequences(Position& position, const Displacement& displacement) const {
  if (!displacement.captured.empty()) {
    Piece ghost = displacement.captured;
    if (variant_ == Variant::Ghost) {
      ghost.uncapturable = true;
    } else {
      position.forget_ghost(displacement.capture_square);  // the one waiting there before, if any
    }
    position.bury(displacement.capture_square, ghost, displacement.capture_square);
  }
  // The last ghost first: under a square, only the last one taken there
  // finds it empty.
  for (std::size_t i = position.ghosts().size(); i-- > 0;) {
    const Position::Ghost ghost = position.ghosts()[i];
    if (!position.piece_on(ghost.square).empty()) continue;
    position.add(ghost.square, ghost.piece);
    position.forget_ghost(ghost.square);
  }
}

std::unique_ptr<Condition> make_ghost_chess(ConditionWords&) {
  return std::make_unique<GhostChess>(GhostChess::Variant::Ghost);
}

std::unique_ptr<Condition> make_haunted_chess(ConditionWords&) {
  return std::make_unique<GhostChess>(GhostChess::Variant::Haunted);
}

}  // namespace feerie
