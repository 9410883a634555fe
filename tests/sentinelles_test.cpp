// Sentinelles (src/rules/sentinelles): a piece other than a pawn leaving a
// square off the first and last ranks leaves a pawn there, within the
// maxima; the variants choose whose pawn, and of which kind.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Texts = std::vector<std::string>;

TEST(Sentinelles, APieceLeavesAPawnOfItsSide) {
  RuleGame game({"Sentinelles"}, "Kh1 Sd4 Rd1 Pg2", "Ka8", Side::White);
  ASSERT_TRUE(game.play("d4", "f5"));
  EXPECT_EQ(game.rule_effects(), "[+wPd4]");
  EXPECT_EQ(game.position.piece_on(sq("d4")), (Piece{PieceType::Pawn, Side::White}));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Sentinelles, NoPawnFromAPawnNorOnTheFirstOrLastRank) {
  RuleGame pawn({"Sentinelles"}, "Kh1 Pg2", "Ka8", Side::White);
  ASSERT_TRUE(pawn.play("g2", "g3"));
  EXPECT_EQ(pawn.rule_effects(), "");
  RuleGame rook({"Sentinelles"}, "Kh2 Rd1", "Ka8", Side::White);
  ASSERT_TRUE(rook.play("d1", "d5"));
  EXPECT_EQ(rook.rule_effects(), "");
  RuleGame king({"Sentinelles"}, "Kh2", "Kd8", Side::Black);
  ASSERT_TRUE(king.play("d8", "d7"));
  EXPECT_EQ(king.rule_effects(), "");
}

TEST(Sentinelles, PionAdversLeavesTheOpponentsPawn) {
  RuleGame game({"Sentinelles", "PionAdvers"}, "Kh1 Sd4", "Ka8", Side::White);
  ASSERT_TRUE(game.play("d4", "f5"));
  EXPECT_EQ(game.rule_effects(), "[+bPd4]");
  EXPECT_EQ(condition_names({"Sentinelles", "pionad"}), (Texts{"Sentinelles  PionAdvers"}));
}

TEST(Sentinelles, TheMaximaBoundThePawns) {
  RuleGame white({"Sentinelles", "MaximumWhite", "1"}, "Kh1 Sd4 Pa2", "Ka8", Side::White);
  ASSERT_TRUE(white.play("d4", "f5"));
  EXPECT_EQ(white.rule_effects(), "");
  RuleGame total({"Sentinelles", "MaximumTotal", "2"}, "Kh1 Sd4 Pa2", "Ka8 Pa7", Side::White);
  ASSERT_TRUE(total.play("d4", "f5"));
  EXPECT_EQ(total.rule_effects(), "");
  RuleGame room({"Sentinelles", "MaximumTotal", "3"}, "Kh1 Sd4 Pa2", "Ka8 Pa7", Side::White);
  ASSERT_TRUE(room.play("d4", "f5"));
  EXPECT_EQ(room.rule_effects(), "[+wPd4]");
  EXPECT_EQ(condition_names({"Sentinelles", "MaximumWhite", "1"}), (Texts{"Sentinelles 1/8"}));
  EXPECT_EQ(condition_names({"Sentinelles", "MaximumTotal", "3"}), (Texts{"Sentinelles //3"}));
}

TEST(Sentinelles, ParaSentinellesLeaveNoPawnToTheSideWithMore) {
  RuleGame more({"Sentinelles", "ParaSentinelles"}, "Kh1 Sd4 Pa2 Pb2", "Ka8 Pa7", Side::White);
  ASSERT_TRUE(more.play("d4", "f5"));
  EXPECT_EQ(more.rule_effects(), "");
  RuleGame equal({"Sentinelles", "ParaSentinelles"}, "Kh1 Sd4 Pa2", "Ka8 Pa7", Side::White);
  ASSERT_TRUE(equal.play("d4", "f5"));
  EXPECT_EQ(equal.rule_effects(), "[+wPd4]");
  EXPECT_EQ(condition_names({"Sentinelles", "Para"}), (Texts{"ParaSentinelles"}));
}

TEST(Sentinelles, BerolinaLeavesBerolinaPawns) {
  RuleGame game({"Sentinelles", "Berolina"}, "Kh1 Sd4", "Ka8", Side::White);
  ASSERT_TRUE(game.play("d4", "f5"));
  EXPECT_EQ(game.position.piece_on(sq("d4")), (Piece{piece_type_named("BerolinaPawn"), Side::White}));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Sentinelles, PionNeutreLeavesANeutralPawnAfterANeutralMover) {
  RuleGame game({"Sentinelles", "PionNeutre"}, "Kh1", "Ka8", Side::White);
  game.position.put(sq("d4"), Piece{PieceType::Knight, Side::White, true});
  ASSERT_TRUE(game.play("d4", "f5"));
  EXPECT_EQ(game.position.piece_on(sq("d4")), (Piece{PieceType::Pawn, Side::White, true}));
  RuleGame plain({"Sentinelles"}, "Kh1", "Ka8", Side::White);
  plain.position.put(sq("d4"), Piece{PieceType::Knight, Side::White, true});
  ASSERT_TRUE(plain.play("d4", "f5"));
  EXPECT_EQ(plain.position.piece_on(sq("d4")), (Piece{PieceType::Pawn, Side::White}));
}

TEST(Sentinelles, AnAmbiguousVariantIsRefused) {
  Rules rules;
  EXPECT_THROW(add_conditions({"Sentinelles", "Maximum", "3"}, rules), ConditionError);
}

}  // namespace
}  // namespace feerie
