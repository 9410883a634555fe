// The notation of a piece taken off and put back elsewhere as another piece,
// or changing side as it is put (AntiCirce Clone, Einstein, Turncoats):
// "[wRd7->Qd1]", "[wBb5->f1=b]", "[wKf2->rPf2]" (Popeye). Tested with a rule
// made up for the test, so that the notation is checked apart from AntiCirce.
#include <gtest/gtest.h>

#include <algorithm>
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

// Two pieces taken off and each put where the other stood: an exchange,
// written as Popeye writes its oscillating kings ("[Kh8<->Ka3]").
class ExchangeKings : public Condition {
 public:
  std::string name() const override { return "ExchangeKings"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement&) const override {
    const Square white = lowest_square(position.kings(Side::White));
    const Square black = lowest_square(position.kings(Side::Black));
    const Piece white_king = position.piece_on(white), black_king = position.piece_on(black);
    position.remove(black);
    position.remove(white);
    position.add(white, black_king);
    position.add(black, white_king);
  }
};

TEST(RelocationNotation, AnExchangeOfTwoPiecesIsOneBracket) {
  Rules rules;
  rules.add(std::make_unique<ExchangeKings>());
  Position position;
  read_fen("7k/8/8/8/8/8/1K6/8 w - - 0 1", position);
  position.set_rules(&rules);
  MoveList moves;
  generate_pseudo_legal(position, moves);
  const auto move = std::find_if(moves.begin(), moves.end(), [](const Move& m) { return m.to == make_square(0, 2); });
  ASSERT_NE(move, moves.end());
  position.make_move(*move);
  EXPECT_EQ(last_move_notation(position, language(LanguageId::English)), "Kb2-a3[Kh8<->Ka3]");
  const MoveDescription description = describe_last_move(position);
  ASSERT_EQ(description.rule_effects.size(), 1u);
  EXPECT_EQ(description.rule_effects[0].kind, RuleEffectNote::Kind::Exchange);
}

}  // namespace
}  // namespace feerie
