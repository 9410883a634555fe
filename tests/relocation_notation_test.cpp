// The notation of a piece taken off and put back elsewhere as another piece,
// or changing side as it is put (AntiCirce Clone, Einstein, Turncoats):
// "[wRd7->Qd1]", "[wBb5->f1=b]", "[wKf2->rPf2]" (Popeye). Tested with a rule
// made up for the test, so that the notation is checked apart from AntiCirce.
#include <gtest/gtest.h>

#include <memory>

#include "core/position.h"
#include "io/fen.h"
#include "io/language.h"
#include "movegen/movegen.h"
#include "rules/rules.h"
#include "solve/move_description.h"
#include "solve/notation.h"

namespace feerie {
namespace {

// A capturer is taken off and put on a3 as `became`, then changes side if `turn`.
class PutBackOnA3 : public Condition {
 public:
  PutBackOnA3(Piece became, bool turn) : became_(became), turn_(turn) {}
  std::string name() const override { return "PutBackOnA3"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override {
    if (displacement.captured.empty()) return;
    const Piece capturer = position.piece_on(displacement.move.to);
    position.remove(displacement.move.to);
    position.add(make_square(0, 2), capturer);
    if (!became_.empty()) position.change(make_square(0, 2), became_, EffectKind::Mutate);
    if (turn_) {
      Piece turned = position.piece_on(make_square(0, 2));
      turned.side = opponent(turned.side);
      position.change(make_square(0, 2), turned, EffectKind::Recolour);
    }
  }

 private:
  Piece became_;
  bool turn_;
};

// The notation of the capture Rd1*d7 under the rule.
std::string capture_text(Piece became, bool turn) {
  Rules rules;
  rules.add(std::make_unique<PutBackOnA3>(became, turn));
  Position position;
  read_fen("4k3/3q4/8/8/8/8/8/3RK3 w - - 0 1", position);
  position.set_rules(&rules);
  MoveList moves;
  generate_legal(position, moves);
  for (const Move& move : moves) {
    if (move.from != make_square(3, 0) || move.to != make_square(3, 6)) continue;
    position.make_move(move);
    const std::string text = last_move_notation(position, language(LanguageId::English));
    position.unmake_move();
    return text;
  }
  return "no capture";
}

TEST(RelocationNotation, APiecePutBackAsAnotherNamesItsNewType) {
  EXPECT_EQ(capture_text(NoPiece, false), "Rd1*d7[wRd7->a3]");
  EXPECT_EQ(capture_text(Piece{PieceType::Queen, Side::White}, false), "Rd1*d7[wRd7->Qa3]");
  Piece royal_pawn{PieceType::Pawn, Side::White};
  royal_pawn.royal = true;
  EXPECT_EQ(capture_text(royal_pawn, false), "Rd1*d7[wRd7->rPa3]");
}

TEST(RelocationNotation, APiecePutBackThatChangesSideNamesItsNewSide) {
  EXPECT_EQ(capture_text(NoPiece, true), "Rd1*d7[wRd7->a3=b]");
  EXPECT_EQ(capture_text(Piece{PieceType::Queen, Side::White}, true), "Rd1*d7[wRd7->Qa3=b]");
}

}  // namespace
}  // namespace feerie
