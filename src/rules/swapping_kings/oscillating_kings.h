// Oscillating kings (docs/conditions/oscillating-kings.md), Popeye's
// WhiteOscillatingKings and BlackOscillatingKings: after each move of the
// side named, the two kings exchange their squares ("Kf5-e5[Ke5<->Kc5]").
//   - Type A (no type written): after every move of the side.
//   - Type B: as A, and a move after which, before the exchange, the
//     mover's king would be in check is illegal.
//   - Type C: only after a move that leaves the other side in check, before
//     the exchange (both sides of type C: Swapping kings).
// The move is legal only if, after the exchange, the mover's king is not
// in check. A royal piece standing for a king is exchanged the same way;
// with a side without a king, or with several, nothing is exchanged.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class OscillatingKings : public Condition {
 public:
  enum class Type { A, B, C };
  OscillatingKings(Side side, Type type) : side_(side), type_(type) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Consequences) | (type_ == Type::B ? static_cast<unsigned>(Hook::Legality) : 0u);
  }
  void consequences(Position& position, const Displacement& displacement) const override;
  bool allows(Position& position, Side mover) const override;

 private:
  Side side_;
  Type type_;
};

std::unique_ptr<Condition> make_white_oscillating_kings(ConditionWords& words);
std::unique_ptr<Condition> make_black_oscillating_kings(ConditionWords& words);

}  // namespace feerie
