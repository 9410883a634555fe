// Ghost chess and Haunted chess: a man taken off the board by a capture
// becomes a ghost that waits under the square it was taken on, and comes
// back onto it after the first move that leaves it empty ("[+wuRf5]"); of
// ghosts waiting under one square, the last taken comes back first. In
// Ghost chess a ghost comes back uncapturable (Piece::uncapturable), so it
// stays for good. In Haunted chess it comes back as it was, and a capture
// on a square where a ghost waits sends that ghost away for good: only the
// last man taken there waits. The ghosts are part of the position
// (Position::ghosts): two positions alike on the board but not under it
// differ. As Popeye, the men come back after every other effect of the move,
// the last taken first.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class GhostChess : public Condition {
 public:
  enum class Variant { Ghost, Haunted };
  explicit GhostChess(Variant variant) : variant_(variant) {}

  std::string name() const override;
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;
  // A man taken keeps its colour and attributes as a ghost.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal) |
           static_cast<unsigned>(PieceAttribute::Uncapturable);
  }
  unsigned given_attributes() const override { return static_cast<unsigned>(PieceAttribute::Uncapturable); }

 private:
  Variant variant_;
};

std::unique_ptr<Condition> make_ghost_chess(ConditionWords& words);
std::unique_ptr<Condition> make_haunted_chess(ConditionWords& words);

}  // namespace feerie
