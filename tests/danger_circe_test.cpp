// Danger Circe (src/rules/danger_circe): a piece observed by an enemy piece
// may also move to its Circe rebirth square, empty or held by an enemy piece
// (then taken); that move checks as any other. Counts marked "Popeye" were
// checked with Popeye 4.104 (an h~1 listing: depth 2 from Black to move,
// each line once: Popeye lists a danger move that is also an ordinary move
// twice).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(DangerCirce, AnObservedPieceMovesToItsRebirthSquare) {
  // The rook a2 (a light square: its rebirth square is h1) is observed by the rook a8.
  RuleGame game({"DangerCirce"}, "Kf7 Ra2", "Kd1 Ra8", Side::White);
  EXPECT_TRUE(game.is_legal("a2", "h1"));
  // Unobserved, it has no such move.
  RuleGame safe({"DangerCirce"}, "Kf7 Ra2", "Kd1 Rb8", Side::White);
  EXPECT_FALSE(safe.is_legal("a2", "h1"));
  // A piece of its own side on the rebirth square blocks the move.
  RuleGame blocked({"DangerCirce"}, "Kf7 Ra2 Bh1", "Kd1 Ra8", Side::White);
  EXPECT_FALSE(blocked.is_legal("a2", "h1"));
}

TEST(DangerCirce, APawnFleesToItsSecondRankTakingAnEnemyThere) {
  // The knight e6 observes the pawns d4 and f4.
  RuleGame game({"DangerCirce"}, "Ka1 Pd4 Pf4", "Kh8 Se6 Pf2", Side::White);
  const std::vector<std::string> d4 = legal_notations(game.position, sq("d4"));
  const std::vector<std::string> f4 = legal_notations(game.position, sq("f4"));
  EXPECT_EQ(d4, (std::vector<std::string>{"d4-d2", "d4-d5"}));
  EXPECT_EQ(f4, (std::vector<std::string>{"f4*f2", "f4-f5"}));
  ASSERT_TRUE(game.play("f4", "f2"));
  EXPECT_EQ(game.position.piece_on(sq("f2")), (Piece{PieceType::Pawn, Side::White}));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(DangerCirce, AKingInCheckMayFleeToItsRebirthSquare) {
  // Not in check, the king d3 has no way to e1.
  RuleGame game({"DangerCirce"}, "Kd3", "Kh8 Rc8", Side::White);
  EXPECT_FALSE(game.is_legal("d3", "e1"));
  RuleGame checked({"DangerCirce"}, "Kd3", "Kh8 Rd8", Side::White);
  EXPECT_TRUE(checked.is_legal("d3", "e1"));
}

TEST(DangerCirce, AKingOnTheRebirthSquareOfAnObservedEnemyIsInCheck) {
  // White's rook a2 is observed by Black's rook a8; its danger move takes the king h1.
  RuleGame game({"DangerCirce"}, "Kf7 Ra2", "Kh1 Ra8", Side::Black);
  EXPECT_TRUE(game.position.in_check(Side::Black));
  // The same rook unobserved gives no check.
  RuleGame safe({"DangerCirce"}, "Kf7 Ra2", "Kh1 Rb8", Side::Black);
  EXPECT_FALSE(safe.position.in_check(Side::Black));
  // Black may not step onto the rebirth square of an observed white piece.
  RuleGame step({"DangerCirce"}, "Kf7 Ra2", "Kg1 Ra8", Side::Black);
  EXPECT_FALSE(step.is_legal("g1", "h1"));
}

// Decision: a danger move that is also an ordinary move is one move.
TEST(DangerCirce, ADangerMoveThatIsAlsoAnOrdinaryMoveIsOneMove) {
  // The rook h3 (a light square: rebirth square h1) is observed by the bishop f5.
  RuleGame game({"DangerCirce"}, "Ka2 Rh3", "Kc8 Bf5", Side::White);
  const std::vector<std::string> moves = legal_notations(game.position, sq("h3"));
  EXPECT_EQ(std::count(moves.begin(), moves.end(), "Rh3-h1"), 1);
}

TEST(DangerCirce, CountsAgreeWithPopeye) {
  RuleGame game({"DangerCirce"}, "Ke2 Ra1 Rh4 Pd4 Pe4 Pf4 Pg2 Sb5", "Kc8 Se6 Pf2 Bg5 Bh6 Rd8 Pb7 Qa6", Side::Black);
  EXPECT_EQ(game.count(2), 1170u);  // Popeye, each line once
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
