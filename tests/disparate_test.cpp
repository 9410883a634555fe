// Disparate (src/rules/disparate): a side may not move a piece of the type
// the other side has just moved, and such a piece gives no check; a neutral
// piece is restricted only as the side to move's. Popeye's examples
// EXAMPLES__disparate__1 to __4 are in its suite.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"Disparate"};
using Texts = std::vector<std::string>;

TEST(Disparate, TheTypeJustMovedMayNotMove) {
  RuleGame game(Condition, "Ka1 Rh2 Bc1", "Kh8 Rb7 Bf8", Side::White);
  ASSERT_TRUE(game.play("h2", "g2"));
  EXPECT_TRUE(legal_notations(game.position, sq("b7")).empty());
  EXPECT_FALSE(legal_notations(game.position, sq("f8")).empty());
  game.position.unmake_move();
  ASSERT_TRUE(game.play("c1", "d2"));
  EXPECT_FALSE(legal_notations(game.position, sq("b7")).empty());
  EXPECT_TRUE(legal_notations(game.position, sq("f8")).empty());
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Disparate, APieceThatMayNotMoveGivesNoCheck) {
  // The rook b2 leaves the b-file: after a rook's move Black may not move
  // its rook b7, which so gives no check to the king b1; after a bishop's
  // move it does.
  RuleGame rook(Condition, "Kb1 Rb2", "Kh8 Rb7", Side::White);
  EXPECT_TRUE(rook.is_legal("b2", "h2"));
  RuleGame bishop(Condition, "Kb1 Bb2", "Kh8 Rb7", Side::White);
  EXPECT_FALSE(bishop.is_legal("b2", "c3"));
}

TEST(Disparate, TheOtherSidesChecksCount) {
  // After White's rook move the black king is in check from it, though
  // Black may not move rooks.
  RuleGame game(Condition, "Ka1 Rh2", "Kg8 Rb7", Side::White);
  ASSERT_TRUE(game.play("h2", "g2"));
  EXPECT_TRUE(game.position.in_check(Side::Black));
}

TEST(Disparate, APassLiftsTheRestriction) {
  RuleGame game(Condition, "Ka1 Rh2", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(game.play("h2", "g2"));
  ASSERT_TRUE(game.play("h8", "h7"));
  game.position.skip_turn();
  EXPECT_FALSE(legal_notations(game.position, sq("b7")).empty());
}

TEST(Disparate, TheTypeJustMovedIsPartOfThePositionsKey) {
  RuleGame by_rook(Condition, "Ka1 Rh2 Bc1", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(by_rook.play("h2", "g2"));
  RuleGame by_bishop(Condition, "Ka1 Rg2 Bd2", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(by_bishop.play("d2", "c1"));
  for (int square = 0; square < 64; ++square)  // the same board
    ASSERT_EQ(by_rook.position.piece_on(static_cast<Square>(square)),
              by_bishop.position.piece_on(static_cast<Square>(square)));
  EXPECT_NE(by_rook.position.hash(), by_bishop.position.hash());
  EXPECT_EQ(by_rook.position.hash(), by_rook.position.compute_hash());
}

TEST(Disparate, ANeutralPieceIsBoundOnlyForTheSideToMove) {
  // White moves a rook: Black may not move the neutral rook, but the
  // neutral rook, as White's, checks the black king.
  RuleGame game(Condition, "Ka1 Rh2", "Ke8", Side::White);
  game.position.put(sq("e4"), neutral_piece(PieceType::Rook));
  ASSERT_TRUE(game.play("h2", "h3"));
  EXPECT_TRUE(game.position.in_check(Side::Black));
  EXPECT_TRUE(legal_notations(game.position, sq("e4")).empty());
  // White moves the neutral rook onto its own king's file: as Black's, it
  // would not take the king, Black's rooks being bound.
  RuleGame own_file(Condition, "Ke1", "Kh8", Side::White);
  own_file.position.put(sq("a4"), neutral_piece(PieceType::Rook));
  EXPECT_TRUE(own_file.is_legal("a4", "e4"));
  RuleGame orthodox({}, "Ke1", "Kh8", Side::White);
  orthodox.position.put(sq("a4"), neutral_piece(PieceType::Rook));
  EXPECT_FALSE(orthodox.is_legal("a4", "e4"));
}

}  // namespace
}  // namespace feerie
