// Take&Make chess (src/rules/take_make): a capturing piece goes on at once
// with a non-capturing move of the captured piece's kind. Counts marked
// "Popeye" were checked with Popeye 4.104 (h~1 listings: depth 2 from Black
// to move).
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

TEST(TakeAndMake, TheCapturerMovesOnAsTheCapturedPiece) {
  // The rook takes the knight on d5 and goes on as a knight.
  RuleGame game({"Take&Make"}, "Ka1 Rd1", "Kh8 Sd5 Pe7", Side::White);
  const std::vector<std::string> captures = {"Rd1*d5-b4", "Rd1*d5-b6", "Rd1*d5-c3", "Rd1*d5-c7",
                                             "Rd1*d5-e3", "Rd1*d5-f4", "Rd1*d5-f6"};
  std::vector<std::string> all = notations_from(game, "d1");
  std::vector<std::string> taken;
  std::copy_if(all.begin(), all.end(), std::back_inserter(taken), [](const std::string& s) { return s[3] == '*'; });
  // Not e7: the step never captures.
  EXPECT_EQ(taken, captures);
  ASSERT_TRUE(game.play("d1", "d5"));
  EXPECT_TRUE(game.position.piece_on(sq("d5")).empty());
  const Bitboard rook = game.position.pieces(Side::White, PieceType::Rook);
  EXPECT_TRUE(rook & squares({"b4", "b6", "c3", "c7", "e3", "f4", "f6"}));
}

TEST(TakeAndMake, ACaptureWithNoStepIsIllegal) {
  // A black pawn steps towards rank 1: from b4 to b3, occupied here, so
  // Rb8xb4 has no step.
  RuleGame game({"Take&Make"}, "Ka1 Rb8 Pb3", "Kh8 Pb4", Side::White);
  EXPECT_FALSE(game.is_legal("b8", "b4"));
  // With b3 empty the rook takes and steps to b3.
  RuleGame open({"Take&Make"}, "Ka1 Rb8", "Kh8 Pb4", Side::White);
  const std::vector<std::string> all = notations_from(open, "b8");
  EXPECT_NE(std::find(all.begin(), all.end(), "Rb8*b4-b3"), all.end());
}

TEST(TakeAndMake, ACapturedPawnStepsTowardsItsOwnPromotionRank) {
  // A black pawn on its second rank (a7) steps one or two squares down.
  RuleGame game({"Take&Make"}, "Ke1 Rh7", "Ke8 Pa7", Side::White);
  std::vector<std::string> all = notations_from(game, "h7");
  EXPECT_NE(std::find(all.begin(), all.end(), "Rh7*a7-a6"), all.end());
  EXPECT_NE(std::find(all.begin(), all.end(), "Rh7*a7-a5"), all.end());
}

TEST(TakeAndMake, APawnPromotesWhereItsStepEnds) {
  // b7xc8 (rook) then along the eighth rank: promotion; down the file: none.
  RuleGame game({"Take&Make"}, "Ke1 Pb7", "Ka5 Rc8", Side::White);
  const std::vector<std::string> all = notations_from(game, "b7");
  for (const char* expected : {"b7*c8-c7", "b7*c8-c2", "b7*c8-d8=Q", "b7*c8-d8=S", "b7*c8-b8=R", "b7-b8=B"})
    EXPECT_NE(std::find(all.begin(), all.end(), expected), all.end()) << expected;
  // No move keeps a promotion on the capture square.
  EXPECT_EQ(std::find(all.begin(), all.end(), "b7*c8=Q"), all.end());
  ASSERT_TRUE(game.play("b7", "c8"));
  EXPECT_EQ(game.position.piece_on(sq("c8")), NoPiece);
}

TEST(TakeAndMake, APawnMayNotStepOntoItsOwnFirstRank) {
  // e2xd3 (rook): the rook's step may go up the d-file but not to d1.
  RuleGame game({"Take&Make"}, "Ka8 Pe2", "Kh8 Rd3", Side::White);
  const std::vector<std::string> all = notations_from(game, "e2");
  EXPECT_NE(std::find(all.begin(), all.end(), "e2*d3-d2"), all.end());
  EXPECT_EQ(std::find(all.begin(), all.end(), "e2*d3-d1"), all.end());
}

TEST(TakeAndMake, EnPassantStepsFromTheArrivalSquare) {
  RuleGame game({"Take&Make"}, "Ke1 Pe5", "Ke8 Pd7", Side::Black);
  ASSERT_TRUE(game.play("d7", "d5", MoveKind::DoubleStep));
  const std::vector<std::string> all = notations_from(game, "e5");
  EXPECT_NE(std::find(all.begin(), all.end(), "e5*d5"), all.end());  // Popeye: the captured pawn's square
}

TEST(TakeAndMake, ACheckIsAnOrdinaryAttack) {
  // The black king a8 is boxed in: the knight c7 could not step on from a8
  // as a king, yet it checks (without Absolute).
  RuleGame game({"Take&Make"}, "Ke1 Sc7", "Ka8 Pa7 Bb8 Pb7", Side::Black);
  EXPECT_TRUE(game.position.in_check(Side::Black));
  RuleGame absolute({"Take&Make", "Absolute"}, "Ke1 Sc7", "Ka8 Pa7 Bb8 Pb7", Side::Black);
  EXPECT_FALSE(absolute.position.in_check(Side::Black));
  // With b8 empty the knight's capture could go on to b8: check.
  RuleGame open({"Take&Make", "Absolute"}, "Ke1 Sc7", "Ka8 Pa7 Pb7", Side::Black);
  EXPECT_TRUE(open.position.in_check(Side::Black));
}

TEST(TakeAndMake, KeywordsAndName) {
  EXPECT_EQ(condition_names({"Take&MakeSchach"}), std::vector<std::string>{"Take&MakeChess"});
  EXPECT_EQ(condition_names({"take&make", "absolu"}), std::vector<std::string>{"Take&MakeChess"});
}

TEST(TakeAndMake, CountsAgreeWithPopeye) {
  const std::uint8_t rights = castling::E1 | castling::A1 | castling::E8 | castling::H8;
  RuleGame game({"Take&Make"}, "Ke1 Ra1 Qd1 Pb7 Sc3 Pe4", "Ke8 Rh8 Bd5 Pc4 Pf5 Sg6 Ph2", Side::Black, rights);
  EXPECT_EQ(game.count(2), 1411u);  // Popeye
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
  RuleGame boxed({"Take&Make"}, "Ke1 Sd5 Rh7 Pc6", "Ka8 Pa7 Bb8 Rb6 Pg3", Side::Black);
  EXPECT_EQ(boxed.count(2), 494u);  // Popeye
  RuleGame absolute({"Take&Make", "Absolute"}, "Ke1 Sd5 Rh7 Pc6", "Ka8 Pa7 Bb8 Rb6 Pg3", Side::Black);
  EXPECT_EQ(absolute.count(2), 494u);  // Popeye (the checks differ, not the moves)
  EXPECT_EQ(first_inconsistency(absolute.position, 3), "");
}

TEST(TakeAndMake, AMummerMeasuresACaptureToWhereItsStepEnds) {
  // Ra7*d7 goes on as a bishop; Maximummer measures a7-g4 (45), longer than
  // Ra7-a1 (36), so it is White's only move (Popeye: BEISPIEL/takemake.inp).
  RuleGame game({"Take&Make", "WhiteMaximummer"}, "Ke1 Ra7", "Kh3 Bd7", Side::White);
  const std::vector<Move> legal = game.legal();
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(legal[0].from, sq("a7"));
  EXPECT_EQ(legal[0].to, sq("d7"));
  EXPECT_EQ(legal[0].choice_square, sq("g4"));
}

}  // namespace
}  // namespace feerie
