// Hurdle rules (docs/pieces/hurdle-rules.md): what a hopper with the
// attribute HurdleColourChanging, Bul or Dob (Piece::hurdle_rules) does to
// the man it hops over, as Popeye:
//   - HurdleColourChanging: after the hop the hurdle changes colour, unless
//     it is a king or neutral ("[f4=w]");
//   - Bul: then the hurdle makes a move to an empty square by the hopper's
//     walk, for the hopper's side; Dob: by its own walk, for its own side (a
//     neutral hurdle for the hopper's) ("[bPc4->f4]"). A pawn moved onto its
//     last rank promotes ("[wPc6->c8=S]"). Each such move is a choice; a hop
//     after which the hurdle cannot move is not played;
//   - the check of a Bul or Dob hopper counts only where its hurdle could
//     follow the capture of the king;
//   - a hop that captures has its hurdle too (a Pao's capture); a move
//     without a hurdle (a Pao's move as a rook) is an ordinary move.
// A colour changed comes before the hurdle's move. The attributes are for
// Popeye's hoppers with one hurdle: the grasshoppers, equihoppers, lions,
// Chinese pieces, the contra-grasshopper and the angle hoppers (Bul and Dob
// aside for these: a square reached over two hurdles). The rules are not a
// condition of the problem's line: nothing is written under the diagram but
// the attributes' lines of squares.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class HurdleRules : public Condition {
 public:
  std::string name() const override { return "Hurdle rules"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences) |
           static_cast<unsigned>(Hook::CheckValidation);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  unsigned handled_attributes() const override;
  std::string refusal(const Position& position) const override;
  // A proof game's start, the game array, has no such hopper.
  bool plays_proof_games() const override { return false; }
  bool written_under_diagram() const override { return false; }
};

// The hurdle rules, for a diagram that has a hopper with one.
std::unique_ptr<Condition> make_hurdle_rules();

}  // namespace feerie
