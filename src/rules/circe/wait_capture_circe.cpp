#include "rules/circe/wait_capture_circe.h"

#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/registry.h"

namespace feerie {

void WaitCaptureCirce::consequences(Position& position, const Displacement& displacement) const {
  if (displacement.captured.empty()) return;
  const Reserve waiting = position.reserve();
  if (!waiting.empty()) {
    // As Popeye: the square is found from the square the waiting man was
    // taken on, but File's from the file of the capture now made.
    const Square from = where_.place == RebirthPlace::File ? displacement.capture_square : waiting.capture_square;
    const Square square = rebirth_square(where_, waiting.piece, from, from, from);
    if (square != NoSquare && position.piece_on(square).empty()) rebirth(position, square, waiting.piece);
  }
  position.set_reserve(Reserve{displacement.captured, displacement.capture_square});
}

std::unique_ptr<Condition> make_wait_capture_circe(const CirceVariant& variant) {
  const RebirthRule& where = variant.where;
  const bool place = where.place == RebirthPlace::Classic || where.place == RebirthPlace::File ||
                     where.place == RebirthPlace::Rank || where.place == RebirthPlace::CaptureSquare;
  if (!place || where.mirror || where.diametral || where.vertical_mirror || where.couscous)
    throw ConditionError("Circe WaitCapture with this rebirth place is not supported (Circe's square, File, Rank "
                         "and CaptureSquare are)");
  if (!variant.occupied_word.empty() || variant.changes_reborn() || !variant.april.empty())
    throw ConditionError("Circe WaitCapture beside Strict, Relaxed, Assassin, Volcanic, Parachute, April or a change "
                         "of what is reborn is not supported");
  return std::make_unique<WaitCaptureCirce>(where);
}

}  // namespace feerie
