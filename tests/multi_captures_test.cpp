// MultiCaptures (src/rules/multi_captures): a man may be captured only where
// at least two moves of the capturing side take it, and a king is in check
// only when attacked at least twice; "MultiCaptures White" (Black) binds
// that side's captures and checks only. Counts marked "Popeye" were checked
// with Popeye 4.104 (h~1 listings: depth 2 from Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(MultiCaptures, AManTakenOnceMayNotBeTakenTwiceMay) {
  RuleGame single({"MultiCaptures"}, "Ka1 Rd1", "Kh8 Sd5", Side::White);
  EXPECT_FALSE(single.is_legal("d1", "d5"));
  RuleGame twice({"MultiCaptures"}, "Ka1 Rd1 Bb3", "Kh8 Sd5", Side::White);
  EXPECT_TRUE(twice.is_legal("d1", "d5"));
  EXPECT_TRUE(twice.is_legal("b3", "d5"));
}

TEST(MultiCaptures, APawnCaptureWithItsPromotionsIsOneMove) {
  // The pawn g7 alone takes h8: its four promotions count as one capture.
  RuleGame game({"MultiCaptures"}, "Ka1 Pg7", "Kd5 Rh8", Side::White);
  EXPECT_FALSE(game.is_legal("g7", "h8"));
  RuleGame supported({"MultiCaptures"}, "Ka1 Pg7 Rh1", "Kd5 Rh8", Side::White);
  EXPECT_TRUE(supported.is_legal("g7", "h8"));
}

TEST(MultiCaptures, AKingIsInCheckOnlyWhenAttackedTwice) {
  RuleGame once({"MultiCaptures"}, "Ka1 Re1", "Ke8", Side::Black);
  EXPECT_FALSE(once.position.in_check(Side::Black));
  EXPECT_TRUE(once.is_legal("e8", "e7"));  // the rook alone does not bar the file
  RuleGame twice({"MultiCaptures"}, "Ka1 Re1 Bb5", "Ke8 Pa7", Side::Black);
  EXPECT_TRUE(twice.position.in_check(Side::Black));
  EXPECT_FALSE(twice.is_legal("a7", "a6"));  // the check must be met
  EXPECT_TRUE(twice.is_legal("e8", "e7"));   // attacked by the rook alone
}

TEST(MultiCaptures, OneSideOnly) {
  RuleGame white({"MultiCaptures", "White"}, "Ka1 Re1", "Ke8 Sc2", Side::Black);
  EXPECT_FALSE(white.position.in_check(Side::Black));  // White's checks need two attackers
  EXPECT_TRUE(white.is_legal("c2", "e1"));  // Black's captures are free
  RuleGame black({"MultiCaptures", "Black"}, "Ka1 Re1", "Ke8 Sc2", Side::Black);
  EXPECT_TRUE(black.position.in_check(Side::Black));
  EXPECT_FALSE(black.is_legal("c2", "e1"));
  EXPECT_EQ(condition_names({"MultiCaptures", "Schwarz"}), std::vector<std::string>{"MultiCaptures Black"});
}

// Decision: a capture needs a second capturing move even when every move
// the side has is a capture (Popeye lets the last one through).
TEST(MultiCaptures, ASideWhoseEveryMoveIsALoneCaptureCannotMove) {
  RuleGame game({"MultiCaptures"}, "Kg1 Sh2 Pg2", "Kh1", Side::Black);
  EXPECT_TRUE(game.legal().empty());
  EXPECT_FALSE(game.position.in_check(Side::Black));
}

TEST(MultiCaptures, PiecesWithSeveralCoursesToASquareAreRefused) {
  RuleGame reflecting("7k/8/8/8/8/8/8/K7 w - - 0 1", {"MultiCaptures"});
  reflecting.position.put(sq("c7"), Piece{piece_type_named("ReflectingBishop"), Side::White});
  EXPECT_EQ(reflecting.position.rules()->conditions().front()->refusal(reflecting.position),
            "MultiCaptures beside the ReflectingBishop is not supported (Popeye counts its several courses to one "
            "square as several captures)");
  RuleGame grasshopper("7k/8/8/8/8/8/8/K7 w - - 0 1", {"MultiCaptures"});
  grasshopper.position.put(sq("c7"), Piece{piece_type_named("Grasshopper"), Side::White});
  EXPECT_EQ(grasshopper.position.rules()->conditions().front()->refusal(grasshopper.position), "");
}

TEST(MultiCaptures, ARoyalPieceIsInCheckWhenAttackedTwice) {
  RuleGame once("8/8/8/8/8/8/8/K3R3 b - - 0 1", {"MultiCaptures"});
  once.position.put(sq("e8"), Piece{.type = PieceType::Queen, .side = Side::Black, .royal = true});
  EXPECT_FALSE(once.position.in_check(Side::Black));
  once.position.put(sq("b5"), Piece{PieceType::Bishop, Side::White});
  EXPECT_TRUE(once.position.in_check(Side::Black));
}

TEST(MultiCaptures, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd1 Ra1 Sc3 Pe4 Pd4 Bf4";
  const char* black = "Ke8 Qd8 Rh8 Sf6 Pd5 Pe5 Bb4";
  const std::uint8_t rights = castling::E1 | castling::A1 | castling::E8 | castling::H8;
  RuleGame both({"MultiCaptures"}, white, black, Side::Black, rights);
  EXPECT_EQ(both.count(2), 1411u);  // Popeye
  RuleGame black_only({"MultiCaptures", "Black"}, white, black, Side::Black, rights);
  EXPECT_EQ(black_only.count(2), 1424u);  // Popeye
  EXPECT_EQ(first_inconsistency(both.position, 3), "");
}

}  // namespace
}  // namespace feerie
