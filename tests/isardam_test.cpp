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

#include "io/fen.h"
#include "movegen/movegen.h"
#include "movegen/perft.h"
#include "rules/registry.h"

namespace feerie {
namespace {

struct Game {
  Rules rules;
  Position position;

  Game(const char* fen, const std::vector<std::string>& condition) {
    add_conditions(condition, rules);
    read_fen(fen, position);
    position.set_rules(&rules);
  }
  std::set<std::string> moves() {
    MoveList list;
    generate_legal(position, list);
    std::set<std::string> result;
    for (const Move& m : list) result.insert(square_name(m.from) + square_name(m.to));
    return result;
  }
  bool can(const std::string& move) { return moves().count(move) == 1; }
  std::uint64_t count(int depth) { return perft(position, depth); }
  void play(const char* from, const char* to) { position.make_move(Move{parse_square(from), parse_square(to)}); }
};

TEST(Isardam, TypeAValidatesChecksTypeBDoesNot) {
  // Ra1xa8 would stand facing the rook h8 on the eighth rank.
  Game type_a("k6r/8/8/8/8/5K2/8/R7 b - - 0 1", {"Isardam"});
  EXPECT_FALSE(type_a.position.in_check(Side::Black));
  EXPECT_TRUE(type_a.can("h8f8"));   // checks the king f3
  EXPECT_FALSE(type_a.can("h8h7"));  // leaves rank 8: the check becomes real
  Game type_b("k6r/8/8/8/8/5K2/8/R7 b - - 0 1", {"Isardam", "TypeB"});
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
  Game guarded("r3k3/5P2/3n4/7b/8/K7/8/4q3 b - - 0 1", {"Isardam"});
  EXPECT_FALSE(guarded.position.in_check(Side::Black));
  Game open("r3k3/5P2/8/7b/8/K7/8/4q3 b - - 0 1", {"Isardam"});
  EXPECT_TRUE(open.position.in_check(Side::Black));
}

TEST(Isardam, DoubleStepBesideAnEnemyPawnIsIllegal) {
  // e2-e3 steps into the pawn d4's field; after e2-e4 d4 could take en passant.
  Game game("7k/8/8/8/3p4/8/4P3/K7 w - - 0 1", {"Isardam"});
  EXPECT_FALSE(game.can("e2e3"));
  EXPECT_FALSE(game.can("e2e4"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"a1a2", "a1b1", "a1b2"}));  // Popeye
  EXPECT_EQ(game.count(3), 51u);                                             // Popeye
}

TEST(Isardam, ObservationOfEitherSideIsIllegal) {
  // The rooks d1 and d8 face each other: every move must end that.
  Game game("3r3k/8/8/8/8/8/8/K2R4 w - - 0 1", {"Isardam"});
  EXPECT_EQ(game.position.paralysed(), 0u);  // Isardam paralyses nothing
  EXPECT_FALSE(game.can("a1a2"));            // the rooks still face each other
  EXPECT_FALSE(game.can("d1d2"));
  EXPECT_TRUE(game.can("d1e1"));
  EXPECT_TRUE(game.can("d1d8"));  // the capture ends the observation
  EXPECT_EQ(game.count(1), 7u);   // Popeye: the rook to b1 c1 e1 f1 g1 h1 and xd8
}

TEST(Isardam, PerftAgainstPopeye) {
  for (const char* type : {"TypeA", "TypeB"}) {
    Game start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"Isardam", type});
    EXPECT_EQ(start.count(3), 8288u);
  }
  Game endgame("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {"Isardam"});
  EXPECT_EQ(endgame.count(1), 10u);
  EXPECT_EQ(endgame.count(3), 1292u);
  Game endgame_b("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {"Isardam", "TypeB"});
  EXPECT_EQ(endgame_b.count(3), 1207u);
}

TEST(Isardam, Keywords) {
  for (const auto& [words, name] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"Isardam"}, "Isardam"},
           {{"isardam", "TypeB"}, "Isardam    TypeB"},
           {{"Isardam", "TypB", "RI"}, "Isardam    TypeB RexInclusive"}}) {
    Rules rules;
    add_conditions(words, rules);
    ASSERT_EQ(rules.conditions().size(), 1u);
    EXPECT_EQ(rules.conditions()[0]->name(), name);
  }
}
}  // namespace
}  // namespace feerie
