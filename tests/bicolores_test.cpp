// Bicolores (src/rules/bicolores): a king is in check when a piece of either
// side attacks it, its own too: a move may not leave the mover's king
// attacked by its own pieces, and a king may be mated by them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"Bicolores"};

TEST(Bicolores, AKingAttackedByItsOwnPieceIsInCheck) {
  RuleGame own(Condition, "Ke1 Re5", "Ka8", Side::White);
  EXPECT_TRUE(own.position.in_check(Side::White));
  EXPECT_FALSE(own.position.in_check(Side::Black));
  RuleGame orthodox({}, "Ke1 Re5", "Ka8", Side::White);
  EXPECT_FALSE(orthodox.position.in_check(Side::White));
  // The enemy's attack is a check as ever.
  RuleGame enemy(Condition, "Ke1", "Ka8 Re5", Side::White);
  EXPECT_TRUE(enemy.position.in_check(Side::White));
}

TEST(Bicolores, AMoveMayNotLeaveTheKingAttackedByItsOwnPieces) {
  RuleGame game(Condition, "Ke1 Re5 Be2", "Ka8", Side::White);
  EXPECT_FALSE(game.is_legal("e2", "d3"));  // opens the own rook's file
  EXPECT_TRUE(game.is_legal("e5", "a5"));
  RuleGame black(Condition, "Ka1", "Kh8 Rh5 Bh7", Side::Black);
  EXPECT_FALSE(black.is_legal("h7", "g6"));
  EXPECT_TRUE(black.is_legal("h5", "h6"));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Bicolores, TheRookOnItsCornerChecksItsKing) {
  // With f1 and g1 empty the rook h1 attacks the king e1: no castling (as Popeye).
  RuleGame game(Condition, "Ke1 Rh1", "Ka8", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(game.position.in_check(Side::White));
  EXPECT_FALSE(game.has_notation("0-0"));
  RuleGame orthodox({}, "Ke1 Rh1", "Ka8", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(orthodox.has_notation("0-0"));
}

}  // namespace
}  // namespace feerie
