// Setting up a problem's position: the side to move, and what makes the
// position impossible.
#include "io/position_setup.h"

#include <gtest/gtest.h>

#include <memory>

#include "io/popeye_reader.h"
#include "io/twin.h"
#include "rules/registry.h"
#include "test_positions.h"

namespace feerie {
namespace {

void set_up(const std::string& input, Position& position, Rules& rules) { set_up_problem(input, position, rules); }

// WhiteToPlay: White starts the help play, so White may be in check.
TEST(PositionSetup, WhiteToPlayLetsWhiteBeInCheck) {
  Position position;
  Rules rules;
  set_up("beginproblem\npieces white ke1 qd1 black ke8 re7\nstipulation h#2\noption WhiteToPlay\nendproblem\n",
         position, rules);
  EXPECT_EQ(position.side_to_move(), Side::White);
  Position plain;
  Rules plain_rules;
  EXPECT_THROW(
      set_up("beginproblem\npieces white ke1 qd1 black ke8 re7\nstipulation h#2\nendproblem\n", plain, plain_rules),
      ImpossiblePosition);
}

// A condition that lets the side not to move stand in check
// (Condition::allows_waiting_side_in_check), made up for the test.
class WaitingSideMayBeInCheck : public Condition {
 public:
  std::string name() const override { return "WaitingSideMayBeInCheck"; }
  unsigned hooks() const override { return 0; }
  bool allows_waiting_side_in_check() const override { return true; }
};

TEST(PositionSetup, AConditionMayLetTheSideNotToMoveBeInCheck) {
  const std::string input = "beginproblem\npieces white ka1 qe2 black ke8\nstipulation #2\nendproblem\n";
  Position plain;
  Rules plain_rules;
  EXPECT_THROW(set_up(input, plain, plain_rules), ImpossiblePosition);
  const auto problems = read_popeye(input);
  const Problem& problem = *problems.at(0).problem;
  const std::vector<TwinSetup> setups = twin_setups(problem);
  Rules rules;
  rules.add(std::make_unique<WaitingSideMayBeInCheck>());
  EXPECT_TRUE(rules.allows_waiting_side_in_check());
  Position position;
  EXPECT_NO_THROW(set_up_position(position, setups.front().diagram, problem, rules));
  EXPECT_TRUE(position.in_check(Side::Black));
}

// EnPassant needs the pawn that just passed over the square.
TEST(PositionSetup, EnPassantNeedsThePawnThatPassed) {
  Position position;
  Rules rules;
  set_up("beginproblem\npieces white ke1 pe5 black ke8 pd5\nstipulation #1\noption EnPassant d7d6d5\nendproblem\n",
         position, rules);
  EXPECT_EQ(square_name(position.en_passant()), "d6");
  Position wrong;
  Rules wrong_rules;
  EXPECT_THROW(set_up("beginproblem\npieces white ke1 pe5 black ke8 pd7\nstipulation #1\noption EnPassant d6\n"
                      "endproblem\n",
                      wrong, wrong_rules),
               ImpossiblePosition);
}

}  // namespace
}  // namespace feerie
