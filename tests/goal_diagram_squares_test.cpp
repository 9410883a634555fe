// The goals of the men's diagram squares (ct, <>, ctr, <>r, k): each man is
// followed back to where it stood in the diagram, through its moves and its
// rebirths, and the search's tables tell apart positions alike whose men
// came from elsewhere.
#include <gtest/gtest.h>

#include "rule_game.h"
#include "solve/goal.h"
#include "solve/goal_symbol.h"
#include "solve/search_context.h"
#include "solve_text.h"

namespace feerie {
namespace {

using Words = std::vector<std::string>;

bool reached_after(RuleGame& game, const char* from, const char* to, Goal goal) {
  if (!game.play(from, to)) return false;
  const bool reached = goal_reached(game.position, goal);
  game.position.unmake_move();
  return reached;
}

TEST(DiagramSquares, MenAreFollowedThroughTheirMoves) {
  RuleGame game({}, "Ke2 Ra1 Rh1", "Ke8", Side::White);
  ASSERT_TRUE(game.play("a1", "a3"));
  ASSERT_TRUE(game.play("e8", "d8"));
  ASSERT_TRUE(game.play("h1", "a1"));
  const auto homes = diagram_squares(game.position);
  EXPECT_EQ(homes[sq("a3")], sq("a1"));
  EXPECT_EQ(homes[sq("a1")], sq("h1"));
  EXPECT_EQ(homes[sq("d8")], sq("e8"));
  EXPECT_EQ(homes[sq("e2")], sq("e2"));
  EXPECT_EQ(homes[sq("h1")], NoSquare);  // empty
  EXPECT_NE(diagram_key(game.position), 0u);
}

TEST(DiagramSquares, AKeyOfZeroWhereEveryManIsAtHome) {
  RuleGame game({}, "Ke1 Ra1", "Ke8", Side::White);
  EXPECT_EQ(diagram_key(game.position), 0u);
  ASSERT_TRUE(game.play("a1", "a3"));
  ASSERT_TRUE(game.play("e8", "d8"));
  ASSERT_TRUE(game.play("a3", "a1"));
  ASSERT_TRUE(game.play("d8", "e8"));
  EXPECT_EQ(diagram_key(game.position), 0u);
}

// A reborn man is the man taken off: under Circe the rook taken on d4 (a
// dark square) is reborn on a1 and is still the rook of the diagram's d4.
TEST(DiagramSquares, ARebornManIsTheManTakenOff) {
  RuleGame game({"Circe"}, "Ke1 Rd4", "Ke8 Qd8", Side::Black);
  ASSERT_TRUE(game.play("d8", "d4"));
  const auto homes = diagram_squares(game.position);
  EXPECT_EQ(homes[sq("a1")], sq("d4"));
  EXPECT_EQ(homes[sq("d4")], sq("d8"));
}

// The man taken by the move just played is followed too (Circe Diagram
// reads it): the rook of h8, taken on h3, stood on h8.
TEST(DiagramSquares, TheManTakenIsFollowed) {
  RuleGame game({}, "Ke1 Ra1", "Ke8 Rh8", Side::White);
  ASSERT_TRUE(game.play("a1", "a3"));
  EXPECT_EQ(diagram_square_of_taken(game.position), NoSquare);  // no capture
  ASSERT_TRUE(game.play("h8", "h3"));
  ASSERT_TRUE(game.play("a3", "h3"));
  EXPECT_EQ(diagram_square_of_taken(game.position), sq("h8"));
}

// ct: the man that moved ends on its diagram square.
TEST(DiagramSquares, CircuitIsTheMoverBackHome) {
  RuleGame game({}, "Ke1 Ra1", "Ke8", Side::White);
  ASSERT_TRUE(game.play("a1", "a3"));
  ASSERT_TRUE(game.play("e8", "d8"));
  EXPECT_TRUE(reached_after(game, "a3", "a1", GoalKind::Circuit));
  EXPECT_FALSE(reached_after(game, "a3", "a2", GoalKind::Circuit));
  // Another rook coming to a1 is not the one of a1.
  RuleGame two({}, "Ke2 Ra1 Rh2", "Ke8", Side::White);
  ASSERT_TRUE(two.play("a1", "a3"));
  ASSERT_TRUE(two.play("e8", "d8"));
  ASSERT_TRUE(two.play("h2", "h1"));
  ASSERT_TRUE(two.play("d8", "e8"));
  EXPECT_FALSE(reached_after(two, "h1", "a1", GoalKind::Circuit));
}

// <>: the mover ends on the diagram square of a man of its side that stands
// on the mover's diagram square.
TEST(DiagramSquares, ExchangeIsTwoMenOfTheMoverOnEachOthersSquares) {
  RuleGame game({}, "Ke5 Ra1 Rh1", "Ke8", Side::White);
  ASSERT_TRUE(game.play("a1", "a3"));
  ASSERT_TRUE(game.play("e8", "d8"));
  ASSERT_TRUE(game.play("h1", "a1"));
  ASSERT_TRUE(game.play("d8", "e8"));
  ASSERT_TRUE(game.play("a3", "h3"));
  ASSERT_TRUE(game.play("e8", "d8"));
  EXPECT_TRUE(reached_after(game, "h3", "h1", GoalKind::Exchange));
  EXPECT_FALSE(reached_after(game, "h3", "h2", GoalKind::Exchange));
  EXPECT_FALSE(reached_after(game, "h3", "h1", GoalKind::Circuit));
}

// ctr: the man a rebirth puts back stands on its diagram square (Circe: the
// rook of h1 taken on h5 is reborn on h1).
TEST(DiagramSquares, CircuitByRebirthIsTheRebornManBackHome) {
  RuleGame game({"Circe"}, "Ke1 Rh1", "Ke8 Qd5", Side::White);
  ASSERT_TRUE(game.play("h1", "h5"));
  EXPECT_TRUE(reached_after(game, "d5", "h5", GoalKind::CircuitByRebirth));
  EXPECT_FALSE(reached_after(game, "d5", "h5", GoalKind::Circuit));
  RuleGame plain({"Circe"}, "Ke1 Rh1", "Ke8 Qd5", Side::White);
  ASSERT_TRUE(plain.play("e1", "f2"));
  EXPECT_FALSE(reached_after(plain, "d5", "d2", GoalKind::CircuitByRebirth));  // no rebirth
}

// k: the mover ends next to the man of the diagram's square, and no other
// man stands next to that one.
TEST(DiagramSquares, KissIsTheMoverAloneNextToTheMan) {
  RuleGame game({}, "Ka1 Rh5", "Kh8 Pc5", Side::White);
  const Goal c5{GoalKind::Kiss, sq("c5")};
  EXPECT_TRUE(reached_after(game, "h5", "d5", c5));
  EXPECT_FALSE(reached_after(game, "h5", "e5", c5));
  RuleGame crowded({}, "Ka1 Rh5 Sb6", "Kh8 Pc5", Side::White);
  EXPECT_FALSE(reached_after(crowded, "h5", "d5", c5));  // the knight stands next to it too
}

TEST(DiagramSquares, GoalSymbolsAreReadAndWritten) {
  for (const char* text : {"ct", "ctr", "<>", "<>r", "kc5"}) {
    std::string_view rest = text;
    std::string error;
    const auto goal = read_goal_symbol(rest, error);
    ASSERT_TRUE(goal) << text << ": " << error;
    EXPECT_TRUE(rest.empty()) << text;
    EXPECT_EQ(goal_symbol(*goal), text);
    EXPECT_TRUE(goal_follows_pieces(*goal)) << text;
    EXPECT_FALSE(goal_ends_play(*goal)) << text;
  }
  std::string_view kiss = "k9";
  std::string error;
  EXPECT_FALSE(read_goal_symbol(kiss, error));
  EXPECT_NE(error.find("after k"), std::string::npos) << error;
  EXPECT_FALSE(goal_follows_pieces(GoalKind::Target));
}

// Two lines reach the same position, one with the rooks exchanged: the
// tables must not answer one with what they learnt from the other. With
// the rooks' first moves in either order, ser-<>4 has its solutions in
// both (Popeye: 20 lines).
TEST(DiagramSquares, TablesTellApartMenFromElsewhere) {
  const std::string text = solve_text("4k3/8/8/8/8/4K3/8/R6R w - - 0 1", "ser-<>4");
  EXPECT_EQ(text_lines(text).size(), 20u) << text;
}

// A condition that reads the men's diagram squares, and nothing else.
class FollowsMen : public Condition {
 public:
  std::string name() const override { return "FollowsMen"; }
  unsigned hooks() const override { return 0; }
  bool reads_diagram_squares() const override { return true; }
};

// The key of the tables for the position after the rooks a1 and b1 have
// changed places, and for the diagram (the same board), under `rules`.
std::pair<Hash, Hash> swapped_and_diagram_keys(const Rules& rules) {
  Position position;
  read_fen("4k3/8/8/8/8/8/4K3/RR6 w - - 0 1", position);
  position.set_rules(&rules);
  const Stipulation stipulation;  // mate
  const SolveOptions options;
  TranspositionTable table(1 << 10);
  const std::atomic<bool> stop{false};
  SearchContext context{position, stipulation, options, language(LanguageId::English), table, stop};
  const Hash diagram = context.table_key();
  const Hash hash = position.hash();
  for (const auto& [from, to] : std::vector<std::pair<const char*, const char*>>{{"a1", "a2"},
                                                                                 {"e8", "d8"},
                                                                                 {"b1", "a1"},
                                                                                 {"d8", "e8"},
                                                                                 {"a2", "b2"},
                                                                                 {"e8", "d8"},
                                                                                 {"b2", "b1"},
                                                                                 {"d8", "e8"}}) {
    MoveList moves;
    generate_legal(position, moves);
    const Square departure = sq(from), arrival = sq(to);
    const auto move = std::find_if(moves.begin(), moves.end(),
                                   [&](const Move& m) { return m.from == departure && m.to == arrival; });
    EXPECT_NE(move, moves.end()) << from << to;
    position.make_move(*move);
  }
  EXPECT_EQ(position.hash(), hash);  // the board alike, the rooks exchanged
  return {context.table_key(), diagram};
}

// A condition that reads the men's diagram squares keys the tables by them,
// whatever the goal: the rooks exchanged are told apart from the diagram.
TEST(DiagramSquares, TablesKeyByTheMenWhereAConditionReadsThem) {
  Rules orthodox;
  const auto [orthodox_swapped, orthodox_diagram] = swapped_and_diagram_keys(orthodox);
  EXPECT_EQ(orthodox_swapped, orthodox_diagram);
  Rules following;
  following.add(std::make_unique<FollowsMen>());
  EXPECT_TRUE(following.reads_diagram_squares());
  const auto [swapped, diagram] = swapped_and_diagram_keys(following);
  EXPECT_NE(swapped, diagram);
  EXPECT_EQ(diagram, orthodox_diagram);
}

}  // namespace
}  // namespace feerie
