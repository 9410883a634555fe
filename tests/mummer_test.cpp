// Maximummer, Minimummer and MustCapture (src/rules/mummer): a side plays only
// its legal moves that measure most. Counts marked "Popeye" were checked with
// Popeye 4.104 (h~1 listings: depth 2 from Black to move).
#include "rules/mummer/mummer.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "io/condition_names.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Maximummer, OnlyTheLongestMovesArePlayed) {
  RuleGame game({"WhiteMaximummer"}, "Ke1 Ra1 Rh1", "Kc8 Pb2 Pc2", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"a1a8", "h1h8"}));  // Popeye
  EXPECT_FALSE(game.is_legal("a1", "b1"));
}

TEST(Maximummer, CastlingMeasuresSixteenAndTwentyFive) {
  RuleGame game({"WhiteMaximummer"}, "Ke1 Ra1", "Ke8 Pa5 Pc7", Side::White,
                castling::bit_of(sq("e1")) | castling::bit_of(sq("a1")));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"e1c1"}));  // Popeye: 0-0-0 (25) beats Ra1-a4 (9)
}

TEST(Maximummer, LengthIsTheSquaredDistance) {
  Position position;
  EXPECT_EQ(mummer_length(position, Move{sq("d4"), sq("f5")}), 5);
  EXPECT_EQ(mummer_length(position, Move{sq("a1"), sq("h8")}), 98);
  EXPECT_EQ(mummer_length(position, Move{sq("e1"), sq("g1"), MoveKind::CastleShort}), 16);
}

TEST(Maximummer, MaoMovesMeasureSix) {
  // Popeye: a Mao's move (6) is longer than a knight's (5).
  RuleGame game({"WhiteMaximummer"}, "Ke1 Sh1", "Ka8", Side::White);
  game.position.put(sq("d4"), Piece{piece_type_named("Mao"), Side::White});
  const auto moves = game.moves();
  EXPECT_EQ(moves.size(), 8u);
  EXPECT_FALSE(moves.count("h1g3"));
}

TEST(Maximummer, OnlyTheNamedSideIsRestricted) {
  RuleGame game({"BlackMaximummer"}, "Ke1 Ra1", "Ke8 Ra8", Side::White);
  EXPECT_TRUE(game.is_legal("a1", "a2"));
  ASSERT_TRUE(game.play("e1", "f1"));
  EXPECT_FALSE(game.is_legal("a8", "a7"));
  EXPECT_TRUE(game.is_legal("a8", "a1"));
}

TEST(Maximummer, CheckIsOrthodox) {
  // The rook d8 gives check though its move to d1 is not Black's longest.
  RuleGame game({"BlackMaximummer"}, "Kd1", "Ka8 Rd8 Ba1", Side::White);
  EXPECT_TRUE(game.position.in_check(Side::White));
}

TEST(Maximummer, MateNeedsNoLegalMoveAtAll) {
  // Black's longest move is legal, so Black is not stalemated whatever it is.
  RuleGame game({"BlackMaximummer"}, "Kf7 Qg6", "Kh8", Side::Black);
  EXPECT_FALSE(has_legal_move(game.position));
  RuleGame free({"BlackMaximummer"}, "Kf7 Qg6", "Kh8 Pa7", Side::Black);
  EXPECT_TRUE(has_legal_move(free.position));
  EXPECT_EQ(free.moves(), (std::set<std::string>{"a7a5"}));
}

TEST(Minimummer, CountsAgreeWithPopeye) {
  RuleGame game({"BlackMinimummer"}, "Kb1 Pa7", "Ke8 Rh8 Pd2 Pg7", Side::Black);
  EXPECT_EQ(game.count(2), 69u);  // Popeye
}

TEST(MustCapture, ACaptureIfThereIsOne) {
  RuleGame game({"WhiteMustCapture"}, "Ke1 Rb2 Sd4", "Ka8 Pb3 Pg7", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"b2b3", "d4b3"}));  // Popeye
  RuleGame none({"WhiteMustCapture"}, "Ke1 Rb2", "Ka8 Pg7", Side::White);
  EXPECT_TRUE(none.is_legal("b2", "b3"));
}

TEST(MustCapture, EnPassantIsACapture) {
  RuleGame game({"WhiteMustCapture"}, "Ke1 Rb2 Pe5", "Ka8 Pd7 Pg7 Sf6", Side::Black);
  EXPECT_EQ(game.count(2), 144u);  // Popeye
  ASSERT_TRUE(game.play("d7", "d5", MoveKind::DoubleStep));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"e5d6", "e5f6"}));
}

TEST(Mummers, OnePerSide) {
  EXPECT_THROW(condition_names({"BlackMaximummer", "BlackMustCapture"}), ConditionError);
  EXPECT_EQ(condition_names({"SchwarzerLaengstzueger", "BlancMinimum"}),
            (std::vector<std::string>{"BlackMaximummer", "WhiteMinimummer"}));
}

TEST(Mummers, NamesInEachLanguage) {
  EXPECT_EQ(language(LanguageId::German).condition_name("WhiteMaximummer"), "WeisserLaengstzueger");
  EXPECT_EQ(language(LanguageId::French).condition_name("BlackMustCapture"), "NoirPriseForce");
}

TEST(Mummers, MakeAndUnmakeRestoreThePosition) {
  RuleGame game({"BlackMaximummer", "WhiteMinimummer"}, "Ke1 Qd1 Ra1", "Ke8 Qd8 Pa7 Pb7", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

// The strictness Exact and Ultra (Popeye): the pseudo-legal moves are
// measured. Positions of tests/compat/mummer-strictness.inp.
TEST(MummerStrictness, ExactMeasuresThePseudoLegalMoves) {
  // The rook b2 is pinned: its longest move (b8, 36) is illegal.
  RuleGame regular({"WhiteMaximummer"}, "Ka2 Rb2", "Kh8 Re2", Side::White);
  EXPECT_EQ(regular.moves(), (std::set<std::string>{"b2e2"}));
  RuleGame exact({"WhiteMaximummer", "exact"}, "Ka2 Rb2", "Kh8 Re2", Side::White);
  EXPECT_EQ(exact.moves(), (std::set<std::string>{}));
  EXPECT_TRUE(has_legal_move(exact.position));  // not stalemate (Popeye)
  RuleGame ultra({"WhiteMaximummer", "ultra"}, "Ka2 Rb2", "Kh8 Re2", Side::White);
  EXPECT_EQ(ultra.moves(), (std::set<std::string>{}));
  EXPECT_FALSE(has_legal_move(ultra.position));  // stalemate under Ultra
}

TEST(MummerStrictness, UltraChecksOnlyByABestMove) {
  // The rook h7 reaches h1 (36); the bishop a1 has a longer move (h8, 98).
  RuleGame regular({"BlackMaximummer"}, "Kh1 Pa3", "Kf8 Rh7 Ba1", Side::White);
  EXPECT_TRUE(regular.position.in_check(Side::White));
  RuleGame ultra({"BlackMaximummer", "ultra"}, "Kh1 Pa3", "Kf8 Rh7 Ba1", Side::White);
  EXPECT_FALSE(ultra.position.in_check(Side::White));
  EXPECT_EQ(ultra.moves(), (std::set<std::string>{"h1g1", "h1g2", "h1h2", "a3a4"}));  // Popeye
  RuleGame bishop({"BlackMaximummer", "ultra"}, "Kh1 Pa3", "Kf8 Rh7 Ba8", Side::White);
  EXPECT_TRUE(bishop.position.in_check(Side::White));  // Ba8 takes h1: 98, the longest
}

TEST(MummerStrictness, MustCaptureUltraPlaysCapturesOnly) {
  RuleGame none({"WhiteMustCapture", "ultra"}, "Ke1 Rb2", "Ka8 Pg7", Side::White);
  EXPECT_EQ(none.moves(), (std::set<std::string>{}));
  EXPECT_FALSE(has_legal_move(none.position));
  RuleGame exact({"WhiteMustCapture", "exact"}, "Ke1 Rb2", "Ka8 Pg7", Side::White);
  EXPECT_TRUE(exact.is_legal("b2", "b3"));
  RuleGame one({"WhiteMustCapture", "ultra"}, "Ke1 Rb2", "Ka8 Pb7", Side::White);
  EXPECT_EQ(one.moves(), (std::set<std::string>{"b2b7"}));
}

TEST(MummerStrictness, NamesInEachLanguage) {
  EXPECT_EQ(language(LanguageId::German).condition_name("WhiteMaximummer  ultra"), "WeisserLaengstzueger  Ultra");
  EXPECT_EQ(language(LanguageId::German).condition_name("BlackMustCapture  exact"), "SchwarzerSchlagzwang  exakt");
}

// Alphabetic chess: the man first in the order a1, a2, ..., a8, b1, ..., h8
// among those with a legal move moves.
TEST(AlphabeticChess, TheFirstManWithAMoveMoves) {
  // The rook a1 is shut in: the pawn a2 moves (Popeye).
  RuleGame game({"AlphabeticChess"}, "Ke1 Ra1 Pa2 Sb1", "Ke8 Pb7 Pd7", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"a2a3", "a2a4"}));
  ASSERT_TRUE(game.play("a2", "a4"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"b7b6", "b7b5"}));  // b7 before d7 and e8
}

TEST(AlphabeticChess, AFileComesBeforeTheNextFile) {
  RuleGame game({"WhiteAlphabeticChess"}, "Ke1 Sa8 Rb1", "Kh8", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"a8b6", "a8c7"}));
  RuleGame black_free({"WhiteAlphabeticChess"}, "Ke1 Sa8 Rb1", "Kh8 Pa7", Side::Black);
  EXPECT_EQ(black_free.moves().size(), 5u);  // Kg8, Kg7, Kh7, a6, a5
}

// Synchron movers: a move along the vector of the other side's last move,
// where the side has one.
TEST(SynchronMover, TheOtherSidesVectorIsFollowed) {
  RuleGame game({"BlackSynchronMover"}, "Ke1 Ra1", "Ke8 Rh2 Pc7", Side::White);
  EXPECT_EQ(game.moves().size(), 12u);  // White plays freely: the rook on rank 1 but h1 (Rh2), the king
  EXPECT_TRUE(game.is_legal("a1", "a8"));
  ASSERT_TRUE(game.play("a1", "a4"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"h2h5"}));
  game.position.unmake_move();
  ASSERT_TRUE(game.play("e1", "d1"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"e8d8", "h2g2"}));
}

TEST(SynchronMover, WithoutSuchAMoveEveryMoveIsPlayed) {
  RuleGame game({"BlackSynchronMover"}, "Ke1 Ra1", "Ke8 Rh2 Pc7", Side::White);
  ASSERT_TRUE(game.play("a1", "a8"));  // check: no black move runs seven ranks up
  EXPECT_EQ(game.moves(), (std::set<std::string>{"e8e7", "e8f7", "e8d7"}));
}

TEST(SynchronMover, AntiFollowsTheOppositeVector) {
  RuleGame game({"BlackAntiSynchronMover"}, "Ke1 Ra1", "Ke8 Rh8 Pc7", Side::White);
  ASSERT_TRUE(game.play("a1", "a4"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"h8h5"}));
}

TEST(SynchronMover, APassLeavesTheSideFree) {
  RuleGame game({"WhiteSynchronMover"}, "Ke1 Ra1", "Ke8 Rh8", Side::White);
  RuleGame plain({}, "Ke1 Ra1", "Ke8 Rh8", Side::White);
  for (RuleGame* each : {&game, &plain}) {
    ASSERT_TRUE(each->play("a1", "a4"));
    each->position.make_null_move();  // Black passes: White's own move is the last
  }
  EXPECT_EQ(game.moves(), plain.moves());
  EXPECT_EQ(game.moves().size(), 19u);
}

TEST(SynchronMover, TheLastMoveIsPartOfThePositionsKey) {
  // One position reached by two different last moves: their keys differ.
  RuleGame one({"BlackSynchronMover"}, "Ke1 Ra1", "Ke8", Side::White);
  ASSERT_TRUE(one.play("a1", "a4"));
  RuleGame other({"BlackSynchronMover"}, "Ke1 Ra2", "Ke8", Side::White);
  ASSERT_TRUE(other.play("a2", "a4"));
  EXPECT_NE(one.position.hash(), other.position.hash());
  RuleGame free_game({}, "Ke1 Ra1", "Ke8", Side::White);
  ASSERT_TRUE(free_game.play("a1", "a4"));
  RuleGame free_other({}, "Ke1 Ra2", "Ke8", Side::White);
  ASSERT_TRUE(free_other.play("a2", "a4"));
  EXPECT_EQ(free_game.position.hash(), free_other.position.hash());
}

// Follow my leader: a move to the square the other side's last move left.
TEST(FollowMyLeader, TheVacatedSquareIsTheTarget) {
  RuleGame game({"BlackFollowMyLeader"}, "Kc3 Ra1", "Ke8 Rh1 Pc7", Side::White);
  ASSERT_TRUE(game.play("a1", "a4"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"h1a1"}));
  game.position.unmake_move();
  ASSERT_TRUE(game.play("c3", "b2"));  // c3 is out of Black's reach: every move
  EXPECT_EQ(game.moves().size(), 21u);
}

TEST(FollowMyLeader, NamesInEachLanguage) {
  EXPECT_EQ(language(LanguageId::German).condition_name("BlackFollowMyLeader"), "SchwarzerVerfolgungszueger");
  EXPECT_EQ(language(LanguageId::French).condition_name("WhiteAntiSynchronMover"), "BlancAntiSynchronCoup");
  EXPECT_EQ(language(LanguageId::German).condition_name("AlphabeticChess"), "AlphabetischesSchach");
}

// Maximummer without a side: the side the stipulation restricts
// (Position::restricted_side), the other side free.
TEST(Maximummer, WithoutASideTheStipulationsSideIsBound) {
  RuleGame game({"Maximummer"}, "Ke1 Ra1 Rh1", "Kc8 Ra8", Side::White);
  game.position.set_restricted_side(Side::Black);
  EXPECT_TRUE(game.is_legal("a1", "a2"));
  ASSERT_TRUE(game.play("e1", "f2"));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"a8a1"}));
  game.position.unmake_move();
  game.position.set_restricted_side(Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"a1a8", "h1h8"}));
  EXPECT_EQ(game.position.rules()->conditions().front()->refusal(game.position), "");
  game.position.set_restricted_side(std::nullopt);
  EXPECT_EQ(game.position.rules()->conditions().front()->refusal(game.position),
            "Maximummer without a side beside this stipulation is not supported");
}

TEST(Maximummer, TheRestrictedSideIsPartOfTheKey) {
  RuleGame game({"Maximummer"}, "Ke1 Ra1", "Kc8 Ra8", Side::White);
  const Hash none = game.position.hash();
  game.position.set_restricted_side(Side::Black);
  const Hash black = game.position.hash();
  game.position.set_restricted_side(Side::White);
  EXPECT_NE(game.position.hash(), black);
  EXPECT_NE(game.position.hash(), none);
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
  game.position.set_restricted_side(std::nullopt);
  EXPECT_EQ(game.position.hash(), none);
}

TEST(Maximummer, WithoutASideItIsWrittenFirstInEachLanguage) {
  EXPECT_EQ(language(LanguageId::German).condition_name("Maximummer"), "Laengstzueger");
  EXPECT_EQ(language(LanguageId::French).condition_name("Maximummer  exact"), "Maximum  exact");
  EXPECT_LT(popeye_condition_rank("UltraSchachZwang"), popeye_condition_rank("Circe"));
  EXPECT_LT(popeye_condition_rank("Maximummer  ultra"), popeye_condition_rank("UltraSchachZwang"));
}

}  // namespace
}  // namespace feerie
