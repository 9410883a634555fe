// Neutral pieces: each side moves them as its own and may capture them, they
// observe both kings, and a neutral pawn goes the way of the side moving it.
// The listings of whole positions are checked against Popeye in
// tests/compat/neutral-*.inp; these tests pin the rules one by one.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "consistency.h"
#include "io/fen.h"
#include "movegen/movegen.h"
#include "rules/circe/circe_square.h"
#include "rules/registry.h"
#include "solve/goal_reach.h"
#include "test_positions.h"

namespace feerie {
namespace {

const Move* find_move(const MoveList& moves, const char* from, const char* to) {
  const auto found = std::find_if(moves.begin(), moves.end(), [&](const Move& m) {
    return m.from == parse_square(from) && m.to == parse_square(to);
  });
  return found == moves.end() ? nullptr : found;
}

TEST(NeutralPieces, BelongToBothSides) {
  const Position position = position_from("4k3/8/8/8/3=B4/8/8/4K3 w - - 0 1");
  const Bitboard d4 = square_bb(parse_square("d4"));
  EXPECT_EQ(position.neutral_pieces(), d4);
  EXPECT_TRUE(position.pieces(Side::White) & d4);
  EXPECT_TRUE(position.pieces(Side::Black) & d4);
  EXPECT_TRUE(position.piece_on(parse_square("d4")).of(Side::White));
  EXPECT_TRUE(position.piece_on(parse_square("d4")).of(Side::Black));
  EXPECT_EQ(position.piece_on(parse_square("d4")), neutral_piece(PieceType::Bishop));
}

TEST(NeutralPieces, EachSideMovesThemAndMayCaptureThem) {
  // White's queen takes the neutral bishop; the neutral rook moves for White
  // and takes the neutral bishop too, but not White's knight.
  Position position = position_from("4k3/8/8/8/3=B4/8/3=R4/Q2N3K w - - 0 1");
  EXPECT_TRUE(has_move(position, "a1", "d4"));
  EXPECT_TRUE(has_move(position, "d2", "d4"));
  EXPECT_TRUE(has_move(position, "d2", "a2"));
  EXPECT_FALSE(has_move(position, "d2", "d1"));
  // Black moves the same pieces, and takes White's pieces with them.
  position.set_side_to_move(Side::Black);
  EXPECT_TRUE(has_move(position, "d2", "d1"));
  EXPECT_TRUE(has_move(position, "d4", "a1"));
  EXPECT_TRUE(has_move(position, "d2", "d4"));
}

TEST(NeutralPieces, ObserveBothKingsSoAMoverMayNotExposeHisOwnKing) {
  // White's Ke1: the neutral rook on h2 observes d2, e2 and f2 for Black, so
  // the king may not go there, and the rook may not go to e2 or h1 itself
  // (it would check its own mover's king).
  Position position = position_from("k7/8/8/8/8/8/7=R/4K3 w - - 0 1");
  EXPECT_FALSE(has_move(position, "e1", "d2"));
  EXPECT_FALSE(has_move(position, "e1", "f2"));
  EXPECT_TRUE(has_move(position, "e1", "d1"));
  EXPECT_FALSE(has_move(position, "h2", "e2"));
  EXPECT_FALSE(has_move(position, "h2", "h1"));
  EXPECT_TRUE(has_move(position, "h2", "a2"));  // and checks Black's king on a8
  position.make_move(Move{parse_square("h2"), parse_square("a2")});
  EXPECT_TRUE(position.in_check(Side::Black));
}

TEST(NeutralPieces, ANeutralKingIsNeverCaptured) {
  // The neutral king on a4 is attacked for both sides; Black's rook may not
  // take it, as it is Black's own king too.
  Position position = position_from("8/r7/2p5/2p5/=k1P5/Q7/1P6/n7 b - - 0 1");
  EXPECT_TRUE(position.in_check(Side::Black));
  EXPECT_TRUE(position.in_check(Side::White));
  EXPECT_FALSE(has_move(position, "a7", "a4"));
  EXPECT_FALSE(has_legal_move(position));
}

TEST(NeutralPieces, APawnGoesTheWayOfItsMoverAndPromotesNeutral) {
  Position position = position_from("k7/4=P3/8/8/8/8/3=P4/7K w - - 0 1");
  MoveList moves;
  generate_legal(position, moves);
  EXPECT_TRUE(find_move(moves, "d2", "d4"));  // White's double step
  const Move* promotion = find_move(moves, "e7", "e8");
  ASSERT_NE(promotion, nullptr);
  position.make_move(*promotion);
  EXPECT_EQ(position.piece_on(parse_square("e8")), neutral_piece(promotion->promotion));
  position.unmake_move();
  position.set_side_to_move(Side::Black);
  EXPECT_TRUE(has_move(position, "e7", "e5"));  // Black's double step
  EXPECT_TRUE(has_move(position, "d2", "d1"));  // and Black's promotion
  EXPECT_FALSE(has_move(position, "d2", "d4"));
}

TEST(NeutralPieces, EitherSideTakesANeutralDoubleStepEnPassant) {
  // White plays the neutral pawn d2-d4: Black's pawn e4 and the neutral pawn
  // c4 (moving for Black) may take it on d3.
  Position position = position_from("7k/8/8/8/2=P1p3/8/3=P4/K7 w - - 0 1");
  position.make_move(Move{parse_square("d2"), parse_square("d4"), MoveKind::DoubleStep});
  EXPECT_EQ(position.en_passant(), parse_square("d3"));
  MoveList moves;
  generate_legal(position, moves);
  const Move* black_pawn = find_move(moves, "e4", "d3");
  const Move* neutral_pawn = find_move(moves, "c4", "d3");
  ASSERT_NE(black_pawn, nullptr);
  ASSERT_NE(neutral_pawn, nullptr);
  EXPECT_EQ(black_pawn->kind, MoveKind::EnPassant);
  EXPECT_EQ(neutral_pawn->kind, MoveKind::EnPassant);
  position.make_move(*neutral_pawn);
  EXPECT_TRUE(position.piece_on(parse_square("d4")).empty());
  EXPECT_EQ(position.piece_on(parse_square("d3")), neutral_piece(PieceType::Pawn));
}

TEST(NeutralPieces, HashKeysDifferFromBothSides) {
  const Position neutral = position_from("k7/8/8/8/3=B4/8/8/K7 w - - 0 1");
  const Position white = position_from("k7/8/8/8/3B4/8/8/K7 w - - 0 1");
  const Position black = position_from("k7/8/8/8/3b4/8/8/K7 w - - 0 1");
  EXPECT_NE(neutral.hash(), white.hash());
  EXPECT_NE(neutral.hash(), black.hash());
  EXPECT_EQ(neutral.hash(), neutral.compute_hash());
}

TEST(NeutralPieces, MakeUnmakeRestoresEverything) {
  Position position = position_from("4k3/1=P6/8/2=Pp4/3=K4/8/4=P3/=R3K2=R w - - 0 1");
  // Two kings for White (its own and the neutral one) would be refused in a
  // problem; the machinery must still undo every effect exactly.
  EXPECT_EQ(first_inconsistency(position, 3), "");
  Position black_to_move = position_from("4k3/8/8/3p4/1=P1=B4/8/4=P3/4K3 b - - 0 1");
  EXPECT_EQ(first_inconsistency(black_to_move, 4), "");
}

TEST(NeutralPieces, OnlyConditionsDefinedWithThemAcceptThem) {
  Rules circe;
  add_conditions({"Circe"}, circe);
  const auto neutral = static_cast<unsigned>(PieceAttribute::Neutral);
  EXPECT_EQ(circe.not_handling(neutral), nullptr);
  Rules madrasi;
  add_conditions({"Circe", "Madrasi"}, madrasi);
  ASSERT_NE(madrasi.not_handling(neutral), nullptr);
  EXPECT_EQ(madrasi.not_handling(neutral)->name(), "Madrasi");
  EXPECT_EQ(madrasi.not_handling(0), nullptr);
  EXPECT_EQ(Rules{}.not_handling(neutral), nullptr);
}

TEST(NeutralPieces, UnderCirceAreRebornAsTheCapturersOpponentsPieceStillNeutral) {
  Rules rules;
  add_conditions({"Circe"}, rules);
  // The neutral bishop f4 (a dark square) taken by White is reborn on f8,
  // Black's dark-squared bishop's square; taken by Black, on c1.
  Position position = position_from("4k3/3r4/8/8/3Q1=B2/8/8/4K3 w - - 0 1");
  position.set_rules(&rules);
  position.make_move(Move{parse_square("d4"), parse_square("f4")});
  EXPECT_EQ(position.piece_on(parse_square("f8")), neutral_piece(PieceType::Bishop));
  position.unmake_move();
  position.set_side_to_move(Side::Black);
  position.make_move(Move{parse_square("d7"), parse_square("d4")});  // Black takes White's queen: d1
  EXPECT_EQ(position.piece_on(parse_square("d1")), (Piece{PieceType::Queen, Side::White}));
  position.unmake_move();
  EXPECT_EQ(as_captured_by(neutral_piece(PieceType::Bishop), Side::Black), (Piece{PieceType::Bishop, Side::White}));
  EXPECT_EQ(as_captured_by(Piece{PieceType::Rook, Side::Black}, Side::Black), (Piece{PieceType::Rook, Side::Black}));
  EXPECT_EQ(first_inconsistency(position, 3), "");
}

TEST(NeutralPieces, ARebornNeutralRookGetsNoCastlingRight) {
  Rules rules;
  add_conditions({"Circe"}, rules);
  Position position = position_from("4k3/8/8/8/8/8/8/R3K1=R1 w - - 0 1");
  position.set_rules(&rules);
  position.set_castling(castling::A1 | castling::E1);
  position.make_move(Move{parse_square("a1"), parse_square("g1")});  // reborn on h8
  EXPECT_EQ(position.piece_on(parse_square("h8")), neutral_piece(PieceType::Rook));
  EXPECT_FALSE(position.castling_rights() & castling::H8);
}

TEST(NeutralPieces, GoalDirectedPruningStaysOff) {
  Position position = position_from("k7/8/8/8/3=B4/8/8/K7 w - - 0 1");
  const Goal mate{GoalKind::Mate};
  EXPECT_FALSE(goal_pruning_applies(position, mate));
  Position orthodox = position_from("k7/8/8/8/3B4/8/8/K7 w - - 0 1");
  EXPECT_TRUE(goal_pruning_applies(orthodox, mate));
}

TEST(NeutralPieces, FenNeedsAPieceAfterTheSign) {
  Position position;
  EXPECT_THROW(read_fen("k7/8/8/8/3=4/8/8/K7 w - - 0 1", position), FenError);
  EXPECT_THROW(read_fen("k7/8/8/8/8/8/8/K6= w - - 0 1", position), FenError);
}

}  // namespace
}  // namespace feerie
