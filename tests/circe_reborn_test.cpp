// The Circe variants that choose what is reborn (Clone, Chameleon, Einstein,
// ReversalEinstein, Turncoats, Double agents), PWC (rebirth on the capturer's
// departure square) and RexInclusive (a king that could be reborn is not in
// check). Each expected rebirth is Popeye 4.104's for the same position
// (tests/compat/circe-reborn-changes.inp, circe-pwc.inp, circe-rexinclusive.inp).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "rules/circe/reborn_piece.h"
#include "rules/einstein/einstein_ladder.h"

namespace feerie {
namespace {

using Strings = std::vector<std::string>;

constexpr Side W = Side::White;
constexpr Side B = Side::Black;

// White: Ke1 Rd1 Sg1 Bc4; Black: Ke8 Qd7 Sf7 Pg4 Ba6 Rb5 (Popeye's ser-~1 lists).
constexpr const char* White = "Ke1 Rd1 Sg1 Bc4";
constexpr const char* Black = "Ke8 Qd7 Sf7 Pg4 Ba6 Rb5";

struct Rebirths {
  Strings words;
  Strings queen, knight, rook;  // Rd1*d7, Bc4*f7, Bc4*b5
};

TEST(CirceReborn, WhatIsRebornAgreesWithPopeye) {
  const std::vector<Rebirths> cases = {
      {{"Circe"}, {"[+bQd8]"}, {"[+bSg8]"}, {"[+bRa8]"}},
      {{"Circe", "Clone"}, {"[+bRa8]"}, {"[+bBc8]"}, {"[+bBc8]"}},
      {{"CirceClone"}, {"[+bRa8]"}, {"[+bBc8]"}, {"[+bBc8]"}},
      {{"Circe", "Chameleon"}, {"[+bSg8]"}, {"[+bBc8]"}, {"[+bQd8]"}},
      {{"ChameleonCirce"}, {"[+bSg8]"}, {"[+bBc8]"}, {"[+bQd8]"}},
      // A knight goes down to a pawn, reborn on f7 where the bishop stands: lost.
      {{"Circe", "Einstein"}, {"[+bRa8]"}, {""}, {"[+bBc8]"}},
      {{"Circe", "ReversalEinstein"}, {"[+bQd8]"}, {"[+bBc8]"}, {"[+bQd8]"}},
      {{"Circe", "Turncoats"}, {"[+bQd8=w]"}, {"[+bSg8=w]"}, {"[+bRa8=w]"}},
      {{"CirceTurncoats"}, {"[+bQd8=w]"}, {"[+bSg8=w]"}, {"[+bRa8=w]"}},
      {{"CirceDoubleAgents"}, {"[+bQd1=w]"}, {"[+bSb1=w]"}, {"[+bRh1=w]"}},
  };
  for (const Rebirths& c : cases) {
    RuleGame game(c.words, White, Black, W);
    EXPECT_EQ(game.rule_effects_of("d1", "d7"), c.queen) << c.words[0];
    EXPECT_EQ(game.rule_effects_of("c4", "f7"), c.knight) << c.words[0];
    EXPECT_EQ(game.rule_effects_of("c4", "b5"), c.rook) << c.words[0];
  }
}

TEST(CirceReborn, TurncoatsChangeTheSideOfTheRebornPiece) {
  RuleGame game({"Circe", "Turncoats"}, White, Black, W);
  game.play("d1", "d7");
  EXPECT_EQ(game.position.piece_on(sq("d8")), (Piece{PieceType::Queen, W}));
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
  game.position.unmake_move();
  EXPECT_EQ(game.position.piece_on(sq("d7")), (Piece{PieceType::Queen, B}));
  EXPECT_EQ(game.position.piece_on(sq("d8")), NoPiece);
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(CirceReborn, EinsteinLadders) {
  EXPECT_EQ(einstein_lower(PieceType::Queen), PieceType::Rook);
  EXPECT_EQ(einstein_lower(PieceType::Pawn), PieceType::Pawn);
  EXPECT_EQ(einstein_higher(PieceType::Pawn), PieceType::Knight);
  EXPECT_EQ(einstein_higher(PieceType::Queen), PieceType::Queen);
}

// A clone of a king's capture keeps its own type.
TEST(CirceReborn, AKingCapturingClonesNothing) {
  RuleGame game({"CirceClone"}, "Kd6", "Kh8 Rd7", W);
  EXPECT_EQ(game.rule_effects_of("d6", "d7"), Strings{"[+bRa8]"});
}

TEST(CirceReborn, ChameleonSequenceNamedOnTheLine) {
  // Q->R->B->S->Q: the queen is reborn a rook, the knight a queen.
  RuleGame game({"Circe", "Chameleon", "q", "r", "b", "s"}, White, Black, W);
  EXPECT_EQ(game.rule_effects_of("d1", "d7"), Strings{"[+bRa8]"});
  EXPECT_EQ(game.rule_effects_of("c4", "f7"), Strings{"[+bQd8]"});
  EXPECT_EQ(condition_names({"Circe", "Chameleon", "q", "r", "b", "s", "q"}), Strings{"Circe Chameleon Q->R->B->S->Q"});
  // German codes: S->L->T->D is the default sequence, written as Popeye does.
  EXPECT_EQ(condition_names({"ChamaeleonCirce", "s", "l", "t", "d", "s"}), Strings{"Circe Chameleon Q->S->B->R->Q"});
  EXPECT_THROW(condition_names({"Circe", "Chameleon", "q"}), ConditionError);
}

// PWC: 1.Rd1*d2[+bPd1=S]: the black pawn reborn on d1, its last rank, promotes.
TEST(CircePwc, RebirthOnTheCapturersDeparture) {
  RuleGame game({"PWC"}, "Ka5 Rd1 Sg1", "Kh8 Pd2 Qh3", W);
  EXPECT_EQ(game.rule_effects_of("d1", "d2"), (Strings{"[+bPd1=B]", "[+bPd1=Q]", "[+bPd1=R]", "[+bPd1=S]"}));
  EXPECT_EQ(game.rule_effects_of("g1", "h3"), Strings{"[+bQg1]"});
  EXPECT_EQ(condition_names({"PlatzwechselCirce"}), Strings{"Circe PWC"});
  EXPECT_EQ(condition_names({"Circe", "Echange"}), Strings{"Circe PWC"});
  game.play("d1", "d2");
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

// A pawn reborn on its own first rank stays there without moves (as Popeye).
TEST(CircePwc, APawnRebornOnItsFirstRankDoesNotMove) {
  RuleGame game({"PWC"}, "Ka5 Pe2", "Kh8 Rd1", B);
  game.play("d1", "e1");  // not a capture
  game.position.unmake_move();
  RuleGame capture({"PWC"}, "Ka5 Pd2", "Kh8 Rd1", B);
  capture.play("d1", "d2");
  EXPECT_EQ(capture.rule_effects(), "[+wPd1]");
  EXPECT_EQ(legal_notations(capture.position, sq("d1")), Strings{});
}

// RexInclusive: the king attacked by the pawn e5 would be reborn on e1: no check.
TEST(CirceRexInclusive, AKingThatWouldBeRebornIsNotInCheck) {
  RuleGame game({"Circe", "RexInclusive"}, "Kd4 Qh4 Rh1", "Ke8 Rd8 Sc3 Pe5", W);
  EXPECT_FALSE(game.position.in_check(W));
  EXPECT_TRUE(game.is_legal("d4", "d5"));
  // With e1 taken the king is in check.
  RuleGame taken({"Circe", "RexInclusive"}, "Kd4 Qh4 Re1", "Ke8 Rd8 Sc3 Pe5", W);
  EXPECT_TRUE(taken.position.in_check(W));
  // The black king on its rebirth square e8: the queen taking it would stand there.
  RuleGame home({"Circe", "RexInclusive"}, "Kd4 Qh5", "Ke8 Pf7", B);
  EXPECT_FALSE(home.position.in_check(B));
  RuleGame open({"Circe", "RexInclusive"}, "Kd4 Qh5", "Ke8", B);
  EXPECT_TRUE(open.position.in_check(B));
  EXPECT_EQ(condition_names({"Circe", "RexInclusive"}), Strings{"Circe RexInclusive"});
}

TEST(CirceReborn, CombinationsNotBuiltAreRefused) {
  EXPECT_THROW(condition_names({"Circe", "RexInclusive", "Strict"}), ConditionError);
  EXPECT_THROW(condition_names({"Circe", "Clone", "RexInclusive"}), ConditionError);
  EXPECT_THROW(condition_names({"Circe", "Turncoats", "RexInclusive"}), ConditionError);
  EXPECT_THROW(condition_names({"Circe", "Clone", "Einstein"}), ConditionError);
  EXPECT_THROW(condition_names({"Circe", "Cage", "Clone"}), ConditionError);
  EXPECT_THROW(condition_names({"Circe", "PWC", "File"}), ConditionError);
  EXPECT_THROW(condition_names({"MarsCirce", "PWC"}), ConditionError);
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

// CaptureSquare: reborn where it was taken, so only a pawn taken en passant
// comes back (Popeye: 1.d7-d5 e5*d6 ep.[+bPd5]); other captures lose it.
TEST(CirceCaptureSquare, OnlyAPawnTakenEnPassantIsReborn) {
  RuleGame game({"Circe", "CaptureSquare"}, "Ka1 Pe5 Rd1", "Kh8 Pd7", B);
  game.play("d7", "d5");
  EXPECT_EQ(game.rule_effects_of("e5", "d6"), Strings{"[+bPd5]"});
  RuleGame plain({"Circe", "CaptureSquare"}, "Ka1 Rd1", "Kh8 Pd7", W);
  EXPECT_EQ(plain.rule_effects_of("d1", "d7"), Strings{""});
  EXPECT_EQ(condition_names({"Circe", "Schlagfeld"}), Strings{"Circe CaptureSquare"});
}

}  // namespace
}  // namespace feerie
