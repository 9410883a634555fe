#include "rules/no_capture/no_capture.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void NoCapture::expand(Position& position, const Move& move, MoveList& out) const {
  const bool bound = position.side_to_move() == Side::White ? white_ : black_;
  if (!bound || !position.is_capture(move)) out.push(move);
}

std::unique_ptr<Condition> make_no_capture(ConditionWords&) {
  return std::make_unique<NoCapture>("NoCapture", true, true);
}
std::unique_ptr<Condition> make_no_white_capture(ConditionWords&) {
  return std::make_unique<NoCapture>("NoWhiteCapture", true, false);
}
std::unique_ptr<Condition> make_no_black_capture(ConditionWords&) {
  return std::make_unique<NoCapture>("NoBlackCapture", false, true);
}

}  // namespace feerie
