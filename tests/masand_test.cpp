// Masand chess (src/rules/masand): a move that checks with the piece that
// moved changes the colour of what that piece observes, but kings and the
// piece itself; Masand generalised: every checking piece of the side that
// moved does so, a piece changing colour once.
#include <gtest/gtest.h>

#include "rule_game.h"

namespace feerie {
namespace {

std::string notation(RuleGame& game) { return last_move_notation(game.position, language(LanguageId::English)); }

TEST(Masand, ACheckingMoveChangesWhatThePieceObserves) {
  // Rd1-d5+ checks the king d8 and observes the black pawn b5 and the white
  // pawn g5: both change colour, the king and the rook do not.
  RuleGame game({"Masand"}, "Kh1 Rd1 Pg5", "Kd8 Pb5", Side::White);
  ASSERT_TRUE(game.play("d1", "d5"));
  EXPECT_EQ(notation(game), "Rd1-d5[b5=w][g5=b]");
  EXPECT_EQ(game.position.piece_on(sq("b5")), (Piece{PieceType::Pawn, Side::White}));
  EXPECT_EQ(game.position.piece_on(sq("g5")), (Piece{PieceType::Pawn, Side::Black}));
  EXPECT_EQ(game.position.piece_on(sq("d8")), (Piece{PieceType::King, Side::Black}));
  EXPECT_EQ(game.position.piece_on(sq("d5")), (Piece{PieceType::Rook, Side::White}));
}

TEST(Masand, AMoveWithoutCheckChangesNothing) {
  // Ra1-a4 observes the pawn a5 but gives no check.
  RuleGame game({"Masand"}, "Kh1 Ra1", "Kd8 Pa5", Side::White);
  ASSERT_TRUE(game.play("a1", "a4"));
  EXPECT_EQ(notation(game), "Ra1-a4");
  EXPECT_EQ(game.position.piece_on(sq("a5")).side, Side::Black);
}

TEST(Masand, ADiscoveredCheckChangesNothingUnlessGeneralised) {
  // Sd5-f4 discovers the rook d1's check; the knight does not check.
  RuleGame masand({"Masand"}, "Kh1 Rd1 Sd5 Pg5", "Kd8 Pb5", Side::White);
  ASSERT_TRUE(masand.play("d5", "f4"));
  EXPECT_EQ(notation(masand), "Sd5-f4");
  // Generalised: the rook that checks changes what it observes.
  RuleGame generalised({"MasandGeneralised"}, "Kh1 Rd1 Sd5 Pg5", "Kd8 Pb5 Ba1", Side::White);
  ASSERT_TRUE(generalised.play("d5", "f4"));
  EXPECT_EQ(notation(generalised), "Sd5-f4[a1=w]");
}

TEST(MasandGeneralised, EachCheckingPieceChangesWhatItObservesOnce) {
  // Be8-c6+ discovers the rook h8's check. The bishop observes the knight h1
  // and the pawn b5, the rook the knight h1 too: it changes colour once.
  RuleGame generalised({"MasandGeneralised"}, "Ka1 Rh8 Be8", "Ka8 Sh1 Pb5", Side::White);
  ASSERT_TRUE(generalised.play("e8", "c6"));
  EXPECT_EQ(notation(generalised), "Be8-c6[h1=w][b5=w]");
  EXPECT_EQ(generalised.position.piece_on(sq("h1")).side, Side::White);
}

TEST(Masand, LegalityIsJudgedAfterTheChanges) {
  // Rd1-d3+ would turn the knight f3 black, checking the king g1.
  RuleGame game({"Masand"}, "Kg1 Rd1 Sf3", "Kd8", Side::White);
  EXPECT_FALSE(game.is_legal("d1", "d3"));
  EXPECT_TRUE(game.is_legal("d1", "d2"));
}

}  // namespace
}  // namespace feerie
