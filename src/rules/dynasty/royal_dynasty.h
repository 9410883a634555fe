// Royal dynasty (docs/conditions/royal-dynasty.md), Popeye's rule: a side's
// king is royal only while it is the side's one king; a side with several
// (a pawn may promote to a king) or none is never in check, and its kings
// may be taken as any piece. The right to castle follows the king's royalty.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class RoyalDynasty : public Condition {
 public:
  std::string name() const override { return "RoyalDynasty"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Check) | static_cast<unsigned>(Hook::Consequences);
  }
  bool in_check(const Position& position, Side side) const override;
  bool allows_several_kings() const override { return true; }
  // A pawn may promote to a king, first of its choices (as Popeye); a
  // king among several has no right to castle.
  void prepare(Position& position) const override;
  // A side that gets a second king loses its king's right to castle; a king
  // left alone by a capture gets it back where the diagram gave it (Popeye).
  void consequences(Position& position, const Displacement& displacement) const override;

 private:
  // The rights of the diagram, once the kings among several have lost theirs.
  mutable std::uint8_t diagram_rights_ = 0;
};

std::unique_ptr<Condition> make_royal_dynasty(ConditionWords& words);

}  // namespace feerie
