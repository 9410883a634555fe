// Plus chess (src/rules/mars): a piece on a centre square may also capture
// from any other empty centre square. Lists marked "Popeye" were listed by
// Popeye 4.104 (~1; h~2 for the count).
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Notations = std::vector<std::string>;

TEST(PlusChess, ACentrePieceAlsoCapturesFromTheOtherCentreSquares) {
  // Rothmann (Popeye's example): the queen e4 takes b6 from d4, the bishop
  // e5 takes b7 from d5; the queen's own captures stay as ever.
  RuleGame game({"PlusChess"}, "Kh6 Qe4 Be5", "Ka6 Bc8 Pb4 Pb6 Pb7", Side::White);
  EXPECT_TRUE(game.has_notation("Qe4-d4*b6"));
  EXPECT_TRUE(game.has_notation("Qe4*b4"));
  EXPECT_TRUE(game.has_notation("Be5-d5*b7"));
  // Non-captures start from the own square only.
  EXPECT_FALSE(game.has_notation("Qe4-d4-d1"));
}

TEST(PlusChess, ACaptureReachedFromTwoCentreSquaresIsOneMove) {
  // Popeye (regression 4.65-4.67): Sd4*c6 once, not again from e5.
  RuleGame game({"PlusChess"}, "Sd4", "Pc6", Side::White);
  const Notations expected = {"Sd4*c6", "Sd4-b3", "Sd4-b5", "Sd4-c2", "Sd4-e2", "Sd4-e6", "Sd4-f3", "Sd4-f5"};
  EXPECT_EQ(game.notations(), expected);
}

TEST(PlusChess, KingsAndPawnsCheckFromTheOtherCentreSquares) {
  // Millour (Popeye's example): the king e4 checks c5 from d4.
  RuleGame king({"PlusChess"}, "Ke4", "Kc5", Side::Black);
  EXPECT_TRUE(king.position.in_check(Side::Black));
  // Rothmann: the pawn d4 checks e6 from d5.
  RuleGame pawn({"PlusChess"}, "Pd4 Ke8", "Ke6", Side::Black);
  EXPECT_TRUE(pawn.position.in_check(Side::Black));
  RuleGame away({"PlusChess"}, "Pd3 Ke8", "Ke6", Side::Black);
  EXPECT_FALSE(away.position.in_check(Side::Black));
}

TEST(PlusChess, APawnTakesEnPassantFromAnotherCentreSquare) {
  // Popeye: f7-f5, then d4-e5*f6 ep.
  RuleGame game({"PlusChess"}, "Ke1 Pd4", "Ke8 Pf7", Side::Black);
  ASSERT_TRUE(game.play("f7", "f5"));
  EXPECT_EQ(game.position.en_passant(), sq("f6"));
  EXPECT_TRUE(game.has_notation("d4-e5*f6 ep."));
  EXPECT_TRUE(game.has_notation("d4-e4*f5"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(PlusChess, ALocustHopsFromAnotherCentreSquare) {
  // Popeye: Le4-d5*f7-g8 (a locust has no non-capture).
  RuleGame game({"PlusChess"}, "", "Pf7", Side::White);
  game.position.put(sq("e4"), Piece{piece_type_named("Locust"), Side::White});
  const Notations expected = {"Le4-d5*f7-g8"};
  EXPECT_EQ(game.notations(), expected);
}

TEST(PlusChess, CountsAgreeWithPopeye) {
  RuleGame game({"PlusChess"}, "Ke1 Ra1 Rh1 Qd1 Sb1 Bc1 Pe2 Pd4 Pb5 Sf3", "Ke8 Ra8 Rh8 Qd8 Sg8 Bf8 Pe7 Pd5 Pc4 Pg5",
                Side::Black, castling::All);
  EXPECT_EQ(game.count(2), 1407u);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
