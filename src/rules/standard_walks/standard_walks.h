// Conditions that give the orthodox pieces' places in the game to fairy
// pieces (Popeye's "standard walks"): a pawn promotes to the fairy piece in
// the orthodox piece's place (then to the fairy pieces of the diagram), and
// a proof game starts from the game array with the fairy pieces in their
// places (as Popeye). Orthodox pieces in the diagram keep their walks.
//   - CavalierMajeur (docs/conditions/cavalier-majeur.md): the knight is a
//     nightrider; no knight may stand in the diagram (Popeye refuses it).
//   - ArgentinianChess (docs/conditions/argentinian-chess.md): the queen,
//     rook, bishop and knight are the Senora, Faro, Loco and Saltador.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class StandardWalks : public Condition {
 public:
  // `places`: each orthodox type with the fairy type in its place;
  // `refused`: the refusal of a diagram with one of those orthodox types
  // (none if empty).
  StandardWalks(std::string name, std::vector<std::pair<PieceType, PieceType>> places, std::string refused)
      : name_(std::move(name)), places_(std::move(places)), refused_(std::move(refused)) {}
  std::string name() const override { return name_; }
  unsigned hooks() const override { return 0; }
  void prepare(Position& position) const override;
  std::string refusal(const Position& position) const override;
  PieceType in_game_array(PieceType type) const override;
  // Only the promotion's choices change: the fairy pieces are fairy pieces
  // to the pruning, and so is a pawn that may become one (goal_reach.h).
  bool keeps_mate_geometry() const override { return true; }
  // Nothing here reads a piece's attributes.
  unsigned handled_attributes() const override { return ~0u; }

 private:
  std::string name_;
  std::vector<std::pair<PieceType, PieceType>> places_;
  std::string refused_;
};

std::unique_ptr<Condition> make_cavalier_majeur(ConditionWords& words);
std::unique_ptr<Condition> make_argentinian_chess(ConditionWords& words);

}  // namespace feerie
