// Atomic Circe: the main rebirth, the explosion around the capture square, the
// rebirths of the blown pieces with the own-square exception, the Decisions for
// e.p. and for two blown pieces wanting one square, and move counts. Positions
// marked atomic_hNN are the oracle problems of shared/conformance/oracle, whose
// stored solutions show the same effects. Popeye has no Atomic Circe: the counts
// at the end are Feerie's own, kept as a regression guard together with the
// make/unmake consistency check.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Strings = std::vector<std::string>;

// Seed 003, diagram A (atomic_h01): the pawn taken on d6 is reborn on d7 next to
// the capture square; Pe7 is blown away and lost (its Circe square is e7 itself).
// Re2*e7 blows away both black rooks, each wanting h8; whichever is reborn there
// checks Kh1, so both choices are illegal.
TEST(AtomicCirce, SeedRookTakesD6) {
  RuleGame game("3rkr2/4pp2/3p4/8/8/8/4R3/3R3K w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(game.rule_effects_of("d1", "d6"), Strings{"[+bPd7][-bPe7]"});
  EXPECT_TRUE(game.rule_effects_of("e2", "e7").empty());
}

// Seed 003, second example (atomic_h03): Be4*g2, the rook is reborn on h1 (g2 is
// light); Sg1 is blown away and lost (g1 is its own Circe square).
TEST(AtomicCirce, SeedBishopTakesG2) {
  RuleGame game("k7/pp6/8/8/4b1P1/8/6R1/4K1N1 b - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(game.rule_effects_of("e4", "g2"), Strings{"[+wRh1][-wSg1]"});
}

// Seed 003, first example: Bh4*g3, the pawn is reborn on g2, next to g3, and is
// not blown away.
TEST(AtomicCirce, SeedMainRebirthSurvives) {
  RuleGame game("4k3/8/8/8/7b/6P1/8/4K3 b - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(game.rule_effects_of("h4", "g3"), Strings{"[+wPg2]"});
}

// atomic_h05: a blown piece whose Circe square is occupied is lost (Rh8 stands
// on h8); atomic_h09: with h8 free it is reborn there.
TEST(AtomicCirce, BlownPieceRebornOrLost) {
  RuleGame occupied("6kr/8/8/8/6nr/8/2B5/K4QR1 w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(occupied.rule_effects_of("g1", "g4"), Strings{"[-bRh4]"});
  RuleGame free("5rk1/8/8/4N3/6nr/8/2B2N2/5KR1 w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(free.rule_effects_of("g1", "g4"), Strings{"[bRh4->h8]"});
}

// atomic_h07: kings are never blown away; the pawn taken on h7 is not reborn
// (h7 holds the capturer), Pg7 is lost.
TEST(AtomicCirce, KingsAreUnharmed) {
  RuleGame game("7k/6pp/6K1/8/8/8/8/7Q w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(game.rule_effects_of("h1", "h7"), Strings{"[-bPg7]"});
}

// atomic_h11: the capturer's own rook, blown away from e4, is reborn on h1.
TEST(AtomicCirce, OwnPiecesAreBlownToo) {
  RuleGame game("4N3/8/7k/5p2/4R3/8/8/K4Q2 w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(game.rule_effects_of("f1", "f5"), Strings{"[+bPf7][wRe4->h1]"});
}

// Decision (atomic_h13): the explosion of an e.p. capture is centred on the
// captured pawn's square e4; the capturing pawn on e3 is blown away too.
TEST(AtomicCirce, EnPassant) {
  RuleGame game("3k4/8/1P6/1B6/5p2/8/4P3/K6R w - - 0 1", {"AtomicCirce"});
  ASSERT_TRUE(game.play("e2", "e4"));
  EXPECT_EQ(game.rule_effects_of("f4", "e3"), Strings{"[+wPe2][bPe3->e7]"});
}

// atomic_h15: a promotion capture; Sg8 is blown away and lost, for each promotion.
TEST(AtomicCirce, PromotionCapture) {
  RuleGame game("3rk1nr/3pppP1/8/8/8/8/8/K7 w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(game.rule_effects_of("g7", "h8"), (Strings(4, "[-bSg8]")));
}

// Decision: two blown pieces wanting one free square. Re2*e7 blows away the
// rooks d8 and f8, both wanting h8 (both squares are dark): White chooses, each
// choice a move. Pd6 goes to d7, Pf7 is lost on its own square.
TEST(AtomicCirce, ContestedRebirthSquareIsAChoice) {
  RuleGame game("3rkr2/4pp2/3p4/8/8/8/4R3/K2R4 w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(game.rule_effects_of("e2", "e7"),
            (Strings{"[bPd6->d7][-bPf7][-bRd8][bRf8->h8]", "[bPd6->d7][-bPf7][bRd8->h8][-bRf8]"}));
}

// A blown piece may be reborn on the square of another blown piece, free once
// all are blown away: Pd7 is lost on its own square and Pd6 is reborn on d7.
// The effect of d7 comes first so that the board stays consistent.
TEST(AtomicCirce, RebirthOnTheSquareOfAnotherBlownPiece) {
  RuleGame game("4k3/3pp3/3p4/8/8/8/4R3/K7 w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(game.rule_effects_of("e2", "e7"), Strings{"[-bPd7][bPd6->d7]"});
}

// Feerie's own counts (no external solver counts Atomic Circe moves), kept as a
// regression guard, with the make/unmake consistency check.
TEST(AtomicCirce, CountsAndConsistency) {
  RuleGame first("r3k3/3p4/2b5/8/3Q4/8/8/R3K2R w KQq - 0 1", {"AtomicCirce"});
  EXPECT_EQ(first.count(3), 47837u);
  RuleGame second("4k3/1P6/8/3pP3/2n5/1B3q2/6P1/R3K2R w KQ - 0 1", {"AtomicCirce"});
  EXPECT_EQ(second.count(3), 22638u);
  RuleGame contest("3rkr2/4pp2/3p4/8/8/8/4R3/K2R4 w - - 0 1", {"AtomicCirce"});
  EXPECT_EQ(first_inconsistency(first.position, 3), "");
  EXPECT_EQ(first_inconsistency(contest.position, 3), "");
}

}  // namespace
}  // namespace feerie
