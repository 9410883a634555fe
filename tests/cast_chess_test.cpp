// CAST chess (src/rules/cast): a piece may capture only when it has exactly
// one capture (CASTChess), or at least two (CASTChess Inverse); it checks
// only where it could so capture the king. Counts marked "Popeye" were
// checked with Popeye 4.104 (h~1 listings: depth 2 from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(CastChess, APieceWithOneCaptureTakesOneWithTwoDoesNot) {
  RuleGame one({"CASTChess"}, "Ka1 Rd1", "Kh8 Sd5", Side::White);
  EXPECT_TRUE(one.is_legal("d1", "d5"));
  RuleGame two({"CASTChess"}, "Ka1 Rd1", "Kh8 Sd5 Bg1", Side::White);
  EXPECT_FALSE(two.is_legal("d1", "d5"));
  EXPECT_FALSE(two.is_legal("d1", "g1"));
  EXPECT_TRUE(two.is_legal("d1", "d4"));  // its other moves stay
  RuleGame inverse({"CASTChess", "Inverse"}, "Ka1 Rd1", "Kh8 Sd5 Bg1", Side::White);
  EXPECT_TRUE(inverse.is_legal("d1", "d5"));
  EXPECT_TRUE(inverse.is_legal("d1", "g1"));
  RuleGame inverse_one({"CASTChess", "Inverse"}, "Ka1 Rd1", "Kh8 Sd5", Side::White);
  EXPECT_FALSE(inverse_one.is_legal("d1", "d5"));
}

TEST(CastChess, APawnCaptureWithItsPromotionsIsOneCapture) {
  RuleGame game({"CASTChess"}, "Ka1 Pg7", "Kd5 Rh8", Side::White);
  EXPECT_TRUE(game.is_legal("g7", "h8"));
  RuleGame two({"CASTChess"}, "Ka1 Pg7", "Kd5 Rh8 Bf8", Side::White);
  EXPECT_FALSE(two.is_legal("g7", "h8"));
}

TEST(CastChess, APieceChecksOnlyWhereItCouldTakeTheKing) {
  // The rook e1 sees the king e8 and nothing else: check.
  RuleGame alone({"CASTChess"}, "Ka1 Re1", "Ke8", Side::Black);
  EXPECT_TRUE(alone.position.in_check(Side::Black));
  // With a second capture (the knight h1) it may capture neither: no check.
  RuleGame busy({"CASTChess"}, "Kb3 Re1", "Ke8 Sh1", Side::Black);
  EXPECT_FALSE(busy.position.in_check(Side::Black));
  RuleGame inverse({"CASTChess", "Inverse"}, "Kb3 Re1", "Ke8 Sh1", Side::Black);
  EXPECT_TRUE(inverse.position.in_check(Side::Black));
  RuleGame inverse_alone({"CASTChess", "Inverse"}, "Ka1 Re1", "Ke8", Side::Black);
  EXPECT_FALSE(inverse_alone.position.in_check(Side::Black));
}

TEST(CastChess, ReadsInverseInEveryLanguage) {
  for (const char* word : {"Inverse", "Invers", "Invverse"})
    EXPECT_EQ(condition_names({"CASTSchach", word}), std::vector<std::string>{"CASTChess Inverse"}) << word;
  EXPECT_EQ(condition_names({"CASTEchecs"}), std::vector<std::string>{"CASTChess"});
}

TEST(CastChess, PiecesWithSeveralCoursesToASquareAreRefused) {
  RuleGame rose("7k/8/8/8/8/8/8/K7 w - - 0 1", {"CASTChess"});
  rose.position.put(sq("c7"), Piece{piece_type_named("Rose"), Side::White});
  EXPECT_EQ(rose.position.rules()->conditions().front()->refusal(rose.position),
            "CASTChess beside the Rose is not supported (Popeye counts its several courses to one square as several "
            "captures)");
  RuleGame lion("7k/8/8/8/8/8/8/K7 w - - 0 1", {"CASTChess"});
  lion.position.put(sq("c7"), Piece{piece_type_named("Lion"), Side::White});
  EXPECT_EQ(lion.position.rules()->conditions().front()->refusal(lion.position), "");
}

TEST(CastChess, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd1 Ra1 Sc3 Pe4 Pd4 Bf4";
  const char* black = "Ke8 Qd8 Rh8 Sf6 Pd5 Pe5 Bb4";
  const std::uint8_t rights = castling::E1 | castling::A1 | castling::E8 | castling::H8;
  RuleGame cast({"CASTChess"}, white, black, Side::Black, rights);
  EXPECT_EQ(cast.count(2), 1238u);  // Popeye
  RuleGame inverse({"CASTChess", "Inverse"}, white, black, Side::Black, rights);
  EXPECT_EQ(inverse.count(2), 1277u);  // Popeye
  EXPECT_EQ(first_inconsistency(cast.position, 3), "");
  EXPECT_EQ(first_inconsistency(inverse.position, 3), "");
}

// A neutral piece's captures count for the side that moves it.
TEST(CastChess, NeutralPiecesCountsAgreeWithPopeye) {
  const char* fen = "4k3/8/5p2/1=R1n4/4=P1=B1/2N5/8/3RK3 b - - 0 1";
  RuleGame cast(fen, {"CASTChess"});
  EXPECT_EQ(cast.count(2), 1013u);  // Popeye
  RuleGame inverse(fen, {"CASTChess", "Inverse"});
  EXPECT_EQ(inverse.count(2), 1053u);  // Popeye
  EXPECT_EQ(first_inconsistency(cast.position, 3), "");
}

}  // namespace
}  // namespace feerie
