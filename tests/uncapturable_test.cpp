// Uncapturable pieces (Piece::uncapturable): no move captures one, en
// passant neither; it moves, blocks, observes and is observed as any other.
// Read as Popeye's attribute Uncapturable (Unschlagbar, Imprenable), written
// "u" before the piece's letter, and refused beside a condition not
// defined with it.
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/zobrist.h"
#include "io/popeye_reader.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

Piece uncapturable(PieceType type, Side side) { return with_attribute(Piece{type, side}, &Piece::uncapturable); }

TEST(Uncapturable, NoMoveCapturesTheUncapturablePiece) {
  Position position = position_of("wKh1 wRd1 bKa8");
  position.put(parse_square("d7"), uncapturable(PieceType::Rook, Side::Black));
  EXPECT_FALSE(has_move(position, "d1", "d7"));
  EXPECT_TRUE(has_move(position, "d1", "d6"));
  // It blocks the rook's line like any man.
  EXPECT_FALSE(has_move(position, "d1", "d8"));
  EXPECT_EQ(first_inconsistency(position, 2), "");
}

TEST(Uncapturable, ItStillObservesAndChecks) {
  Position position = position_of("wKd1 bKa8", Side::White);
  position.put(parse_square("d7"), uncapturable(PieceType::Rook, Side::Black));
  EXPECT_TRUE(position.in_check(Side::White));
  // The king may not take its checker.
  Position beside = position_of("wKd6 bKa8", Side::White);
  beside.put(parse_square("d7"), uncapturable(PieceType::Rook, Side::Black));
  EXPECT_FALSE(has_move(beside, "d6", "d7"));
}

TEST(Uncapturable, AnUncapturablePawnIsNotTakenEnPassant) {
  Position position = position_of("wKa1 wPd5 bKh8", Side::Black);
  position.put(parse_square("e7"), uncapturable(PieceType::Pawn, Side::Black));
  position.make_move(Move{parse_square("e7"), parse_square("e5"), MoveKind::DoubleStep});
  EXPECT_EQ(position.en_passant(), NoSquare);
  EXPECT_FALSE(has_move(position, "d5", "e6"));
  EXPECT_EQ(position.hash(), position.compute_hash());
}

TEST(Uncapturable, HashesOtherwiseThanThePlainPiece) {
  EXPECT_NE(zobrist::piece(uncapturable(PieceType::Rook, Side::White), 0),
            zobrist::piece(Piece{PieceType::Rook, Side::White}, 0));
}

TEST(Uncapturable, ReadInEachLanguageAndWrittenWithItsLetter) {
  for (const char* input : {"beginproblem\npieces white ka1 black uncapturable pa2\nstipulation ~1\noption nobk\n"
                            "endproblem\n",
                            "anfangproblem\nsteine weiss ka1 schwarz unschlagbar ba2\nforderung ~1\noption ohnesk\n"
                            "endeproblem\n",
                            "debutprobleme\npieces blanc ra1 noir imprenable pa2\nenonce ~1\noption sansrn\n"
                            "finprobleme\n"}) {
    const auto problems = read_popeye(input);
    ASSERT_TRUE(problems.at(0).problem) << input;
    const auto& pieces = problems[0].problem->pieces;
    ASSERT_EQ(pieces.size(), 2u);
    EXPECT_TRUE(pieces[1].piece.uncapturable) << input;
    EXPECT_FALSE(pieces[0].piece.uncapturable) << input;
  }
  // The notation writes the attribute's letter after the colour's.
  EXPECT_EQ(language(LanguageId::English).piece_text(uncapturable(PieceType::Rook, Side::White)), "wuR");
  Position position;
  Rules rules;
  set_up_problem("beginproblem\npieces white ka1 black uncapturable pa2\nstipulation ~1\noption nobk\nendproblem\n",
                 position, rules);
  // Not a2 (the pawn), not b1 (it guards it).
  EXPECT_EQ(destinations(position, "a1"), "b2");
}

TEST(Uncapturable, RefusedBesideAConditionNotDefinedWithIt) {
  Position position;
  Rules rules;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white ka1 rd1 black kh8 uncapturable rd7\n"
                              "stipulation #1\ncondition Circe\nendproblem\n",
                              position, rules),
               UnsupportedPosition);
}

}  // namespace
}  // namespace feerie
