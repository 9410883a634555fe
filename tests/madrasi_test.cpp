// Madrasi (src/rules/paralysis): a piece observed by an opponent piece of its
// own type is paralysed; kings only with RI (RexInclusive). Counts marked
// "Popeye" were cross-checked with Popeye 4.104 (depth 1 h~0.5, depth 2 h~1,
// HalfDuplex for White to start; depth 3 as the sum of Popeye's depth-2
// counts over the positions after each first move).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "rule_game.h"

namespace feerie {
namespace {

TEST(Madrasi, RooksOnOneFileParalyseEachOther) {
  RuleGame game("3rk3/8/8/8/8/8/8/3RK3 w - - 0 1", {"Madrasi"});
  EXPECT_EQ(game.position.paralysed(), squares({"d1", "d8"}));
  EXPECT_FALSE(game.is_legal("d1", "d2"));
  EXPECT_TRUE(game.is_legal("e1", "e2"));
  EXPECT_FALSE(game.is_legal("e1", "d2"));  // the king would cut the d-file and free the rook d8
  EXPECT_FALSE(game.position.in_check(Side::White));
  // Popeye: 3 / 9 / 54.
  EXPECT_EQ(game.count(1), 3u);
  EXPECT_EQ(game.count(2), 9u);
  EXPECT_EQ(game.count(3), 54u);
}

TEST(Madrasi, ParalysedPieceStillParalyses) {
  // Each bishop is paralysed and still paralyses the other.
  RuleGame game("4k3/8/8/8/8/b7/8/2B1K3 w - - 0 1", {"Madrasi"});
  EXPECT_EQ(game.position.paralysed(), squares({"a3", "c1"}));
  for (const std::string& move : game.moves()) EXPECT_NE(move.substr(0, 2), "c1");
}

TEST(Madrasi, KingsOnlyWithRexInclusive) {
  // With RI the kings may stand side by side: each paralyses the other.
  RuleGame rex("8/8/8/3k4/8/3K4/8/8 w - - 0 1", {"Madrasi", "RI"});
  EXPECT_TRUE(rex.is_legal("d3", "d4"));
  ASSERT_TRUE(rex.play("d3", "d4"));
  EXPECT_EQ(rex.position.paralysed(), squares({"d4", "d5"}));
  EXPECT_FALSE(rex.position.in_check(Side::Black));
  EXPECT_TRUE(rex.moves().empty());  // the black king is paralysed: stalemate
  RuleGame plain("8/8/8/3k4/8/3K4/8/8 w - - 0 1", {"Madrasi"});
  EXPECT_FALSE(plain.is_legal("d3", "d4"));
  // Popeye (Madrasi RexInclusive): 8 / 40 / 288; Madrasi: 5 / 36 / 257.
  RuleGame rex_counted("8/8/8/3k4/8/3K4/8/8 w - - 0 1", {"Madrasi", "RI"});
  EXPECT_EQ(rex_counted.count(3), 288u);
  EXPECT_EQ(plain.count(1), 5u);
  EXPECT_EQ(plain.count(3), 257u);
}

TEST(Madrasi, PawnObservesDoubleSteppedPawnEnPassant) {
  // After e7-e5 the pawn d5 could take e5 en passant: e5 is paralysed and gives
  // no check (Popeye prints no "+"). Any white move but d5xe6 or a king move
  // frees e5 again, and the king f4 would stand in check.
  RuleGame game("7k/4p3/8/3P4/5K2/8/8/8 b - - 0 1", {"Madrasi"});
  ASSERT_TRUE(game.play("e7", "e5", MoveKind::DoubleStep));
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.position.paralysed() & squares({"e5"}));
  EXPECT_TRUE(game.is_legal("d5", "e6"));
  EXPECT_FALSE(game.is_legal("d5", "d6"));
  EXPECT_EQ(game.moves().size(), 9u);  // Popeye: 8 king moves and d5xe6 e.p.
  RuleGame counted("7k/4p3/8/3P4/5K2/8/8/8 b - - 0 1", {"Madrasi"});
  EXPECT_EQ(counted.count(2), 44u);   // Popeye
  EXPECT_EQ(counted.count(3), 255u);  // Popeye
}

TEST(Madrasi, ParalysedRookCannotCastle) {
  // The rooks h1 and h4 paralyse each other. Decision: no 0-0. Popeye castles
  // (6 moves; conformance/disputed pub-Madrasi-hm2-1657064).
  RuleGame game("4k3/8/8/8/7r/8/8/4K2R w K - 0 1", {"Madrasi"});
  EXPECT_FALSE(game.is_legal("e1", "g1"));
  EXPECT_EQ(game.count(1), 5u);
  EXPECT_EQ(game.count(3), 170u);  // Popeye's depth-2 sum over these 5 first moves
}

TEST(Madrasi, PerftAgainstPopeye) {
  RuleGame start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"Madrasi"});
  EXPECT_EQ(start.count(2), 400u);
  EXPECT_EQ(start.count(3), 8874u);
  RuleGame kiwipete("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", {"Madrasi"});
  EXPECT_EQ(kiwipete.count(1), 37u);
  EXPECT_EQ(kiwipete.count(3), 46121u);
  RuleGame endgame("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {"Madrasi"});
  EXPECT_EQ(endgame.count(1), 14u);
  EXPECT_EQ(endgame.count(3), 2886u);
}

TEST(Madrasi, Keywords) {
  for (const auto& [words, name] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"Madrasi"}, "Madrasi"},
           {{"Madrasi", "RI"}, "Madrasi RexInclusive"},
           {{"madrasi", "rexinklusive"}, "Madrasi RexInclusive"},
           {{"Madrasi", "RexInkl"}, "Madrasi RexInclusive"},
           {{"Madrasi", "RexInclusive"}, "Madrasi RexInclusive"}}) {
    EXPECT_EQ(condition_names(words), std::vector<std::string>{name});
  }
}
}  // namespace
}  // namespace feerie
