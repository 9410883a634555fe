// CavalierMajeur (docs/conditions/cavalier-majeur.md), Popeye's rule: the
// knight of the game is a nightrider. No knight may stand in the diagram
// (Popeye refuses it), and a pawn promotes to a nightrider in its place
// (Q R B N, then the fairy pieces of the diagram). A proof game starts from
// the game array with nightriders for its knights (as Popeye).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class CavalierMajeur : public Condition {
 public:
  std::string name() const override { return "CavalierMajeur"; }
  unsigned hooks() const override { return 0; }
  void prepare(Position& position) const override;
  std::string refusal(const Position& position) const override;
  PieceType in_game_array(PieceType type) const override;
  // Only the promotion's choices change: nightriders are fairy pieces to
  // the pruning, and so is a pawn that may become one (goal_reach.h).
  bool keeps_mate_geometry() const override { return true; }
  // Nothing here reads a piece's attributes.
  unsigned handled_attributes() const override { return ~0u; }
};

std::unique_ptr<Condition> make_cavalier_majeur(ConditionWords& words);

}  // namespace feerie
