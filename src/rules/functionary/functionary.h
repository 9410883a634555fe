// Functionaries (docs/conditions/functionary-chess.md), as Popeye: a
// functionary moves and gives check only while an enemy man observes it
// (the observer need not be free to move itself). Castling is the king's
// move: a rook that no enemy observes goes along.
//   - Functionary chess (Popeye's BeamtenSchach): every man, kings included,
//     is a functionary;
//   - Functionary pieces: the men with the attribute (Piece::functionary,
//     Popeye's Beamtet), whose rules a diagram with one is played by; they
//     are written under no diagram but as the attribute's line of squares.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Functionaries : public Condition {
 public:
  // `every_man`: Functionary chess; else the men with the attribute.
  explicit Functionaries(bool every_man) : every_man_(every_man) {}

  std::string name() const override { return every_man_ ? "FunctionaryChess" : "Functionary pieces"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Paralysis); }
  Bitboard paralysed(const Position& position, Bitboard candidates) const override;
  bool paralysed_rook_castles() const override { return true; }
  unsigned handled_attributes() const override;
  // A proof game's start, the game array, has no functionary.
  bool plays_proof_games() const override { return every_man_; }
  bool written_under_diagram() const override { return every_man_; }

 private:
  bool every_man_;
};

std::unique_ptr<Condition> make_functionary_chess(ConditionWords& words);
// The rules of functionary pieces, for a diagram that has one.
std::unique_ptr<Condition> make_functionary_pieces();

}  // namespace feerie
