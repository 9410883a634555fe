// Magic squares (src/rules/magic_squares): a piece other than a king that
// arrives on a magic square changes colour. Counts and move lists marked
// "Popeye" were checked with Popeye 4.104 (h~1 listings: depth 2 from Black
// to move; ~1 listings: White's moves).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

std::string notation(RuleGame& game) { return last_move_notation(game.position, language(LanguageId::English)); }

TEST(MagicSquares, APieceArrivingOnAMagicSquareChangesColour) {
  RuleGame game({"MagicSquares", "f3e1"}, "Kh1 Sd4", "Ka8", Side::White);
  ASSERT_TRUE(game.play("d4", "f3"));
  EXPECT_EQ(game.position.piece_on(sq("f3")), (Piece{PieceType::Knight, Side::Black}));
  EXPECT_EQ(notation(game), "Sd4-f3=b");
  // Elsewhere nothing changes.
  RuleGame quiet({"MagicSquares", "f3e1"}, "Kh1 Sd4", "Ka8", Side::White);
  ASSERT_TRUE(quiet.play("d4", "b5"));
  EXPECT_EQ(quiet.position.piece_on(sq("b5")), (Piece{PieceType::Knight, Side::White}));
}

TEST(MagicSquares, KingsKeepTheirColour) {
  RuleGame game({"MagicSquares", "e4"}, "Ke3", "Ke8", Side::White);
  ASSERT_TRUE(game.play("e3", "e4"));
  EXPECT_EQ(game.position.piece_on(sq("e4")), (Piece{PieceType::King, Side::White}));
}

TEST(MagicSquares, LegalityIsJudgedAfterTheChange) {
  // Popeye: Qd4-e4 is not among White's moves, the queen would be black beside Ke3.
  RuleGame game({"MagicSquares", "e4"}, "Ke3 Qd4", "Ke8 Ra4", Side::White);
  EXPECT_FALSE(game.is_legal("d4", "e4"));
  EXPECT_TRUE(game.is_legal("d4", "d5"));
}

TEST(MagicSquares, APromotedPieceAndACastlingRookChange) {
  RuleGame promotion({"MagicSquares", "e1"}, "Ka8 Se1", "Kh8 Pf2", Side::Black);
  ASSERT_TRUE(promotion.play("f2", "e1"));
  EXPECT_EQ(promotion.position.piece_on(sq("e1")), (Piece{PieceType::Queen, Side::White}));
  EXPECT_EQ(notation(promotion), "f2*e1=Q=w");
  // The rook arriving on f8 changes and checks its own king: castling onto
  // a magic square is never legal (Popeye: in the count below).
  RuleGame castling({"MagicSquares", "f8g8"}, "Ka1", "Ke8 Rh8", Side::Black, castling::E8 | castling::H8);
  EXPECT_FALSE(castling.is_legal("e8", "g8"));
  ASSERT_TRUE(castling.force("e8", "g8"));
  EXPECT_EQ(castling.position.piece_on(sq("f8")), (Piece{PieceType::Rook, Side::White}));
  EXPECT_EQ(castling.position.piece_on(sq("g8")), (Piece{PieceType::King, Side::Black}));
}

TEST(MagicSquares, TheRooksChangeIsWrittenAfterTheCastling) {
  // Popeye: 1.0-0 0-0-0=b; under Grid chess the black rook d1 shares a cell
  // with the king c1, so it does not check.
  RuleGame game({"GridChess", "MagicSquares", "d1"}, "Ke1 Ra1", "Kh8", Side::White, castling::E1 | castling::A1);
  ASSERT_TRUE(game.play("e1", "c1"));
  EXPECT_EQ(game.position.piece_on(sq("d1")), (Piece{PieceType::Rook, Side::Black}));
  EXPECT_EQ(notation(game), "0-0-0=b");
}

TEST(MagicSquares, APieceChangedOnItsHomeSquareCountsAsUnmoved) {
  // Popeye: 1.Rh5-h1=w 0-0.
  RuleGame game({"MagicSquares", "h1"}, "Ke1", "Ka8 Rh5", Side::Black, castling::E1);
  ASSERT_TRUE(game.play("h5", "h1"));
  EXPECT_EQ(notation(game), "Rh5-h1=w");
  EXPECT_TRUE(game.is_legal("e1", "g1"));
}

TEST(MagicSquares, CountsAgreeWithPopeye) {
  // Castling onto magic f1 and d1 puts a black rook beside the white king: White never castles.
  RuleGame game({"MagicSquares", "d5f1d1c8h6"}, "Ke1 Ra1 Rh1 Qd4 Pe5 Pb7 Sc3", "Ke8 Rh8 Ra8 Pd7 Bf5 Sg6 Pc2",
                Side::Black, castling::E1 | castling::A1 | castling::H1 | castling::E8 | castling::A8 | castling::H8);
  EXPECT_EQ(game.count(2), 1879u);  // Popeye
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
  RuleGame promotion({"MagicSquares", "e1"}, "Ka8 Se1", "Kh8 Pf2", Side::Black);
  EXPECT_EQ(promotion.count(2), 107u);  // Popeye
}

TEST(MagicSquares, TheLineNamesTheSquaresFromA1) {
  EXPECT_EQ(condition_names({"MagicSquares", "f3e1"}), std::vector<std::string>{"MagicSquares e1 f3"});
  EXPECT_EQ(condition_names({"MagicSquares", "h6a3", "Type2"}), std::vector<std::string>{"MagicSquares Type2 a3 h6"});
  EXPECT_EQ(condition_names({"MagischeFelder", "a8", "Typ1"}), std::vector<std::string>{"MagicSquares a8"});
  EXPECT_THROW(condition_names({"MagicSquares"}), ConditionError);
  EXPECT_THROW(condition_names({"MagicSquares", "a9"}), ConditionError);
  EXPECT_THROW(condition_names({"MagicSquares", "a1", "AntiCirce"}), ConditionError);
  EXPECT_THROW(condition_names({"Andernach", "MagicSquares", "a1"}), ConditionError);
}

}  // namespace
}  // namespace feerie
