// Castling chess and Rokagogo (src/rules/castling_chess): a king not in
// check castles in any direction with the first man on the line, three
// squares away or farther, passing over an unattacked square. Popeye's
// examples (EXAMPLES__castlingchess__*) are in its suite; tests/compat/
// cond-castling-chess has problems of our own with Popeye's answers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Castling{"CastlingChess"};
const std::vector<std::string> Rokagogo{"Rokagogo"};

TEST(CastlingChess, TheKingCastlesWithTheFirstManOnALineOfEitherSide) {
  RuleGame game(Castling, "Ke1 Sa5", "Kh8 Se5", Side::White);
  EXPECT_TRUE(game.has_notation("Ke1-c3/wSa5-d2"));
  EXPECT_TRUE(game.has_notation("Ke1-e3/bSe5-e2"));
  ASSERT_TRUE(game.play("e1", "c3"));
  EXPECT_EQ(game.position.piece_on(sq("d2")), (Piece{PieceType::Knight, Side::White}));
  EXPECT_TRUE(game.position.piece_on(sq("a5")).empty());
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

// The partner must stand three squares away or farther: one next to the
// king or to its arrival is none.
TEST(CastlingChess, APartnerTooNearIsNone) {
  RuleGame game(Castling, "Ke1 Sc3 Rg1", "Kh8 Se3", Side::White);
  EXPECT_FALSE(game.is_legal("e1", "c3"));
  EXPECT_FALSE(game.is_legal("e1", "e3"));
  EXPECT_FALSE(game.is_legal("e1", "g1"));
  RuleGame three_away(Castling, "Ke1 Rh1", "Kh8", Side::White);
  EXPECT_TRUE(three_away.has_notation("Ke1-g1/wRh1-f1"));
}

TEST(CastlingChess, NotInCheckNorOverAnAttackedSquare) {
  RuleGame in_check(Castling, "Ke1 Ra1", "Kh8 Bb4", Side::White);
  EXPECT_FALSE(in_check.is_legal("e1", "c1"));
  RuleGame attacked(Castling, "Ke1 Ra1", "Kh8 Bf3", Side::White);
  EXPECT_FALSE(attacked.is_legal("e1", "c1"));
  RuleGame arrival_attacked(Castling, "Ke1 Ra1", "Kh8 Bf4", Side::White);
  EXPECT_FALSE(arrival_attacked.is_legal("e1", "c1"));
  RuleGame free(Castling, "Ke1 Ra1", "Kh8 Bf5", Side::White);
  EXPECT_TRUE(free.has_notation("Ke1-c1/wRa1-d1"));
}

// No right is needed, chess's castling is not played, and a king castles again.
TEST(CastlingChess, ChessCastlingGivesWayAndAKingCastlesAgain) {
  RuleGame game(Rokagogo, "Ke1 Rh1", "Ke8 Ra8", Side::White, 0x0f);
  EXPECT_FALSE(game.has_notation("0-0"));
  EXPECT_TRUE(game.has_notation("Ke1-g1/wRh1-f1"));
  ASSERT_TRUE(game.play("e1", "g1"));
  EXPECT_TRUE(game.has_notation("Ke8-c8/bRa8-d8"));
  ASSERT_TRUE(game.play("e8", "c8"));
  EXPECT_EQ(game.position.piece_on(sq("d8")), (Piece{PieceType::Rook, Side::Black}));
  ASSERT_TRUE(game.play("f1", "a1"));
  ASSERT_TRUE(game.play("c8", "b8"));
  EXPECT_TRUE(game.has_notation("Kg1-e1/wRa1-f1"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

// Rokagogo: a rook on the king's rank or file only.
TEST(CastlingChess, RokagogoCastlesWithARookOnTheKingsLinesOnly) {
  RuleGame game(Rokagogo, "Ke1 Sa5 Ba1 Re5", "Kh8 Rh4", Side::White);
  EXPECT_FALSE(game.is_legal("e1", "c3"));
  EXPECT_FALSE(game.is_legal("e1", "c1"));
  EXPECT_FALSE(game.is_legal("e1", "g3"));
  EXPECT_TRUE(game.has_notation("Ke1-e3/wRe5-e2"));
  RuleGame castling_chess(Castling, "Ke1 Sa5 Ba1 Re5", "Kh8 Rh4", Side::White);
  EXPECT_TRUE(castling_chess.has_notation("Ke1-c3/wSa5-d2"));
  EXPECT_TRUE(castling_chess.has_notation("Ke1-c1/wBa1-d1"));
}

}  // namespace
}  // namespace feerie
