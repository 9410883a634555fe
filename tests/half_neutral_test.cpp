// Half-neutral pieces (Piece::half_neutral): after each of its moves a
// half-neutral piece changes phase, a neutral one becoming its mover's, one
// of a side becoming neutral ("=nh", "=wh"). Whole outputs are compared with
// Popeye's in tests/compat/ (half-neutral-*).
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/zobrist.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

Piece half_neutral(PieceType type, Side side, bool neutral = false) {
  Piece piece = with_attribute(Piece{type, side}, &Piece::half_neutral);
  piece.neutral = neutral;
  return piece;
}

TEST(HalfNeutral, APieceOfASideBecomesNeutralAndBack) {
  Position position = position_of("wKa1 bKh8");
  position.put(parse_square("d1"), half_neutral(PieceType::Rook, Side::White));
  position.make_move(Move{parse_square("d1"), parse_square("d5")});
  EXPECT_EQ(position.piece_on(parse_square("d5")), half_neutral(PieceType::Rook, Side::White, true));
  EXPECT_EQ(last_move_notation(position, language(LanguageId::English)), "hnRd1-d5=nh");
  EXPECT_EQ(position.hash(), position.compute_hash());
  // Now neutral, Black moves it: it becomes Black's.
  position.make_move(Move{parse_square("d5"), parse_square("d2")});
  EXPECT_EQ(position.piece_on(parse_square("d2")), half_neutral(PieceType::Rook, Side::Black));
  EXPECT_EQ(last_move_notation(position, language(LanguageId::English)), "nhnRd5-d2=bh");
  position.unmake_move();
  position.unmake_move();
  EXPECT_EQ(position.piece_on(parse_square("d1")), half_neutral(PieceType::Rook, Side::White));
  EXPECT_EQ(first_inconsistency(position, 3), "");
}

TEST(HalfNeutral, HashesOtherwiseThanThePlainPiece) {
  EXPECT_NE(zobrist::piece(half_neutral(PieceType::Rook, Side::White), 0),
            zobrist::piece(Piece{PieceType::Rook, Side::White}, 0));
}

TEST(HalfNeutral, AMoveThatLeavesItNeutralMayNotCheckItsOwnKing) {
  // Black's bishop f2 to d4 would become neutral and so check its own king
  // on h8 along the long diagonal; to e3 it would not.
  Position position = position_of("wKa1 bKh8", Side::Black);
  position.put(parse_square("f2"), half_neutral(PieceType::Bishop, Side::Black));
  EXPECT_FALSE(has_move(position, "f2", "d4"));
  EXPECT_TRUE(has_move(position, "f2", "e3"));
}

TEST(HalfNeutral, AHalfNeutralKingCastles) {
  Position position;
  Rules rules;
  set_up_problem("beginproblem\npieces white halfneutral ke1 rh1 black ka8\nstipulation ~1\nendproblem\n", position,
                 rules);
  EXPECT_TRUE(position.castling_rights() & castling::bit_of(parse_square("e1")));
  EXPECT_TRUE(has_move(position, "e1", "g1"));
}

TEST(HalfNeutral, ReadInEachLanguageAndRefusedBesideAConditionNotDefinedWithIt) {
  for (const char* input :
       {"beginproblem\npieces white ka1 black kh8 black halfneutral rd7\nstipulation ~1\nendproblem\n",
        "anfangproblem\nsteine weiss ka1 schwarz kh8 schwarz halbneutral td7\nforderung ~1\nendeproblem\n",
        "debutprobleme\npieces blanc ra1 noir rh8 noir demineutre td7\nenonce ~1\nfinprobleme\n"}) {
    Position position;
    Rules rules;
    set_up_problem(input, position, rules);
    EXPECT_EQ(position.half_neutrals(), square_bb(parse_square("d7"))) << input;
  }
  EXPECT_EQ(language(LanguageId::German).attribute_letters(half_neutral(PieceType::Rook, Side::White)), "hn");
  EXPECT_EQ(language(LanguageId::French).attribute_letters(half_neutral(PieceType::Rook, Side::White)), "dn");
  Position position;
  Rules rules;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white ka1 black kh8 black halfneutral rd7\nstipulation ~1\n"
                              "condition Circe\nendproblem\n",
                              position, rules),
               UnsupportedPosition);
}

}  // namespace
}  // namespace feerie
