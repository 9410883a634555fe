// Isardam (src/rules/paralysis): no paralysis; a move is illegal if afterwards
// two opposing pieces of one type observe each other's squares as in Madrasi
// (kings only with RI). Type A (default) counts a check only if the king capture
// would itself be legal; type B counts checks orthodoxly. Counts marked "Popeye"
// were cross-checked with Popeye 4.104 (depth 1 h~0.5, depth 2 h~1, depth 3 as
// the sum of Popeye's depth-2 counts over the positions after each first move).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "rule_game.h"

namespace feerie {
namespace {

TEST(Isardam, TypeAValidatesChecksTypeBDoesNot) {
  // Ra1xa8 would stand facing the rook h8 on the eighth rank.
  RuleGame type_a("k6r/8/8/8/8/5K2/8/R7 b - - 0 1", {"Isardam"});
  EXPECT_FALSE(type_a.position.in_check(Side::Black));
  EXPECT_TRUE(type_a.is_legal("h8", "f8"));   // checks the king f3
  EXPECT_FALSE(type_a.is_legal("h8", "h7"));  // leaves rank 8: the check becomes real
  RuleGame type_b("k6r/8/8/8/8/5K2/8/R7 b - - 0 1", {"Isardam", "TypeB"});
  EXPECT_TRUE(type_b.position.in_check(Side::Black));
  EXPECT_EQ(type_b.moves(), (std::set<std::string>{"a8b7", "a8b8"}));
  // Popeye: type A 8 / 143 / 1634, type B 2 / 41 / 605.
  EXPECT_EQ(type_a.count(1), 8u);
  EXPECT_EQ(type_a.count(2), 143u);
  EXPECT_EQ(type_a.count(3), 1634u);
  EXPECT_EQ(type_b.count(2), 41u);
  EXPECT_EQ(type_b.count(3), 605u);
}

TEST(Isardam, PawnCheckOnTheLastRankIsValidatedByItsPromotions) {
  // f7xe8 must promote: a queen would face e1, a rook a8, a bishop h5 (over the
  // vacated f7) and a knight d6, so no king capture is legal and f7 gives no
  // check (Popeye). Without the knight d6, f7xe8=S is legal: the check counts.
  RuleGame guarded("r3k3/5P2/3n4/7b/8/K7/8/4q3 b - - 0 1", {"Isardam"});
  EXPECT_FALSE(guarded.position.in_check(Side::Black));
  RuleGame open("r3k3/5P2/8/7b/8/K7/8/4q3 b - - 0 1", {"Isardam"});
  EXPECT_TRUE(open.position.in_check(Side::Black));
}

TEST(Isardam, DoubleStepBesideAnEnemyPawnIsIllegal) {
  // e2-e3 steps into the pawn d4's field; after e2-e4 d4 could take en passant.
  RuleGame game("7k/8/8/8/3p4/8/4P3/K7 w - - 0 1", {"Isardam"});
  EXPECT_FALSE(game.is_legal("e2", "e3"));
  EXPECT_FALSE(game.is_legal("e2", "e4"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"a1a2", "a1b1", "a1b2"}));  // Popeye
  EXPECT_EQ(game.count(3), 51u);                                             // Popeye
}

TEST(Isardam, ObservationOfEitherSideIsIllegal) {
  // The rooks d1 and d8 face each other: every move must end that.
  RuleGame game("3r3k/8/8/8/8/8/8/K2R4 w - - 0 1", {"Isardam"});
  EXPECT_EQ(game.position.paralysed(), 0u);  // Isardam paralyses nothing
  EXPECT_FALSE(game.is_legal("a1", "a2"));   // the rooks still face each other
  EXPECT_FALSE(game.is_legal("d1", "d2"));
  EXPECT_TRUE(game.is_legal("d1", "e1"));
  EXPECT_TRUE(game.is_legal("d1", "d8"));  // the capture ends the observation
  EXPECT_EQ(game.count(1), 7u);            // Popeye: the rook to b1 c1 e1 f1 g1 h1 and xd8
}

TEST(Isardam, PerftAgainstPopeye) {
  for (const char* type : {"TypeA", "TypeB"}) {
    RuleGame start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"Isardam", type});
    EXPECT_EQ(start.count(3), 8288u);
  }
  RuleGame endgame("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {"Isardam"});
  EXPECT_EQ(endgame.count(1), 10u);
  EXPECT_EQ(endgame.count(3), 1292u);
  RuleGame endgame_b("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {"Isardam", "TypeB"});
  EXPECT_EQ(endgame_b.count(3), 1207u);
}

TEST(Isardam, Keywords) {
  for (const auto& [words, name] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"Isardam"}, "Isardam"},
           {{"isardam", "TypeB"}, "Isardam    TypeB"},
           {{"Isardam", "TypB", "RI"}, "Isardam    TypeB RexInclusive"}}) {
    EXPECT_EQ(condition_names(words), std::vector<std::string>{name});
  }
}
}  // namespace
}  // namespace feerie
