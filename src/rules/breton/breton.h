// Breton chess, as Popeye defines it: when a piece is captured, a piece of
// the capturing side of the same type as the captured one is removed as
// well (the capturer itself may be the one); the capturer chooses which,
// each choice a move ("b3*c4[-wPe3]"). No such piece: nothing more happens.
// Adverse: the piece removed is one of the captured side's. Chromatic: the
// piece is not removed but changes side ("[c4=b]").
// The piece is found before a capturing pawn promotes (the original
// definition, Popeye's default): the pawn counts as a pawn, and promotes
// after the removal, if it is still there and its side's ("b7*a8[-wSd4][a8=Q]",
// "b7*c8[-wPc8]"). PY: after the promotion, as Popeye's own reading
// ("b7*a8=S[-wSa8]"), which also differs on neutral pieces (refused).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Breton : public Condition {
 public:
  Breton(bool adverse, bool chromatic, bool popeye) : adverse_(adverse), chromatic_(chromatic), popeye_(popeye) {}
  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;

 private:
  bool adverse_;
  bool chromatic_;
  bool popeye_;
};

std::unique_ptr<Condition> make_breton(ConditionWords& words);

}  // namespace feerie
