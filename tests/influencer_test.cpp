// Influencer (src/rules/influencer): after a move, each enemy man next to the
// piece that moved (never a king or royal piece, on either part) becomes a
// pawn, or on its own first or last rank the moved piece's type. Counts
// marked "Popeye" were checked with Popeye 4.104 (an h~1 listing: depth 2
// from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Influencer, NeighboursBecomePawnsInPopeyesOrder) {
  // The knight arrives on c5: b5 (left), d4 and b4 (the lower diagonals).
  RuleGame game({"Influencer"}, "Kh1 Sd3", "Kh8 Rb5 Bd4 Sb4", Side::White);
  ASSERT_TRUE(game.play("d3", "c5"));
  EXPECT_EQ(last_text(game.position), "Sd3-c5[b5=P][d4=P][b4=P]");
  EXPECT_EQ(game.position.piece_on(sq("d4")), (Piece{PieceType::Pawn, Side::Black}));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Influencer, APawnIsChangedIntoAPawnAndSoWritten) {
  RuleGame game({"Influencer"}, "Kh1 Pc4", "Kh8 Pb6", Side::White);
  ASSERT_TRUE(game.play("c4", "c5"));
  EXPECT_EQ(last_text(game.position), "c4-c5[b6=P]");
}

TEST(Influencer, OnItsFirstOrLastRankAManTakesTheInfluencersType) {
  // Black's rook on b2 turns White's bishop a1 (White's first rank) into a
  // rook, which may castle with the king (Popeye: h001 "1.Rb8-b2[a1=R] 0-0-0").
  RuleGame game({"Influencer"}, "Ke1 Ba1", "Kh8 Rb8", Side::Black, castling::E1 | castling::A1);
  ASSERT_TRUE(game.play("b8", "b2"));
  EXPECT_EQ(last_text(game.position), "Rb8-b2[a1=R]");
  EXPECT_EQ(game.position.piece_on(sq("a1")), (Piece{PieceType::Rook, Side::White}));
  EXPECT_TRUE(game.is_legal("e1", "c1"));
}

TEST(Influencer, KingsNeitherInfluenceNorAreInfluenced) {
  RuleGame king({"Influencer"}, "Kd4", "Kh8 Sf5", Side::White);
  ASSERT_TRUE(king.play("d4", "e4"));
  EXPECT_EQ(king.position.piece_on(sq("f5")).type, PieceType::Knight);
  RuleGame near_king({"Influencer"}, "Ke1 Rd4", "Kd6", Side::White);
  ASSERT_TRUE(near_king.play("d4", "d5"));
  EXPECT_EQ(last_text(near_king.position), "Rd4-d5");
  // A castling rook influences (Popeye: "1.0-0-0[e2=P]").
  RuleGame castling("7k/8/8/8/8/8/8/R3K3 w Q - 0 1", {"Influencer"});
  castling.position.put(sq("e2"), Piece{piece_type_named("Dummy"), Side::Black});
  ASSERT_TRUE(castling.play("e1", "c1"));
  EXPECT_EQ(last_text(castling.position), "0-0-0[e2=P]");
}

TEST(Influencer, APawnMadeBesideADoubleStepTakesEnPassant) {
  // Popeye: 1...e7-e5[d5=P] 2.d5*e6 ep.[d6=P]#
  RuleGame game({"Influencer"}, "Kh6 Rd5", "Kh8 Pe7", Side::Black);
  ASSERT_TRUE(game.play("e7", "e5"));
  EXPECT_EQ(last_text(game.position), "e7-e5[d5=P]");
  EXPECT_TRUE(game.is_legal("d5", "e6"));
}

TEST(Influencer, APawnMadeOnItsLastRankPromotes) {
  // A pawn on its first rank steps next to Black's bishop h1 (Black's last
  // rank): the bishop becomes a pawn there and promotes, each promotion a move.
  RuleGame game({"Influencer"}, "Ka8 Pg1", "Kc8 Bh1", Side::White);
  EXPECT_EQ(legal_notations(game.position, sq("g1")),
            (std::vector<std::string>{"g1-g2[h1=P][h1=B]", "g1-g2[h1=P][h1=Q]", "g1-g2[h1=P][h1=R]",
                                      "g1-g2[h1=P][h1=S]"}));
  // Two such pawns promote each to each type: 16 moves to g2.
  RuleGame two({"Influencer"}, "Ka8 Pg1", "Kc8 Bh1 Sf1", Side::White);
  const auto moves = legal_notations(two.position, sq("g1"));
  EXPECT_EQ(std::count_if(moves.begin(), moves.end(), [](const std::string& m) { return m.starts_with("g1-g2"); }),
            16);
  EXPECT_TRUE(std::find(moves.begin(), moves.end(), "g1-g2[h1=P][f1=P][h1=R][f1=S]") != moves.end());
  ASSERT_TRUE(two.play("g1", "g2"));
  EXPECT_EQ(first_inconsistency(two.position, 2), "");
}

TEST(Influencer, CountsAgreeWithPopeye) {
  RuleGame game({"Influencer"}, "Ke1 Qd1 Ra1 Sc3 Pe4 Pd4 Bf4", "Ke8 Qd8 Rh8 Sf6 Pd5 Pe5 Bb4", Side::Black,
                castling::E1 | castling::A1 | castling::E8 | castling::H8);
  EXPECT_EQ(game.count(2), 1324u);  // Popeye
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
