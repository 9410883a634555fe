// Circe Take&Make (src/rules/circe/take_make_circe): the captured piece is
// reborn where it could go from the capture square by a non-capturing move.
// Counts marked "Popeye" were checked with Popeye 4.104 (h~1 listings: depth
// 1 and 2 from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> TakeMakeCirce = {"CirceTake&Make"};

TEST(CirceTakeMake, TheCapturedPieceIsRebornWhereItCouldMove) {
  // Popeye: Rd1*d5 with the knight reborn on b6, c7, e7, f6, f4, e3, c3 or
  // b4; not on c5 nor g3... nor on a square it would capture on.
  RuleGame game(TakeMakeCirce, "Ka1 Rd1 Pe6", "Kh8 Sd5 Pc5 Pg3 Bb7", Side::White);
  EXPECT_EQ(game.rule_effects_of("d1", "d5"), (std::vector<std::string>{"[+bSb4]", "[+bSb6]", "[+bSc3]", "[+bSc7]",
                                                                        "[+bSe3]", "[+bSe7]", "[+bSf4]", "[+bSf6]"}));
  RuleGame blocked(TakeMakeCirce, "Ka1 Rd1 Bf6", "Kh8 Sd5 Pe7 Pc7", Side::White);
  EXPECT_EQ(blocked.rule_effects_of("d1", "d5"),
            (std::vector<std::string>{"[+bSb4]", "[+bSb6]", "[+bSc3]", "[+bSe3]", "[+bSf4]"}));
}

TEST(CirceTakeMake, ACaptureWithoutRebirthIsIllegal) {
  // The pawn on e7 could only capture d6 from there: Bf8*e7 is illegal
  // (Popeye); g7 steps to g6 or g5, so h6*g7 and Bf8*g7 are legal.
  RuleGame game(TakeMakeCirce, "Ka1 Bf8 Pe6 Rd6 Ph6", "Kb8 Pe7 Pg7 Ph7", Side::White);
  EXPECT_FALSE(game.is_legal("f8", "e7"));
  EXPECT_EQ(game.rule_effects_of("h6", "g7"), (std::vector<std::string>{"[+bPg5]", "[+bPg6]"}));
  EXPECT_EQ(game.rule_effects_of("f8", "g7"), (std::vector<std::string>{"[+bPg5]", "[+bPg6]"}));
}

TEST(CirceTakeMake, APawnRebornOnItsLastRankIsPromoted) {
  // Popeye: Rd8*d2[+bPd1=S] and [+bPd1=B]; a queen or rook on d1 would
  // check the white king.
  RuleGame game(TakeMakeCirce, "Ka1 Rd8", "Kh6 Pd2", Side::White);
  EXPECT_EQ(game.rule_effects_of("d8", "d2"), (std::vector<std::string>{"[+bPd1=B]", "[+bPd1=S]"}));
}

TEST(CirceTakeMake, APawnTakenEnPassantStartsFromItsSquare) {
  // Popeye: 1.d7-d5 e5*d6 ep.[+bPd4].
  RuleGame game(TakeMakeCirce, "Ka1 Pe5", "Kh8 Pd7", Side::Black);
  ASSERT_TRUE(game.play("d7", "d5"));
  EXPECT_EQ(game.rule_effects_of("e5", "d6"), (std::vector<std::string>{"[+bPd4]"}));
}

TEST(CirceTakeMake, CountsAgreeWithPopeye) {
  // Popeye: 32 moves for Black, 963 two-move lines.
  RuleGame game(TakeMakeCirce, "Ke1 Qd1 Ra1 Sb1 Pb2 Pe4", "Ke8 Rh8 Bc8 Sf6 Pd5 Pg7", Side::Black,
                castling::E1 | castling::A1 | castling::E8 | castling::H8);
  EXPECT_EQ(game.count(1), 32u);
  EXPECT_EQ(game.count(2), 963u);
}

TEST(CirceTakeMake, MakeAndUnmakeRestoreThePosition) {
  RuleGame game(TakeMakeCirce, "Ke1 Qd1 Ra1 Sb1 Pb2 Pe4 Pe5", "Ke8 Rh8 Bc8 Sf6 Pd5 Pg7 Pd7", Side::Black,
                castling::E1 | castling::A1 | castling::E8 | castling::H8);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(CirceTakeMake, ReadAsAKeywordOrAsCirceWithItsPlace) {
  EXPECT_EQ(condition_names({"CirceTake&Make"}), std::vector<std::string>{"Circe Take&Make"});
  EXPECT_EQ(condition_names({"Circe", "Take&Make"}), std::vector<std::string>{"Circe Take&Make"});
  EXPECT_THROW(condition_names({"Circe", "Take&Make", "Mirror"}), ConditionError);
  EXPECT_THROW(condition_names({"Circe", "Take&Make", "Cage"}), ConditionError);
  EXPECT_THROW(condition_names({"CirceTake&Make", "RexInclusive"}), ConditionError);
}

}  // namespace
}  // namespace feerie
