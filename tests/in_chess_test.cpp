// HalfInChess, AllInChess and MainlyInChess (src/rules/in_chess): a side
// moves the other side's men (HalfInChess: only those). Popeye's examples
// (EXAMPLES__all_in_chess__1 to __11) are in its suite; tests/compat/
// cond-in-chess* has problems of our own with Popeye's answers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Half{"HalfInChess"}, All{"AllInChess"}, Mainly{"MainlyInChess"};

TEST(InChess, HalfInChessMovesOnlyTheOtherSidesMen) {
  RuleGame game(Half, "Kh1 Ra1", "Ka8 Pe7", Side::White);
  EXPECT_FALSE(game.is_legal("a1", "a2"));
  EXPECT_FALSE(game.is_legal("h1", "g1"));
  EXPECT_TRUE(game.is_legal("a8", "b8"));
  // A black pawn moved by White goes down the board.
  EXPECT_TRUE(game.is_legal("e7", "e5"));
  EXPECT_FALSE(game.is_legal("e7", "e8"));
}

TEST(InChess, AllInChessMovesEitherSidesMen) {
  RuleGame game(All, "Kh1 Ra1", "Ka8 Pe7", Side::White);
  EXPECT_TRUE(game.is_legal("a1", "a2"));
  EXPECT_TRUE(game.is_legal("e7", "e6"));
  EXPECT_TRUE(game.is_legal("a8", "b7"));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

// The other side's men never take the mover's king; a move is legal when
// it leaves the mover's own king unattacked, whoever's man moved.
TEST(InChess, TheMoversKingIsNeverTakenAndStaysSafe) {
  RuleGame checked(All, "Kh1 Bc6", "Ka8 Rg8", Side::Black);
  EXPECT_FALSE(checked.is_legal("c6", "a8"));
  EXPECT_FALSE(checked.is_legal("c6", "b7"));
  EXPECT_TRUE(checked.is_legal("c6", "d7"));
  RuleGame shielded(All, "Kh1 Ra8", "Kh8 Bc8", Side::Black);
  EXPECT_FALSE(shielded.is_legal("c8", "d7"));
  EXPECT_TRUE(shielded.is_legal("a8", "a1"));
}

// AllInChess: the man just moved may not go straight back, unless one of
// the two moves captured.
TEST(InChess, AllInChessForbidsTakingBackTheLastMove) {
  RuleGame game(All, "Kh1 Ra1", "Kd8 Pe7", Side::White);
  ASSERT_TRUE(game.play("a1", "a2"));
  EXPECT_FALSE(game.is_legal("a2", "a1"));
  EXPECT_TRUE(game.is_legal("a2", "a3"));
  ASSERT_TRUE(game.play("a2", "a3"));
  EXPECT_FALSE(game.is_legal("a3", "a2"));
  EXPECT_TRUE(game.is_legal("a3", "a4"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

// The move that may not be taken back is part of the position's key.
TEST(InChess, TheLastMoveIsPartOfThePositionsKey) {
  RuleGame from_a1(All, "Kh1 Ra1", "Ka8 Pe7", Side::White);
  ASSERT_TRUE(from_a1.play("a1", "a2"));
  RuleGame from_a3(All, "Kh1 Ra3", "Ka8 Pe7", Side::White);
  ASSERT_TRUE(from_a3.play("a3", "a2"));
  EXPECT_NE(from_a1.position.hash(), from_a3.position.hash());
}

TEST(InChess, AllInChessAllowsGoingBackAfterACapture) {
  RuleGame game(All, "Kh1 Ra1", "Kh8 Pa5", Side::White);
  ASSERT_TRUE(game.play("a1", "a5"));
  EXPECT_TRUE(game.is_legal("a5", "a1"));
}

// A promotion changes the man: the piece may go back where the pawn came
// from.
TEST(InChess, AllInChessAllowsGoingBackAfterAPromotion) {
  RuleGame game(All, "Kh1 Pa7", "Kd6", Side::White);
  ASSERT_TRUE(game.play("a7", "a8"));
  EXPECT_TRUE(game.is_legal("a8", "a7"));
}

// MainlyInChess: the man the other side has just moved may not move.
TEST(InChess, MainlyInChessForbidsTheManJustMoved) {
  RuleGame game(Mainly, "Kh1 Ra1", "Kd8 Pe7", Side::White);
  ASSERT_TRUE(game.play("a1", "a2"));
  EXPECT_FALSE(game.is_legal("a2", "a3"));
  EXPECT_FALSE(game.is_legal("a2", "a1"));
  EXPECT_TRUE(game.is_legal("h1", "g1"));
  EXPECT_TRUE(game.is_legal("e7", "e6"));
  ASSERT_TRUE(game.play("e7", "e6"));
  // White may move the rook again (Black moved the pawn), not the pawn.
  EXPECT_TRUE(game.is_legal("a2", "a3"));
  EXPECT_FALSE(game.is_legal("e6", "e5"));
}

// After a pass the side to move played the last move itself: nothing is
// forbidden.
TEST(InChess, APassForbidsNothing) {
  RuleGame game(Mainly, "Kh1 Ra1", "Ka8 Pe7", Side::White);
  ASSERT_TRUE(game.play("a1", "a2"));
  game.position.skip_turn();
  EXPECT_TRUE(game.is_legal("a2", "a3"));
}

// A double step of the other side's pawn is open to en passant by that
// pawn's enemies, moved by either side.
TEST(InChess, EnPassantTakesThePawnsEnemy) {
  RuleGame game(All, "Kh1 Pd5", "Ka8 Pe7", Side::White);
  ASSERT_TRUE(game.play("e7", "e5"));
  EXPECT_TRUE(game.is_legal("d5", "e6"));
  RuleGame own(All, "Kh1 Pd2", "Ka8 Pe4", Side::White);
  ASSERT_TRUE(own.play("d2", "d4"));
  EXPECT_TRUE(own.is_legal("e4", "d3"));
  EXPECT_EQ(first_inconsistency(own.position, 2), "");
}

// A king moved by the other side castles by its own side's rights (as
// Popeye: Black plays White's 0-0 here, and its own 0-0-0).
TEST(InChess, EitherKingCastles) {
  using namespace castling;
  RuleGame game(All, "Ke1 Rh1", "Ke8 Ra8", Side::Black, E1 | H1 | E8 | A8);
  EXPECT_TRUE(game.has_notation("0-0"));
  EXPECT_TRUE(game.has_notation("0-0-0"));
  EXPECT_TRUE(game.has_notation("Ke1-d1"));
}

// Popeye's EXAMPLES__all_in_chess__7 (Chris Tylor, The Problemist 2024):
// White mates by moving the black king into the bishop's line, and the king
// may not step out, having just moved.
TEST(InChess, MainlyInChessMateByTheOtherSidesKing) {
  const std::string text = solve_text("8/1p1B4/8/7k/8/8/8/1K6 b - - 0 1", "h#2", Mainly);
  EXPECT_TRUE(has_line(text, "1.Bd7-c6 Kh5-g4   2.Bc6-h1 Kg4-f3 #"));
  EXPECT_TRUE(has_line(text, "1.Bd7-f5 Kb1-a2   2.Bf5-b1 Kh5-g6 #"));
  EXPECT_TRUE(has_line(text, "1.Bd7-e6 Kh5-g6   2.Be6-a2 Kg6-f7 #"));
}

}  // namespace
}  // namespace feerie
