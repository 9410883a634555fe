// Functionary chess (src/rules/functionary): a man moves and gives check
// only while an enemy man observes it. The moves listed were checked with
// Popeye 4.104 (~1 listings); whole outputs are compared with Popeye's in
// tests/compat/ (cond-functionary*), and Popeye's own examples
// (BEISPIEL/beamten.inp) in the popeye-suite test.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

TEST(FunctionaryChess, AManMovesOnlyWhileAnEnemyObservesIt) {
  // The rook b2 is observed by the bishop h8, which no white man observes:
  // the rook moves all the same (the observer need not be free); the kings,
  // unobserved, do not.
  Played problem("white kh1 rb2 black ka8 bh8", "condition functionarychess\nstipulation ~1");
  EXPECT_EQ(legal_notations(problem.position, sq("h1")), std::vector<std::string>{});
  EXPECT_EQ(legal_notations(problem.position, sq("b2")).size(), 14u);
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(FunctionaryChess, OnlyAnObservedManGivesCheck) {
  // On a2 the rook is observed by no black man: no check; on b8 the king
  // a8 observes it: check.
  Played problem("white kh1 rb2 black ka8 bh8", "condition functionarychess\nstipulation ~1");
  problem.position.make_move(Move{sq("b2"), sq("a2")});
  EXPECT_FALSE(problem.position.in_check(Side::Black));
  problem.position.unmake_move();
  problem.position.make_move(Move{sq("b2"), sq("b8")});
  EXPECT_TRUE(problem.position.in_check(Side::Black));
}

TEST(FunctionaryChess, AnUnobservedRookCastlesWithAnObservedKing) {
  // The rook e8 observes the king e1 (no check: the rook is unobserved); the
  // rook h1, unobserved, has no move of its own but castles.
  Played problem("white ke1 rh1 black ka8 re8", "condition functionarychess\nstipulation ~1");
  EXPECT_TRUE(has_move(problem.position, "e1", "g1"));
  EXPECT_EQ(legal_notations(problem.position, sq("h1")), std::vector<std::string>{});
  EXPECT_FALSE(problem.position.in_check(Side::White));
}

}  // namespace
}  // namespace feerie
