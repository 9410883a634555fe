// RoleExchange (src/rules/role_exchange): White may spend its turn on
// turning the board half round and every man's colour. The positions were
// checked with Popeye 4.104; whole outputs are compared with Popeye's in
// tests/compat/ (cond-role-exchange*), and Popeye's own examples
// (BEISPIEL/rollentausch.inp) in the popeye-suite test.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"
#include "rules/role_exchange/role_exchange.h"
#include "test_positions.h"

namespace feerie {
namespace {

bool offers_role_exchange(Position& position) {
  MoveList moves;
  generate_legal(position, moves);
  return std::any_of(moves.begin(), moves.end(),
                     [](const Move& move) { return move.kind == MoveKind::RoleExchange; });
}

TEST(RoleExchange, TurnsTheBoardAndEveryMansColour) {
  // Popeye's BEISPIEL/rollentausch.inp 1: "1. Rollentausch ! 1...Kg1-h1 2.Tf4-f1 #".
  Played problem("white kb8 pd4 black kb6 rc5", "condition roleexchange\nstipulation #2");
  const Hash before = problem.position.hash();
  ASSERT_TRUE(offers_role_exchange(problem.position));
  problem.position.make_move(RoleExchange::move());
  EXPECT_EQ(problem.position.piece_on(sq("g1")), (Piece{PieceType::King, Side::Black}));
  EXPECT_EQ(problem.position.piece_on(sq("g3")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(problem.position.piece_on(sq("f4")), (Piece{PieceType::Rook, Side::White}));
  EXPECT_EQ(problem.position.piece_on(sq("e5")), (Piece{PieceType::Pawn, Side::Black}));
  EXPECT_EQ(problem.position.men(), squares({"g1", "g3", "f4", "e5"}));
  EXPECT_EQ(problem.position.side_to_move(), Side::Black);
  EXPECT_EQ(last_text(problem.position), " RoleExchange");
  EXPECT_EQ(last_move_notation(problem.position, language(LanguageId::German)), " Rollentausch");
  EXPECT_EQ(problem.position.hash(), problem.position.compute_hash());
  problem.position.unmake_move();
  EXPECT_EQ(problem.position.hash(), before);
  EXPECT_EQ(problem.position.piece_on(sq("b8")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(RoleExchange, OnlyWhiteExchangesAndTheNumberBoundsThePlay) {
  Played unbounded("white kb8 black kb6 rc5", "condition roleexchange\nstipulation #2");
  unbounded.position.make_move(RoleExchange::move());
  EXPECT_FALSE(offers_role_exchange(unbounded.position));  // Black's turn
  unbounded.position.make_move(Move{sq("g1"), sq("h1")});
  EXPECT_TRUE(offers_role_exchange(unbounded.position));

  Played once("white kb8 black kb6 rc5", "condition roleexchange 1\nstipulation #2");
  EXPECT_EQ(once.rules.conditions().front()->name(), "RoleExchange 1");
  once.position.make_move(RoleExchange::move());
  once.position.make_move(Move{sq("g1"), sq("h1")});
  EXPECT_FALSE(offers_role_exchange(once.position));
}

TEST(RoleExchange, GivesNoMobility) {
  // White's king g1, in check from the pawn f2, has no move but the role
  // exchange: mated, as Popeye judges (BEISPIEL/rollentausch.inp 10).
  Played problem("white kg1 pa6b6c7 black ka8 pf2g2g3h3d6", "condition roleexchange\nstipulation #2");
  ASSERT_TRUE(problem.position.in_check(Side::White));
  EXPECT_TRUE(offers_role_exchange(problem.position));
  EXPECT_FALSE(has_legal_move(problem.position));
  EXPECT_TRUE(goal_reached(problem.position, Goal{GoalKind::Mate}));
}

TEST(RoleExchange, ANumberMustBeWhole) {
  EXPECT_THROW(condition_names({"RoleExchange", "1x"}), ConditionError);
  EXPECT_EQ(condition_names({"RoleExchange", "2"}), std::vector<std::string>{"RoleExchange 2"});
}

}  // namespace
}  // namespace feerie
