// Swapping kings (src/rules/swapping_kings): a checking move exchanges the
// kings. Whole texts against Popeye 4.104: tests/compat/cond-swapping-kings*;
// castling after an exchange: Popeye's EXAMPLES__swapking__3.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(SwappingKings, ACheckExchangesTheKings) {
  // Popeye: Qg1-d4+ checks h8; the kings exchange, and the black king, now
  // on b2, is in check from the queen d4.
  RuleGame game({"SwappingKings"}, "Kb2 Qg1 Bb3 Pc2", "Kh8 Ph7 Pb4", Side::White);
  ASSERT_TRUE(game.play("g1", "d4"));
  EXPECT_EQ(game.position.piece_on(sq("h8")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(game.position.piece_on(sq("b2")), (Piece{PieceType::King, Side::Black}));
  EXPECT_EQ(game.rule_effects(), "[Kh8<->Kb2]");
  EXPECT_TRUE(game.position.in_check(Side::Black));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(SwappingKings, AMoveThatDoesNotCheckExchangesNothing) {
  RuleGame game({"SwappingKings"}, "Kb2 Qg1 Bb3 Pc2", "Kh8 Ph7 Pb4", Side::White);
  ASSERT_TRUE(game.play("g1", "f1"));
  EXPECT_EQ(game.rule_effects(), "");
  EXPECT_EQ(game.position.piece_on(sq("b2")), (Piece{PieceType::King, Side::White}));
}

TEST(SwappingKings, AfterTheExchangeTheMoversKingMustBeSafe) {
  // Qg1-g8+ exchanges the kings: the white king, now on h8, stands on the
  // file of the queen h1: illegal. Qg1-f1 checks nothing and stays legal.
  RuleGame game({"SwappingKings"}, "Kb2 Qg1", "Kh8 Qh1", Side::White);
  EXPECT_FALSE(game.is_legal("g1", "g8"));
  EXPECT_TRUE(game.is_legal("g1", "f1"));
  RuleGame orthodox({}, "Kb2 Qg1", "Kh8 Qh1", Side::White);
  EXPECT_TRUE(orthodox.is_legal("g1", "g8"));
}

TEST(SwappingKings, TheExchangeKeepsTheRightToCastle) {
  // Be3-d4+ sends the white king to h8: the right of e1 is kept, so that
  // the king may castle once an exchange brings it back (Popeye).
  RuleGame game({"SwappingKings"}, "Ke1 Ra1 Be3", "Kh8 Pb7", Side::White,
                castling::bit_of(sq("e1")) | castling::bit_of(sq("a1")));
  ASSERT_TRUE(game.play("e3", "d4"));
  EXPECT_EQ(game.position.piece_on(sq("e1")), (Piece{PieceType::King, Side::Black}));
  EXPECT_NE(game.position.state().castling & castling::bit_of(sq("e1")), 0);
}

TEST(SwappingKings, Names) { EXPECT_EQ(condition_names({"TauschKoenige"}), std::vector<std::string>{"SwappingKings"}); }

}  // namespace
}  // namespace feerie
