// PointReflection (src/rules/point_reflection): a piece moves, captures and
// checks with the walk of the piece on its point-reflected square (a1-h8,
// e1-d8), where there is one; castling needs the king's walk and a rook
// whose reflected corner is empty or holds a rook. Positions after Popeye's
// TESTS__pointreflection__1, __2 and REGRESSIONS__4_85_to_4_87__11.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Reflection{"PointReflection"};
using Texts = std::vector<std::string>;

TEST(PointReflection, APieceMovesAsThePieceOnItsReflectedSquare) {
  // c2 reflects to f7: the knight on c2 moves as the black rook there.
  RuleGame game(Reflection, "Ka1 Sc2", "Kh8 Rf7", Side::White);
  EXPECT_TRUE(game.has_notation("Sc2-c7"));
  EXPECT_TRUE(game.has_notation("Sc2-h2"));
  EXPECT_FALSE(game.has_notation("Sc2-e3"));
  // With f7 empty, its own walk.
  RuleGame own(Reflection, "Ka1 Sc2", "Kh8 Rf6", Side::White);
  EXPECT_TRUE(own.has_notation("Sc2-e3"));
  EXPECT_FALSE(own.has_notation("Sc2-c7"));
}

TEST(PointReflection, ChecksAreGivenByTheReflectedWalk) {
  // Popeye's EXAMPLES__pointreflection__2 after 1.Kd2-d5: the king c6 moves
  // as the knight on f3 (its reflected square), the knight f3 as the king
  // c6, the knight c2 as itself (f7 empty): none reaches d5.
  RuleGame game(Reflection, "Kc6 Sc2 Sf3", "Kd5 Re7 Pf4", Side::White);
  EXPECT_FALSE(game.position.in_check(Side::Black));
  // The knight f3, moving as a king, touches e4.
  RuleGame check(Reflection, "Kc6 Sc2 Sf3", "Ke4 Re7 Pf4", Side::Black);
  EXPECT_TRUE(check.position.in_check(Side::Black));
  // Without the king on c6 it is a knight again, and e4 is not attacked.
  RuleGame knight(Reflection, "Kb6 Sc2 Sf3", "Ke4 Re7 Pf4", Side::Black);
  EXPECT_FALSE(knight.position.in_check(Side::Black));
}

TEST(PointReflection, CastlingNeedsTheKingsWalkAndRooksOppositeTheRooks) {
  const std::uint8_t rights = castling::E1 | castling::H1 | castling::A1;
  RuleGame plain(Reflection, "Ke1 Rh1 Ra1", "Kc5", Side::White, rights);
  EXPECT_TRUE(plain.has_notation("0-0"));
  EXPECT_TRUE(plain.has_notation("0-0-0"));
  // A knight opposite either rook takes away both castlings (as Popeye).
  for (const char* black : {"Kc5 Sa8", "Kc5 Sh8"}) {
    RuleGame knight_opposite(Reflection, "Ke1 Rh1 Ra1", black, Side::White, rights);
    EXPECT_FALSE(knight_opposite.has_notation("0-0")) << black;
    EXPECT_FALSE(knight_opposite.has_notation("0-0-0")) << black;
  }
  RuleGame rook_opposite(Reflection, "Ke1 Rh1 Ra1", "Kc5 Ra8", Side::White, rights);
  EXPECT_TRUE(rook_opposite.has_notation("0-0"));
  RuleGame elsewhere(Reflection, "Ke1 Rh1 Ra1", "Kc5 Sb8", Side::White, rights);
  EXPECT_TRUE(elsewhere.has_notation("0-0-0"));
  // The king moves as the knight on d8: no castling.
  RuleGame king_as_knight(Reflection, "Ke1 Rh1", "Kh5 Sd8", Side::White, castling::E1 | castling::H1);
  EXPECT_FALSE(king_as_knight.has_notation("0-0"));
  RuleGame king_as_king(Reflection, "Ke1 Rh1", "Kd8", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(king_as_king.has_notation("0-0"));
}

TEST(PointReflection, OnlyAPawnsDoubleStepIsTakenEnPassant) {
  // The knight d5 moves as the pawn on e4; after the black pawn's double
  // step e7-e5 it takes en passant, after a knight's (e7 moving as the pawn
  // d2) it does not.
  RuleGame pawn(Reflection, "Sd5 Pd2 Ka1", "Pe7 Pe4 Kh8", Side::Black);
  ASSERT_TRUE(pawn.play("e7", "e5"));
  EXPECT_TRUE(pawn.has_notation("Sd5*e6 ep."));
  RuleGame knight(Reflection, "Sd5 Pd2 Ka1", "Se7 Pe4 Kh8", Side::Black);
  ASSERT_TRUE(knight.play("e7", "e5"));
  EXPECT_FALSE(knight.has_notation("Sd5*e6 ep."));
  EXPECT_EQ(first_inconsistency(pawn.position, 2), "");
}

}  // namespace
}  // namespace feerie
