// Functionaries (src/rules/functionary): a functionary moves and gives check
// only while an enemy man observes it; under Functionary chess every man is
// one, else the men with the attribute (Popeye's Beamtet). The moves listed were checked with
// Popeye 4.104 (~1 listings); whole outputs are compared with Popeye's in
// tests/compat/ (cond-functionary*, functionary-pieces*), and Popeye's own examples
// (BEISPIEL/beamten.inp) in the popeye-suite test.
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/zobrist.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

TEST(FunctionaryChess, AManMovesOnlyWhileAnEnemyObservesIt) {
  // The rook b2 is observed by the bishop h8, which no white man observes:
  // the rook moves all the same (the observer need not be free); the kings,
  // unobserved, do not.
  Played problem("white kh1 rb2 black ka8 bh8", "condition functionarychess\nstipulation ~1");
  EXPECT_EQ(legal_notations(problem.position, sq("h1")), std::vector<std::string>{});
  EXPECT_EQ(legal_notations(problem.position, sq("b2")).size(), 14u);
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(FunctionaryChess, OnlyAnObservedManGivesCheck) {
  // On a2 the rook is observed by no black man: no check; on b8 the king
  // a8 observes it: check.
  Played problem("white kh1 rb2 black ka8 bh8", "condition functionarychess\nstipulation ~1");
  problem.position.make_move(Move{sq("b2"), sq("a2")});
  EXPECT_FALSE(problem.position.in_check(Side::Black));
  problem.position.unmake_move();
  problem.position.make_move(Move{sq("b2"), sq("b8")});
  EXPECT_TRUE(problem.position.in_check(Side::Black));
}

TEST(FunctionaryChess, AnUnobservedRookCastlesWithAnObservedKing) {
  // The rook e8 observes the king e1 (no check: the rook is unobserved); the
  // rook h1, unobserved, has no move of its own but castles.
  Played problem("white ke1 rh1 black ka8 re8", "condition functionarychess\nstipulation ~1");
  EXPECT_TRUE(has_move(problem.position, "e1", "g1"));
  EXPECT_EQ(legal_notations(problem.position, sq("h1")), std::vector<std::string>{});
  EXPECT_FALSE(problem.position.in_check(Side::White));
}

TEST(FunctionaryPieces, OnlyTheMenWithTheAttributeAreFunctionaries) {
  // The functionary rook d1 moves, observed by the functionary queen d8;
  // the plain rook b2 and the unobserved king h1 move as in chess.
  Played problem("white kh1 rb2 white functionary rd1 black ka8 bh8 black functionary qd8");
  EXPECT_EQ(legal_notations(problem.position, sq("d1")).size(), 13u);
  EXPECT_EQ(legal_notations(problem.position, sq("h1")).size(), 3u);
  EXPECT_EQ(problem.rules.conditions().back()->name(), "Functionary pieces");
  // Unobserved once the queen is gone: the rook d8 has no move, and gives
  // the king a8 no check.
  Played alone("white kh1 white functionary rd8 black ka8 bh8");
  EXPECT_EQ(legal_notations(alone.position, sq("d8")), std::vector<std::string>{});
  EXPECT_FALSE(alone.position.in_check(Side::Black));
}

TEST(FunctionaryPieces, NotationHashAndRefusals) {
  Played problem("white kh1 rb2 white functionary rd1 black ka8 bh8 black functionary qd8");
  MoveList moves;
  generate_legal(problem.position, moves);
  for (const Move& move : moves)
    if (move.from == sq("d1") && move.to == sq("d8")) problem.position.make_move(move);
  EXPECT_EQ(last_text(problem.position), "fRd1*d8");
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
  EXPECT_EQ(language(LanguageId::German).piece_text(with_attribute(Piece{PieceType::Rook, Side::Black}, &Piece::functionary)),
            "sbT");
  EXPECT_NE(zobrist::piece(with_attribute(Piece{PieceType::Rook, Side::White}, &Piece::functionary), 0),
            zobrist::piece(Piece{PieceType::Rook, Side::White}, 0));
  Position position;
  Rules rules;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white ke1 black ke8 white functionary rd1\ncondition madrasi\n"
                              "stipulation ~1\nendproblem\n",
                              position, rules),
               UnsupportedPosition);
  EXPECT_THROW(set_up_problem("beginproblem\npieces white ke1 black ke8 neutral functionary rd1\n"
                              "stipulation ~1\nendproblem\n",
                              position, rules),
               UnsupportedPosition);
}

}  // namespace
}  // namespace feerie
