// Wormholes (src/rules/wormholes): a piece whose move ends on a wormhole goes
// on to another, empty one. Expected moves are Popeye 4.104's (the TESTS
// problems of its suite named in each test); counts marked "Popeye" were
// checked with Popeye 4.104 (h~1 listings: depth 1 and 2 from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Wormholes, AKingGoesOnWhenCastlingTheRookDoesNot) {
  // Popeye (wurmloch 1): 0-0[wKg1->d4] and 0-0[wKg1->h5]; f1 holds the rook.
  RuleGame game({"Wormholes", "d4f1g1h5"}, "Ke1 Rh1", "Ka8", Side::White, castling::E1 | castling::H1);
  EXPECT_EQ(game.rule_effects_of("e1", "g1"), (std::vector<std::string>{"[wKg1->d4]", "[wKg1->h5]"}));
}

TEST(Wormholes, AKingMayCastleOntoAnAttackedWormholeThatItLeaves) {
  // Popeye: 0-0[wKg1->d4], though the rook on g8 sees g1.
  RuleGame game({"Wormholes", "g1d4"}, "Ke1 Rh1", "Ka8 Rg8", Side::White, castling::E1 | castling::H1);
  EXPECT_EQ(game.rule_effects_of("e1", "g1"), std::vector<std::string>{"[wKg1->d4]"});
}

TEST(Wormholes, APawnPromotesBeforeOrAfterGoingOn) {
  // Popeye (wurmloch 2): a3-a4[wPa4->d1], a3-a4[wPa4->f8=Q] ..., f7-f8=Q[wQf8->d1] ...
  RuleGame game({"Wormholes", "a4f8d1"}, "Kh1 Pa3 Pf7", "Kh3", Side::White);
  EXPECT_EQ(game.rule_effects_of("a3", "a4"),
            (std::vector<std::string>{"[wPa4->d1]", "[wPa4->f8=B]", "[wPa4->f8=Q]", "[wPa4->f8=R]", "[wPa4->f8=S]"}));
  const std::vector<std::string> promoted = game.rule_effects_of("f7", "f8");
  EXPECT_EQ(promoted.size(), 8u);
  EXPECT_NE(std::find(promoted.begin(), promoted.end(), "[wQf8->a4]"), promoted.end());
}

TEST(Wormholes, NoWayBackToTheDepartureWithoutCaptureOrPromotion) {
  // Popeye (wurmloch 13): e2-e4 would come back to e2, a null move; e2*f3
  // may go on to e2 or e4.
  RuleGame game({"Wormholes", "e2e4f3"}, "Ka1 Pe2", "Kh8 Pf3", Side::White);
  EXPECT_FALSE(game.is_legal("e2", "e4"));
  EXPECT_EQ(game.rule_effects_of("e2", "f3"), (std::vector<std::string>{"[wPf3->e2]", "[wPf3->e4]"}));
  // Wurmloch 14: a promotion may come back.
  RuleGame promotion({"Wormholes", "e7e8"}, "Ka1 Pe7", "Kh1", Side::White);
  EXPECT_EQ(promotion.rule_effects_of("e7", "e8").size(), 4u);
}

TEST(Wormholes, AMoveOntoAWormholeNeedsAnEmptyOne) {
  // The only other wormhole (h8) is occupied: the rook may not go to a1.
  RuleGame game({"Wormholes", "a1h8"}, "Ke2 Ra4", "Kd8 Bh8", Side::White);
  EXPECT_FALSE(game.is_legal("a4", "a1"));
  RuleGame open({"Wormholes", "a1h8"}, "Ke2 Ra4", "Kd8", Side::White);
  EXPECT_EQ(open.rule_effects_of("a4", "a1"), (std::vector<std::string>{"[wRa1->h8]"}));
}

TEST(Wormholes, AKingOnAWormholeIsCheckedOnlyIfAnotherIsEmpty) {
  // Popeye (wurmloch 6): d6 attacks e7, but the pawn on d4 fills the only
  // other wormhole; once d4 is empty, it is check.
  RuleGame game({"Wormholes", "d4e7"}, "Ka1 Pd6 Pd4", "Ke7", Side::Black);
  EXPECT_FALSE(game.position.in_check(Side::Black));
  RuleGame open({"Wormholes", "d4e7"}, "Ka1 Pd6 Pd5", "Ke7", Side::Black);
  EXPECT_TRUE(open.position.in_check(Side::Black));
  // An attacker standing on a wormhole checks anyway.
  RuleGame on({"Wormholes", "d6e7"}, "Ka1 Pd6", "Ke7", Side::Black);
  EXPECT_TRUE(on.position.in_check(Side::Black));
}

TEST(Wormholes, ARookGoingOnToItsCornerMayCastle) {
  // Popeye (wurmloch 5): 1.Re6-e1[wRe1->h1] 2.Ke7-f8[wKf8->e1] 3.0-0.
  RuleGame game({"Wormholes", "h1e1f8"}, "Ke7 Re6", "Ka8", Side::White);
  ASSERT_TRUE(game.play("e6", "e1"));
  game.position.make_null_move();
  ASSERT_TRUE(game.play("e7", "f8"));
  game.position.make_null_move();
  EXPECT_TRUE(game.is_legal("e1", "g1"));
}

TEST(Wormholes, ANeutralPawnPromotesOnlyOnTheLastRankOfItsMover) {
  // Popeye (wurmloch 3): nPd3-d4[nPd4->f1], no promotion on Black's last
  // rank; on White's (d8) it promotes, neutral still.
  for (const char* holes : {"d4f1", "d4d8"}) {
    RuleGame game({"Wormholes", holes}, "Kh1", "Kh3", Side::White);
    Piece pawn{PieceType::Pawn, Side::White};
    pawn.neutral = true;
    game.position.put(sq("d3"), pawn);
    const std::vector<std::string> effects = game.rule_effects_of("d3", "d4");
    if (holes[3] == '1') {
      EXPECT_EQ(effects, std::vector<std::string>{"[nPd4->f1]"});
    } else {
      EXPECT_EQ(effects.size(), 4u);
      EXPECT_NE(std::find(effects.begin(), effects.end(), "[nPd4->d8=nQ]"), effects.end());
    }
  }
}

TEST(Wormholes, EnPassantTakesThePawnWhereItWent) {
  // Popeye (wurmloch 11): 1.e7-e5[bPe5->f3] d5*e6 ep. takes the pawn on f3.
  RuleGame game({"Wormholes", "e5f3"}, "Ka1 Bd1 Pd5", "Kh5 Pe7", Side::Black);
  ASSERT_TRUE(game.play("e7", "e5"));
  EXPECT_EQ(game.position.piece_on(sq("f3")), (Piece{PieceType::Pawn, Side::Black}));
  ASSERT_TRUE(game.play("d5", "e6", MoveKind::EnPassant));
  EXPECT_TRUE(game.position.piece_on(sq("f3")).empty());
  EXPECT_TRUE(game.position.in_check(Side::Black));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Wormholes, ARoyalPawnThatWentOnMayBeTakenEnPassant) {
  // Popeye (4.63-4.65 regression 15): d2-d4[wrPd4->d6] leaves the royal
  // pawn to be taken en passant, d2-d3 to e4: no move at all.
  RuleGame game({"Wormholes", "d4d6"}, "", "Pe4", Side::White);
  Piece royal{PieceType::Pawn, Side::White};
  royal.royal = true;
  game.position.put(sq("d2"), royal);
  EXPECT_TRUE(game.legal().empty());
}

TEST(Wormholes, CountsAgreeWithPopeye) {
  // Popeye: 38 moves for Black, 1255 two-move lines.
  RuleGame game({"Wormholes", "d4e5f3h7"}, "Ke1 Qd1 Ra1 Sb1 Pb2 Pe4", "Ke8 Rh8 Bc8 Sf6 Pd5 Pg7", Side::Black,
                castling::E1 | castling::A1 | castling::E8 | castling::H8);
  EXPECT_EQ(game.count(1), 38u);
  EXPECT_EQ(game.count(2), 1255u);
}

TEST(Wormholes, MakeAndUnmakeRestoreThePosition) {
  RuleGame game({"Wormholes", "d4e5f3h7"}, "Ke1 Qd1 Ra1 Sb1 Pb2 Pe4", "Ke8 Rh8 Bc8 Sf6 Pd5 Pg7", Side::Black,
                castling::E1 | castling::A1 | castling::E8 | castling::H8);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
