// Kamikaze pieces: one that captures vanishes with the piece it takes;
// under Circe it is reborn first, as if captured where it stands by the other
// side, and is lost (unwritten) where its square is taken. Whole outputs are
// compared with Popeye's in tests/compat/ (kamikaze-*).
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/zobrist.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

Piece kamikaze(PieceType type, Side side) { return with_attribute(Piece{type, side}, &Piece::kamikaze); }

TEST(Kamikaze, ACapturerVanishesWithItsCapture) {
  Position position = position_of("wKh1 bKa8 bRd7");
  position.put(parse_square("d1"), kamikaze(PieceType::Queen, Side::White));
  position.make_move(Move{parse_square("d1"), parse_square("d7")});
  EXPECT_TRUE(position.piece_on(parse_square("d7")).empty());
  EXPECT_EQ(position.hash(), position.compute_hash());
  position.unmake_move();
  EXPECT_EQ(position.piece_on(parse_square("d1")), kamikaze(PieceType::Queen, Side::White));
  EXPECT_EQ(position.piece_on(parse_square("d7")), (Piece{PieceType::Rook, Side::Black}));
}

TEST(Kamikaze, AKamikazePieceHashesOtherwiseThanThePlainPiece) {
  EXPECT_NE(zobrist::piece(kamikaze(PieceType::Rook, Side::White), 0),
            zobrist::piece(Piece{PieceType::Rook, Side::White}, 0));
  Piece both = kamikaze(PieceType::Rook, Side::White);
  both.chameleon = true;
  EXPECT_NE(zobrist::piece(both, 0), zobrist::piece(kamikaze(PieceType::Rook, Side::White), 0));
}

TEST(Kamikaze, AQuietMoveKeepsThePiece) {
  Position position = position_of("wKh1 bKa8");
  position.put(parse_square("d1"), kamikaze(PieceType::Queen, Side::White));
  position.make_move(Move{parse_square("d1"), parse_square("d5")});
  EXPECT_EQ(position.piece_on(parse_square("d5")), kamikaze(PieceType::Queen, Side::White));
}

TEST(Kamikaze, AKamikazeKingDoesNotCapture) {
  Position position = position_of("bKa8 bPd3 bPe3");
  position.put(parse_square("e2"), kamikaze(PieceType::King, Side::White));
  EXPECT_FALSE(has_move(position, "e2", "d3"));
  EXPECT_TRUE(has_move(position, "e2", "f1"));
}

TEST(Kamikaze, APawnThatVanishesDoesNotPromote) {
  Position position = position_of("wKh1 bKa5 bSc8");
  position.put(parse_square("b7"), kamikaze(PieceType::Pawn, Side::White));
  MoveList moves;
  generate_legal(position, moves);
  const auto captures = std::count_if(moves.begin(), moves.end(), [](const Move& m) {
    return m.from == parse_square("b7") && m.to == parse_square("c8");
  });
  EXPECT_EQ(captures, 1);
}

TEST(Kamikaze, CirceRebornTheCapturerFirst) {
  RuleGame game({"Circe"}, "Ka1 Rf1", "Kh8 Qh5", Side::White);
  game.position.put(parse_square("d1"), kamikaze(PieceType::Queen, Side::White));
  ASSERT_TRUE(game.play("d1", "h5"));
  EXPECT_EQ(game.rule_effects(), "[wkQh5->d1][+bQd8]");
  EXPECT_EQ(game.position.piece_on(parse_square("d1")), kamikaze(PieceType::Queen, Side::White));
}

TEST(Kamikaze, UnderCirceACapturerWhoseSquareIsTakenIsLost) {
  // The bishop takes on c8 (light): its square f1 is taken by the rook.
  RuleGame game({"Circe"}, "Ka1 Rf1", "Kh8 Sc8", Side::White);
  game.position.put(parse_square("d7"), kamikaze(PieceType::Bishop, Side::White));
  ASSERT_TRUE(game.play("d7", "c8"));
  EXPECT_TRUE(game.position.piece_on(parse_square("c8")).empty());
  EXPECT_EQ(game.rule_effects(), "[+bSg8]");
}

TEST(Kamikaze, MakeUnmakeRestoresEverything) {
  RuleGame game({"Circe"}, "Ka1 Rf1 Pb7", "Kh8 Qh5 Sc8 Pe5", Side::White);
  game.position.put(parse_square("d1"), kamikaze(PieceType::Queen, Side::White));
  game.position.put(parse_square("d4"), kamikaze(PieceType::Knight, Side::Black));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
