// Messigny chess (src/rules/messigny): instead of a move, a piece may
// exchange squares with an enemy piece of its own type ("Ta8<->Tg5"),
// unless either stands on a square of the exchange just played; kings too,
// unless RexExclusive.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Texts = std::vector<std::string>;

TEST(Messigny, APieceExchangesWithAnEnemyPieceOfItsType) {
  RuleGame game({"MessignyChess"}, "Kh1 Sb1 Pb2", "Ka8 Sg8 Bg7 Pb6", Side::White);
  EXPECT_TRUE(game.has_notation("Sb1<->Sg8"));
  EXPECT_TRUE(game.has_notation("Pb2<->Pb6"));
  EXPECT_TRUE(game.has_notation("Kh1<->Ka8"));   // kings too, by default
  EXPECT_FALSE(game.has_notation("Sb1<->Bg7"));  // not with another type
  ASSERT_TRUE(game.play("b1", "g8"));
  // Neither captured nor moved for good: each stands where the other stood.
  EXPECT_EQ(game.position.piece_on(sq("g8")), (Piece{PieceType::Knight, Side::White}));
  EXPECT_EQ(game.position.piece_on(sq("b1")), (Piece{PieceType::Knight, Side::Black}));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Messigny, TheExchangeJustPlayedCannotBeAnswered) {
  RuleGame game({"MessignyChess"}, "Kh1 Sb1 Rc3", "Ka8 Sg8 Rf6", Side::White);
  ASSERT_TRUE(game.play("b1", "g8"));
  // Black may not exchange either knight back, but its rook still may.
  EXPECT_FALSE(game.has_notation("Sb1<->Sg8"));
  EXPECT_TRUE(game.has_notation("Rf6<->Rc3"));
  ASSERT_TRUE(game.play("f6", "c3"));
  // After another move the knights may exchange again; the rooks not.
  EXPECT_TRUE(game.has_notation("Sg8<->Sb1"));
  EXPECT_FALSE(game.has_notation("Rf6<->Rc3"));
  // The hash tells the forbidden exchange apart.
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Messigny, AnExchangeIntoCheckIsIllegal) {
  // The white rook exchanged to a8's file line would leave the king on h1 to
  // the black rook's check on the first rank.
  RuleGame game({"MessignyChess"}, "Kh1 Rb1", "Ka8 Rc8 Ra1", Side::White);
  EXPECT_FALSE(game.has_notation("Rb1<->Rc8"));
  EXPECT_FALSE(game.has_notation("Rb1<->Ra1"));
}

TEST(Messigny, RexExclusiveKeepsTheKingsOut) {
  RuleGame game({"MessignyChess", "RexExclusive"}, "Kh1 Sb1", "Ka8 Sg8", Side::White);
  EXPECT_FALSE(game.has_notation("Kh1<->Ka8"));
  EXPECT_TRUE(game.has_notation("Sb1<->Sg8"));
  EXPECT_EQ(condition_names({"MessignySchach", "rexex"}), (Texts{"MessignyChess RexExclusive"}));
  EXPECT_EQ(condition_names({"MessignyChess"}), (Texts{"MessignyChess"}));
}

TEST(Messigny, ANeutralPieceDoesNotExchangeWithItself) {
  RuleGame game({"MessignyChess"}, "Kh1", "Ka8 Sg8", Side::White);
  game.position.put(sq("d4"), Piece{PieceType::Knight, Side::White, true});
  EXPECT_TRUE(game.has_notation("nSd4<->Sg8"));
  EXPECT_FALSE(game.has_notation("nSd4<->nSd4"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

}  // namespace
}  // namespace feerie
