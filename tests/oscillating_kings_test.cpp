// Oscillating kings (src/rules/swapping_kings/oscillating_kings): after a
// move of the side named the kings exchange their squares, always (type A),
// with the mover's king safe before the exchange too (B), or after a check
// (C). Whole texts against Popeye 4.104: tests/compat/cond-oscillating-kings*;
// Popeye's EXAMPLES__osckings__* and BEISPIEL__osckings__* are in its suite.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(OscillatingKings, TypeAExchangesAfterEveryMoveOfTheSide) {
  RuleGame game({"WhiteOscillatingKings"}, "Kb2 Qg1 Pc2", "Kh8 Ph7 Pb4", Side::White);
  ASSERT_TRUE(game.play("g1", "f1"));
  EXPECT_EQ(game.rule_effects(), "[Kh8<->Kb2]");
  EXPECT_EQ(game.position.piece_on(sq("h8")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
  // Black's moves exchange nothing.
  ASSERT_TRUE(game.play("b4", "b3"));
  EXPECT_EQ(game.rule_effects(), "");
  EXPECT_EQ(game.position.piece_on(sq("b2")), (Piece{PieceType::King, Side::Black}));
}

TEST(OscillatingKings, TypeBForbidsAMoveThatLeavesTheKingAttackedBeforeTheExchange) {
  // Kb2-a1 stands in the queen's line before the exchange; after it the
  // white king is on h8, safe: legal under type A, illegal under type B.
  RuleGame a({"WhiteOscillatingKings"}, "Kb2 Pc2", "Kh8 Qh1 Ph7 Pb4", Side::White);
  EXPECT_TRUE(a.is_legal("b2", "a1"));
  RuleGame b({"WhiteOscillatingKings", "TypeB"}, "Kb2 Pc2", "Kh8 Qh1 Ph7 Pb4", Side::White);
  EXPECT_FALSE(b.is_legal("b2", "a1"));
  EXPECT_TRUE(b.is_legal("b2", "a2"));
}

TEST(OscillatingKings, TypeCExchangesAfterACheckOnly) {
  RuleGame game({"BlackOscillatingKings", "TypeC"}, "Kb2 Pc2", "Kh8 Qg1 Ph7", Side::Black);
  ASSERT_TRUE(game.play("g1", "f1"));
  EXPECT_EQ(game.rule_effects(), "");
  game.position.unmake_move();
  ASSERT_TRUE(game.play("g1", "g7"));  // check along the long diagonal
  EXPECT_EQ(game.rule_effects(), "[Kh8<->Kb2]");
}

TEST(OscillatingKings, NamesWithTheirType) {
  RuleGame b({"BlackOscillatingKings", "TypeB"}, "Kb2", "Kh8", Side::White);
  EXPECT_EQ(b.position.rules()->conditions().front()->name(), "BlackOscillatingKings    TypeB");
  RuleGame a({"WhiteOscillatingKings", "TypeA"}, "Kb2", "Kh8", Side::White);
  EXPECT_EQ(a.position.rules()->conditions().front()->name(), "WhiteOscillatingKings");
}

}  // namespace
}  // namespace feerie
