// Kobul kings (docs/conditions/kobul-kings.md), Popeye's rule: when a piece
// is captured, the king of its side (or the royal piece standing for it)
// takes the captured piece's walk and stays royal: "Ke7*d6[d4=rS]"; a
// captured pawn (or pawn-like piece) gives back the king's walk ("[d4=K]").
// `KobulKings White` (Black) changes only that side's king.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class KobulKings : public Condition {
 public:
  // `sides`: bit 1 White, bit 2 Black.
  KobulKings(std::string name, unsigned sides) : name_(std::move(name)), sides_(sides) {}
  std::string name() const override { return name_; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;
  // A king that becomes a piece of another type is a royal piece.
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::Royal); }

 private:
  std::string name_;
  unsigned sides_;
};

// Reads an optional side (White, Black, in any input language).
std::unique_ptr<Condition> make_kobul_kings(ConditionWords& words);

}  // namespace feerie
