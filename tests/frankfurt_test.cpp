// Frankfurt chess (src/rules/frankfurt): a piece that captures takes the
// captured piece's type, before any promotion; a king becomes a royal piece
// of that type unless RexExclusive. Counts marked "Popeye" were checked with
// Popeye 4.104 (h~1 listings: depth 2 from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Frankfurt, ACapturingPieceTakesTheCapturedType) {
  RuleGame game({"FrankfurtChess"}, "Ke1 Rd1", "Ke8 Sd5", Side::White);
  ASSERT_TRUE(game.play("d1", "d5"));
  EXPECT_EQ(game.position.piece_on(sq("d5")), (Piece{PieceType::Knight, Side::White}));
  EXPECT_EQ(last_text(game.position), "Rd1*d5=S");
  // A quiet move changes nothing; nor does taking a piece of one's own type.
  RuleGame quiet({"FrankfurtChess"}, "Ke1 Rd1", "Ke8 Rd5", Side::White);
  ASSERT_TRUE(quiet.play("d1", "d5"));
  EXPECT_EQ(last_text(quiet.position), "Rd1*d5");
}

TEST(Frankfurt, APawnTakingOnItsLastRankBecomesThePieceTaken) {
  RuleGame game({"FrankfurtChess"}, "Ke1 Pf7", "Ka1 Bg8", Side::White);
  EXPECT_EQ(legal_notations(game.position, sq("f7")),
            (std::vector<std::string>{"f7*g8=B", "f7-f8=B", "f7-f8=Q", "f7-f8=R", "f7-f8=S"}));
  // Taking a pawn, it stays a pawn and promotes.
  RuleGame pawn({"FrankfurtChess"}, "Ke1 Pf7", "Ka1 Pg8", Side::White);
  EXPECT_EQ(legal_notations(pawn.position, sq("f7")),
            (std::vector<std::string>{"f7*g8=B", "f7*g8=Q", "f7*g8=R", "f7*g8=S", "f7-f8=B", "f7-f8=Q", "f7-f8=R",
                                      "f7-f8=S"}));
}

TEST(Frankfurt, APieceTakingAPawnOnItsLastRankPromotes) {
  RuleGame game({"FrankfurtChess"}, "Ke1 Ra7", "Kh1 Pa8", Side::White);
  const std::vector<std::string> captures{"Ra7*a8=P=B", "Ra7*a8=P=Q", "Ra7*a8=P=R", "Ra7*a8=P=S"};
  std::vector<std::string> made;
  for (const std::string& text : legal_notations(game.position, sq("a7")))
    if (text.find('*') != std::string::npos) made.push_back(text);
  EXPECT_EQ(made, captures);
  ASSERT_TRUE(game.play("a7", "a8"));
  EXPECT_EQ(game.position.piece_on(sq("a8")).type, PieceType::Queen);
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Frankfurt, AKingBecomesARoyalPieceUnlessRexExclusive) {
  RuleGame game({"FrankfurtChess"}, "Ke1", "Kh8 Rf2", Side::White);
  ASSERT_TRUE(game.play("e1", "f2"));
  EXPECT_EQ(game.position.piece_on(sq("f2")), (Piece{.type = PieceType::Rook, .side = Side::White, .royal = true}));
  EXPECT_EQ(last_text(game.position), "Ke1*f2=rR");
  // The royal rook is White's king: a knight on h3 checks it.
  RuleGame checked({"FrankfurtChess"}, "Ke1", "Kh8 Rf2 Sg5", Side::White);
  ASSERT_TRUE(checked.play("e1", "f2"));
  ASSERT_TRUE(checked.play("g5", "h3"));
  EXPECT_TRUE(checked.position.in_check(Side::White));
  RuleGame exclusive({"FrankfurtChess", "RexExclusive"}, "Ke1", "Kh8 Rf2", Side::White);
  ASSERT_TRUE(exclusive.play("e1", "f2"));
  EXPECT_EQ(exclusive.position.piece_on(sq("f2")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(last_text(exclusive.position), "Ke1*f2");
}

TEST(Frankfurt, ANeutralCapturerStaysNeutral) {
  RuleGame game("4k3/8/8/3n4/8/8/8/3=RK3 w - - 0 1", {"FrankfurtChess"});
  ASSERT_TRUE(game.play("d1", "d5"));
  EXPECT_EQ(game.position.piece_on(sq("d5")), neutral_piece(PieceType::Knight));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Frankfurt, ReadsRexExclusiveInEverySpelling) {
  EXPECT_EQ(condition_names({"FrankfurtChess"}), std::vector<std::string>{"FrankfurtChess"});
  for (const char* spelling : {"RexExclusive", "RexExklusive", "RexExclusif"})
    EXPECT_EQ(condition_names({"FrankfurtSchach", spelling}), std::vector<std::string>{"FrankfurtChess RexExclusive"});
}

TEST(Frankfurt, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Ra7 Bc6 Pg7 Sd6 Pb2";
  const char* black = "Kh3 Rf2 Pa8 Rh8 Qd5 Pc3 Bg4";
  RuleGame game({"FrankfurtChess"}, white, black, Side::Black);
  EXPECT_EQ(game.count(2), 2158u);  // Popeye
  RuleGame exclusive({"FrankfurtChess", "RexExclusive"}, white, black, Side::Black);
  EXPECT_EQ(exclusive.count(2), 2158u);  // Popeye
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
