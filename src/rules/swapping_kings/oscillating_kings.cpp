#include "rules/swapping_kings/oscillating_kings.h"

#include "core/position.h"
#include "rules/registry.h"
#include "rules/swapping_kings/swapping_kings.h"

namespace feerie {

std::string OscillatingKings::name() const {
  std::string name = side_ == Side::White ? "WhiteOscillatingKings" : "BlackOscillatingKings";
  // Popeye writes type B four blanks after the name, type C two.
  if (type_ == Type::B) name += "    TypeB";
  if (type_ == Type::C) name += "  TypeC";
  return name;
}

// The turn has not yet passed: the side to move is the mover.
void OscillatingKings::consequences(Position& position, const Displacement&) const {
  const Side mover = position.side_to_move();
  if (mover != side_) return;
  if (type_ == Type::C && !position.in_check(opponent(mover))) return;
  exchange_kings(position);
}

// Type B: before the exchange the mover's king stood where the other king
// now stands; was it attacked there? (Kings side by side are in check after
// the exchange as before it: the self-check test finds them.)
bool OscillatingKings::allows(Position& position, Side mover) const {
  if (type_ != Type::B || mover != side_) return true;
  const Bitboard own = position.kings(mover), other = position.kings(opponent(mover));
  if (!own || !other || more_than_one(own) || more_than_one(other)) return true;
  return !position.square_checked(lowest_square(other), opponent(mover), position.occupied());
}

namespace {

OscillatingKings::Type read_type(ConditionWords& words) {
  if (words.accept({"TypeB", "TypB"})) return OscillatingKings::Type::B;
  if (words.accept({"TypeC", "TypC"})) return OscillatingKings::Type::C;
  words.accept({"TypeA", "TypA"});
  return OscillatingKings::Type::A;
}

}  // namespace

std::unique_ptr<Condition> make_white_oscillating_kings(ConditionWords& words) {
  return std::make_unique<OscillatingKings>(Side::White, read_type(words));
}
std::unique_ptr<Condition> make_black_oscillating_kings(ConditionWords& words) {
  return std::make_unique<OscillatingKings>(Side::Black, read_type(words));
}

}  // namespace feerie
