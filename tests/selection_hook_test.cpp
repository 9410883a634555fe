// The core hook Condition::select and its binding of mobility: a selection
// may leave a side without a move; mate and stalemate see that only where
// the condition says the selection binds the side's mobility (Popeye's
// ultra mummers), else the side still counts as able to move (its exact
// mummers). Tested with a rule made up for the test.
#include <gtest/gtest.h>

#include <memory>

#include "rule_game.h"
#include "solve/goal.h"

namespace feerie {
namespace {

// White may play no move at all; `binds` says whether that stalemates it.
class NoWhiteMove : public Condition {
 public:
  explicit NoWhiteMove(bool binds) : binds_(binds) {}
  std::string name() const override { return "NoWhiteMove"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Selection); }
  bool selects(Side side) const override { return side == Side::White; }
  void select(Position&, MoveList& legal, const Rules&) const override { legal.clear(); }
  bool selection_binds_mobility(Side side) const override { return binds_ && side == Side::White; }

 private:
  bool binds_;
};

class Game {
 public:
  Game(const char* fen, bool binds) {
    rules_.add(std::make_unique<NoWhiteMove>(binds));
    read_fen(fen, position);
    position.set_rules(&rules_);
  }

 private:
  Rules rules_;

 public:
  Position position;
};

TEST(SelectionHook, ASelectionMayLeaveNoMove) {
  Game game("7k/8/8/8/8/8/8/K7 w - - 0 1", false);
  MoveList moves;
  generate_legal(game.position, moves);
  EXPECT_TRUE(moves.empty());
}

TEST(SelectionHook, MateAndStalemateSeeItOnlyWhereItBindsMobility) {
  Game free("7k/8/8/8/8/8/8/K7 w - - 0 1", false);
  EXPECT_TRUE(has_legal_move(free.position));
  EXPECT_FALSE(goal_reached(free.position, GoalKind::Stalemate));
  Game bound("7k/8/8/8/8/8/8/K7 w - - 0 1", true);
  EXPECT_FALSE(has_legal_move(bound.position));
  EXPECT_TRUE(goal_reached(bound.position, GoalKind::Stalemate));
  // The other side is not bound.
  Game black("7k/8/8/8/8/8/8/K7 b - - 0 1", true);
  EXPECT_TRUE(has_legal_move(black.position));
}

}  // namespace
}  // namespace feerie
