// Degradierung, Popeye's RelegationChess (src/rules/degradierung): a piece
// moved to its own side's second rank becomes a pawn there, a pawn or a
// king never. Notations as Popeye 4.104 writes them ("Sd4-c2=P",
// "Sd4*e2=P[+bBc8]" beside Circe).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Relegation{"RelegationChess"};
using Texts = std::vector<std::string>;

TEST(Degradierung, APieceMovedToItsSecondRankBecomesAPawn) {
  RuleGame game(Relegation, "Ka1 Sd4 Rh3 Bc1", "Kh8 Be2", Side::White);
  EXPECT_TRUE(game.has_notation("Sd4-c2=P"));
  EXPECT_TRUE(game.has_notation("Sd4*e2=P"));
  EXPECT_TRUE(game.has_notation("Rh3-h2=P"));
  EXPECT_TRUE(game.has_notation("Bc1-d2=P"));
  EXPECT_TRUE(game.has_notation("Sd4-b3"));  // another rank
  EXPECT_TRUE(game.has_notation("Ka1-b2"));  // the king stays a king
  ASSERT_TRUE(game.play("d4", "c2"));
  EXPECT_EQ(game.position.piece_on(sq("c2")), (Piece{PieceType::Pawn, Side::White}));
  game.position.unmake_move();
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Degradierung, OnlyItsOwnSecondRank) {
  // A black piece on White's second rank stays itself, on its own (rank 7) it becomes a pawn.
  RuleGame game(Relegation, "Ka1", "Kh8 Rd4", Side::Black);
  EXPECT_TRUE(game.has_notation("Rd4-d2"));
  EXPECT_TRUE(game.has_notation("Rd4-d7=P"));
}

TEST(Degradierung, TheNewPawnStepsTwoSquaresFromThere) {
  RuleGame game(Relegation, "Ka1 Sd4", "Kh8", Side::White);
  ASSERT_TRUE(game.play("d4", "c2"));
  ASSERT_TRUE(game.play("h8", "g8"));
  EXPECT_EQ(legal_notations(game.position, sq("c2")), (Texts{"c2-c3", "c2-c4"}));
}

TEST(Degradierung, BesideCirceTheChangeIsWrittenBeforeTheRebirth) {
  for (const auto& line : {std::vector<std::string>{"Circe", "RelegationChess"}, {"RelegationChess", "Circe"}}) {
    RuleGame game(line, "Ka1 Sd4", "Kh8 Be2", Side::White);
    EXPECT_TRUE(game.has_notation("Sd4*e2=P[+bBc8]")) << line.front();
  }
}

}  // namespace
}  // namespace feerie
