// CavalierMajeur (src/rules/standard_walks): the knight of the game is a
// nightrider. A pawn promotes to a nightrider in the knight's place (Popeye:
// "g2-g1=N"), and a knight in the diagram is refused.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/piece_catalogue.h"
#include "rule_game.h"
#include "solve/goal_reach.h"
#include "solve_text.h"

namespace feerie {
namespace {

const std::vector<std::string> Condition{"CavalierMajeur"};

TEST(CavalierMajeur, APawnPromotesToANightriderInTheKnightsPlace) {
  RuleGame game(Condition, "Ka1 Pb7", "Kh1", Side::White);
  const std::vector<std::string> promotions = legal_notations(game.position, sq("b7"));
  EXPECT_EQ(promotions, (std::vector<std::string>{"b7-b8=B", "b7-b8=N", "b7-b8=Q", "b7-b8=R"}));
  const auto types = game.position.promotion_types();
  EXPECT_EQ(
      std::vector<PieceType>(types.begin(), types.end()),
      (std::vector<PieceType>{PieceType::Queen, PieceType::Rook, PieceType::Bishop, piece_type_named("Nightrider")}));
  RuleGame orthodox({}, "Ka1 Pb7", "Kh1", Side::White);
  EXPECT_TRUE(orthodox.has_notation("b7-b8=S"));
  EXPECT_FALSE(orthodox.has_notation("b7-b8=N"));
}

TEST(CavalierMajeur, TheNightriderOfAPromotionRidesOn) {
  RuleGame game(Condition, "Ka1 Pb7", "Kh8", Side::White);
  for (const Move& move : game.legal()) {
    if (move.from != sq("b7") || move.promotion != piece_type_named("Nightrider")) continue;
    game.position.make_move(move);
    // b8-c6-d4-e2 and on: the nightrider's line, not the knight's leap alone.
    ASSERT_TRUE(game.play("h8", "h7"));
    EXPECT_TRUE(game.is_legal("b8", "e2"));
    return;
  }
  ADD_FAILURE() << "no promotion to a nightrider";
}

TEST(CavalierMajeur, AKnightInTheDiagramIsRefused) {
  RuleGame with_knight(Condition, "Ka1 Sb1", "Kh1", Side::White);
  EXPECT_NE(with_knight.position.rules()
                ->conditions()
                .front()
                ->refusal(with_knight.position)
                .find("knight + cavalier majeur not allowed"),
            std::string::npos);
  RuleGame with_nightrider(Condition, "Ka1 Pb2", "Kh1", Side::White);
  EXPECT_EQ(with_nightrider.position.rules()->conditions().front()->refusal(with_nightrider.position), "");
}

// The condition declares the goal-directed pruning sound: only the
// promotion's choices change, and a pawn that may become a nightrider
// counts as a fairy piece. The pruned search finds what the full one does.
TEST(CavalierMajeur, GoalPruningStaysSound) {
  RuleGame game(Condition, "Kc7 Pd7", "Ka8 Pa6 Pb6", Side::Black);
  EXPECT_TRUE(goal_pruning_applies(game.position, GoalKind::Mate));
  SolveOptions full;
  full.goal_pruning = false;
  for (const char* fen : {"k7/2KP4/pp6/8/8/8/8/8 b - - 0 1", "8/6P1/8/8/7p/7k/8/5K2 b - - 0 1"}) {
    const std::string pruned = solve_text(fen, "h#2", Condition);
    EXPECT_FALSE(pruned.empty()) << fen;
    EXPECT_EQ(pruned, solve_text(fen, "h#2", Condition, full)) << fen;
  }
}

}  // namespace
}  // namespace feerie
