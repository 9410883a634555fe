// Andernach and Anti-Andernach chess (src/rules/andernach): a capturing piece
// (Andernach) or a non-capturing one (Anti-Andernach), never a king, changes
// colour on arrival. Counts marked "Popeye" were checked with Popeye 4.104
// (h~1 listings: depth 2 from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(Andernach, ACapturingPieceChangesColour) {
  RuleGame game({"Andernach"}, "Ke1 Rd1", "Ke8 Sd5", Side::White);
  ASSERT_TRUE(game.play("d1", "d5"));
  EXPECT_EQ(game.position.piece_on(sq("d5")), (Piece{PieceType::Rook, Side::Black}));
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "Rd1*d5=b");
  // A quiet move changes nothing.
  RuleGame quiet({"Andernach"}, "Ke1 Rd1", "Ke8 Sd5", Side::White);
  ASSERT_TRUE(quiet.play("d1", "d4"));
  EXPECT_EQ(quiet.position.piece_on(sq("d4")), (Piece{PieceType::Rook, Side::White}));
}

TEST(Andernach, EnPassantIsWrittenBeforeTheColour) {
  RuleGame game({"Andernach"}, "Ke1 Pe5", "Ke8 Pd7", Side::Black);
  ASSERT_TRUE(game.play("d7", "d5", MoveKind::DoubleStep));
  ASSERT_TRUE(game.play("e5", "d6", MoveKind::EnPassant));
  EXPECT_EQ(game.position.piece_on(sq("d6")), (Piece{PieceType::Pawn, Side::Black}));
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "e5*d6 ep.=b");
}

TEST(Andernach, KingsKeepTheirColour) {
  RuleGame game({"Andernach"}, "Ke1", "Ke8 Pd2", Side::White);
  ASSERT_TRUE(game.play("e1", "d2"));
  EXPECT_EQ(game.position.piece_on(sq("d2")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "Ke1*d2");
}

TEST(Andernach, APromotedPieceChangesColour) {
  RuleGame game({"Andernach"}, "Ke1 Pg7", "Ka8 Bh8", Side::White);
  ASSERT_TRUE(game.play("g7", "h8"));
  EXPECT_EQ(game.position.piece_on(sq("h8")).side, Side::Black);
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "g7*h8=Q=b");
}

TEST(Andernach, LegalityIsJudgedAfterTheChange) {
  // Rd4xd5 would leave a black rook on the d-file facing the king d1.
  RuleGame game({"Andernach"}, "Kd1 Rd4", "Ka8 Sd5", Side::White);
  EXPECT_FALSE(game.is_legal("d4", "d5"));
  EXPECT_TRUE(game.is_legal("d4", "d3"));
  // Bb2xc3 would leave a black bishop on the king a1's diagonal.
  RuleGame bishop({"Andernach"}, "Ka1 Bb2", "Kh8 Pc3", Side::White);
  EXPECT_FALSE(bishop.is_legal("b2", "c3"));
}

TEST(AntiAndernach, AQuietMoveChangesColourACaptureDoesNot) {
  RuleGame game({"AntiAndernach"}, "Ke1 Rd1", "Ke8 Sd5", Side::White);
  EXPECT_EQ(game.rule_effects_of("d1", "d4"), std::vector<std::string>{""});
  ASSERT_TRUE(game.play("d1", "d4"));
  EXPECT_EQ(game.position.piece_on(sq("d4")), (Piece{PieceType::Rook, Side::Black}));
  EXPECT_EQ(last_move_notation(game.position, language(LanguageId::English)), "Rd1-d4=b");
  RuleGame capture({"AntiAndernach"}, "Ke1 Rd1", "Ke8 Sd5", Side::White);
  ASSERT_TRUE(capture.play("d1", "d5"));
  EXPECT_EQ(capture.position.piece_on(sq("d5")), (Piece{PieceType::Rook, Side::White}));
}

TEST(AntiAndernach, ARookTurnedOnItsCastlingSquareMayCastle) {
  // Popeye: 1.Rh8-h1=w 0-0 (h002).
  RuleGame game({"AntiAndernach"}, "Ke1", "Ka8 Rh8", Side::Black, castling::E1);
  ASSERT_TRUE(game.play("h8", "h1"));
  EXPECT_EQ(game.position.piece_on(sq("h1")), (Piece{PieceType::Rook, Side::White}));
  EXPECT_TRUE(game.is_legal("e1", "g1"));
  // A rook arriving on h1 in its own colour has moved: no castling.
  RuleGame own({"Andernach"}, "Ke1 Rh4", "Ka8", Side::White, castling::E1);
  ASSERT_TRUE(own.play("h4", "h1"));
  ASSERT_TRUE(own.play("a8", "b8"));
  EXPECT_FALSE(own.is_legal("e1", "g1"));
}

TEST(Andernach, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Ra1 Qd1 Pb7 Sc3";
  const char* black = "Ke8 Rh8 Bd5 Pc4 Pe5";
  const std::uint8_t rights = castling::E1 | castling::A1 | castling::E8 | castling::H8;
  RuleGame andernach({"Andernach"}, white, black, Side::Black, rights);
  EXPECT_EQ(andernach.count(2), 912u);
  RuleGame anti({"AntiAndernach"}, white, black, Side::Black, rights);
  EXPECT_EQ(anti.count(2), 821u);
  EXPECT_EQ(first_inconsistency(andernach.position, 3), "");
  EXPECT_EQ(first_inconsistency(anti.position, 3), "");
}

}  // namespace
}  // namespace feerie
