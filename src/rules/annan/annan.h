// Annan chess and its relatives (docs/conditions/annan-chess.md,
// face-to-face.md): a piece moves, captures and observes (checks) as the
// piece standing next to it on one side, where there is one (the core hook
// Condition::walks, movegen/walk_rule_moves.h for what a piece keeps of its
// own type). Which neighbour lends its walk:
//   AnnanChess:    a friend just behind the piece (from its own side's view:
//                  on the square below a white piece, above a black one);
//   NannaChess:    a friend just in front of it;
//   FaceToFace:    an enemy just in front of it;
//   BackToBack:    an enemy just behind it;
//   CheekToCheek:  an enemy just beside it, left or right: with one on each
//                  side it moves as both (each move once).
// A neutral piece is a friend and an enemy of both sides. Annan and Nanna
// chess have Popeye's types: TypeA (the default) any friend lends its walk
// to any piece; TypeB a royal piece (a king) lends none; TypeC a royal piece
// borrows none; TypeD both.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class NeighbourWalk : public Condition {
 public:
  // Where the lending neighbour stands, from the moving piece's side's view.
  enum class Place : std::uint8_t { Behind, InFront, Beside };
  // Whether a royal piece lends or borrows (Annan's types).
  enum class Royals : std::uint8_t { Both, DoNotLend, DoNotBorrow, Neither };

  NeighbourWalk(std::string name, Place place, bool enemy, Royals royals)
      : name_(std::move(name)), place_(place), enemy_(enemy), royals_(royals) {}
  std::string name() const override { return name_; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Walk); }
  void walks(const Position& position, Square square, Side side, Walks& out) const override;
  // Neutral pieces lend to and borrow from both sides; royal pieces by the
  // type; a walk that captures by hopping over a piece (a locust's) is lent
  // with its captures.
  unsigned handled_attributes() const override;

 private:
  void lend(const Position& position, Square square, Side side, int files, int ranks, Walks& out) const;

  std::string name_;
  Place place_;
  bool enemy_;
  Royals royals_;
};

// Registry factories; Annan and Nanna chess read their type (TypeA..TypeD).
std::unique_ptr<Condition> make_annan_chess(ConditionWords& words);
std::unique_ptr<Condition> make_nanna_chess(ConditionWords& words);
std::unique_ptr<Condition> make_face_to_face(ConditionWords& words);
std::unique_ptr<Condition> make_back_to_back(ConditionWords& words);
std::unique_ptr<Condition> make_cheek_to_cheek(ConditionWords& words);

}  // namespace feerie
