// Lost pieces (src/rules/lost_pieces): after each move, the men of the other
// side that would be mated as its king leave the board. Popeye's
// EXAMPLES__lostpieces__1 to __7 are in its suite.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"LostPieces"};

TEST(LostPieces, AManAttackedWithoutEscapeIsLost) {
  RuleGame game(Condition, "Kd6 Rd4 Pd7", "Kd8 Pb5 Pe4", Side::White);
  ASSERT_TRUE(game.play("d4", "b4"));
  EXPECT_EQ(game.rule_effects(), "[-bPb5]");
  EXPECT_TRUE(game.position.piece_on(sq("b5")).empty());
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(LostPieces, AManThatCanEscapeStays) {
  // The knight b8, attacked by the rook, has flights: it stays.
  RuleGame game(Condition, "Ke1 Ra1", "Ke8 Sb8", Side::White);
  ASSERT_TRUE(game.play("a1", "b1"));
  EXPECT_EQ(game.rule_effects(), "");
  EXPECT_FALSE(game.position.piece_on(sq("b8")).empty());
}

TEST(LostPieces, OnlyTheOtherSidesMenAreLost) {
  // After Black's move the white pawn d7, attacked by the king, is lost; the
  // black pawn b5, attacked by the rook, is Black's own and stays.
  RuleGame game(Condition, "Kd6 Rb1 Pd7", "Kd8 Pb5 Ph7", Side::Black);
  ASSERT_TRUE(game.play("h7", "h6"));
  EXPECT_EQ(game.rule_effects(), "[-wPd7]");
  EXPECT_FALSE(game.position.piece_on(sq("b5")).empty());
}

TEST(LostPieces, AManTakenOffIsNotReborn) {
  RuleGame game({"LostPieces", "Circe"}, "Kf4 Pa6", "Kh8 Pf5", Side::White);
  ASSERT_TRUE(game.play("a6", "a7"));
  EXPECT_EQ(game.rule_effects(), "[-bPf5]");
  EXPECT_TRUE(game.position.piece_on(sq("f5")).empty());
  EXPECT_TRUE(game.position.piece_on(sq("f7")).empty());
}

TEST(LostPieces, TheThreatsPassLosesMenToo) {
  // Popeye's EXAMPLES__lostpieces__1: after the key the defender's pass
  // loses the pawn d7 ("threat:[-wPd7]"); after 1.Rd4*e4 the threat
  // 2.Re4-e8 # would need that pawn, so White has none (zugzwang).
  SolveOptions options;
  options.variations = true;
  options.tries = true;
  const std::string text = solve_text("3k4/3P4/3K4/1p6/3Rp3/8/8/8", "#2", Condition, options);
  EXPECT_TRUE(has_line(text, "1.Rd4-b4[-bPb5] ! threat:[-wPd7]"));
  EXPECT_TRUE(has_line(text, "1.Rd4*e4 ? zugzwang."));
}

}  // namespace
}  // namespace feerie
