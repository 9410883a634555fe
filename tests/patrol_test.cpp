// Patrol chess, Lortap and UltraPatrol (src/rules/patrol): a piece's captures
// and checks (all its moves, under UltraPatrol) depend on its being observed
// by a piece of its own side. Counts marked "Popeye" were checked with Popeye
// 4.104 (h~2 listings of two plies from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

constexpr const char* White = "Ke1 Ra1 Rh1 Pb2 Pg2 Pe5 Sd4 Bc4";
constexpr const char* Black = "Ke8 Ra8 Rh8 Bb5 Pe7 Qh5 Pf5 Pd7 Sc6";

TEST(Patrol, APieceCapturesOnlyWhileSupported) {
  RuleGame alone({"Patrouille"}, "Ke1 Rd4", "Ke8 Pd6", Side::White);
  EXPECT_FALSE(alone.is_legal("d4", "d6"));
  EXPECT_TRUE(alone.is_legal("d4", "d5"));  // a move that takes nothing is free
  RuleGame guarded({"Patrouille"}, "Ke1 Rd4 Pc3", "Ke8 Pd6", Side::White);
  EXPECT_TRUE(guarded.is_legal("d4", "d6"));
}

TEST(Patrol, AKingCapturesOnlyWhileSupported) {
  // The pawn d2 gives no check (nobody supports it); the king may take it
  // only with the rook h1 observing e1.
  RuleGame alone({"Patrouille"}, "Ke1", "Ke8 Pd2", Side::White);
  EXPECT_FALSE(alone.position.in_check(Side::White));
  EXPECT_FALSE(alone.is_legal("e1", "d2"));
  RuleGame guarded({"Patrouille"}, "Ke1 Rh1", "Ke8 Pd2", Side::White);
  EXPECT_TRUE(guarded.is_legal("e1", "d2"));
}

TEST(Patrol, OnlyASupportedPieceGivesCheck) {
  RuleGame alone({"Patrouille"}, "Ke1 Ra8", "Ke8", Side::Black);
  EXPECT_FALSE(alone.position.in_check(Side::Black));
  RuleGame guarded({"Patrouille"}, "Ke1 Ra8 Qa1", "Ke8", Side::Black);
  EXPECT_TRUE(guarded.position.in_check(Side::Black));
}

TEST(Patrol, EnPassantIsACapture) {
  // Popeye: 1.d7-d5 e5*d6 ep. only with the pawn f4 supporting e5.
  RuleGame alone({"Patrouille"}, "Ke1 Pe5", "Ke8 Pd7", Side::Black);
  ASSERT_TRUE(alone.play("d7", "d5"));
  EXPECT_FALSE(alone.is_legal("e5", "d6"));
  RuleGame guarded({"Patrouille"}, "Ke1 Pe5 Pf4", "Ke8 Pd7", Side::Black);
  ASSERT_TRUE(guarded.play("d7", "d5"));
  EXPECT_TRUE(guarded.is_legal("e5", "d6"));
}

TEST(Lortap, APieceCapturesAndChecksOnlyWhileUnsupported) {
  RuleGame alone({"Lortap"}, "Ke1 Rd4", "Ke8 Pd6", Side::White);
  EXPECT_TRUE(alone.is_legal("d4", "d6"));
  RuleGame guarded({"Lortap"}, "Ke1 Rd4 Pc3", "Ke8 Pd6", Side::White);
  EXPECT_FALSE(guarded.is_legal("d4", "d6"));
  EXPECT_TRUE(guarded.is_legal("d4", "d5"));
  RuleGame check({"Lortap"}, "Ke1 Ra8", "Ke8", Side::Black);
  EXPECT_TRUE(check.position.in_check(Side::Black));
  RuleGame no_check({"Lortap"}, "Ke1 Ra8 Qa1", "Ke8", Side::Black);
  EXPECT_FALSE(no_check.position.in_check(Side::Black));
}

TEST(UltraPatrol, OnlyASupportedPieceMovesOrChecks) {
  RuleGame game({"UltraPatrol"}, "Ke1 Rd4 Pc3", "Ke8 Pa7", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"d4d5", "d4d6", "d4d7", "d4d8", "d4e4", "d4f4", "d4g4", "d4h4", "d4d3",
                                                 "d4d2", "d4d1", "d4c4", "d4b4", "d4a4"}));
  RuleGame check({"UltraPatrol"}, "Ke1 Ra8", "Ke8 Pa7", Side::Black);
  EXPECT_FALSE(check.position.in_check(Side::Black));
}

TEST(UltraPatrol, AnUnsupportedRookCastlesWithASupportedKing) {
  // Ra1 supports the king; nothing supports h1 (the king stands between):
  // Popeye castles short all the same.
  RuleGame game({"UltraPatrol"}, "Ke1 Ra1 Rh1", "Ke8 Pa7", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(game.is_legal("e1", "g1"));
  EXPECT_FALSE(game.is_legal("h1", "h2"));
}

TEST(Patrol, CountsAgreeWithPopeye) {
  const std::uint8_t all = castling::All;
  EXPECT_EQ(RuleGame({"Patrouille"}, White, Black, Side::Black, all).count(2), 1567u);            // Popeye
  EXPECT_EQ(RuleGame({"Lortap"}, White, Black, Side::Black, all).count(2), 1713u);                // Popeye
  EXPECT_EQ(RuleGame({"UltraPatrol"}, White, Black, Side::Black, all).count(2), 166u);            // Popeye
  EXPECT_EQ(RuleGame({"Patrouille", "Circe"}, White, Black, Side::Black, all).count(2), 1568u);   // Popeye
  EXPECT_EQ(RuleGame({"Lortap", "AntiCirce"}, White, Black, Side::Black, all).count(2), 1675u);   // Popeye
  EXPECT_EQ(RuleGame({"Patrouille", "Lortap"}, White, Black, Side::Black, all).count(2), 1616u);  // Popeye
  RuleGame game({"UltraPatrol"}, White, Black, Side::Black, all);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Patrol, NamesAsPopeyeWritesThem) {
  EXPECT_EQ(condition_names({"PatrouilleSchach"}), (std::vector<std::string>{"Patrouille"}));
  EXPECT_EQ(condition_names({"Elliuortap"}), (std::vector<std::string>{"Lortap"}));
  EXPECT_EQ(condition_names({"UltraPatrouille"}), (std::vector<std::string>{"UltraPatrol"}));
}

}  // namespace
}  // namespace feerie
