// AntiCirce variants that change what is reborn: Clone (the captured piece's
// type; a king becomes a royal piece of it), Chameleon, Einstein (one step up),
// ReversalEinstein (one step down), Turncoats (the reborn capturer changes
// side). Each expected rebirth is Popeye 4.104's for the same position
// (tests/compat/anticirce-reborn-changes.inp).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Strings = std::vector<std::string>;

constexpr Side W = Side::White;

constexpr const char* White = "Ke1 Rd1 Sg1 Bc4 Pb2";
constexpr const char* Black = "Ke8 Qd7 Sf7 Pg4 Ba6 Rb5 Sf2 Sa3";

struct Rebirths {
  Strings words;
  Strings queen, knight, rook, by_king, by_pawn;  // Rd1*d7, Bc4*f7, Bc4*b5, Ke1*f2, b2*a3
};

TEST(AntiCirceReborn, WhatIsRebornAgreesWithPopeye) {
  const std::vector<Rebirths> cases = {
      {{"AntiCirce"}, {"[wRd7->h1]"}, {"[wBf7->f1]"}, {"[wBb5->f1]"}, {"[wKf2->e1]"}, {"[wPa3->a2]"}},
      // The king would be a royal knight on g1, the pawn a knight on g1: both taken.
      {{"AntiCirce", "Clone"}, {"[wRd7->Qd1]"}, {"[wBf7->Sb1]"}, {"[wBb5->Rh1]"}, {}, {}},
      {{"AntiCloneCirce"}, {"[wRd7->Qd1]"}, {"[wBf7->Sb1]"}, {"[wBb5->Rh1]"}, {}, {}},
      {{"AntiCirce", "Chameleon"}, {"[wRd7->Qd1]"}, {"[wBf7->Rh1]"}, {"[wBb5->Rh1]"}, {"[wKf2->e1]"}, {"[wPa3->a2]"}},
      {{"AntiCirce", "Einstein"}, {"[wRd7->Qd1]"}, {"[wBf7->Rh1]"}, {"[wBb5->Rh1]"}, {"[wKf2->e1]"}, {}},
      {{"AntiCirce", "ReversalEinstein"},
       {"[wRd7->Bf1]"},
       {"[wBf7->Sb1]"},
       {"[wBb5->Sb1]"},
       {"[wKf2->e1]"},
       {"[wPa3->a2]"}},
  };
  for (const Rebirths& c : cases) {
    RuleGame game(c.words, White, Black, W);
    const std::string name = c.words[0] + (c.words.size() > 1 ? " " + c.words[1] : "");
    EXPECT_EQ(game.rule_effects_of("d1", "d7"), c.queen) << name;
    EXPECT_EQ(game.rule_effects_of("c4", "f7"), c.knight) << name;
    EXPECT_EQ(game.rule_effects_of("c4", "b5"), c.rook) << name;
    EXPECT_EQ(game.rule_effects_of("e1", "f2"), c.by_king) << name;
    EXPECT_EQ(game.rule_effects_of("b2", "a3"), c.by_pawn) << name;
  }
}

// A king that captures under Clone goes on as a royal piece of the captured
// type (Popeye: "[wKf2->rPf2]", reborn on f2 itself, Calvet); it is the
// piece that can be checked, and make/unmake restore everything.
TEST(AntiCirceReborn, CloneMakesACapturingKingARoyalPiece) {
  RuleGame game({"AntiCirce", "Clone"}, "Ke1 Rd1", "Ke8 Pf2", W);
  EXPECT_EQ(game.rule_effects_of("e1", "f2"), Strings{"[wKf2->rPf2]"});
  ASSERT_TRUE(game.play("e1", "f2"));
  Piece royal_pawn{PieceType::Pawn, W};
  royal_pawn.royal = true;
  EXPECT_EQ(game.position.piece_on(sq("f2")), royal_pawn);
  EXPECT_EQ(game.position.kings(W), square_bb(sq("f2")));
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
  game.position.unmake_move();
  EXPECT_EQ(game.position.piece_on(sq("e1")), (Piece{PieceType::King, W}));
  EXPECT_EQ(game.position.piece_on(sq("f2")), (Piece{PieceType::Pawn, Side::Black}));
}

// An observation of a king is a check only if the capture, with the changed
// capturer's rebirth, would be legal: the rook d1 observes the king d8 (a
// dark square). A king is not cloned (Popeye clones pieces that are not
// royal): the rook goes to a1, empty, check. Under ReversalEinstein it would
// be a bishop reborn on c1, taken: no check.
TEST(AntiCirceReborn, CheckFollowsTheChangedRebirthSquare) {
  RuleGame clone({"AntiCirce", "Clone"}, "Ke1 Rd1 Bc1", "Kd8", Side::Black);
  EXPECT_TRUE(clone.position.in_check(Side::Black));
  RuleGame lower({"AntiCirce", "ReversalEinstein"}, "Ke1 Rd1 Bc1", "Kd8", Side::Black);
  EXPECT_FALSE(lower.position.in_check(Side::Black));
  RuleGame plain({"AntiCirce"}, "Ke1 Rd1 Bc1", "Kd8", Side::Black);
  EXPECT_TRUE(plain.position.in_check(Side::Black));
}

TEST(AntiCirceReborn, TurncoatsChangeTheSideOfTheRebornCapturer) {
  RuleGame game({"AntiCirce", "Turncoats"}, "Ka2 Rd1 Sf3", "Ke8 Pe5 Qd7", W);
  EXPECT_EQ(game.rule_effects_of("f3", "e5"), Strings{"[wSe5->g1=b]"});  // Popeye (Sd3*e5)
  ASSERT_TRUE(game.play("d1", "d7"));
  EXPECT_EQ(game.position.piece_on(sq("h1")), (Piece{PieceType::Rook, Side::Black}));
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
}

TEST(AntiCirceReborn, MakeUnmakeRestoresEverything) {
  for (const char* word : {"Clone", "Chameleon", "Einstein", "ReversalEinstein", "Turncoats"}) {
    RuleGame game({"AntiCirce", word}, "Ke1 Qd4 Rh4 Bc4 Sf5 Pe5 Pg2 Pb7", "Ke8 Qd8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3", W);
    EXPECT_EQ(first_inconsistency(game.position, 3), "") << word;
  }
}

TEST(AntiCirceReborn, NamesAndRefusals) {
  Rules rules;
  add_conditions({"AntiCirce", "Chameleon", "Q", "S", "B"}, rules);
  EXPECT_EQ(rules.conditions().front()->name(), "AntiCirce Chameleon Q->S->B->Q");
  Rules clone;
  add_conditions({"AntiCloneCirce"}, clone);
  EXPECT_EQ(clone.conditions().front()->name(), "AntiCirce Clone");
  Rules refused;
  EXPECT_THROW(add_conditions({"AntiCirce", "PWC"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"AntiCirce", "CaptureSquare"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"AntiCirce", "Clone", "Einstein"}, refused), ConditionError);
}

}  // namespace
}  // namespace feerie
