// Pepo (src/rules/pepo): a king attacked by an enemy man is paralysed, and
// only a double attack (the enemy king aside) is check. Popeye's examples
// (EXAMPLES__pepo__1 to __5, TESTS__pepo__1 and __2) are in its suite;
// tests/compat/cond-pepo has problems of our own with Popeye's answers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"Pepo"};

TEST(Pepo, ASingleAttackIsNoCheckButParalysesTheKing) {
  RuleGame game(Condition, "Kh1 Ra8", "Kh8 Pb7", Side::Black);
  EXPECT_FALSE(game.position.in_check(Side::Black));
  EXPECT_FALSE(game.is_legal("h8", "g7"));  // paralysed
  EXPECT_TRUE(game.is_legal("b7", "b6"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Pepo, ADoubleAttackIsCheck) {
  RuleGame game(Condition, "Kh1 Ra8 Be5", "Kh8 Pb7", Side::Black);
  EXPECT_TRUE(game.position.in_check(Side::Black));
  RuleGame battery(Condition, "Kh1 Ra8 Rb8", "Kh8 Pd7", Side::Black);
  EXPECT_FALSE(battery.position.in_check(Side::Black));  // the rook b8 alone observes h8
}

TEST(Pepo, AKingGivesNoCheckAndMayStandBesideTheOther) {
  RuleGame game(Condition, "Ke4 Rh5", "Ke6 Pa7", Side::Black);
  EXPECT_TRUE(game.is_legal("e6", "d5"));  // beside the white king, attacked by the rook: no check
  ASSERT_TRUE(game.play("e6", "d5"));
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_FALSE(game.is_legal("e4", "e3"));  // the kings paralyse each other
  EXPECT_TRUE(game.is_legal("h5", "h1"));
}

TEST(Pepo, NoMoveTakesAKing) {
  RuleGame game(Condition, "Kf6 Pg4", "Kh3 Bg5", Side::Black);
  EXPECT_FALSE(game.is_legal("g5", "f6"));
  EXPECT_TRUE(game.is_legal("h3", "g4"));
}

TEST(Pepo, MateByADoubleCheckOnAParalysedKing) {
  constexpr const char* Fen = "RB5k/8/8/8/8/8/8/8 w - - 0 1";
  const std::string text = solve_text(Fen, "#1", Condition);
  EXPECT_TRUE(has_line(text, "1.Bb8-e5 #"));
  EXPECT_FALSE(has_line(text, "1.Bb8-c7 #"));
}

TEST(Pepo, NeutralKingsAreRefused) {
  RuleGame game(Condition, "Ka1", "Ka8", Side::White);
  game.position.put(sq("e4"), Piece{PieceType::King, Side::White, true});
  const auto& pepo = game.position.rules()->conditions().front();
  EXPECT_EQ(pepo->refusal(game.position), "neutral kings under Pepo are not supported");
}

}  // namespace
}  // namespace feerie
