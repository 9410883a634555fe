// Hole and Haaner chess (src/rules/holes): holes are squares taken off the
// board; Haaner chess makes the square each moving piece left a hole.
// Expectations marked "Popeye" were checked with Popeye 4.104.
#include "rules/holes/holes.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Hole, TheNamedSquaresAreHolesFromTheStart) {
  RuleGame game({"Hole", "d4e5"}, "Ke1 Qd1", "Ke8", Side::White);
  EXPECT_EQ(game.position.holes(), squares({"d4", "e5"}));
  EXPECT_TRUE(game.is_legal("d1", "d3"));
  EXPECT_FALSE(game.is_legal("d1", "d4"));
  EXPECT_FALSE(game.is_legal("d1", "d5"));
}

TEST(Hole, NoCheckThroughAHole) {
  // Popeye: the rook e5 does not check through the hole e3.
  RuleGame game({"Hole", "e3"}, "Ke1", "Ke8 Re5", Side::White);
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.is_legal("e1", "e2"));
}

TEST(Hole, CastlingOverAHoleIsImpossible) {
  // Popeye (TESTS/haaner_chess 2 to 4): no 0-0-0 with a hole on b1, c1 or d1.
  for (const char* hole : {"b1", "c1", "d1"}) {
    RuleGame game({"Hole", hole}, "Ke1 Ra1 Rh1", "Ke8", Side::White, castling::A1 | castling::E1 | castling::H1);
    EXPECT_FALSE(game.has_notation("0-0-0")) << hole;
    EXPECT_TRUE(game.has_notation("0-0")) << hole;
  }
}

TEST(Hole, ADiagramWithAPieceOnAHoleIsRefused) {
  RuleGame game({"Hole", "e2"}, "Ke1 Qe2", "Ke8", Side::White);
  EXPECT_EQ(Hole(squares({"e2"})).refusal(game.position), "Hole: a piece stands on the hole e2");
  EXPECT_EQ(Hole(squares({"e3"})).refusal(game.position), "");
}

TEST(Hole, PiecesThatWouldTakeAHoleForAHurdleAreRefused) {
  RuleGame game({"Hole", "e3"}, "Ke1", "Ke8", Side::White);
  game.position.put(sq("a1"), Piece{piece_type_named("Grasshopper"), Side::White});
  EXPECT_EQ(Hole(squares({"e3"})).refusal(game.position), "Hole: the Grasshopper beside holes is not supported");
  EXPECT_EQ(HaanerChess().refusal(game.position), "HaanerChess: the Grasshopper beside holes is not supported");
  // A leaper or a rider meets a hole as the board's edge: it is played.
  game.position.put(sq("a1"), Piece{piece_type_named("Nightrider"), Side::White});
  EXPECT_EQ(Hole(squares({"e3"})).refusal(game.position), "");
}

TEST(HaanerChess, TheSquareLeftBecomesAHole) {
  RuleGame game({"HaanerChess"}, "Ke1 Ra1", "Ke8", Side::White);
  ASSERT_TRUE(game.play("a1", "a4"));
  EXPECT_EQ(game.position.holes(), squares({"a1"}));
  ASSERT_TRUE(game.play("e8", "d8"));
  EXPECT_EQ(game.position.holes(), squares({"a1", "e8"}));
  // The rook cannot go back through its own hole.
  EXPECT_TRUE(game.is_legal("a4", "a2"));
  EXPECT_FALSE(game.is_legal("a4", "a1"));
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
}

TEST(HaanerChess, CastlingLeavesTwoHoles) {
  // Popeye (TESTS/haaner_chess 1): 0-0-0 is played; e1 and a1 become holes.
  RuleGame game({"HaanerChess"}, "Ke1 Ra1", "Ke8", Side::White, castling::A1 | castling::E1);
  ASSERT_TRUE(game.play("e1", "c1", MoveKind::CastleLong));
  EXPECT_EQ(game.position.holes(), squares({"e1", "a1"}));
}

TEST(HaanerChess, AnEnPassantCaptureLeavesAHoleWhereThePawnWasTaken) {
  RuleGame game({"HaanerChess"}, "Ke1 Pe5", "Ke8 Pd7", Side::Black);
  ASSERT_TRUE(game.play("d7", "d5"));
  ASSERT_TRUE(game.play("e5", "d6", MoveKind::EnPassant));
  EXPECT_EQ(game.position.holes(), squares({"d7", "e5", "d5"}));
}

TEST(HaanerChess, APawnCannotDoubleStepThroughAHole) {
  RuleGame game({"HaanerChess"}, "Ke1 Pe2 Sd1", "Ke8", Side::White);
  ASSERT_TRUE(game.force("d1", "e3"));
  ASSERT_TRUE(game.force("e8", "d8"));
  ASSERT_TRUE(game.force("e3", "c4"));
  ASSERT_TRUE(game.force("d8", "c8"));
  EXPECT_EQ(game.position.holes() & squares({"e3"}), squares({"e3"}));
  EXPECT_FALSE(game.is_legal("e2", "e3"));
  EXPECT_FALSE(game.is_legal("e2", "e4"));
}

TEST(HaanerChess, MovesAreUndoneExactly) {
  RuleGame game({"HaanerChess"}, "Ke1 Ra1 Rh1 Pd5 Sb1", "Ke8 Pe7 Bc8", Side::Black,
                castling::A1 | castling::E1 | castling::H1);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

TEST(HaanerChess, AMarsCaptureLeavesAHoleOnThePiecesOwnSquare) {
  // Popeye: the king goes d4-e1 (its first movement), then takes d2: d4
  // becomes a hole, e1 does not.
  RuleGame game({"MarsCirce", "HaanerChess"}, "Kd4", "Ke6 Pd2 Pf2", Side::White);
  ASSERT_TRUE(game.play("d4", "d2"));
  EXPECT_EQ(game.position.holes(), squares({"d4"}));
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
}

TEST(Hole, AMarsCaptureDoesNotStartFromAHole) {
  // Popeye: with a hole on e1 the king d4 takes nothing.
  RuleGame game({"MarsCirce", "Hole", "e1"}, "Kd4", "Ke6 Pd2 Pf2", Side::White);
  EXPECT_FALSE(game.is_legal("d4", "d2"));
  EXPECT_FALSE(game.is_legal("d4", "f2"));
  EXPECT_TRUE(game.is_legal("d4", "d3"));
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

TEST(HaanerChess, APhantomMoveLeavesAHoleOnThePiecesOwnSquare) {
  // As Popeye: the rook's first movement is d4-a1, so d4 becomes a hole.
  RuleGame game({"PhantomChess", "HaanerChess"}, "Kh3 Rd4", "Kh7", Side::White);
  ASSERT_TRUE(game.play("d4", "a5"));
  EXPECT_EQ(game.position.holes(), squares({"d4"}));
}

TEST(Hole, BesideChecklessChessNoCheckPassesAHole) {
  // Checkless chess forbids checks; the queen's line to e8 is cut by the hole e5.
  RuleGame game({"ChecklessChess", "Hole", "e5"}, "Ke1 Qd4", "Ke8", Side::White);
  EXPECT_TRUE(game.is_legal("d4", "e4"));
  RuleGame open({"ChecklessChess"}, "Ke1 Qd4", "Ke8", Side::White);
  EXPECT_FALSE(open.is_legal("d4", "e4"));
}

}  // namespace
}  // namespace feerie
