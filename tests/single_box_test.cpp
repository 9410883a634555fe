// SingleBox Type1 (src/rules/single_box): neither side may have more men of
// a type than the game array's; a pawn that cannot promote checks no king on
// its last rank. Whole outputs are compared with Popeye's in tests/compat/
// (singlebox-*); counts marked "Popeye" were checked with Popeye 4.104.
#include <gtest/gtest.h>

#include <algorithm>

#include "consistency.h"
#include "io/position_setup.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

// The promotions of the pawn on `from` among the legal moves.
std::set<PieceType> promotions(RuleGame& game, const char* from) {
  std::set<PieceType> types;
  for (const Move& move : game.legal())
    if (move.from == parse_square(from) && move.promotion != PieceType::None) types.insert(move.promotion);
  return types;
}

TEST(SingleBox, APawnPromotesOnlyToAPieceOutOfPlay) {
  // White has its queen, both rooks and one bishop: a bishop or a knight remain.
  RuleGame game({"SingleBox"}, "Kh1 Qd1 Rf1 Rb2 Bc1 Pb7", "Ka5", Side::White);
  EXPECT_EQ(promotions(game, "b7"), (std::set<PieceType>{PieceType::Bishop, PieceType::Knight}));
  RuleGame orthodox({}, "Kh1 Qd1 Rf1 Rb2 Bc1 Pb7", "Ka5", Side::White);
  EXPECT_EQ(promotions(orthodox, "b7").size(), 4u);
}

TEST(SingleBox, ACaptureFreesRoomInTheBox) {
  // Black takes the white queen: now White may promote to a queen again.
  RuleGame game({"SingleBox"}, "Kh1 Qd1 Ra1 Rh2 Bc1 Bf1 Sb1 Sg1 Pe7", "Kc5 Rd8", Side::Black);
  ASSERT_TRUE(game.play("d8", "d1"));
  EXPECT_EQ(promotions(game, "e7"), (std::set<PieceType>{PieceType::Queen}));
}

TEST(SingleBox, APawnThatCannotPromoteChecksNoKing) {
  // Every white officer is on the board: e7 cannot promote, so f8 is not in check.
  RuleGame full({"SingleBox"}, "Kh1 Qd1 Ra1 Rh2 Bc1 Bf1 Sb1 Sg1 Pe7", "Kf8", Side::Black);
  EXPECT_FALSE(full.position.in_check(Side::Black));
  RuleGame room({"SingleBox"}, "Kh1 Qd1 Ra1 Rh2 Bc1 Bf1 Sb1 Pe7", "Kf8", Side::Black);
  EXPECT_TRUE(room.position.in_check(Side::Black));
}

TEST(SingleBox, FairyPiecesAndTypesTwoAndThreeAreRefused) {
  Position position;
  Rules rules;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white kh1 gd4 black ka8\ncondition singlebox\nstipulation ~1\n"
                              "endproblem\n",
                              position, rules),
               UnsupportedPosition);
  Rules type3;
  EXPECT_THROW(add_conditions({"SingleBox", "Type3"}, type3), ConditionError);
  Rules anticirce;
  EXPECT_THROW(add_conditions({"SingleBox", "AntiCirce"}, anticirce), ConditionError);
}

TEST(SingleBox, MakeUnmakeRestoresEverything) {
  RuleGame game({"SingleBox"}, "Kh1 Qd1 Rf1 Pb7 Pc7", "Ka5 Rd8 Pg2", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
