// Volage and Hypervolage (src/rules/volage): every man but the kings is
// volage; one that moves to a square of the other colour than it left changes
// side there, once under Volage, at every such move under Hypervolage. Counts
// marked "Popeye" were checked with Popeye 4.104 (h~1 listings: depth 2 from
// Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Volage, EveryManButTheKingsIsVolage) {
  RuleGame game({"Volage"}, "Ke1 Sc3 Pb2", "Ke8 Bd5", Side::White);
  EXPECT_TRUE(game.position.piece_on(sq("c3")).volage);
  EXPECT_TRUE(game.position.piece_on(sq("b2")).volage);
  EXPECT_TRUE(game.position.piece_on(sq("d5")).volage);
  EXPECT_FALSE(game.position.piece_on(sq("e1")).volage);
  EXPECT_FALSE(game.position.piece_on(sq("e8")).volage);
}

// From the Popeye example (diagrammes 55): Sf1-h2 changes side, a queen on
// a line of one colour does not.
TEST(Volage, AManArrivingOnTheOtherColourChangesSideOnce) {
  RuleGame game({"Volage"}, "Kh4 Qc8", "Kf6 Sf1", Side::Black);
  ASSERT_TRUE(game.play("f1", "h2"));
  const Piece knight = game.position.piece_on(sq("h2"));
  EXPECT_EQ(knight.side, Side::White);
  EXPECT_FALSE(knight.volage);
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "Sf1-h2=w");
  // Now White's, it no longer changes.
  ASSERT_TRUE(game.play("h2", "f3"));
  EXPECT_EQ(game.position.piece_on(sq("f3")).side, Side::White);
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "Sh2-f3");
  ASSERT_TRUE(game.play("f6", "g6"));
  ASSERT_TRUE(game.play("c8", "c6"));
  EXPECT_EQ(game.position.piece_on(sq("c6")).side, Side::White);
  EXPECT_TRUE(game.position.piece_on(sq("c6")).volage);
}

TEST(Volage, PawnStepsAndKings) {
  // A single step changes the square's colour, a double step does not.
  RuleGame pawns({"Volage"}, "Ke1 Pa2 Ph2", "Ke8", Side::White);
  ASSERT_TRUE(pawns.play("h2", "h3"));
  EXPECT_EQ(pawns.position.piece_on(sq("h3")).side, Side::Black);
  RuleGame double_step({"Volage"}, "Ke1 Pa2", "Ke8", Side::White);
  ASSERT_TRUE(double_step.play("a2", "a4", MoveKind::DoubleStep));
  EXPECT_EQ(double_step.position.piece_on(sq("a4")).side, Side::White);
  // A king never changes.
  RuleGame king({"Volage"}, "Ke1", "Ke8", Side::White);
  ASSERT_TRUE(king.play("e1", "e2"));
  EXPECT_EQ(king.position.piece_on(sq("e2")), (Piece{PieceType::King, Side::White}));
}

// The promoted piece is judged: g7-g8 goes from dark to light, g7*h8 stays
// on dark squares (Popeye: 1.g7-g8=Q=b, 1.g7*h8=Q+; the counts below hold
// promotions on b8 too).
TEST(Volage, APromotedPieceChangesSide) {
  RuleGame step({"Volage"}, "Ke1 Pg7", "Kc8 Bh8", Side::White);
  ASSERT_TRUE(step.play("g7", "g8"));
  EXPECT_EQ(step.position.piece_on(sq("g8")).side, Side::Black);
  EXPECT_EQ(last_move_notation(step.position, language(LanguageId::English)), "g7-g8=Q=b");
  RuleGame capture({"Volage"}, "Ke1 Pg7", "Kc8 Bh8", Side::White);
  ASSERT_TRUE(capture.play("g7", "h8"));
  EXPECT_EQ(capture.position.piece_on(sq("h8")).side, Side::White);
}

TEST(Volage, LegalityIsJudgedAfterTheChange) {
  // Rd4-d3 goes from a dark square to a light one: the rook turns black on
  // the king d1's file, an illegal self-check. Rd4-d2 stays on dark squares.
  RuleGame game({"Volage"}, "Kd1 Rd4", "Ka8", Side::White);
  EXPECT_FALSE(game.is_legal("d4", "d3"));
  EXPECT_TRUE(game.is_legal("d4", "d2"));
}

TEST(Hypervolage, AManChangesAtEveryMoveToTheOtherColour) {
  // Popeye (dia1.0 under Hypervolage): 1.h2-h3=b h3-h2=w.
  RuleGame game({"Hypervolage"}, "Ke1 Ph2", "Ke8", Side::White);
  ASSERT_TRUE(game.play("h2", "h3"));
  EXPECT_EQ(game.position.piece_on(sq("h3")).side, Side::Black);
  EXPECT_TRUE(game.position.piece_on(sq("h3")).volage);
  ASSERT_TRUE(game.play("h3", "h2"));
  EXPECT_EQ(game.position.piece_on(sq("h2")).side, Side::White);
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "h3-h2=w");
}

// A rook turned on its side's castling square counts as unmoved (Popeye:
// 1.Rh8-h1=w 0-0).
TEST(Volage, ARookTurnedOnItsCastlingSquareMayCastle) {
  RuleGame game({"Volage"}, "Ke1", "Ka8 Rh8", Side::Black, castling::E1);
  ASSERT_TRUE(game.play("h8", "h1"));
  EXPECT_EQ(game.position.piece_on(sq("h1")).side, Side::White);
  EXPECT_TRUE(game.is_legal("e1", "g1"));
}

TEST(Volage, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Ra1 Qd1 Pb7 Sc3";
  const char* black = "Ke8 Rh8 Bd5 Pc4 Pe5 Sg8";
  const std::uint8_t rights = castling::E1 | castling::A1 | castling::E8 | castling::H8;
  RuleGame volage({"Volage"}, white, black, Side::Black, rights);
  EXPECT_EQ(volage.count(2), 871u);  // Popeye
  RuleGame hyper({"Hypervolage"}, white, black, Side::Black, rights);
  EXPECT_EQ(hyper.count(2), 868u);  // Popeye
  EXPECT_EQ(first_inconsistency(volage.position, 3), "");
  EXPECT_EQ(first_inconsistency(hyper.position, 3), "");
}

}  // namespace
}  // namespace feerie
