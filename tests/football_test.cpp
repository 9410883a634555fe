// Football (src/rules/football): a piece arriving on the a- or h-file may be
// substituted by a piece of the bench or stay itself, each choice a move of
// its own; kings never. Notations as Popeye 4.104 writes them
// ("Rb3-a3=S", "a7-a8=Q=R").
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Texts = std::vector<std::string>;

TEST(Football, APieceOnATouchLineMayBeSubstituted) {
  RuleGame game({"Football", "R", "S"}, "Kc1 Bd5", "Kh8", Side::White);
  const Texts to_a8 = [&] {
    Texts all = legal_notations(game.position, sq("d5"));
    all.erase(
        std::remove_if(all.begin(), all.end(), [](const std::string& t) { return t.find("a8") == std::string::npos; }),
        all.end());
    return all;
  }();
  EXPECT_EQ(to_a8, (Texts{"Bd5-a8", "Bd5-a8=R", "Bd5-a8=S"}));
  EXPECT_TRUE(game.has_notation("Bd5-c6"));
  EXPECT_FALSE(game.has_notation("Bd5-c6=R"));
  // The king is never substituted.
  EXPECT_FALSE(game.has_notation("Kc1-b1=R"));
  EXPECT_TRUE(game.has_notation("Kc1-b1"));
}

TEST(Football, APieceOfTheBenchStaysItselfOnce) {
  RuleGame game({"Football", "R", "S"}, "Kc1 Rb3", "Kh8", Side::White);
  const Texts all = legal_notations(game.position, sq("b3"));
  EXPECT_EQ(std::count(all.begin(), all.end(), "Rb3-a3"), 1);
  EXPECT_EQ(std::count(all.begin(), all.end(), "Rb3-a3=S"), 1);
  EXPECT_EQ(std::count(all.begin(), all.end(), "Rb3-a3=R"), 0);
  EXPECT_EQ(std::count(all.begin(), all.end(), "Rb3-h3=S"), 1);
}

TEST(Football, APromotedPieceIsSubstitutedAfterItsPromotion) {
  RuleGame game({"Football", "R"}, "Kc1 Pa7", "Kh6", Side::White);
  EXPECT_TRUE(game.has_notation("a7-a8=Q=R"));
  EXPECT_TRUE(game.has_notation("a7-a8=Q"));
  EXPECT_TRUE(game.has_notation("a7-a8=R"));
  EXPECT_FALSE(game.has_notation("a7-a8=R=R"));
  for (const Move& move : game.legal())
    if (move.from == sq("a7") && move.promotion == PieceType::Queen && move.choice_type == PieceType::Rook) {
      game.position.make_move(move);
      EXPECT_EQ(game.position.piece_on(sq("a8")), (Piece{PieceType::Rook, Side::White}));
      game.position.unmake_move();
    }
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Football, TheBenchIsNamedInPopeyesOrder) {
  EXPECT_EQ(condition_names({"Football", "R", "B", "S"}), (Texts{"Football S R B"}));
  EXPECT_EQ(condition_names({"Football", "Q", "N", "S", "R", "B"}), (Texts{"Football Q S R B N"}));
  Rules rules;
  EXPECT_THROW(add_conditions({"Football"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"Football", "K"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"Football", "P"}, rules), ConditionError);
}

}  // namespace
}  // namespace feerie
