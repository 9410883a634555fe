// Circe WaitCapture (Popeye `Circe WaitCapture`, German `NaechsterSchlag`,
// French `PriseProchaine`): a captured man is not reborn at once but waits
// (Position::reserve) for the next capture, by either side; that capture
// brings it back, after its displacement, on its rebirth square found from
// the square it was taken on (the place: Circe's square, Rank or
// CaptureSquare; File, as Popeye, from the file of the capture now made),
// if that square is empty (otherwise it is lost), and the
// man it takes waits in turn ("c6*d7[+bPc6]": the pawn taken on c6 the
// capture before). Kings are never taken.
#pragma once

#include "rules/circe/circe.h"

namespace feerie {

class WaitCaptureCirce : public Condition {
 public:
  explicit WaitCaptureCirce(RebirthRule where) : where_(where) {}
  std::string name() const override { return "Circe" + where_.words("") + " WaitCapture"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override;
  bool reserve_waits_for_capture() const override { return true; }

 private:
  RebirthRule where_;
};

// The Circe variant WaitCapture with `variant`'s place (refused with others).
std::unique_ptr<Condition> make_wait_capture_circe(const CirceVariant& variant);

}  // namespace feerie
