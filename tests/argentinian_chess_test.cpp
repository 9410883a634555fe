// ArgentinianChess (src/rules/standard_walks): the Senora, Faro, Loco and
// Saltador take the places of the queen, rook, bishop and knight in the
// game: a pawn promotes to them (Popeye: "e7-e8=SE"), and a proof game
// starts from the game array with them. Orthodox pieces in the diagram keep
// their walks, as Popeye plays them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"ArgentinianChess"};

TEST(ArgentinianChess, APawnPromotesToTheArgentinianPieces) {
  RuleGame game(Condition, "Ka1 Pe7", "Kh1", Side::White);
  EXPECT_EQ(legal_notations(game.position, sq("e7")),
            (std::vector<std::string>{"e7-e8=FA", "e7-e8=LO", "e7-e8=SA", "e7-e8=SE"}));
  const auto types = game.position.promotion_types();
  EXPECT_EQ(std::vector<PieceType>(types.begin(), types.end()),
            (std::vector<PieceType>{piece_type_named("Senora"), piece_type_named("Faro"), piece_type_named("Loco"),
                                    piece_type_named("Saltador")}));
}

TEST(ArgentinianChess, TheGameArrayHasTheArgentinianPieces) {
  Rules rules;
  add_conditions(Condition, rules);
  EXPECT_EQ(rules.in_game_array(PieceType::Queen), piece_type_named("Senora"));
  EXPECT_EQ(rules.in_game_array(PieceType::Rook), piece_type_named("Faro"));
  EXPECT_EQ(rules.in_game_array(PieceType::Bishop), piece_type_named("Loco"));
  EXPECT_EQ(rules.in_game_array(PieceType::Knight), piece_type_named("Saltador"));
  EXPECT_EQ(rules.in_game_array(PieceType::Pawn), PieceType::Pawn);
  EXPECT_EQ(rules.in_game_array(PieceType::King), PieceType::King);
}

TEST(ArgentinianChess, AnOrthodoxQueenKeepsItsWalk) {
  // Popeye (~1): Qd1 moves as a queen under ArgentinianChess.
  RuleGame game(Condition, "Ke1 Qd1", "Ke8", Side::White);
  EXPECT_TRUE(game.has_notation("Qd1-a4"));
  EXPECT_TRUE(game.has_notation("Qd1-d2"));
}

}  // namespace
}  // namespace feerie
