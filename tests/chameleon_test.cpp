// Chameleon pieces: after each of its moves a chameleon knight becomes a
// bishop, a bishop a rook, a rook a queen and a queen a knight; a pawn may
// promote to a chameleon where chameleons are in play. Whole outputs are
// compared with Popeye's in tests/compat/ (chameleon-*).
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/zobrist.h"
#include "rules/registry.h"
#include "test_positions.h"

namespace feerie {
namespace {

Piece chameleon(PieceType type, Side side) { return with_attribute(Piece{type, side}, &Piece::chameleon); }

TEST(Chameleon, TheSequenceTurnsThroughFourTypes) {
  EXPECT_EQ(chameleon_successor(PieceType::Knight), PieceType::Bishop);
  EXPECT_EQ(chameleon_successor(PieceType::Bishop), PieceType::Rook);
  EXPECT_EQ(chameleon_successor(PieceType::Rook), PieceType::Queen);
  EXPECT_EQ(chameleon_successor(PieceType::Queen), PieceType::Knight);
  EXPECT_EQ(chameleon_successor(PieceType::King), PieceType::King);
  EXPECT_EQ(chameleon_successor(PieceType::Pawn), PieceType::Pawn);
}

TEST(Chameleon, AMovedChameleonChangesAndTheUndoRestoresIt) {
  Position position = position_of("wKh1 bKa8");
  position.put(parse_square("d4"), chameleon(PieceType::Knight, Side::White));
  const Hash before = position.hash();
  position.make_move(Move{parse_square("d4"), parse_square("f5")});
  EXPECT_EQ(position.piece_on(parse_square("f5")), chameleon(PieceType::Bishop, Side::White));
  EXPECT_EQ(position.hash(), position.compute_hash());
  position.unmake_move();
  EXPECT_EQ(position.piece_on(parse_square("d4")), chameleon(PieceType::Knight, Side::White));
  EXPECT_EQ(position.hash(), before);
}

TEST(Chameleon, AChameleonHashesOtherwiseThanThePlainPiece) {
  EXPECT_NE(zobrist::piece(chameleon(PieceType::Rook, Side::White), 0),
            zobrist::piece(Piece{PieceType::Rook, Side::White}, 0));
}

TEST(Chameleon, APlainPieceKeepsItsType) {
  Position position = position_of("wKh1 wSd4 bKa8");
  position.make_move(Move{parse_square("d4"), parse_square("f5")});
  EXPECT_EQ(position.piece_on(parse_square("f5")), (Piece{PieceType::Knight, Side::White}));
}

TEST(Chameleon, PawnsAlsoPromoteToChameleonsWhereThereAreSome) {
  Position position;
  Rules rules;
  set_up_problem("beginproblem\npieces white kh1 pe7 white chameleon sd4 black ka8\nstipulation ~1\nendproblem\n",
                 position, rules);
  MoveList moves;
  generate_legal(position, moves);
  int plain = 0, chameleons = 0;
  for (const Move& move : moves)
    if (move.from == parse_square("e7")) (move.chameleon_promotion ? chameleons : plain)++;
  EXPECT_EQ(plain, 4);
  EXPECT_EQ(chameleons, 4);
  Position without;
  Rules none;
  set_up_problem("beginproblem\npieces white kh1 pe7 sd4 black ka8\nstipulation ~1\nendproblem\n", without, none);
  EXPECT_FALSE(without.chameleon_promotions());
}

TEST(Chameleon, CirceRebornAChameleonAsAChameleon) {
  Rules rules;
  add_conditions({"Circe"}, rules);
  Position position = position_of("wKh1 wRf1 bKa8");
  position.put(parse_square("f6"), chameleon(PieceType::Rook, Side::Black));
  position.set_rules(&rules);
  // A black rook captured on a dark square is reborn on h8.
  position.make_move(Move{parse_square("f1"), parse_square("f6")});
  EXPECT_EQ(position.piece_on(parse_square("h8")), chameleon(PieceType::Rook, Side::Black));
}

TEST(Chameleon, MakeUnmakeRestoresEverything) {
  Position position = position_of("wKh1 wPe7 bKa8 bPb2");
  position.put(parse_square("d4"), chameleon(PieceType::Knight, Side::White));
  position.put(parse_square("c3"), chameleon(PieceType::Queen, Side::Black));
  position.set_chameleon_promotions(true);
  EXPECT_EQ(first_inconsistency(position, 3), "");
}

TEST(Chameleon, AConditionWithoutTheirRulesRefusesThem) {
  Position position;
  Rules madrasi;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white kh1 white chameleon sd4 black ka8\ncondition madrasi\n"
                              "stipulation ~1\nendproblem\n",
                              position, madrasi),
               UnsupportedPosition);
}

}  // namespace
}  // namespace feerie
