// Classic Circe and Circe Strict: the rebirth square, the rebirth effects,
// castling and double steps after rebirth, legality after rebirth, and move
// counts. Counts marked "Popeye" were taken from Popeye 4.104: depth 1 by
// `stipulation ~1` (white to move), depth 2 by `stipulation h~1` (black to
// move), both under `condition circe` (or `circe strict`); every line of the
// depth-2 lists, rebirths included, was also compared one by one.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "rules/circe/circe_square.h"

namespace feerie {
namespace {

using Strings = std::vector<std::string>;

constexpr Side W = Side::White;
constexpr Side B = Side::Black;

// The table of circe.md section 1.
TEST(CirceSquare, FollowsTypeSideAndSquareColour) {
  EXPECT_EQ(circe_square({PieceType::Pawn, W}, sq("e5")), sq("e2"));
  EXPECT_EQ(circe_square({PieceType::Pawn, B}, sq("a1")), sq("a7"));
  EXPECT_EQ(circe_square({PieceType::Queen, W}, sq("h8")), sq("d1"));
  EXPECT_EQ(circe_square({PieceType::Queen, B}, sq("a1")), sq("d8"));
  // Dark squares (a1, c3) and light squares (b1, h3) for White.
  EXPECT_EQ(circe_square({PieceType::Rook, W}, sq("c3")), sq("a1"));
  EXPECT_EQ(circe_square({PieceType::Rook, W}, sq("h3")), sq("h1"));
  EXPECT_EQ(circe_square({PieceType::Knight, W}, sq("b1")), sq("b1"));
  EXPECT_EQ(circe_square({PieceType::Knight, W}, sq("c3")), sq("g1"));
  EXPECT_EQ(circe_square({PieceType::Bishop, W}, sq("c3")), sq("c1"));
  EXPECT_EQ(circe_square({PieceType::Bishop, W}, sq("h3")), sq("f1"));
  // Black: a8 light / h8 dark, b8 dark / g8 light, c8 light / f8 dark.
  EXPECT_EQ(circe_square({PieceType::Rook, B}, sq("b7")), sq("a8"));
  EXPECT_EQ(circe_square({PieceType::Rook, B}, sq("a1")), sq("h8"));
  EXPECT_EQ(circe_square({PieceType::Knight, B}, sq("a1")), sq("b8"));
  EXPECT_EQ(circe_square({PieceType::Knight, B}, sq("b7")), sq("g8"));
  EXPECT_EQ(circe_square({PieceType::Bishop, B}, sq("b7")), sq("c8"));
  EXPECT_EQ(circe_square({PieceType::Bishop, B}, sq("a1")), sq("f8"));
}

// Popeye: 1.Rb4*b7[+bBc8] (b7 is light, so c8; circe.md's example "[+bBf8]"
// for this capture contradicts its own table).
TEST(Circe, CapturedPieceIsReborn) {
  RuleGame game("4k3/1b6/8/8/1R6/8/8/4K3 w - - 0 1", {"Circe"});
  EXPECT_EQ(game.rule_effects_of("b4", "b7"), Strings{"[+bBc8]"});
  game.position.make_move(game.legal().front());
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
}

// An occupied rebirth square: the capture is ordinary; under Strict it is illegal.
TEST(Circe, OccupiedRebirthSquareLosesThePiece) {
  const char* fen = "2n1k3/1b6/8/8/1R6/8/8/4K3 w - - 0 1";
  RuleGame circe(fen, {"Circe"});
  EXPECT_EQ(circe.rule_effects_of("b4", "b7"), Strings{""});
  RuleGame strict(fen, {"Circe", "Strict"});
  EXPECT_TRUE(strict.rule_effects_of("b4", "b7").empty());
  EXPECT_EQ(strict.rule_effects_of("b4", "b5"), Strings{""});
  // A piece whose Circe square is the capture square is never reborn:
  // Ra1*a8 takes a black rook on a8 (light), the capturer stands on a8.
  RuleGame corner("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", {"Circe", "Strikt"});
  EXPECT_TRUE(corner.rule_effects_of("a1", "a8").empty());
}

// E.p.: the captured pawn is reborn on its second rank.
TEST(Circe, EnPassantRebirth) {
  RuleGame game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"Circe"});
  ASSERT_TRUE(game.play("d7", "d5"));
  EXPECT_EQ(game.rule_effects_of("e5", "d6"), Strings{"[+bPd7]"});
}

// A rook reborn on h1 may castle with the unmoved king (Popeye lists
// 1.Bc6*f3[+wRh1] 0-0 under h~1).
TEST(Circe, RebornRookMayCastle) {
  RuleGame game("4k3/8/2b5/8/8/5R2/8/4K3 b - - 0 1", {"Circe"});
  game.position.set_castling(castling::E1);
  ASSERT_TRUE(game.play("c6", "f3"));
  EXPECT_EQ(game.rule_effects(), "[+wRh1]");
  bool castles = false;
  for (const Move& move : game.legal()) castles = castles || move.kind == MoveKind::CastleShort;
  EXPECT_TRUE(castles);
}

// A pawn reborn on its second rank may double-step again.
TEST(Circe, RebornPawnMayDoubleStep) {
  RuleGame game("4k3/1b6/2P5/8/8/8/8/4K3 b - - 0 1", {"Circe"});
  ASSERT_TRUE(game.play("b7", "c6"));
  EXPECT_EQ(game.rule_effects(), "[+wPc2]");
  bool double_step = false;
  for (const Move& move : game.legal()) double_step = double_step || (move.from == sq("c2") && move.to == sq("c4"));
  EXPECT_TRUE(double_step);
}

// The rebirth counts for legality: Ra1*a5 puts the black queen back on d8,
// where it checks Kd3 along the d-file, so the capture is illegal (it is legal
// in orthodox chess).
TEST(Circe, RebirthThatChecksTheCapturerIsIllegal) {
  const char* fen = "4k3/8/8/q7/8/3K4/8/R7 w - - 0 1";
  RuleGame circe(fen, {"Circe"});
  EXPECT_TRUE(circe.rule_effects_of("a1", "a5").empty());
  RuleGame orthodox(fen, {});
  EXPECT_EQ(orthodox.rule_effects_of("a1", "a5"), Strings{""});
}

// A rebirth may close the line the capture opens: Bc6*d5 removes the white
// pawn that stood between Qd8 and Kd1, and the pawn reborn on d2 shields the
// king again, so White is not in check.
TEST(Circe, RebirthCanCloseTheLineTheCaptureOpened) {
  RuleGame game("3q4/8/2b5/3P4/8/8/8/3K3k b - - 0 1", {"Circe"});
  ASSERT_TRUE(game.play("c6", "d5"));
  EXPECT_EQ(game.rule_effects(), "[+wPd2]");
  EXPECT_FALSE(game.position.in_check(Side::White));
}

struct CountCase {
  const char* fen;
  int depth;
  std::uint64_t circe;
  std::uint64_t strict;
};

// Popeye counts (see the file comment).
const CountCase PopeyeCounts[] = {
    {"r3k3/3p4/2b5/8/3Q4/8/8/R3K2R w KQq - 0 1", 1, 51, 49},
    {"r1bqk2r/ppp2ppp/2n2n2/3pp3/1b1PP3/2N2N2/PPP2PPP/R1BQKB1R w KQkq - 0 1", 1, 31, 31},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1, 48, 44},
    {"r3k3/3p4/2b5/8/3Q4/8/8/R3K2R b KQq - 0 1", 2, 1173, 1095},
    {"4k3/1P6/8/3pP3/2n5/1B3q2/6P1/R3K2R b KQ - 0 1", 2, 842, 810},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1", 2, 2051, 1648},
};

TEST(Circe, CountsAgreeWithPopeye) {
  for (const CountCase& c : PopeyeCounts) {
    RuleGame circe(c.fen, {"Circe"});
    EXPECT_EQ(circe.count(c.depth), c.circe) << c.fen;
    RuleGame strict(c.fen, {"Circe", "Strict"});
    EXPECT_EQ(strict.count(c.depth), c.strict) << c.fen;
  }
}

// Depth 3: Feerie's own counts (Popeye's h~ lists stop at two plies), kept as a
// regression guard; the same positions pass the make/unmake consistency check.
TEST(Circe, DepthThreeCountsAndConsistency) {
  RuleGame circe("r3k3/3p4/2b5/8/3Q4/8/8/R3K2R w KQq - 0 1", {"Circe"});
  EXPECT_EQ(circe.count(3), 47828u);
  RuleGame strict("4k3/1P6/8/3pP3/2n5/1B3q2/6P1/R3K2R w KQ - 0 1", {"Circe", "Strict"});
  EXPECT_EQ(strict.count(3), 21679u);
  EXPECT_EQ(first_inconsistency(circe.position, 3), "");
  EXPECT_EQ(first_inconsistency(strict.position, 2), "");
}

TEST(CirceRegistry, KeywordsAndModifiers) {
  Rules rules;
  add_conditions({"circe", "strict"}, rules);
  EXPECT_EQ(rules.conditions().back()->name(), "Circe Strict");
  EXPECT_THROW(add_conditions({"Circe", "RexInclusive", "Strict"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Cage", "Parrain"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Parrain", "Strict"}, rules), ConditionError);
}

}  // namespace
}  // namespace feerie
