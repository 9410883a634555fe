// Paralysing pieces (src/rules/paralysing): a man observed by an enemy
// paralysing piece neither moves nor gives check; a paralysing piece
// captures nothing and gives no check; a side held only by paralysis is
// stalemated, never mated. The moves listed were checked with Popeye 4.104
// (~1 and h~1 listings); whole outputs are compared with Popeye's in
// tests/compat/ (paralysing-*).
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/zobrist.h"
#include "io/position_setup.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

TEST(Paralysing, AManObservedByAnEnemyParalysingPieceNeitherMovesNorChecks) {
  // Popeye (h~1): Black's queen d5, on the paralysing rook's file, has no
  // move, and gives the king a5 no check along the fifth rank.
  Played problem("white ka5 white paralysing rd1 black kh8 qd5", "stipulation h~1");
  EXPECT_EQ(legal_notations(problem.position, sq("d5")), std::vector<std::string>{});
  EXPECT_EQ(legal_notations(problem.position).size(), 3u);
  EXPECT_FALSE(problem.position.in_check(Side::White));
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(Paralysing, AParalysingPieceCapturesNothing) {
  // Popeye (~1): the rook goes to d2, d3 and d4, not to d5.
  Played problem("white ka5 white paralysing rd1 black kh8 qd5");
  EXPECT_EQ(legal_notations(problem.position, sq("d1")),
            (std::vector<std::string>{"pRd1-d2", "pRd1-d3", "pRd1-d4"}));
}

TEST(Paralysing, AParalysingPieceGivesNoCheck) {
  // The paralysing rook h1 on the king h8's file: no check, but the king is
  // paralysed; Popeye (h~1): a7-a6 and a7-a5 only.
  Played problem("white ka1 white paralysing rh1 black kh8 pa7", "stipulation h~1");
  EXPECT_FALSE(problem.position.in_check(Side::Black));
  EXPECT_EQ(legal_notations(problem.position), (std::vector<std::string>{"a7-a5", "a7-a6"}));
}

TEST(Paralysing, ParalysingPiecesParalyseEachOther) {
  // Popeye (h~1): neither rook on the d-file moves; the pawn d6 behind the
  // black rook is not observed, but blocked.
  Played problem("white ke1 white paralysing rd1 black kh8 black paralysing rd5 pd6", "stipulation h~1");
  EXPECT_EQ(legal_notations(problem.position), (std::vector<std::string>{"Kh8-g7", "Kh8-g8", "Kh8-h7"}));
  problem.position.make_move(Move{sq("h8"), sq("g8")});
  EXPECT_EQ(legal_notations(problem.position, sq("d1")), std::vector<std::string>{});
}

TEST(Paralysing, AParalysedRookCastles) {
  // Popeye (~1): 0-0 with the rook h1 paralysed by the bishop f3, which
  // guards neither f1 nor g1 against castling.
  Played rook("white ke1 rh1 black ka8 black paralysing bf3");
  EXPECT_TRUE(has_move(rook.position, "e1", "g1"));
  // A paralysed king neither moves nor castles.
  Played king("white ke1 rh1 black ka8 black paralysing re5");
  EXPECT_EQ(legal_notations(king.position, sq("e1")), std::vector<std::string>{});
}

TEST(Paralysing, HeldOnlyByParalysisIsStalemateNotMate) {
  // Popeye's example (=1, 1.pKa7-b7 =): the king a8, in check from the rook
  // a1, and the pawn c6 are paralysed by the king b7.
  Played problem("white ra1 white paralysing kb7 black ka8 pc6", "stipulation h~1");
  ASSERT_TRUE(problem.position.in_check(Side::Black));
  EXPECT_TRUE(goal_reached(problem.position, Goal{GoalKind::Stalemate}));
  EXPECT_FALSE(goal_reached(problem.position, Goal{GoalKind::Mate}));
  // With the pawn on c5, out of the king's reach, its move is one of an
  // unparalysed man (though illegal): mate.
  Played mate("white ra1 white paralysing kb7 black ka8 pc5", "stipulation h~1");
  EXPECT_TRUE(goal_reached(mate.position, Goal{GoalKind::Mate}));
  EXPECT_FALSE(goal_reached(mate.position, Goal{GoalKind::Stalemate}));
}

TEST(Paralysing, AnAutoStalemateMayLeaveTheKingInCheck) {
  // Popeye's example (!=1, 1.Kc2-d3 !=): the king d3, attacked by the pawn
  // c4, is paralysed by the rook h3, and the pawn d2 is blocked.
  Played problem("white kc2 pd2 black pc4 pe4 black paralysing rh3", "stipulation !=1\noption nobk");
  const Goal goal{GoalKind::AutoStalemate};
  MoveList moves;
  generate_goal_moves(problem.position, goal, moves);
  const auto into_check = std::find_if(moves.begin(), moves.end(),
                                       [](const Move& move) { return move.from == sq("c2") && move.to == sq("d3"); });
  ASSERT_NE(into_check, moves.end());
  problem.position.make_move(*into_check);
  EXPECT_TRUE(goal_reached(problem.position, goal));
  problem.position.unmake_move();
  // Without paralysing pieces the move is illegal.
  Played plain("white kc2 pd2 black pc4 pe4 rh3", "stipulation !=1\noption nobk");
  EXPECT_FALSE(has_move(plain.position, "c2", "d3"));
}

TEST(Paralysing, UnderAnnanChessAParalysingPieceParalysesByTheWalkLent) {
  // The paralysing pawn c4, on the rook c3, observes as a rook: the rook g4
  // and the bishop c7 are paralysed, the knight b5 is not (the same 150
  // lines of h~1 and ~1 as Popeye).
  Played problem("white ka1 rc3 white paralysing pc4 black kh8 rg4 bc7 sb5", "stipulation h~1\ncondition annan");
  EXPECT_EQ(legal_notations(problem.position, sq("g4")), std::vector<std::string>{});
  EXPECT_EQ(legal_notations(problem.position, sq("c7")), std::vector<std::string>{});
  EXPECT_EQ(legal_notations(problem.position, sq("b5")).size(), 5u);
}

TEST(Paralysing, HashesOtherwiseThanThePlainPiece) {
  EXPECT_NE(zobrist::piece(with_attribute(Piece{PieceType::Rook, Side::White}, &Piece::paralysing), 0),
            zobrist::piece(Piece{PieceType::Rook, Side::White}, 0));
}

TEST(Paralysing, Notation) {
  Played problem("white rb1 white paralysing kb7 black ka8 pc6");
  problem.position.make_move(Move{sq("b7"), sq("b6")});
  EXPECT_EQ(last_text(problem.position), "pKb7-b6");
  EXPECT_EQ(language(LanguageId::German).piece_text(with_attribute(Piece{PieceType::Rook, Side::Black}, &Piece::paralysing)),
            "spT");
}

TEST(Paralysing, RefusedWhereNoRuleIsWritten) {
  // Beside Madrasi, which paralyses too, and as a neutral piece.
  Position position;
  Rules rules;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white ke1 white paralysing rd1 black ke8\ncondition madrasi\n"
                              "stipulation ~1\nendproblem\n",
                              position, rules),
               UnsupportedPosition);
  EXPECT_THROW(set_up_problem("beginproblem\npieces white ke1 black ke8 neutral paralysing rd1\n"
                              "stipulation ~1\nendproblem\n",
                              position, rules),
               UnsupportedPosition);
}

}  // namespace
}  // namespace feerie
