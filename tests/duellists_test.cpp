// Duellist chess (src/rules/duellists): a side whose duellist, the man it
// moved last, has a legal move must move it. Popeye's examples
// (BEISPIEL__max_var__1 to __3) are in its suite; tests/compat/cond-duellists
// has problems of our own with Popeye's answers.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"DuellistChess"};
using Moves = std::set<std::string>;

TEST(Duellists, NoDuellistBeforeTheFirstMove) {
  RuleGame game(Condition, "Ka1 Rh2 Bc1", "Kh8 Rb7", Side::White);
  EXPECT_TRUE(game.is_legal("a1", "a2"));
  EXPECT_TRUE(game.is_legal("c1", "d2"));
  EXPECT_TRUE(game.is_legal("h2", "g2"));
}

TEST(Duellists, TheManMovedLastMovesAgain) {
  RuleGame game(Condition, "Ka1 Rh2 Bc1", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(game.play("h2", "g2"));
  ASSERT_TRUE(game.play("b7", "b6"));
  for (const Move& move : game.legal()) EXPECT_EQ(square_name(move.from), "g2");
  EXPECT_TRUE(game.is_legal("g2", "g7"));
  ASSERT_TRUE(game.play("g2", "g7"));
  // Black's duellist, the rook, may take the rook or not; the king may not move.
  EXPECT_EQ(game.moves().count("h8h7"), 0u);
  EXPECT_TRUE(game.is_legal("b6", "b1"));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

// A duellist without a legal move binds nothing: the pawn a3, blocked by
// a4, so White plays what it likes.
TEST(Duellists, ADuellistThatCannotMoveBindsNothing) {
  RuleGame game(Condition, "Kh1 Rd1 Pa2", "Kh8 Pa4", Side::White);
  ASSERT_TRUE(game.play("a2", "a3"));
  ASSERT_TRUE(game.play("h8", "g8"));
  EXPECT_TRUE(game.is_legal("h1", "g2"));
  EXPECT_TRUE(game.is_legal("d1", "d8"));
}

// A pass (the other side's turn skipped in series play) moves no man: the
// duellist stays bound.
TEST(Duellists, APassLeavesTheDuellist) {
  RuleGame game(Condition, "Ka1 Rh2 Bc1", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(game.play("h2", "g2"));
  game.position.skip_turn();
  for (const Move& move : game.legal()) EXPECT_EQ(square_name(move.from), "g2");
}

// Positions alike with other duellists are told apart by their keys.
TEST(Duellists, TheDuellistsArePartOfThePositionsKey) {
  RuleGame rook_moved(Condition, "Ka1 Rh2 Bc1", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(rook_moved.play("h2", "g2"));
  RuleGame bishop_moved(Condition, "Ka1 Rg2 Bd2", "Kh8 Rb7", Side::White);
  ASSERT_TRUE(bishop_moved.play("d2", "c1"));
  EXPECT_NE(rook_moved.position.hash(), bishop_moved.position.hash());
}

// 1.Bb1-a2 threatens Ra1-h1 in orthodox chess; under Duellist chess White
// must move the bishop again, and only 1.Ra1*a7 solves.
TEST(Duellists, TheKeyBindsTheMateToItsMan) {
  constexpr const char* Fen = "7k/p7/6K1/8/8/8/8/RB6 w - - 0 1";
  EXPECT_NE(solve_text(Fen, "#2").find("1.Bb1-a2 !"), std::string::npos);
  const std::string duellists = solve_text(Fen, "#2", Condition);
  EXPECT_EQ(duellists.find("1.Bb1-a2"), std::string::npos);
  EXPECT_NE(duellists.find("1.Ra1*a7 !"), std::string::npos);
}

}  // namespace
}  // namespace feerie
