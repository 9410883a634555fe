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

// White may play no move at all; `binds` says whether that stalemates it
// (only while not in check, with `unless_in_check`).
class NoWhiteMove : public Condition {
 public:
  explicit NoWhiteMove(bool binds, bool unless_in_check = false) : binds_(binds), unless_in_check_(unless_in_check) {}
  std::string name() const override { return "NoWhiteMove"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Selection); }
  bool selects(Side side) const override { return side == Side::White; }
  void select(Position&, MoveList& legal, const Rules&) const override { legal.clear(); }
  bool selection_binds_mobility(const Position& position, Side side) const override {
    return binds_ && side == Side::White && !(unless_in_check_ && position.in_check(side));
  }

 private:
  bool binds_;
  bool unless_in_check_;
};

class Game {
 public:
  Game(const char* fen, bool binds, bool unless_in_check = false) {
    rules_.add(std::make_unique<NoWhiteMove>(binds, unless_in_check));
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

TEST(SelectionHook, TheBindingMayDependOnThePosition) {
  // Bound only while not in check: stalemate seen, mate not.
  Game free("7k/8/8/8/8/8/8/K7 w - - 0 1", true, true);
  EXPECT_TRUE(goal_reached(free.position, GoalKind::Stalemate));
  Game checked("7k/8/8/8/8/8/8/K6r w - - 0 1", true, true);
  EXPECT_TRUE(has_legal_move(checked.position));
  EXPECT_FALSE(goal_reached(checked.position, GoalKind::Mate));
  Game always("7k/8/8/8/8/8/8/K6r w - - 0 1", true);
  EXPECT_TRUE(goal_reached(always.position, GoalKind::Mate));
}

}  // namespace
}  // namespace feerie
