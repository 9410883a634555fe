// Anda and AndaInverse (src/rules/anda): a man that moves and checks (Anda),
// or moves without checking (AndaInverse), changes phase: a man of a side
// becomes neutral, a neutral man its mover's. Popeye's examples
// (EXAMPLES__anda__*) are in its suite; tests/compat/cond-anda has problems
// of our own with Popeye's answers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"Anda"};
const std::vector<std::string> Inverse{"AndaInverse"};

Piece neutral(PieceType type) { return Piece{type, Side::White, true}; }

TEST(Anda, ACheckingManBecomesNeutral) {
  RuleGame game(Condition, "Ka1 Rb1", "Kh8", Side::White);
  EXPECT_TRUE(game.has_notation("Rb1-b8[=n]"));
  EXPECT_TRUE(game.has_notation("Rb1-b7"));
  ASSERT_TRUE(game.play("b1", "b8"));
  EXPECT_EQ(game.position.piece_on(sq("b8")), neutral(PieceType::Rook));
  EXPECT_TRUE(game.position.in_check(Side::Black));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

// A neutral man that checks becomes its mover's; a king never changes
// (under AndaInverse its move that does not check leaves it as it is).
TEST(Anda, ACheckingNeutralManBecomesItsMovers) {
  RuleGame game(Condition, "Ka1", "Kh8", Side::Black);
  game.position.put(sq("d2"), neutral(PieceType::Rook));
  ASSERT_TRUE(game.play("d2", "d1"));
  EXPECT_EQ(game.position.piece_on(sq("d1")), (Piece{PieceType::Rook, Side::Black}));
  RuleGame kings(Inverse, "Kf6", "Kh8 Pa7", Side::Black);
  ASSERT_TRUE(kings.play("h8", "g8"));
  EXPECT_EQ(kings.position.piece_on(sq("g8")), (Piece{PieceType::King, Side::Black}));
}

// A discovered check: the man that moved does not observe the king.
TEST(Anda, ADiscoveredCheckChangesNothing) {
  RuleGame game(Condition, "Ka1 Ra8 Bb8", "Kh8", Side::White);
  ASSERT_TRUE(game.play("b8", "c7"));
  EXPECT_TRUE(game.position.in_check(Side::Black));
  EXPECT_EQ(game.position.piece_on(sq("c7")), (Piece{PieceType::Bishop, Side::White}));
}

// Legality is judged after the change: the bishop, neutral on e4, would
// observe its own king on h1.
TEST(Anda, LegalityIsJudgedAfterTheChange) {
  RuleGame game(Condition, "Kh1 Bc2", "Ka8", Side::White);
  EXPECT_FALSE(game.is_legal("c2", "e4"));
  EXPECT_TRUE(game.is_legal("c2", "d3"));
  RuleGame orthodox({}, "Kh1 Bc2", "Ka8", Side::White);
  EXPECT_TRUE(orthodox.is_legal("c2", "e4"));
}

TEST(Anda, InverseChangesTheManThatDoesNotCheck) {
  RuleGame game(Inverse, "Ka1 Rb1", "Kh8", Side::White);
  EXPECT_TRUE(game.has_notation("Rb1-b8"));
  EXPECT_TRUE(game.has_notation("Rb1-b7[=n]"));
  ASSERT_TRUE(game.play("b1", "b7"));
  EXPECT_EQ(game.position.piece_on(sq("b7")), neutral(PieceType::Rook));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

// The check is judged once Circe's rebirth is made, whatever the order the
// conditions are named in: the pawn reborn on e7 blocks the rook's check.
TEST(Anda, TheCheckIsJudgedAfterTheRebirth) {
  for (const auto& words : {std::vector<std::string>{"Anda", "Circe"}, std::vector<std::string>{"Circe", "Anda"}}) {
    RuleGame game(words, "Ka1 Ra4", "Ke8 Pe4", Side::White);
    EXPECT_TRUE(game.has_notation("Ra4*e4[+bPe7]"));
  }
  RuleGame inverse({"AndaInverse", "Circe"}, "Ka1 Ra4", "Ke8 Pe4", Side::White);
  EXPECT_TRUE(inverse.has_notation("Ra4*e4[+bPe7][=n]"));
}

}  // namespace
}  // namespace feerie
