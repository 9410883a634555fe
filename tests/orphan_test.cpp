// The Orphan: it moves, captures and checks as the enemy pieces observing
// it, directly or along a chain of enemy orphans. Whole listings are
// compared with Popeye's in tests/compat/ (piece-o, orphan-chain, ...).
#include "core/orphan.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rules/registry.h"
#include "test_positions.h"

namespace feerie {
namespace {

PieceTypeSet walks_of(const Position& position, const char* square) {
  const Square s = parse_square(square);
  return borrowed_walks(position, s, position.piece_on(s).side, position.occupied());
}

TEST(Orphan, UnobservedItHasNoMove) {
  Position position = position_of("wKh1 wOd4 bKa8 bRa1");
  EXPECT_EQ(destinations(position, "d4"), "");
}

TEST(Orphan, ObservedByARookItMovesAsARook) {
  Position position = position_of("wKh1 wOd4 bKa8 bRd7 wPd2");
  EXPECT_EQ(walks_of(position, "d4").count(), 1u);
  EXPECT_TRUE(walks_of(position, "d4").test(index(PieceType::Rook)));
  EXPECT_EQ(destinations(position, "d4"), "a4 b4 c4 d3 d5 d6 d7* e4 f4 g4 h4");
}

TEST(Orphan, TwoWalksMakeEachMoveOnce) {
  // The queen lends rook and bishop lines; the rook lends them again.
  Position position = position_of("wKh1 wOa1 bKh8 bQc3 bRa4 wPb1");
  MoveList moves;
  generate_legal(position, moves);
  const auto from_a1 =
      std::count_if(moves.begin(), moves.end(), [](const Move& m) { return m.from == parse_square("a1"); });
  EXPECT_EQ(destinations(position, "a1"), "a2 a3 a4* b2 c3*");
  EXPECT_EQ(from_a1, 5);
}

TEST(Orphan, ItsOwnSidesPiecesLendNothing) {
  Position position = position_of("wKh1 wOd4 wRd7 bKa8");
  EXPECT_TRUE(walks_of(position, "d4").none());
}

TEST(Orphan, AChainOfOrphansCarriesAWalk) {
  // The black knight b1 observes the white orphan c3, which, moving as a
  // knight, observes the black orphan e4: e4 moves as a knight too.
  Position position = position_of("wKh1 wOc3 bOe4 bSb1 bKa8", Side::Black);
  EXPECT_TRUE(walks_of(position, "c3").test(index(PieceType::Knight)));
  EXPECT_TRUE(walks_of(position, "e4").test(index(PieceType::Knight)));
  EXPECT_EQ(destinations(position, "e4"), "c3* c5 d2 d6 f2 f6 g3 g5");
}

TEST(Orphan, AChainNeedsAPieceAtItsEnd) {
  // Two orphans a knight's leap apart observe each other only as knights,
  // and no knight stands on the board: neither moves.
  Position position = position_of("wKh1 wOc3 bOe4 bKa8 bBa7");
  EXPECT_FALSE(walks_of(position, "c3").test(index(PieceType::Knight)));
  EXPECT_EQ(destinations(position, "c3"), "");
}

TEST(Orphan, ItChecksWithABorrowedWalk) {
  // The black rook e8 lends the white orphan e4 its walk: the orphan checks
  // the black king on a4 along the rank.
  Position position = position_of("wKh1 wOe4 bRe8 bKa4", Side::Black);
  EXPECT_TRUE(position.in_check(Side::Black));
  Position unobserved = position_of("wKh1 wOe4 bRf8 bKa4", Side::Black);
  EXPECT_FALSE(unobserved.in_check(Side::Black));
}

TEST(Orphan, MakeUnmakeRestoresEverything) {
  Position position = position_of("wKh1 wOd4 wOb2 wRa1 bKh8 bOd6 bSe5 bQg2 bPc3");
  EXPECT_EQ(first_inconsistency(position, 3), "");
}

// Conditions play beside orphans only where they say how (handled_attributes).
TEST(Orphan, AConditionWithoutTheirRulesRefusesThem) {
  Position position;
  Rules madrasi;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white kh1 od4 black ka8 rd7\ncondition madrasi\nstipulation ~1\n"
                              "endproblem\n",
                              position, madrasi),
               UnsupportedPosition);
  Rules circe;
  EXPECT_NO_THROW(
      set_up_problem("beginproblem\npieces white kh1 od4 black ka8 rd7\ncondition circe\nstipulation ~1\nendproblem\n",
                     position, circe));
  Rules none;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white kh1 black ka8 rd7 neutral od4\nstipulation ~1\nendproblem\n",
                              position, none),
               UnsupportedPosition);
}

}  // namespace
}  // namespace feerie
