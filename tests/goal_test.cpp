// Each goal as a predicate: a move that reaches it and one that does not, and
// the marks written after a move that reaches it.
#include "solve/goal.h"

#include <gtest/gtest.h>

#include "rule_game.h"

namespace feerie {
namespace {

using Words = std::vector<std::string>;

// Plays from -> to (legal, or forced when `force`) and asks whether `goal` is reached.
bool reaches(RuleGame& game, const char* from, const char* to, Goal goal, bool force = false) {
  if (!(force ? game.force(from, to) : game.play(from, to))) return false;
  const bool reached = goal_reached(game.position, goal);
  game.position.unmake_move();
  return reached;
}

TEST(Goal, CaptureIsAMoveThatTakes) {
  RuleGame game({}, "Ke1 Rd1 Pe5", "Ke8 Pd7 Pa7", Side::White);
  EXPECT_TRUE(reaches(game, "d1", "d7", GoalKind::Capture));
  EXPECT_FALSE(reaches(game, "d1", "d6", GoalKind::Capture));
  ASSERT_TRUE(game.play("e1", "f1"));
  ASSERT_TRUE(game.play("d7", "d5"));
  EXPECT_TRUE(reaches(game, "e5", "d6", GoalKind::Capture));  // en passant
}

TEST(Goal, CheckIsTheSideToMoveInCheck) {
  RuleGame game({}, "Kh1 Rd1", "Ke8", Side::White);
  EXPECT_TRUE(reaches(game, "d1", "e1", GoalKind::Check));
  EXPECT_TRUE(reaches(game, "d1", "d8", GoalKind::Check));
  EXPECT_FALSE(reaches(game, "d1", "d2", GoalKind::Check));
}

TEST(Goal, TargetIsWhereTheMovingPieceEnds) {
  RuleGame game({}, "Ke1 Rh1 Rh7", "Ka8", Side::White, castling::E1 | castling::H1);
  const Goal e7{GoalKind::Target, sq("e7")};
  EXPECT_TRUE(reaches(game, "h7", "e7", e7));
  EXPECT_FALSE(reaches(game, "h7", "f7", e7));
  EXPECT_FALSE(reaches(game, "h7", "e7", Goal{GoalKind::Target, sq("e8")}));
  // Castling moves the king: g1 is reached, the rook's f1 is not.
  EXPECT_TRUE(reaches(game, "e1", "g1", Goal{GoalKind::Target, sq("g1")}));
  EXPECT_FALSE(reaches(game, "e1", "g1", Goal{GoalKind::Target, sq("f1")}));
}

TEST(Goal, EnPassantAndCastlingAreKindsOfMove) {
  RuleGame game({}, "Ke1 Rh1 Pe5", "Ke8 Pd7", Side::Black, castling::E1 | castling::H1);
  ASSERT_TRUE(game.play("d7", "d5"));
  EXPECT_TRUE(reaches(game, "e5", "d6", GoalKind::EnPassant));
  EXPECT_FALSE(reaches(game, "e5", "e6", GoalKind::EnPassant));
  EXPECT_FALSE(reaches(game, "e5", "d6", GoalKind::Castling));
  EXPECT_TRUE(reaches(game, "e1", "g1", GoalKind::Castling));
  EXPECT_FALSE(reaches(game, "e1", "f1", GoalKind::Castling));
  EXPECT_FALSE(reaches(game, "h1", "f1", GoalKind::Castling));
}

TEST(Goal, Chess81IsThePieceOnTheFarRank) {
  RuleGame game({}, "Kf4 Rh2 Pb7", "Kd6 Bc3", Side::White);
  EXPECT_TRUE(reaches(game, "h2", "h8", GoalKind::Chess81));
  EXPECT_FALSE(reaches(game, "h2", "h7", GoalKind::Chess81));
  EXPECT_TRUE(reaches(game, "b7", "b8", GoalKind::Chess81));  // promoting
  ASSERT_TRUE(game.play("f4", "f5"));
  EXPECT_TRUE(reaches(game, "c3", "a1", GoalKind::Chess81));  // Black's far rank is the first
  EXPECT_FALSE(reaches(game, "c3", "a5", GoalKind::Chess81));
}

TEST(Goal, WinPieceIsACaptureWithoutRebirth) {
  RuleGame orthodox({}, "Ke1 Rc1", "Ke8 Pc5", Side::White);
  EXPECT_TRUE(reaches(orthodox, "c1", "c5", GoalKind::WinPiece));
  EXPECT_FALSE(reaches(orthodox, "c1", "c4", GoalKind::WinPiece));
  // Circe: the pawn is reborn on c7; taken on c7 it has nowhere to go.
  RuleGame circe(Words{"Circe"}, "Ke1 Rc1", "Ke8 Pc5", Side::White);
  EXPECT_FALSE(reaches(circe, "c1", "c5", GoalKind::WinPiece));
  EXPECT_TRUE(reaches(circe, "c1", "c5", GoalKind::Capture));
  RuleGame full(Words{"Circe"}, "Ke1 Rc1", "Ke8 Pc7", Side::White);
  EXPECT_TRUE(reaches(full, "c1", "c7", GoalKind::WinPiece));
}

TEST(Goal, MateOrStalemateIsNoMoveLeft) {
  RuleGame game({}, "Kf7 Qb1", "Kh8", Side::White);
  EXPECT_TRUE(reaches(game, "b1", "g6", GoalKind::MateOrStalemate));  // stalemate
  EXPECT_TRUE(reaches(game, "b1", "h1", GoalKind::MateOrStalemate));  // mate
  EXPECT_FALSE(reaches(game, "b1", "b2", GoalKind::MateOrStalemate));
  EXPECT_FALSE(reaches(game, "b1", "g6", GoalKind::Mate));
  EXPECT_FALSE(reaches(game, "b1", "h1", GoalKind::Stalemate));
}

TEST(Goal, AutoStalemateLeavesTheMoverWithoutAMove) {
  RuleGame game({}, "Ka8 Pa6", "Kc7", Side::White);
  EXPECT_TRUE(reaches(game, "a6", "a7", GoalKind::AutoStalemate));
  EXPECT_FALSE(reaches(game, "a8", "a7", GoalKind::AutoStalemate));
}

// Popeye's EXAMPLES/automate.inp: 1.g2-g4 opens the rank to the king, which
// has no flight; after 1.g2-g3 the pawn guards h3.
TEST(Goal, AutoMateIsReachedByCheckingOneself) {
  RuleGame game({}, "Kh2 Pg2", "Ka1 Ra2 Ra3 Qb1", Side::White);
  EXPECT_TRUE(reaches(game, "g2", "g4", GoalKind::AutoMate, true));
  EXPECT_FALSE(reaches(game, "g2", "g3", GoalKind::AutoMate, true));
  MoveList moves;
  generate_goal_moves(game.position, GoalKind::AutoMate, moves);
  const auto g4 = std::find_if(moves.begin(), moves.end(), [](const Move& move) { return move.to == sq("g4"); });
  EXPECT_NE(g4, moves.end());
  EXPECT_TRUE(can_reach_goal(game.position, GoalKind::AutoMate));
  EXPECT_FALSE(can_reach_goal(game.position, GoalKind::Mate));
  // No other move that leaves the king in check is offered.
  for (const Move& move : moves) {
    game.position.make_move(move);
    EXPECT_TRUE(!game.position.in_check(Side::White) || goal_reached(game.position, GoalKind::AutoMate));
    game.position.unmake_move();
  }
}

// Popeye's regression 4.55-4.57 no. 5: 1.Kh6-h7 mates both sides; with a
// black rook on a5 White is stalemated in the diagram, and a stalemated side
// cannot double-mate.
TEST(Goal, DoubleMateNeedsAMoverThatCouldMove) {
  RuleGame game({}, "Kh6 Pg6", "Kh8 Bg7", Side::White);
  EXPECT_TRUE(reaches(game, "h6", "h7", GoalKind::DoubleMate, true));
  EXPECT_FALSE(reaches(game, "h6", "h7", GoalKind::CounterMate, true));
  EXPECT_FALSE(reaches(game, "h6", "g5", GoalKind::DoubleMate));
  RuleGame stalemated({}, "Kh6 Pg6", "Kh8 Bg7 Ra5", Side::White);
  EXPECT_FALSE(reaches(stalemated, "h6", "h7", GoalKind::DoubleMate, true));
}

// Popeye's tests/battle_play no. 8: White, mated, answers 1.Kc8-b7 and both
// sides are mated.
TEST(Goal, CounterMateNeedsAMatedMover) {
  RuleGame game({}, "Kc8 Rb8", "Ka7 Qc5 Rd5", Side::White);
  EXPECT_TRUE(reaches(game, "c8", "b7", GoalKind::CounterMate, true));
  EXPECT_FALSE(reaches(game, "c8", "b7", GoalKind::DoubleMate, true));
  EXPECT_TRUE(must_reach_goal(game.position, GoalKind::CounterMate));
  EXPECT_FALSE(can_reach_goal(game.position, GoalKind::Capture));
}

TEST(Goal, OnlyMateAndTheStalematesEndPlay) {
  for (const GoalKind kind : {GoalKind::Mate, GoalKind::Stalemate, GoalKind::DoubleStalemate, GoalKind::MateOrStalemate,
                              GoalKind::DoubleMate, GoalKind::CounterMate})
    EXPECT_TRUE(goal_ends_play(kind));
  for (const GoalKind kind : {GoalKind::AnyMove, GoalKind::Capture, GoalKind::Check, GoalKind::Target,
                              GoalKind::Castling, GoalKind::EnPassant, GoalKind::Chess81, GoalKind::AutoMate})
    EXPECT_FALSE(goal_ends_play(kind));
}

// As Popeye writes them: the check mark, then the goal's mark; goals whose
// mark says more than check (#, +, ##, =) stand alone.
TEST(Goal, MarksAfterTheMove) {
  RuleGame game({}, "Kh1 Rd1", "Ke8 Pd7", Side::White);
  ASSERT_TRUE(game.play("d1", "d7"));
  EXPECT_EQ(marked_move(game.position, "Rd1*d7", GoalKind::Capture, true), "Rd1*d7 x");
  EXPECT_EQ(marked_move(game.position, "Rd1*d7", GoalKind::Check, false), "Rd1*d7");
  game.position.unmake_move();
  ASSERT_TRUE(game.play("d1", "e1"));
  EXPECT_EQ(marked_move(game.position, "Rd1-e1", Goal{GoalKind::Target, sq("e1")}, true), "Rd1-e1 + z");
  EXPECT_EQ(marked_move(game.position, "Rd1-e1", GoalKind::Check, true), "Rd1-e1 +");
  EXPECT_EQ(marked_move(game.position, "Rd1-e1", GoalKind::Castling, true), "Rd1-e1 +");
  EXPECT_EQ(marked_move(game.position, "Rd1-e1", GoalKind::Chess81, true), "Rd1-e1 + c81");
  EXPECT_EQ(marked_move(game.position, "Rd1-e1", GoalKind::Mate, false), "Rd1-e1 +");
  EXPECT_EQ(marked_move(game.position, "Rd1-e1", GoalKind::DoubleMate, true), "Rd1-e1 ##");
}

// The end of help play to a forced end (sstipulation nhh[/1d[x]a{!+}]).
TEST(Goal, AForcedEndNeedsEveryMoveToReachTheGoalOutOfCheck) {
  // The end of a line of tests/compat/sstip-forced-end: Black's one move,
  // b4*a3, is a capture.
  RuleGame forced({}, "Kc5 Pa3 Pb3", "Ka5 Pa6 Pb4", Side::Black);
  EXPECT_EQ(forced.moves(), (std::set<std::string>{"b4a3"}));
  EXPECT_TRUE(forced_to_goal(forced.position, GoalKind::Capture));
  // Without the pawn b3, b4-b3 and Ka5-a4 capture nothing: not forced.
  RuleGame free({}, "Kc5 Pa3", "Ka5 Pa6 Pb4", Side::Black);
  EXPECT_FALSE(forced_to_goal(free.position, GoalKind::Capture));
  // In check, the one move (taking the checker) a capture: not an end.
  RuleGame in_check({}, "Kh1 Qa7", "Ka8", Side::Black);
  EXPECT_TRUE(in_check.position.in_check(Side::Black));
  EXPECT_TRUE(must_reach_goal(in_check.position, GoalKind::Capture));
  EXPECT_FALSE(forced_to_goal(in_check.position, GoalKind::Capture));
  // Without a move: not an end.
  RuleGame stalemated({}, "Kc7 Qb6", "Ka8", Side::Black);
  EXPECT_FALSE(forced_to_goal(stalemated.position, GoalKind::Capture));
}

// The end of help play to an unparryable end (sstipulation nhh[/2da[#]{!+}]).
TEST(Goal, AnUnparryableEndNeedsEveryMoveToLetTheOtherSideMate) {
  // After 1.b5-b4 Qd5-f7 (tests/compat/sstip-unparryable): each black move lets White mate.
  RuleGame unparryable({}, "Kc6 Qf7", "Ka8 Pa7 Pb4", Side::Black);
  EXPECT_TRUE(cannot_parry_goal(unparryable.position, GoalKind::Mate));
  RuleGame parried({}, "Kc6 Qf7", "Ka8 Pa7 Pb4 Rh1", Side::Black);  // Rh1-h7 parries
  EXPECT_FALSE(cannot_parry_goal(parried.position, GoalKind::Mate));
  // In check: not an end, though the one reply, Bc5-f8, lets Ra8*f8 mate.
  RuleGame in_check({}, "Ka1 Ra8", "Kh8 Pg7 Ph7 Bc5", Side::Black);
  EXPECT_TRUE(in_check.position.in_check(Side::Black));
  EXPECT_EQ(in_check.moves(), (std::set<std::string>{"c5f8"}));
  ASSERT_TRUE(in_check.play("c5", "f8"));
  EXPECT_TRUE(can_reach_goal(in_check.position, GoalKind::Mate));
  in_check.position.unmake_move();
  EXPECT_FALSE(cannot_parry_goal(in_check.position, GoalKind::Mate));
  // Without a move: not an end.
  RuleGame stalemated({}, "Kc7 Qb6", "Ka8", Side::Black);
  EXPECT_TRUE(stalemated.moves().empty());
  EXPECT_FALSE(cannot_parry_goal(stalemated.position, GoalKind::Mate));
}

}  // namespace
}  // namespace feerie
