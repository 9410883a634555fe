// Ghost chess and Haunted chess (src/rules/ghosts): a man taken waits under
// its square and comes back once the square is empty, uncapturable in Ghost
// chess; in Haunted chess as it was, and a capture on its square sends it
// away. Whole outputs are compared with Popeye's in tests/compat/ (ghost-*,
// haunted-*).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

Piece uncapturable(Piece piece) { return with_attribute(piece, &Piece::uncapturable); }

TEST(GhostChess, TheManTakenComesBackUncapturableWhenItsSquareIsLeft) {
  RuleGame game({"GhostChess"}, "Ka1 Rd1", "Kh8 Sd5 Pa6", Side::White);
  ASSERT_TRUE(game.play("d1", "d5"));
  EXPECT_EQ(game.rule_effects(), "");  // the rook stands on d5: the knight waits
  ASSERT_EQ(game.position.ghosts().size(), 1u);
  EXPECT_EQ(game.position.ghosts()[0].square, sq("d5"));
  ASSERT_TRUE(game.play("a6", "a5"));
  EXPECT_TRUE(game.position.ghosts().size() == 1u);
  ASSERT_TRUE(game.play("d5", "g5"));
  EXPECT_EQ(game.rule_effects(), "[+buSd5]");
  EXPECT_EQ(game.position.piece_on(sq("d5")), uncapturable(Piece{PieceType::Knight, Side::Black}));
  EXPECT_TRUE(game.position.ghosts().empty());
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
  // The rook may not take it again.
  ASSERT_TRUE(game.play("a5", "a4"));
  EXPECT_FALSE(game.is_legal("g5", "d5"));
  EXPECT_TRUE(game.is_legal("g5", "e5"));
}

TEST(GhostChess, AGhostIsNoPieceToCapture) {
  RuleGame game({"GhostChess"}, "Ka1 Rd1", "Kh8 Sd5", Side::White);
  ASSERT_TRUE(game.play("d1", "d5"));
  ASSERT_TRUE(game.play("h8", "g8"));
  ASSERT_TRUE(game.play("d5", "a5"));
  ASSERT_TRUE(game.play("g8", "h8"));
  EXPECT_FALSE(game.is_legal("a5", "d5"));
  EXPECT_TRUE(game.is_legal("a5", "c5"));
}

TEST(GhostChess, EnPassantBringsTheGhostBackAtOnce) {
  // The pawn taken en passant stood on d5, which the capture leaves empty.
  RuleGame game({"GhostChess"}, "Ka1 Pe5", "Kh8 Pd7", Side::Black);
  ASSERT_TRUE(game.play("d7", "d5"));
  ASSERT_TRUE(game.play("e5", "d6", MoveKind::EnPassant));
  EXPECT_EQ(game.rule_effects(), "[+buPd5]");
  EXPECT_TRUE(game.position.ghosts().empty());
}

TEST(GhostChess, UnderOneSquareTheLastTakenComesBackFirst) {
  // The knight is taken on d5 by the rook, the rook by the bishop: when the
  // bishop leaves, the rook comes back and the knight waits on.
  RuleGame game({"GhostChess"}, "Ka1 Rd1", "Kh8 Sd5 Bg8", Side::White);
  ASSERT_TRUE(game.play("d1", "d5"));
  ASSERT_TRUE(game.play("g8", "d5"));
  EXPECT_EQ(game.position.ghosts().size(), 2u);
  ASSERT_TRUE(game.play("a1", "b1"));
  ASSERT_TRUE(game.play("d5", "a8"));
  EXPECT_EQ(game.rule_effects(), "[+wuRd5]");
  ASSERT_EQ(game.position.ghosts().size(), 1u);
  EXPECT_EQ(game.position.ghosts()[0].piece, uncapturable(Piece{PieceType::Knight, Side::Black}));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(GhostChess, PositionsAlikeOnTheBoardDifferByTheirGhosts) {
  // The same board, with and without a knight waiting under d5.
  RuleGame taken({"GhostChess"}, "Ka1 Rd1", "Kh8 Sd5", Side::White);
  ASSERT_TRUE(taken.play("d1", "d5"));
  RuleGame plain({"GhostChess"}, "Ka1 Rd5", "Kh8", Side::Black);
  EXPECT_NE(taken.position.hash(), plain.position.hash());
  EXPECT_FALSE(taken.position == plain.position);
}

TEST(GhostChess, MakeUnmakeRestoresEverything) {
  RuleGame game({"GhostChess"}, "Ke1 Qd1 Rh1 Sb1 Pe4 Pf2", "Ke8 Qd8 Rh8 Sd5 Pe5 Pd7 Pf7", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(HauntedChess, TheManTakenComesBackAsItWas) {
  RuleGame game({"HauntedChess"}, "Ka1 Rd1", "Kh8 Sd5 Pa6", Side::White);
  ASSERT_TRUE(game.play("d1", "d5"));
  ASSERT_TRUE(game.play("a6", "a5"));
  ASSERT_TRUE(game.play("d5", "g5"));
  EXPECT_EQ(game.rule_effects(), "[+bSd5]");
  EXPECT_EQ(game.position.piece_on(sq("d5")), (Piece{PieceType::Knight, Side::Black}));
  ASSERT_TRUE(game.play("a5", "a4"));
  EXPECT_TRUE(game.is_legal("g5", "d5"));
}

TEST(HauntedChess, ACaptureOnItsSquareSendsTheGhostAway) {
  // The knight waits under d5; the bishop takes the rook there: only the
  // rook waits now, and comes back when the bishop leaves.
  RuleGame game({"HauntedChess"}, "Ka1 Rd1", "Kh8 Sd5 Bg8", Side::White);
  ASSERT_TRUE(game.play("d1", "d5"));
  ASSERT_TRUE(game.play("g8", "d5"));
  ASSERT_EQ(game.position.ghosts().size(), 1u);
  EXPECT_EQ(game.position.ghosts()[0].piece, (Piece{PieceType::Rook, Side::White}));
  ASSERT_TRUE(game.play("a1", "b1"));
  ASSERT_TRUE(game.play("d5", "a8"));
  EXPECT_EQ(game.rule_effects(), "[+wRd5]");
  EXPECT_TRUE(game.position.ghosts().empty());
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(GhostChess, NamesAndCombinations) {
  EXPECT_EQ(condition_names({"Geisterschach"}), std::vector<std::string>{"GhostChess"});
  EXPECT_EQ(condition_names({"EchecsHantes"}), std::vector<std::string>{"HauntedChess"});
  // Two rules of ghosts, or ghosts beside another condition, are refused.
  Rules both;
  EXPECT_THROW(add_conditions({"GhostChess", "HauntedChess"}, both), ConditionError);
  Rules beside;
  EXPECT_THROW(add_conditions({"GhostChess", "Circe"}, beside), ConditionError);
}

}  // namespace
}  // namespace feerie
