// Central chess (src/rules/central): a piece moves and checks only while a
// chain of observations links it to its own king.
#include "rules/central/central.h"

#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

TEST(CentralChess, AChainFromTheKingLinksPieces) {
  // Popeye's example: Kb1 observes Bc1, Bc1 observes d2, Pd2 observes e3.
  RuleGame game({"CentralChess"}, "Kb1 Bc1 Pd2 Pe3 Ph5", "Kh8", Side::White);
  EXPECT_EQ(centrally_linked(game.position, Side::White), squares({"b1", "c1", "d2", "e3"}));
  EXPECT_TRUE(game.is_legal("e3", "e4"));
  EXPECT_FALSE(game.is_legal("h5", "h6"));  // not linked
}

TEST(CentralChess, WithoutAKingNothingMoves) {
  RuleGame game({"CentralChess"}, "Bc1 Pd2 Pe3", "Kh8", Side::White);
  EXPECT_EQ(centrally_linked(game.position, Side::White), 0u);
  EXPECT_EQ(game.moves(), (std::set<std::string>{}));
}

TEST(CentralChess, AnUnlinkedPieceGivesNoCheck) {
  RuleGame loose({"CentralChess"}, "Ka1 Rh1", "Kh8", Side::Black);
  EXPECT_FALSE(loose.position.in_check(Side::Black));
  RuleGame linked({"CentralChess"}, "Ka1 Rb1 Rb8", "Kh8", Side::Black);
  EXPECT_TRUE(linked.position.in_check(Side::Black));  // Ka1 - Rb1 - Rb8
}

TEST(CentralChess, AnUnlinkedRookCastles) {
  RuleGame game({"CentralChess"}, "Ke1 Rh1 Pa2", "Ka8", Side::White,
                castling::bit_of(sq("e1")) | castling::bit_of(sq("h1")));
  EXPECT_FALSE(centrally_linked(game.position, Side::White) & square_bb(sq("h1")));
  EXPECT_TRUE(game.is_legal("e1", "g1"));
}

TEST(CentralChess, NamesInEachLanguage) {
  EXPECT_EQ(condition_names({"ZentralSchach"}), (std::vector<std::string>{"CentralChess"}));
  EXPECT_EQ(condition_names({"EchecsCentral"}), (std::vector<std::string>{"CentralChess"}));
}

TEST(CentralChess, MakeAndUnmakeRestoreThePosition) {
  RuleGame game({"CentralChess"}, "Ke1 Qd1 Ra1 Pe2", "Ke8 Qd8 Pa7 Pb7", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
