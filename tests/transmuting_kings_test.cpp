// Kings that move as their checkers (src/rules/transmuting_kings):
// Transmuted, Reflective and Super-transmuting kings. Whole texts against
// Popeye 4.104: tests/compat/cond-transmuted-kings*, cond-supertransmuting-king.
#include <gtest/gtest.h>

#include <algorithm>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Notations = std::vector<std::string>;

Notations from(RuleGame& game, const std::string& prefix) {
  Notations result;
  for (const std::string& notation : game.notations())
    if (notation.rfind(prefix, 0) == 0) result.push_back(notation);
  return result;
}

TEST(TransmutedKings, AKingInCheckMovesOnlyAsItsCheckers) {
  // Popeye: the king d4, checked by the bishop f6 and the knight b5, moves
  // as both and not as a king (no Kd4-d5).
  RuleGame game({"TransmutedKings"}, "Kd4 Pa2", "Ka8 Bf6 Sb5", Side::White);
  const Notations king = {"Kd4*b5", "Kd4*f6", "Kd4-b3", "Kd4-b6", "Kd4-c2", "Kd4-c5", "Kd4-c6",
                          "Kd4-e2", "Kd4-e3", "Kd4-e6", "Kd4-f2", "Kd4-f3", "Kd4-f5", "Kd4-g1"};
  EXPECT_EQ(from(game, "Kd4"), king);
  EXPECT_FALSE(game.has_notation("a2-a3"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(TransmutedKings, OutOfCheckAKingMovesAsAKing) {
  RuleGame game({"TransmutedKings"}, "Kd4", "Ka8 Bh6", Side::White);
  const Notations king = {"Kd4-c3", "Kd4-c4", "Kd4-c5", "Kd4-d3", "Kd4-d5", "Kd4-e4", "Kd4-e5"};
  EXPECT_EQ(from(game, "Kd4"), king);
}

TEST(ReflectiveKings, AKingInCheckMovesAsAKingAndAsItsCheckers) {
  RuleGame game({"ReflectiveKings"}, "Kd4", "Ka8 Rd8", Side::White);
  // As a king (e3, not d5 on the rook's line) and as a rook (h4, d8).
  EXPECT_TRUE(game.has_notation("Kd4-e3"));
  EXPECT_TRUE(game.has_notation("Kd4-h4"));
  EXPECT_TRUE(game.has_notation("Kd4*d8"));
  EXPECT_FALSE(game.has_notation("Kd4-d5"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(TransmutedKings, OneSideOnly) {
  RuleGame white({"WhiteTransmutedKing"}, "Kd4", "Ka8 Rd8", Side::White);
  EXPECT_TRUE(white.has_notation("Kd4-h4"));
  RuleGame black({"BlackTransmutedKing"}, "Kd4", "Ka8 Rd8", Side::White);
  EXPECT_FALSE(black.has_notation("Kd4-h4"));
  EXPECT_TRUE(black.has_notation("Kd4-e3"));
  // The black king in check by the rook a1 moves as a king under WhiteTransmutedKing.
  RuleGame other({"WhiteTransmutedKing"}, "Kh1 Ra1", "Ka8", Side::Black);
  EXPECT_EQ(from(other, "Ka8"), (Notations{"Ka8-b7", "Ka8-b8"}));
}

TEST(TransmutedKings, ATransmutedKingChecksByItsCheckersWalk) {
  // The white king a1, checked by the rook h1, observes the black king a5
  // along the a-file: Black is in check too.
  RuleGame game({"TransmutedKings"}, "Ka1", "Ka5 Rh1 Pb7", Side::White);
  EXPECT_TRUE(game.position.in_check(Side::Black));
  RuleGame orthodox({"BlackTransmutedKing"}, "Ka1", "Ka5 Rh1 Pb7", Side::White);
  EXPECT_FALSE(orthodox.position.in_check(Side::Black));
}

TEST(TransmutedKings, ACheckThatMakesTheKingObserveOnesOwnKingIsIllegal) {
  // Popeye: Rh7-h8+ would make the black king a rook observing the white king a4.
  RuleGame game({"TransmutedKings"}, "Ka4 Rh7", "Ka8", Side::White);
  EXPECT_FALSE(game.is_legal("h7", "h8"));
  EXPECT_TRUE(game.is_legal("h7", "a7"));
}

TEST(TransmutedKings, AKingMovingAsAPawnFromItsFirstRankHasNoMove) {
  // Popeye: b6-b7 mates the king a8, which moves as a black pawn from its first rank.
  RuleGame game({"TransmutedKings"}, "Kh1 Pb6", "Ka8", Side::White);
  ASSERT_TRUE(game.play("b6", "b7"));
  EXPECT_TRUE(game.mated());
}

TEST(SuperTransmutingKing, AKingInCheckMustMoveAsACheckerAndBecomesIt) {
  RuleGame game({"WhiteSuperTransmutingKing"}, "Ke4 Pa2", "Kh8 Qe8 Bg6", Side::White);
  const Notations moves = game.notations();
  // Only the king moves; d5 is reached as a queen and as a bishop: two moves.
  EXPECT_TRUE(std::all_of(moves.begin(), moves.end(), [](const std::string& m) { return m.rfind("Ke4", 0) == 0; }));
  EXPECT_EQ(std::count(moves.begin(), moves.end(), "Ke4-d5=B"), 1);
  EXPECT_EQ(std::count(moves.begin(), moves.end(), "Ke4-d5=Q"), 1);
  EXPECT_EQ(moves.size(), 38u);  // as Popeye
  ASSERT_TRUE(game.play("e4", "e3"));
  // The queen it became is no king: White has none, and is never in check.
  EXPECT_EQ(game.position.piece_on(sq("e3")), (Piece{PieceType::Queen, Side::White}));
  EXPECT_EQ(game.position.kings(Side::White), 0u);
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(SuperTransmutingKing, OutOfCheckTheKingMovesAsAKing) {
  RuleGame game({"WhiteSuperTransmutingKing"}, "Ke4 Pa2", "Ka8 Qb8", Side::White);
  EXPECT_TRUE(game.has_notation("a2-a3"));
  EXPECT_TRUE(game.has_notation("Ke4-e3"));
}

TEST(SuperTransmutingKing, ARoyalPieceOtherThanAKingIsRefused) {
  Rules rules;
  add_conditions({"WhiteSuperTransmutingKing"}, rules);
  Position position;
  Piece royal{PieceType::Queen, Side::White};
  royal.royal = true;
  position.put(sq("e4"), royal);
  position.put(sq("a8"), Piece{PieceType::King, Side::Black});
  EXPECT_NE(rules.conditions().front()->refusal(position), "");
  Position kings;
  kings.put(sq("e4"), Piece{PieceType::King, Side::White});
  kings.put(sq("a8"), Piece{PieceType::King, Side::Black});
  EXPECT_EQ(rules.conditions().front()->refusal(kings), "");
}

TEST(TransmutedKings, Names) {
  EXPECT_EQ(condition_names({"TransmutierendeKoenige"}), Notations{"TransmutedKings"});
  EXPECT_EQ(condition_names({"WhiteReflectiveKing", "BlackTransmutedKing"}),
            (Notations{"WhiteReflectiveKing", "BlackTransmutedKing"}));
  EXPECT_EQ(condition_names({"SchwarzerSuperTransmutierenderKoenig"}), Notations{"BlackSuperTransmutingKing"});
}

TEST(VaultingKings, AKingInCheckMovesAlsoAsTheVaulters) {
  // Popeye: the king d4 in check by the rook d8 moves as a king and as an
  // equihopper (over its pawn e5 to f6).
  RuleGame game({"VaultingKings"}, "Kd4 Pa2 Pe5", "Ka8 Rd8", Side::White);
  EXPECT_EQ(from(game, "Kd4"), (Notations{"Kd4-c3", "Kd4-c4", "Kd4-c5", "Kd4-e3", "Kd4-e4", "Kd4-f6"}));
  // Out of check: a king only.
  RuleGame quiet({"VaultingKings"}, "Kd4 Pe5", "Ka8 Rh8", Side::White);
  EXPECT_FALSE(quiet.has_notation("Kd4-f6"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(VaultingKings, TheVaultersNamedAndTheSide) {
  RuleGame game({"WhiteVaultingKing", "S", "CA"}, "Kd4 Pa2 Pe5", "Ka8 Rd8", Side::White);
  EXPECT_TRUE(game.has_notation("Kd4-b5"));  // as a knight
  EXPECT_TRUE(game.has_notation("Kd4-a5"));  // as a camel
  EXPECT_FALSE(game.has_notation("Kd4-f6"));
  RuleGame black({"BlackVaultingKing"}, "Kd4 Pa2 Pe5", "Ka8 Rd8", Side::White);
  EXPECT_FALSE(black.has_notation("Kd4-f6"));
  EXPECT_EQ(condition_names({"VaultingKings", "S", "CA"}), Notations{"VaultingKings S CA"});
  EXPECT_EQ(condition_names({"VaultingKings"}), Notations{"VaultingKings"});
}

// The reader takes the words after these keywords as piece codes in the
// problem's language (ConditionEntry::following).
TEST(VaultingKings, TheirKeywordsTakePieceCodes) {
  for (const char* keyword : {"VaultingKings", "whitevaultingking", "SchwarzerVaultingKing", "NoirVaultingKing"})
    EXPECT_TRUE(takes_piece_codes(keyword)) << keyword;
  for (const char* keyword : {"TransmutedKings", "KoeKo", "Circe"}) EXPECT_FALSE(takes_piece_codes(keyword)) << keyword;
}

TEST(VaultingKings, AKingInCheckChecksAsAVaulterToo) {
  // Popeye: every check by the rook would make the king d4 a knight
  // observing the white king f5.
  RuleGame game({"VaultingKings", "S"}, "Kf5 Rh1", "Kd4 Pb7", Side::White);
  EXPECT_FALSE(game.is_legal("h1", "h4"));
  EXPECT_FALSE(game.is_legal("h1", "d1"));
  EXPECT_TRUE(game.is_legal("h1", "h2"));
}

}  // namespace
}  // namespace feerie
