// Tibet and DoubleTibet (src/rules/andernach, as variants of Andernach
// chess): a piece other than a king that captures a piece of another type
// changes colour, under Tibet only a black one. Popeye's examples
// (BEISPIEL__tibet__2 to __5) are in its suite; tests/compat/cond-tibet has
// a problem of our own with Popeye's answers.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Tibet, ABlackPieceTakingAnotherTypeChangesColour) {
  RuleGame game({"Tibet"}, "Ka8 Sd2 Bb4", "Kh1 Bc3", Side::Black);
  ASSERT_TRUE(game.play("c3", "d2"));
  EXPECT_EQ(game.position.piece_on(sq("d2")), (Piece{PieceType::Bishop, Side::White}));
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "Bc3*d2=w");
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Tibet, TakingThePiecesOwnTypeChangesNothing) {
  RuleGame game({"Tibet"}, "Ka8 Sd2 Bb4", "Kh1 Bc3", Side::Black);
  ASSERT_TRUE(game.play("c3", "b4"));
  EXPECT_EQ(game.position.piece_on(sq("b4")), (Piece{PieceType::Bishop, Side::Black}));
}

TEST(Tibet, WhitesCapturesChangeNothingButUnderDoubleTibet) {
  RuleGame tibet({"Tibet"}, "Ka8 Sd2", "Kh1 Re4", Side::White);
  ASSERT_TRUE(tibet.play("d2", "e4"));
  EXPECT_EQ(tibet.position.piece_on(sq("e4")), (Piece{PieceType::Knight, Side::White}));
  RuleGame double_tibet({"DoubleTibet"}, "Ka8 Sd2", "Kh1 Re4", Side::White);
  ASSERT_TRUE(double_tibet.play("d2", "e4"));
  EXPECT_EQ(double_tibet.position.piece_on(sq("e4")), (Piece{PieceType::Knight, Side::Black}));
}

// The type compared is the capturer's on arrival: a pawn promoting to a
// queen by taking a queen keeps its colour.
TEST(Tibet, APromotedPieceIsComparedAsPromoted) {
  RuleGame game({"Tibet"}, "Ka8 Qc1", "Kh8 Pb2", Side::Black);
  ASSERT_TRUE(game.play("b2", "c1"));  // the first promotion: a queen
  EXPECT_EQ(game.position.piece_on(sq("c1")), (Piece{PieceType::Queen, Side::Black}));
}

TEST(Tibet, KingsKeepTheirColour) {
  RuleGame game({"DoubleTibet"}, "Ka8 Sb1", "Ka1", Side::Black);
  ASSERT_TRUE(game.play("a1", "b1"));
  EXPECT_EQ(game.position.piece_on(sq("b1")), (Piece{PieceType::King, Side::Black}));
}

}  // namespace
}  // namespace feerie
