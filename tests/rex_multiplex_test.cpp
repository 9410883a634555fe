// Rex Multiplex (rules/changeable.md §3), alone and inside Changeable chess: check on
// any king, self-check on any king, the partial check that must be parriable, mate of
// several kings, castling, and the reduction to orthodox chess with one king a side.
#include "rules/changeable/rex_multiplex.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Rex{"RexMultiplex"};
const std::vector<std::string> Changeable{"ChangeableChess"};

// h07: Qc3-f3 attacks Kf5 only (Kf7 stands behind it). Every king move off the f-file
// exposes Kf7, Kf4/Kf6 stay attacked, a4-a3 does nothing: no parry, so the move is
// illegal rather than mate (the oracle problem has no solution).
TEST(RexMultiplex, UnparriablePartialCheckIsIllegal) {
  for (const auto& condition : {Rex, Changeable}) {
    RuleGame game(condition, "Kd4 Qc3", "Kf5 Kf7 Pa4", Side::White);
    EXPECT_FALSE(game.is_legal("c3", "f3"));
    ASSERT_TRUE(game.force("c3", "f3"));  // illegal: forced to show why
    EXPECT_TRUE(game.position.in_check(Side::Black));
    EXPECT_FALSE(game.position.all_kings_attacked(Side::Black));
    EXPECT_FALSE(rex_multiplex_allows(game.position, Side::White));
  }
}

// Qc2-h2 attacks Kh7 only; Kh7-g8 (not attacked) parries, so the check is legal.
TEST(RexMultiplex, ParriablePartialCheckIsLegal) {
  RuleGame game(Rex, "Kc1 Qc2", "Kh7 Ka8", Side::White);
  ASSERT_TRUE(game.play("c2", "h2"));
  EXPECT_TRUE(game.position.in_check(Side::Black));
  EXPECT_FALSE(game.position.all_kings_attacked(Side::Black));
  EXPECT_TRUE(game.is_legal("h7", "g8"));
  EXPECT_FALSE(game.is_legal("a8", "b8"));  // must parry: the other king may not move
}

// A move leaving either of the mover's kings attacked is illegal: Bh5 shields Kh8 from
// Rh1, so none of its (diagonal) moves is legal although Ka8 would be safe.
TEST(RexMultiplex, SelfCheckOnAnyKingIsIllegal) {
  RuleGame game(Rex, "Kc1 Rh1", "Kh8 Ka8 Bh5", Side::Black);
  for (const Move& move : game.legal()) EXPECT_NE(move.from, sq("h5"));
  EXPECT_TRUE(game.is_legal("a8", "b8"));
}

// h05: Rf8-e8 becomes a second black king; Qc1-e3 attacks Kf3 (guarded by Sc4) and
// Ke8 along the e-file: all kings attacked, no move parries both: mate.
TEST(RexMultiplex, MateOfTwoKings) {
  RuleGame game(Changeable, "Kb3 Qc1 Sc4", "Kf3 Rf8 Sh3", Side::Black);
  ASSERT_TRUE(game.play("f8", "e8"));
  ASSERT_TRUE(game.play("c1", "e3"));
  EXPECT_TRUE(game.position.all_kings_attacked(Side::Black));
  EXPECT_TRUE(game.mated());
}

// Only kings of the side count: no king -> nothing attacked, never "all attacked".
TEST(RexMultiplex, AllKingsAttackedNeedsEveryKing) {
  RuleGame game(Rex, "Kc1 Qc2", "Kh7 Ka8", Side::Black);
  game.position.put(sq("h2"), Piece{PieceType::Queen, Side::White});
  game.position.put(sq("c2"), NoPiece);
  EXPECT_TRUE(game.position.in_check(Side::Black));
  EXPECT_FALSE(game.position.all_kings_attacked(Side::Black));
  game.position.put(sq("a1"), Piece{PieceType::Rook, Side::White});  // a-file onto Ka8
  EXPECT_TRUE(game.position.all_kings_attacked(Side::Black));
  RuleGame kingless(Rex, "Kc1 Qc2", "Pa7", Side::Black);
  EXPECT_FALSE(kingless.position.all_kings_attacked(Side::Black));
}

// Decision: castling needs the castling king unattacked on its path, and afterwards no
// king of the mover attacked. Ra8 attacks Ka5, which 0-0 does not shield.
TEST(RexMultiplex, CastlingMustLeaveEveryKingSafe) {
  RuleGame attacked(Rex, "Ke1 Rh1 Ka5", "Kh8 Ra8", Side::White, castling::E1 | castling::H1);
  EXPECT_FALSE(attacked.is_legal("e1", "g1"));
  RuleGame safe(Rex, "Ke1 Rh1 Ka5", "Kh8 Rb8", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(safe.is_legal("e1", "g1"));
}

// With one king a side Rex Multiplex is orthodox chess: the start position's perft.
TEST(RexMultiplex, OneKingEachIsOrthodox) {
  RuleGame game(Rex, "Ra1 Sb1 Bc1 Qd1 Ke1 Bf1 Sg1 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2",
                "Ra8 Sb8 Bc8 Qd8 Ke8 Bf8 Sg8 Rh8 Pa7 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7", Side::White, castling::All);
  EXPECT_EQ(game.count(3), 8902u);
}

}  // namespace
}  // namespace feerie
