// AntiCirce, Calvet and Cheylan: the capturer is reborn, a capture whose
// rebirth square is occupied is illegal, the capturing king is reborn, checks
// count only when the king's capture would be legal, and move counts. Counts
// marked "Popeye" were taken from Popeye 4.104 (`stipulation ~1`, or `h~1`
// for two plies with Black first), every line compared one by one.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Strings = std::vector<std::string>;

constexpr Side W = Side::White;
constexpr Side B = Side::Black;

// Popeye: 1.Rb4*b7[wRb7->h1], 1.g7*h8=Q[wQh8->d1] (the promoted piece is reborn).
TEST(AntiCirce, CapturerIsReborn) {
  RuleGame game({"AntiCirce"}, "Ke2 Rb4 Pg7", "Ke8 Bb7 Rh8 Sf6", W);
  EXPECT_EQ(game.rule_effects_of("b4", "b7"), Strings{"[wRb7->h1]"});
  EXPECT_EQ(game.rule_effects_of("g7", "h8"),
            (Strings{"[wBh8->c1]", "[wQh8->d1]", "[wRh8->a1]", "[wSh8->g1]"}));
}

// c2*d3 would put the pawn back on d2, where the king stands: illegal.
// Rh4*h1: the rook's rebirth square is h1 itself: Calvet allows it, Cheylan not.
// The king captures and goes home to e1 (Popeye: 1.Kd2*d3[wKd3->e1]).
TEST(AntiCirce, OccupiedRebirthSquareAndTheTwoTypes) {
  const char* white = "Kd2 Rh4 Bf4 Pc2";
  const char* black = "Ke8 Bh1 Pf3 Pd3 Pb3 Sa1";
  RuleGame calvet({"AntiCirce"}, white, black, W);
  EXPECT_TRUE(calvet.rule_effects_of("c2", "d3").empty());
  EXPECT_EQ(calvet.rule_effects_of("c2", "b3"), Strings{"[wPb3->b2]"});
  EXPECT_EQ(calvet.rule_effects_of("h4", "h1"), Strings{"[wRh1->h1]"});
  EXPECT_EQ(calvet.rule_effects_of("d2", "d3"), Strings{"[wKd3->e1]"});
  RuleGame cheylan({"AntiCirce", "Cheylan"}, white, black, W);
  EXPECT_TRUE(cheylan.rule_effects_of("h4", "h1").empty());
  EXPECT_EQ(cheylan.rule_effects_of("c2", "b3"), Strings{"[wPb3->b2]"});
  EXPECT_EQ(calvet.count(1), 26u);   // Popeye
  EXPECT_EQ(cheylan.count(1), 25u);  // Popeye
}

// The queen g1 observes the king g7, but its rebirth square d1 is occupied:
// no check (Popeye lists 29 moves for White with the king "attacked").
TEST(AntiCirce, ObservationIsCheckOnlyIfTheCaptureIsLegal) {
  RuleGame game({"AntiCirce"}, "Ke1 Rd1 Qg1 Pb5", "Kg7 Pa5 Pc4", W);
  EXPECT_FALSE(game.position.in_check(B));
  EXPECT_EQ(game.count(1), 29u);
  RuleGame free_square({"AntiCirce"}, "Ke1 Qg1 Pb5", "Kg7 Pa5 Pc4", W);
  EXPECT_TRUE(free_square.position.in_check(B));
}

// A king reborn on e1 may castle with an unmoved rook (Popeye castles so in
// its example h#4: ...Kg1*g2[wKg2->e1] ... 0-0).
TEST(AntiCirce, KingRebornOnItsSquareMayCastle) {
  RuleGame game({"AntiCirce"}, "Ke2 Rh1", "Ka8 Pd3 Pa7", W, castling::H1);
  ASSERT_TRUE(game.play("e2", "d3"));
  EXPECT_EQ(game.rule_effects(), "[wKd3->e1]");
  ASSERT_TRUE(game.play("a7", "a6"));
  EXPECT_TRUE(game.is_legal("e1", "g1"));
}

struct VariantCount {
  std::vector<std::string> words;
  std::uint64_t moves;
};

TEST(AntiCirce, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3";
  const std::vector<VariantCount> cases = {
      {{"AntiCirce"}, 68},
      {{"AntiCirce", "Cheylan"}, 68},
      {{"AntiCirce", "Mirror"}, 61},
      {{"FileAntiCirce"}, 65},
      {{"AntiCirce", "File", "Mirror", "Cheylan"}, 56},
      {{"AntiCirce", "Diametral"}, 61},
      {{"AntiCirce", "VerticalMirror"}, 63},
      {{"AntiCirce", "HorizontalSymmetry"}, 64},
      {{"AntiCirce", "RexExclusive"}, 68},
  };
  for (const VariantCount& c : cases) {
    RuleGame game(c.words, white, black, W, castling::All);
    EXPECT_EQ(game.count(1), c.moves) << c.words.back();
  }
  RuleGame two_plies({"AntiCirce"}, "Ka1 Pe5", "Kh8 Pd7", B);
  EXPECT_EQ(two_plies.count(2), 22u);  // Popeye h~1
}

TEST(AntiCirce, MakeUnmakeRestoresEverything) {
  RuleGame game({"AntiCirce"}, "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7", "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3", W);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(AntiCirce, KeywordsAndRefusedModifiers) {
  Rules rules;
  add_conditions({"AntiCirce", "Cheylan"}, rules);
  EXPECT_EQ(rules.conditions().front()->name(), "AntiCirce Cheylan");
  Rules calvet;
  add_conditions({"AntiCirce", "Calvet"}, calvet);
  EXPECT_EQ(calvet.conditions().front()->name(), "AntiCirce");
  Rules refused;
  EXPECT_THROW(add_conditions({"AntiCirce", "Relaxed"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"AntiCirce", "Antipodes", "Clone"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"AntiCirce", "Couscous", "File"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Strict", "AntiCirce"}, refused), ConditionError);
  // Two variants of the family stand together only where each puts back a
  // different man (Condition::reborn_man): Circe's man taken, AntiCirce's capturer.
  EXPECT_THROW(add_conditions({"AntiCirce", "MirrorAntiCirce"}, refused), ConditionError);
  Rules together;
  EXPECT_NO_THROW(add_conditions({"AntiCirce", "Circe"}, together));
  EXPECT_EQ(together.conditions().size(), 2u);
}

// AntiCirce Super: the capturer chooses any square empty once it has left
// its arrival square, that square too (Calvet), or not it (Cheylan). A pawn
// may be reborn on its first rank, and on its last promoted (Popeye: 83
// rebirths of c6*b7, 89 moves; 88 under Cheylan).
TEST(AntiCirce, SuperLetsTheCapturerChooseItsSquare) {
  RuleGame game({"AntiSuperCirce"}, "Kh2 Pc6", "Kh8 Bb7", W);
  const Strings rebirths = game.rule_effects_of("c6", "b7");
  EXPECT_EQ(rebirths.size(), 83u);
  for (const char* rebirth : {"[wPb7->b7]", "[wPb7->c6]", "[wPb7->e1]", "[wPb7->a8=Q]", "[wPb7->g8=S]"})
    EXPECT_NE(std::find(rebirths.begin(), rebirths.end(), rebirth), rebirths.end()) << rebirth;
  for (const char* occupied : {"[wPb7->h2]", "[wPb7->h8]", "[wPb7->h8=Q]", "[wPb7->a8]"})
    EXPECT_EQ(std::find(rebirths.begin(), rebirths.end(), occupied), rebirths.end()) << occupied;
  EXPECT_EQ(game.count(1), 89u);  // Popeye
  RuleGame cheylan({"AntiCirce", "Super", "Cheylan"}, "Kh2 Pc6", "Kh8 Bb7", W);
  EXPECT_EQ(cheylan.count(1), 88u);  // Popeye
  EXPECT_EQ(cheylan.rule_effects_of("c6", "b7").size(), 82u);
}

// A capture always finds a square (the capture square under Calvet), so
// every observation of a king is a check: the queen g1 checks the king g7
// although AntiCirce's d1 is occupied (the plain AntiCirce test above).
// Popeye: 316 and 311 moves, 1220 in two plies.
TEST(AntiCirce, SuperChecksByEveryObservationAndCountsAgreeWithPopeye) {
  RuleGame plain({"AntiCirce"}, "Ke1 Rd1 Qg1 Pb5", "Kg7 Pa5 Pc4", B);
  EXPECT_FALSE(plain.position.in_check(B));
  RuleGame super({"AntiSuperCirce"}, "Ke1 Rd1 Qg1 Pb5", "Kg7 Pa5 Pc4", B);
  EXPECT_TRUE(super.position.in_check(B));
  RuleGame two_plies({"AntiSuperCirce"}, "Ke1 Rd1 Qg1 Pb5", "Kg7 Pa5 Pc4 Sd4", B);
  EXPECT_EQ(two_plies.count(2), 1220u);
  RuleGame calvet({"AntiSuperCirce"}, "Ke1 Rb4 Pg7", "Ke8 Bb7 Rh8 Sf6", W);
  EXPECT_EQ(calvet.count(1), 316u);
  RuleGame cheylan({"AntiSuperCirce", "Cheylan"}, "Ke1 Rb4 Pg7", "Ke8 Bb7 Rh8 Sf6", W);
  EXPECT_EQ(cheylan.count(1), 311u);
}

// A rook reborn on its initial square may castle with the unmoved king
// (Popeye's example: 1.Ra5*a8[wRa8->h1] 2.0-0).
TEST(AntiCirce, SuperRebirthOnTheInitialSquareRestoresCastling) {
  RuleGame game({"AntiSuperCirce"}, "Ke1 Ra5", "Kb4 Ra8", W, castling::E1);
  EXPECT_FALSE(game.is_legal("e1", "g1"));
  for (const Move& move : game.legal()) {
    if (square_name(move.from) != "a5" || square_name(move.to) != "a8" || square_name(move.choice_square) != "h1")
      continue;
    game.position.make_move(move);
    EXPECT_EQ(game.rule_effects(), "[wRa8->h1]");
    ASSERT_TRUE(game.play("b4", "b3"));
    EXPECT_TRUE(game.is_legal("e1", "g1"));
    return;
  }
  ADD_FAILURE() << "no rebirth on h1";
}

TEST(AntiCirce, SuperKeywordsAndRefusals) {
  Rules one_word;
  add_conditions({"AntiSuperCirce"}, one_word);
  EXPECT_EQ(one_word.conditions().front()->name(), "AntiCirce Super");
  Rules modifier;
  add_conditions({"AntiCirce", "Super", "Cheylan"}, modifier);
  EXPECT_EQ(modifier.conditions().front()->name(), "AntiCirce Super Cheylan");
  Rules refused;
  EXPECT_THROW(add_conditions({"AntiSuperCirce", "Mirror"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"AntiCirce", "Super", "Clone"}, refused), ConditionError);
}

}  // namespace
}  // namespace feerie
