// Circe Cage (and Strict): cages per piece type, pawns caged on their first and
// last ranks, cages under check, the castling right of a caged rook, Strict,
// and move counts. Counts and choice lists marked "Popeye" were taken from
// Popeye 4.104 under `condition cagecirce` (or `circe cage strict`): depth 1 by
// `stipulation ~1` (white to move), depth 2 by `stipulation h~1` (black to
// move); every line of the depth-2 lists, cages included, was compared one by one.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "consistency.h"
#include "io/fen.h"
#include "rule_game.h"
#include "rules/circe/cage.h"
#include "rules/circe/circe.h"
#include "rules/registry.h"

namespace feerie {
namespace {

using Strings = std::vector<std::string>;

// Seed 000, diagram E: White's rook takes the pawn on a2; it may be reborn on a3
// or b2 (its step is blocked), or promoted to a rook on a1 (a cage for a rook,
// not for a queen, bishop or knight). Popeye: the same three moves.
TEST(CageCirce, SeedPawnOnA2) {
  RuleGame game("R4K1k/8/8/8/8/8/p7/1N6 w - - 0 1", {"CageCirce"});
  EXPECT_EQ(game.rule_effects_of("a8", "a2"), (Strings{"[+bPa1=R]", "[+bPa3]", "[+bPb2]"}));
}

// A pawn caged on its own first rank steps one square: on b8 it is blocked by the
// capturer on b7; on e2 by the white king. Popeye: Rb4*b7[+bPb8], Rb4*b7[+bPe2].
TEST(CageCirce, PawnOnItsFirstRank) {
  RuleGame game("4k3/1p6/8/8/1R6/8/8/4K3 w - - 0 1", {"Circe", "Cage"});
  EXPECT_EQ(game.rule_effects_of("b4", "b7"), (Strings{"[+bPb8]", "[+bPe2]"}));
}

// A knight on an open board has no cage: the capture is ordinary, and illegal
// under Strict. Popeye: 1.Rh1*h4 under `circe cage`, none under `circe cage strict`.
TEST(CageCirce, NoCage) {
  const char* fen = "4k3/8/8/8/7n/8/8/4K2R w - - 0 1";
  RuleGame cage(fen, {"CageCirce"});
  EXPECT_EQ(cage.rule_effects_of("h1", "h4"), Strings{""});
  RuleGame strict(fen, {"Circe", "Cage", "Strict"});
  EXPECT_TRUE(strict.rule_effects_of("h1", "h4").empty());
  RuleGame one_word(fen, {"CageCirce", "Strict"});
  EXPECT_TRUE(one_word.rule_effects_of("h1", "h4").empty());
}

// The capture checks Ke8 along the e-file: the knight's only legal quiet moves
// would block on e5-e7, so every square from which it cannot reach them is a
// cage, except those where the knight checks Ka1 (b3, c2: self-check). Popeye
// lists these 39 squares for 1.Re1*e4+.
TEST(CageCirce, CagesUnderCheck) {
  RuleGame game("4k3/8/8/8/4n3/8/8/K3R3 w - - 0 1", {"CageCirce"});
  Strings expected;
  for (const char* square : {"a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "b2", "b4", "b5", "b6", "b7",
                             "b8", "c1", "c3", "d1", "d2", "d6", "e1", "e2", "e3", "e5", "e6", "e7", "f1",
                             "f2", "f6", "g1", "g2", "g3", "h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8"})
    expected.push_back(std::string("[+bS") + square + "]");
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(game.rule_effects_of("e1", "e4"), expected);
}

// find_cages on its own: after Re1*e4+ without rebirth, Black to move. A bishop
// parries only by a quiet move to e5-e7: from d6 it reaches e5 and e7, from a1
// it reaches e5 (no cage); from h1 its diagonal ends on the rook (a cage).
TEST(CageCirce, FindCagesPerType) {
  RuleGame game("4k3/8/8/8/4b3/8/8/K3R3 w - - 0 1", {});
  ASSERT_TRUE(game.play("e1", "e4"));
  const Bitboard bishop =
      find_cages(game.position, Piece{PieceType::Bishop, Side::Black}).of(PieceType::Bishop);
  EXPECT_FALSE(bishop & square_bb(parse_square("d6")));
  EXPECT_FALSE(bishop & square_bb(parse_square("a1")));
  EXPECT_TRUE(bishop & square_bb(parse_square("h1")));
  EXPECT_EQ(find_cages(game.position, Piece{PieceType::Bishop, Side::Black}).of(PieceType::Queen), 0u);
}

// A rook caged on its corner gets its castling right back: after Ra1*a2 the
// black rook may be caged on h8 (g8 and h7 are occupied), and then the right
// of h8 is set again, for castling with the unmoved Ke8.
TEST(CageCirce, RookCagedOnItsCornerGetsItsRight) {
  RuleGame game("4k1n1/7p/8/8/8/8/r7/R3K3 w - - 0 1", {"CageCirce"});
  game.position.set_castling(castling::E8);
  bool caged = false;
  for (const Move& move : game.legal()) {
    if (move.to != parse_square("a2") || move.choice_square != parse_square("h8")) continue;
    caged = true;
    game.position.make_move(move);
    EXPECT_EQ(game.rule_effects(), "[+bRh8]");
    EXPECT_TRUE(game.position.castling_rights() & castling::H8);
    game.position.unmake_move();
  }
  EXPECT_TRUE(caged);
}

struct CountCase {
  const char* fen;
  int depth;
  std::uint64_t cage;
  std::uint64_t strict;
};

// Popeye counts (see the file comment).
const CountCase PopeyeCounts[] = {
    {"r3k3/3p4/2b5/8/3Q4/8/8/R3K2R w KQq - 0 1", 1, 144, 0},
    {"r1bqk2r/ppp2ppp/2n2n2/3pp3/1b1PP3/2N2N2/PPP2PPP/R1BQKB1R w KQkq - 0 1", 1, 86, 0},
    {"r3k3/3p4/2b5/8/3Q4/8/8/R3K2R b KQq - 0 1", 2, 3047, 2868},
    {"r1bqk2r/ppp2ppp/2n2n2/3pp3/1b1PP3/2N2N2/PPP2PPP/R1BQKB1R b KQkq - 0 1", 2, 9713, 9681},
    {"4k3/1P6/8/3pP3/2n5/1B3q2/6P1/R3K2R b KQ - 0 1", 2, 1410, 1350},
    {"r3k2r/8/8/8/8/8/1p4p1/R3K2R b KQkq - 0 1", 2, 2166, 1933},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1", 2, 25550, 25438},
};

TEST(CageCirce, CountsAgreeWithPopeye) {
  for (const CountCase& c : PopeyeCounts) {
    RuleGame cage(c.fen, {"CageCirce"});
    EXPECT_EQ(cage.count(c.depth), c.cage) << c.fen;
    if (c.strict == 0) continue;
    RuleGame strict(c.fen, {"Circe", "Cage", "Strict"});
    EXPECT_EQ(strict.count(c.depth), c.strict) << c.fen;
  }
}

// Depth 3: Feerie's own counts (Popeye's h~ lists stop at two plies), kept as a
// regression guard; the positions pass the make/unmake consistency check.
TEST(CageCirce, DepthThreeCountsAndConsistency) {
  RuleGame cage("4k3/1P6/8/3pP3/2n5/1B3q2/6P1/R3K2R w KQ - 0 1", {"CageCirce"});
  EXPECT_EQ(cage.count(3), 38533u);
  RuleGame strict("4k3/1P6/8/3pP3/2n5/1B3q2/6P1/R3K2R w KQ - 0 1", {"CageCirce", "Strict"});
  EXPECT_EQ(strict.count(3), 34563u);
  EXPECT_EQ(first_inconsistency(cage.position, 2), "");
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

// Two cage conditions in force at once (as a condition named twice was once
// read): each choice of the first is refined by every choice of the second,
// more moves than the move list holds in place. The list grows; no choice is lost.
TEST(CageCirce, ChoicesOfTwoCageConditionsAllFit) {
  Position position;
  read_fen("8/8/8/5K2/5Q2/6k1/8/8 b - - 0 1", position);
  Rules once, twice;
  for (Rules* rules : {&once, &twice, &twice}) {
    ConditionWords words({});
    rules->add(make_cage_circe(words));
  }
  Move capture;
  capture.from = parse_square("g3");
  capture.to = parse_square("f4");
  MoveList single, doubled;
  position.set_rules(&once);
  once.expand(position, capture, single);
  position.set_rules(&twice);
  twice.expand(position, capture, doubled);
  ASSERT_GT(doubled.size(), MoveList::InlineCapacity);
  EXPECT_EQ(doubled.size(), single.size() * single.size());
  for (const Move& move : doubled) EXPECT_TRUE(move.from == capture.from && move.to == capture.to);
}

}  // namespace
}  // namespace feerie
