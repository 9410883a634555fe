// Phantom chess (src/rules/mars): a piece moves either from its own square or
// from its Circe rebirth square. Lists marked "Popeye" were listed by Popeye
// 4.104 (~1; h~2 for the count).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Notations = std::vector<std::string>;

TEST(PhantomChess, APieceMovesFromItsSquareOrFromItsRebirthSquare) {
  // Popeye (Werner, #2): the rook from c1 or a1, the pawn from a5 or a2; a
  // move from a1 that c1 reaches too (Rc1-b1) is one move; the king as ever.
  RuleGame game({"PhantomChess"}, "Rc1 Kc7 Pa5", "Ka8", Side::White);
  const Notations expected = {"Kc7-b6", "Kc7-c6",    "Kc7-c8",    "Kc7-d6",    "Kc7-d7",   "Kc7-d8",
                              "Rc1-a1", "Rc1-a1-a2", "Rc1-a1-a3", "Rc1-a1-a4", "Rc1-b1",   "Rc1-c2",
                              "Rc1-c3", "Rc1-c4",    "Rc1-c5",    "Rc1-c6",    "Rc1-d1",   "Rc1-e1",
                              "Rc1-f1", "Rc1-g1",    "Rc1-h1",    "a5-a2-a3",  "a5-a2-a4", "a5-a6"};
  EXPECT_EQ(game.notations(), expected);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(PhantomChess, KingsTakePartOnlyRexInclusive) {
  RuleGame exclusive({"PhantomChess"}, "Kd2 Rh1", "Ke8", Side::White, castling::H1);
  for (const std::string& move : exclusive.notations()) EXPECT_EQ(move.find("Kd2-e1-"), std::string::npos) << move;
  // Popeye: from e1 too (not to d1, e2: the king reaches them from d2), but no castling.
  RuleGame inclusive({"PhantomChess", "RexInclusive"}, "Kd2 Rh1", "Ke8", Side::White, castling::H1);
  const Notations expected = {"Kd2-c1", "Kd2-c2", "Kd2-c3", "Kd2-d1", "Kd2-d3", "Kd2-e1", "Kd2-e1-f1", "Kd2-e1-f2",
                              "Kd2-e2", "Kd2-e3", "Rh1-a1", "Rh1-b1", "Rh1-c1", "Rh1-d1", "Rh1-e1",    "Rh1-f1",
                              "Rh1-g1", "Rh1-h2", "Rh1-h3", "Rh1-h4", "Rh1-h5", "Rh1-h6", "Rh1-h7",    "Rh1-h8"};
  EXPECT_EQ(inclusive.notations(), expected);
}

TEST(PhantomChess, ChecksComeFromEitherSquare) {
  // The knight b8 checks from b8 (c6) and from g1 (f3).
  RuleGame own({"PhantomChess"}, "Sb8 Ka1", "Kc6", Side::Black);
  EXPECT_TRUE(own.position.in_check(Side::Black));
  RuleGame rebirth({"PhantomChess"}, "Sb8 Ka1", "Kf3", Side::Black);
  EXPECT_TRUE(rebirth.position.in_check(Side::Black));
}

TEST(PhantomChess, CountsAgreeWithPopeye) {
  RuleGame game({"PhantomChess"}, "Ke1 Ra1 Rh1 Qd1 Sb1 Bc1 Pe2 Pd4 Pb5 Sf3", "Ke8 Ra8 Rh8 Qd8 Sg8 Bf8 Pe7 Pd5 Pc4 Pg5",
                Side::Black, castling::All);
  EXPECT_EQ(game.count(2), 1576u);
}

}  // namespace
}  // namespace feerie
