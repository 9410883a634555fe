// Make&Take chess (src/rules/make_take): a capture follows an approach made
// as a piece of the captured kind. Counts marked "Popeye" were checked with
// Popeye 4.104 (h~1 listings: depth 1 and 2 from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

// The notations of every legal move of the piece on `from`, sorted.
std::vector<std::string> notations_from(RuleGame& game, const char* from) {
  std::vector<std::string> result;
  for (const Move& move : game.legal()) {
    if (move.from != sq(from)) continue;
    game.position.make_move(move);
    result.push_back(last_move_notation(game.position, language(LanguageId::English)));
    game.position.unmake_move();
  }
  std::sort(result.begin(), result.end());
  return result;
}

TEST(MakeAndTake, ACaptureFollowsAnApproachAsTheCapturedKind) {
  // The knight approaches as a rook (c1-b1) and takes the rook on c3 from
  // b1; a pawn's approach goes down for Black, from c1 nowhere. Only the
  // departure and the capture are written (Popeye: "Sc1*c3").
  RuleGame game({"Make&Take"}, "Kh1 Sc1", "Kh8 Pa2 Rc3", Side::White);
  EXPECT_EQ(notations_from(game, "c1"), (std::vector<std::string>{"Sc1*c3", "Sc1-b3", "Sc1-d3", "Sc1-e2"}));
  ASSERT_TRUE(game.play("c1", "c3"));
  EXPECT_EQ(game.position.piece_on(sq("c3")), (Piece{PieceType::Knight, Side::White}));
}

TEST(MakeAndTake, AnOrdinaryCaptureWithoutApproachIsNone) {
  // The rook observes the knight on a5, but from neither of its knight's
  // squares (b3, c2) does it see a5. From c2 it sees a knight on c5.
  RuleGame game({"Make&Take"}, "Kh1 Ra1 Pb2", "Kh8 Sa5", Side::White);
  EXPECT_FALSE(game.is_legal("a1", "a5"));
  RuleGame other({"Make&Take"}, "Kh1 Ra1 Pb2", "Kh8 Sc5", Side::White);
  EXPECT_TRUE(other.is_legal("a1", "c5"));
}

TEST(MakeAndTake, APawnApproachesTowardsTheOtherSideAndNotFromItsFirstRank) {
  // White h3 approaches as a black pawn to h2 and takes g3 from there.
  RuleGame game({"Make&Take"}, "Ka1 Ph3", "Ke8 Pg3", Side::White);
  EXPECT_TRUE(game.is_legal("h3", "g3"));
  // One rank lower the approach would end on h1, where a white pawn takes nothing.
  RuleGame lower({"Make&Take"}, "Ka1 Ph2", "Ke8 Pg2", Side::White);
  EXPECT_FALSE(lower.is_legal("h2", "g2"));
  // A black bishop on d1 approaching as a white pawn would start from the
  // pawn's first rank: no approach, no capture of b3 by way of d2.
  RuleGame first({"Make&Take"}, "Ka2 Pb3 Pc4", "Ka6 Bd1", Side::Black);
  EXPECT_FALSE(first.is_legal("d1", "b3"));
}

TEST(MakeAndTake, EnPassantFollowsAnApproach) {
  // After g7-g5, f6 approaches as a black pawn to f5 and takes g6 e.p.; h7
  // approaches two steps (from the black pawn's second rank) to h5.
  RuleGame game({"Make&Take"}, "Ka1 Pf6 Ph7", "Kc8 Pg7", Side::Black);
  ASSERT_TRUE(game.play("g7", "g5"));
  ASSERT_TRUE(game.play("f6", "g6", MoveKind::EnPassant));
  EXPECT_TRUE(game.position.piece_on(sq("g5")).empty());
  game.position.unmake_move();
  EXPECT_TRUE(game.play("h7", "g6", MoveKind::EnPassant));
}

TEST(MakeAndTake, APawnPromotesWhereItsCaptureEnds) {
  // g3 approaches as a white knight to e2 and takes d1, promoting.
  RuleGame game({"Make&Take"}, "Ka2 Sd1", "Kh6 Pg3", Side::Black);
  const std::vector<std::string> moves = notations_from(game, "g3");
  for (const char* promotion : {"g3*d1=Q", "g3*d1=R", "g3*d1=B", "g3*d1=S"})
    EXPECT_NE(std::find(moves.begin(), moves.end(), promotion), moves.end()) << promotion;
}

TEST(MakeAndTake, ACheckIsAKingStepThenACapture) {
  // The knight on a1 steps as a king to b2 and sees c4: check.
  RuleGame game({"Make&Take"}, "Kh1 Sa1", "Kc4", Side::Black);
  EXPECT_TRUE(game.position.in_check(Side::Black));
  // It observes c2, but from none of a2, b1, b2 does it see c2: no check.
  RuleGame observed({"Make&Take"}, "Kh1 Sa1", "Kc2", Side::Black);
  EXPECT_FALSE(observed.position.in_check(Side::Black));
  // Kings two squares apart check each other (a step, then a king's capture).
  RuleGame kings({"Make&Take"}, "Ka1", "Kc1", Side::Black);
  EXPECT_TRUE(kings.position.in_check(Side::Black));
}

TEST(MakeAndTake, APieceOnTheKingsHomeSquareChecksAfterCastlingAsThatKing) {
  // The black bishop on e1 castles as the white king (with the white rook
  // h1, which has the right) to g1 and sees h2: the king may not go there.
  // Popeye: only Rh1-f1, Rh1-g1, Rh1-h2.
  RuleGame game({"Make&Take"}, "Kh3 Rh1 Pg2", "Ka8 Be1", Side::White, castling::H1);
  EXPECT_FALSE(game.is_legal("h3", "h2"));
  RuleGame without({"Make&Take"}, "Kh3 Rh1 Pg2", "Ka8 Be1", Side::White);
  EXPECT_TRUE(without.is_legal("h3", "h2"));
}

TEST(MakeAndTake, CountsAgreeWithPopeye) {
  // Popeye: 32 moves for Black, 759 two-move lines.
  RuleGame game({"Make&Take"}, "Ke1 Qd1 Ra1 Sb1 Pb2 Pe4", "Ke8 Rh8 Bc8 Sf6 Pd5 Pg7", Side::Black,
                castling::E1 | castling::A1 | castling::E8 | castling::H8);
  EXPECT_EQ(game.count(1), 32u);
  EXPECT_EQ(game.count(2), 759u);
}

TEST(MakeAndTake, MakeAndUnmakeRestoreThePosition) {
  RuleGame game({"Make&Take"}, "Ke1 Qd1 Ra1 Sb1 Pb2 Pe4 Pf2", "Ke8 Rh8 Bc8 Sf6 Pd5 Pg7 Pe7", Side::Black,
                castling::E1 | castling::A1 | castling::E8 | castling::H8);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
