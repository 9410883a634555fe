// Snek chess and Snek circle chess (src/rules/snek): a man taken makes a man
// of its side of the next lower type take its type. The moves listed were
// checked with Popeye 4.104 (~1 listings); whole outputs are compared with
// Popeye's in tests/compat/ (cond-snek*), and Popeye's own examples in the
// popeye-suite test.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

std::vector<std::string> captures_of(Position& position, const char* from) {
  std::vector<std::string> captures;
  for (const std::string& move : legal_notations(position, sq(from)))
    if (move.find('*') != std::string::npos) captures.push_back(move);
  return captures;
}

TEST(Snek, AQueenTakenMakesEachRookOfItsSideAQueenInTurn) {
  Played problem("white ke1 qd1 black ke8 qd5 ra8 rh8", "condition snekchess\nstipulation ~1");
  EXPECT_EQ(captures_of(problem.position, "d1"), (std::vector<std::string>{"Qd1*d5[a8=Q]", "Qd1*d5[h8=Q]"}));
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(Snek, AKnightTakenMakesTheKingARoyalKnightAndAPawnTakenAKingAgain) {
  Played knight("white ke1 qd1 black ke8 sd4 pa5", "condition snekchess\nstipulation ~1");
  EXPECT_EQ(captures_of(knight.position, "d1"), std::vector<std::string>{"Qd1*d4[e8=rS]"});
  MoveList moves;
  generate_legal(knight.position, moves);
  for (const Move& move : moves)
    if (move.from == sq("d1") && move.to == sq("d4")) knight.position.make_move(move);
  Piece royal_knight{PieceType::Knight, Side::Black};
  royal_knight.royal = true;
  EXPECT_EQ(knight.position.piece_on(sq("e8")), royal_knight);
  EXPECT_EQ(knight.position.kings(Side::Black), square_bb(sq("e8")));

  Played pawn("white ke1 qd1 black royal se8 pa4", "condition snekchess\nstipulation ~1");
  EXPECT_EQ(captures_of(pawn.position, "d1"), std::vector<std::string>{"Qd1*a4[e8=K]"});
}

TEST(Snek, TheCircleTurnsAQueenIntoAKnightAndLeavesAPawnAlone) {
  Played problem("white ke1 qd1 black ke8 sd4 qh5 pb3", "condition snekcirclechess\nstipulation ~1");
  EXPECT_EQ(captures_of(problem.position, "d1"),
            (std::vector<std::string>{"Qd1*b3", "Qd1*d4[h5=S]", "Qd1*h5"}));
}

TEST(Snek, TheChangeIsPartOfTheMove) {
  // The rook c3 made a queen would check the king a1: that choice is illegal.
  Played problem("white ka1 qd1 black ke8 qd5 rc3 rh8", "condition snekchess\nstipulation ~1");
  EXPECT_EQ(captures_of(problem.position, "d1"), std::vector<std::string>{"Qd1*d5[h8=Q]"});
}

TEST(Snek, RefusedBesideARuleWithChoicesOfItsOwn) {
  Position position;
  Rules rules;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white ke1 black ke8\ncondition snekchess circe\n"
                              "stipulation ~1\nendproblem\n",
                              position, rules),
               std::exception);
}

}  // namespace
}  // namespace feerie
