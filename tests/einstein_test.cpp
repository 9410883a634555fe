// Einstein chess, Reversal and Anti Einstein chess (src/rules/einstein):
// the ladder P - S - B - R - Q climbed or gone down by each move, the king
// and the castling rook, the pawn that never promotes and steps from its
// first rank. Notations as Popeye 4.104 writes them ("Sc1-e2=P", "0-0=B",
// "a7*b8=S", "a7-a8").
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"
#include "rules/einstein/einstein_chess.h"

namespace feerie {
namespace {

const std::vector<std::string> Einstein{"EinsteinChess"};
const std::vector<std::string> Reversal{"ReversalEinsteinChess"};
const std::vector<std::string> Anti{"AntiEinsteinChess"};

using Texts = std::vector<std::string>;

TEST(EinsteinChess, AMoveGoesDownTheLadderACaptureClimbsIt) {
  RuleGame game(Einstein, "Ke1 Qd1 Ra1 Bf1 Sg1 Pe5 Pa7", "Ke8 Rb8 Pd6", Side::White);
  EXPECT_TRUE(game.has_notation("Qd1-d4=R"));
  EXPECT_TRUE(game.has_notation("Ra1-a4=B"));
  EXPECT_TRUE(game.has_notation("Bf1-c4=S"));
  EXPECT_TRUE(game.has_notation("Sg1-f3=P"));
  EXPECT_TRUE(game.has_notation("e5-e6"));    // a pawn goes no lower
  EXPECT_TRUE(game.has_notation("e5*d6=S"));  // a capture climbs
  EXPECT_TRUE(game.has_notation("Qd1*d6"));   // the queen climbs no higher
  EXPECT_TRUE(game.has_notation("Ke1-e2"));   // the king keeps its type
  EXPECT_TRUE(game.has_notation("a7*b8=S"));  // no promotion: the capture's change alone
  EXPECT_TRUE(game.has_notation("a7-a8"));    // on its last rank, still a pawn
  EXPECT_FALSE(game.has_notation("a7-a8=Q"));
  EXPECT_EQ(legal_notations(game.position, sq("a7")), (Texts{"a7*b8=S", "a7-a8"}));
}

TEST(EinsteinChess, TheCastlingRookGoesDown) {
  RuleGame game(Einstein, "Ke1 Rh1 Ra1", "Ke8", Side::White, castling::E1 | castling::H1 | castling::A1);
  EXPECT_TRUE(game.has_notation("0-0=B"));
  EXPECT_TRUE(game.has_notation("0-0-0=B"));
  ASSERT_TRUE(game.play("e1", "g1", MoveKind::CastleShort));
  EXPECT_EQ(game.position.piece_on(sq("f1")), (Piece{PieceType::Bishop, Side::White}));
  EXPECT_EQ(game.position.piece_on(sq("g1")), (Piece{PieceType::King, Side::White}));
}

TEST(EinsteinChess, ReversalClimbsByMovesAndGoesDownByCaptures) {
  RuleGame game(Reversal, "Ke1 Rd1 Pe5 Sg1", "Ke8 Pd6 Bh3", Side::White);
  EXPECT_TRUE(game.has_notation("Rd1-d4=Q"));
  EXPECT_TRUE(game.has_notation("Rd1*d6=B"));
  EXPECT_TRUE(game.has_notation("e5-e6=S"));
  EXPECT_TRUE(game.has_notation("e5*d6"));  // a pawn goes no lower
  EXPECT_TRUE(game.has_notation("Sg1*h3=P"));
}

TEST(EinsteinChess, AntiGoesDownByMovesAndCapturesChangeNothing) {
  RuleGame game(Anti, "Ke1 Rd1 Pe5", "Ke8 Pd6", Side::White);
  EXPECT_TRUE(game.has_notation("Rd1-d4=B"));
  EXPECT_TRUE(game.has_notation("Rd1*d6"));
  EXPECT_TRUE(game.has_notation("e5*d6"));
}

TEST(EinsteinChess, APawnOnItsFirstRankStepsUpToThreeSquaresAndCaptures) {
  RuleGame game(Einstein, "Ke2 Pb1", "Ke8 Pc2 Pd7", Side::White);
  EXPECT_EQ(legal_notations(game.position, sq("b1")), (Texts{"b1*c2=S", "b1-b2", "b1-b3", "b1-b4"}));
  // A step is stopped by the first piece in its way.
  RuleGame blocked(Einstein, "Ke2 Pb1 Pb3", "Ke8", Side::White);
  EXPECT_EQ(legal_notations(blocked.position, sq("b1")), (Texts{"b1-b2"}));
  // A black pawn on its own first rank steps down.
  RuleGame black(Einstein, "Ke1", "Ke8 Pg8", Side::Black);
  EXPECT_EQ(legal_notations(black.position, sq("g8")), (Texts{"g8-g5", "g8-g6", "g8-g7"}));
}

TEST(EinsteinChess, EitherSquarePassedOverFromTheFirstRankIsTakenEnPassant) {
  // Popeye's BEISPIEL__einstein__7: after 1.d1-d4, c3*d2 ep. and c4*d3 ep.
  RuleGame triple(Einstein, "Kh1 Pd1", "Kh8 Pc3 Pc4", Side::White);
  ASSERT_TRUE(triple.play("d1", "d4"));
  EXPECT_EQ(legal_notations(triple.position, sq("c3")), (Texts{"c3*d2 ep.=S", "c3-c2"}));
  EXPECT_EQ(legal_notations(triple.position, sq("c4")), (Texts{"c4*d3 ep.=S"}));  // c3 stands in its way
  ASSERT_TRUE(triple.play("c3", "d2", MoveKind::EnPassant));
  EXPECT_TRUE(triple.position.piece_on(sq("d4")).empty());
  EXPECT_EQ(triple.position.piece_on(sq("d2")), (Piece{PieceType::Knight, Side::Black}));
  triple.position.unmake_move();
  EXPECT_EQ(first_inconsistency(triple.position, 2), "");
  // After two squares, the one passed over.
  RuleGame two(Einstein, "Kh1 Pd1", "Kh8 Pe3", Side::White);
  ASSERT_TRUE(two.play("d1", "d3"));
  EXPECT_EQ(legal_notations(two.position, sq("e3")), (Texts{"e3*d2 ep.=S", "e3-e2"}));
  // A step of one square is no double step.
  RuleGame one(Einstein, "Kh1 Pd1", "Kh8 Pc3", Side::White);
  ASSERT_TRUE(one.play("d1", "d2"));
  EXPECT_EQ(legal_notations(one.position, sq("c3")), (Texts{"c3*d2=S", "c3-c2"}));
}

TEST(EinsteinChess, APawnOnItsFirstRankGivesCheck) {
  RuleGame game(Einstein, "Ke1 Pc1", "Kd2", Side::Black);
  EXPECT_TRUE(game.position.in_check(Side::Black));
}

TEST(EinsteinChess, TheLadders) {
  const EinsteinChess einstein(EinsteinChess::Variant::Einstein);
  const EinsteinChess reversal(EinsteinChess::Variant::Reversal);
  const EinsteinChess anti(EinsteinChess::Variant::Anti);
  const PieceType ladder[] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen};
  for (int i = 0; i < 5; ++i) {
    const PieceType higher = ladder[i < 4 ? i + 1 : 4], lower = ladder[i > 0 ? i - 1 : 0];
    EXPECT_EQ(einstein.changed(ladder[i], true), higher);
    EXPECT_EQ(einstein.changed(ladder[i], false), lower);
    EXPECT_EQ(reversal.changed(ladder[i], true), lower);
    EXPECT_EQ(reversal.changed(ladder[i], false), higher);
    EXPECT_EQ(anti.changed(ladder[i], true), ladder[i]);
    EXPECT_EQ(anti.changed(ladder[i], false), lower);
  }
  EXPECT_EQ(einstein.changed(PieceType::King, true), PieceType::King);
  EXPECT_EQ(reversal.changed(PieceType::King, false), PieceType::King);
}

TEST(EinsteinChess, FairyPiecesAreRefused) {
  RuleGame orthodox(Einstein, "Ke1 Qd1", "Ke8", Side::White);
  EXPECT_EQ(orthodox.position.rules()->conditions().front()->refusal(orthodox.position), "");
  RuleGame fairy("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Einstein);
  fairy.position.put(sq("a3"), Piece{piece_type_named("Grasshopper"), Side::White});
  EXPECT_EQ(fairy.position.rules()->conditions().front()->refusal(fairy.position),
            "einsteinchess not allowed with fairy pieces");
}

TEST(EinsteinChess, MakeAndUnmakeRestoreEverything) {
  for (const auto& line : {Einstein, Reversal, Anti}) {
    RuleGame game(line, "Ke1 Qd1 Ra1 Rh1 Bf1 Sg1 Pb1 Pe5 Pa7", "Ke8 Rb8 Pd6 Sc3 Ph2", Side::White,
                  castling::E1 | castling::H1 | castling::A1);
    EXPECT_EQ(first_inconsistency(game.position, 3), "") << line.front();
  }
}

}  // namespace
}  // namespace feerie
