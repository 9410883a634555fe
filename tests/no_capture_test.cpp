// NoCapture, NoWhiteCapture and NoBlackCapture (src/rules/no_capture): the
// sides named make no captures; checks stay orthodox. Counts marked "Popeye"
// were checked with Popeye 4.104 (h~2 listings of two plies from Black to
// move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

constexpr const char* White = "Ke1 Ra1 Rh1 Pb2 Pg2 Pe5 Sd4 Bc4";
constexpr const char* Black = "Ke8 Ra8 Rh8 Bb5 Pe7 Qh5 Pf5 Pd7 Sc6";

TEST(NoCapture, NoPieceCaptures) {
  RuleGame game({"NoCapture"}, "Ke1 Rd4 Pc4", "Ke8 Pd6 Pb5", Side::White);
  EXPECT_FALSE(game.is_legal("d4", "d6"));
  EXPECT_FALSE(game.is_legal("c4", "b5"));
  EXPECT_TRUE(game.is_legal("d4", "d5"));
  EXPECT_TRUE(game.is_legal("c4", "c5"));
}

TEST(NoCapture, EnPassantIsACapture) {
  RuleGame game({"NoCapture"}, "Ke1 Pe5", "Ke8 Pd7", Side::Black);
  ASSERT_TRUE(game.play("d7", "d5"));
  EXPECT_FALSE(game.is_legal("e5", "d6"));
  EXPECT_TRUE(game.is_legal("e5", "e6"));
}

TEST(NoCapture, ChecksStayOrthodox) {
  // The queen may not take, yet she checks and guards: the king must leave
  // the file and may not step next to her (Popeye).
  RuleGame game({"NoCapture"}, "Ke1", "Ka8 Qe3", Side::White);
  EXPECT_TRUE(game.position.in_check(Side::White));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"e1d1", "e1f1"}));
  // Nor may the king take an unguarded checking piece.
  RuleGame adjacent({"NoCapture"}, "Ke1", "Ka8 Qe2", Side::White);
  EXPECT_TRUE(adjacent.moves().empty());
  EXPECT_TRUE(adjacent.mated());
}

TEST(NoCapture, OneSideOnly) {
  RuleGame white({"NoWhiteCapture"}, "Ke1 Rd4", "Ke8 Rd6", Side::White);
  EXPECT_FALSE(white.is_legal("d4", "d6"));
  RuleGame white_black({"NoWhiteCapture"}, "Ke1 Rd4", "Ke8 Rd6", Side::Black);
  EXPECT_TRUE(white_black.is_legal("d6", "d4"));
  RuleGame black({"NoBlackCapture"}, "Ke1 Rd4", "Ke8 Rd6", Side::Black);
  EXPECT_FALSE(black.is_legal("d6", "d4"));
  RuleGame black_white({"NoBlackCapture"}, "Ke1 Rd4", "Ke8 Rd6", Side::White);
  EXPECT_TRUE(black_white.is_legal("d4", "d6"));
}

TEST(NoCapture, CountsAgreeWithPopeye) {
  const std::uint8_t all = castling::All;
  EXPECT_EQ(RuleGame({"NoCapture"}, White, Black, Side::Black, all).count(2), 1332u);           // Popeye
  EXPECT_EQ(RuleGame({"NoWhiteCapture"}, White, Black, Side::Black, all).count(2), 1434u);      // Popeye
  EXPECT_EQ(RuleGame({"NoBlackCapture"}, White, Black, Side::Black, all).count(2), 1553u);      // Popeye
  EXPECT_EQ(RuleGame({"NoCapture", "KoeKo"}, White, Black, Side::Black, all).count(2), 1070u);  // Popeye
  RuleGame game({"NoCapture"}, White, Black, Side::Black, all);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(NoCapture, NamesAsPopeyeWritesThem) {
  EXPECT_EQ(condition_names({"Ohneschlag"}), (std::vector<std::string>{"NoCapture"}));
  EXPECT_EQ(condition_names({"BlancSansPrises"}), (std::vector<std::string>{"NoWhiteCapture"}));
  EXPECT_EQ(condition_names({"SchwarzerOhneSchlag"}), (std::vector<std::string>{"NoBlackCapture"}));
  EXPECT_EQ(condition_names({"NoWhiteCapture", "NoBlackCapture"}),
            (std::vector<std::string>{"NoWhiteCapture", "NoBlackCapture"}));
}

}  // namespace
}  // namespace feerie
