// Holes in the position (Position::holes): squares off the board that block
// every walk and observation, are no target, are part of the hash and of
// equality, and are added by an effect that is undone exactly.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/position.h"
#include "movegen/movegen.h"

namespace feerie {
namespace {

Position kings_and(std::initializer_list<std::pair<const char*, Piece>> men) {
  Position position;
  position.put(parse_square("e1"), Piece{PieceType::King, Side::White});
  position.put(parse_square("e8"), Piece{PieceType::King, Side::Black});
  for (const auto& [square, piece] : men) position.put(parse_square(square), piece);
  return position;
}

bool has_move(Position& position, const char* from, const char* to) {
  MoveList moves;
  generate_legal(position, moves);
  return std::any_of(moves.begin(), moves.end(),
                     [&](const Move& move) { return move.from == parse_square(from) && move.to == parse_square(to); });
}

Bitboard squares(std::initializer_list<const char*> names) {
  Bitboard b = 0;
  for (const char* name : names) b |= square_bb(parse_square(name));
  return b;
}

TEST(HolePosition, SetUpAndHashed) {
  Position position = kings_and({});
  const Hash without = position.hash();
  position.set_holes(squares({"d4", "h5"}));
  EXPECT_EQ(position.holes(), squares({"d4", "h5"}));
  EXPECT_NE(position.hash(), without);
  EXPECT_EQ(position.hash(), position.compute_hash());
  EXPECT_EQ(position.men(), squares({"e1", "e8"}));
  position.set_holes(0);
  EXPECT_EQ(position.hash(), without);
}

TEST(HolePosition, ARiderStopsBeforeAHoleAndALeaperDoesNotLandOnIt) {
  Position position =
      kings_and({{"a1", Piece{PieceType::Rook, Side::White}}, {"b1", Piece{PieceType::Knight, Side::White}}});
  position.set_holes(squares({"a4", "c3"}));
  EXPECT_TRUE(has_move(position, "a1", "a3"));
  EXPECT_FALSE(has_move(position, "a1", "a4"));
  EXPECT_FALSE(has_move(position, "a1", "a5"));
  EXPECT_FALSE(has_move(position, "b1", "c3"));
  EXPECT_TRUE(has_move(position, "b1", "a3"));
}

TEST(HolePosition, APawnNeitherStepsNorDoubleStepsThroughAHole) {
  Position position =
      kings_and({{"b2", Piece{PieceType::Pawn, Side::White}}, {"c2", Piece{PieceType::Pawn, Side::White}}});
  position.set_holes(squares({"b3", "c4"}));
  EXPECT_FALSE(has_move(position, "b2", "b3"));
  EXPECT_FALSE(has_move(position, "b2", "b4"));
  EXPECT_TRUE(has_move(position, "c2", "c3"));
  EXPECT_FALSE(has_move(position, "c2", "c4"));
}

TEST(HolePosition, NoCastlingOverAHoleAndNoCheckThroughOne) {
  Position position = kings_and({{"a1", Piece{PieceType::Rook, Side::White}},
                                 {"h1", Piece{PieceType::Rook, Side::White}},
                                 {"e5", Piece{PieceType::Rook, Side::Black}}});
  position.set_castling(castling::All);
  position.set_holes(squares({"b1", "e3"}));
  EXPECT_FALSE(has_move(position, "e1", "c1"));
  EXPECT_TRUE(has_move(position, "e1", "g1"));
  EXPECT_FALSE(position.in_check(Side::White));
  position.set_holes(squares({"b1"}));
  EXPECT_TRUE(position.in_check(Side::White));
}

TEST(HolePosition, AnAddedHoleIsUndone) {
  Position position = kings_and({});
  Position before = kings_and({});
  position.make_move(Move{parse_square("e1"), parse_square("f2")});
  position.add_hole(parse_square("e1"));
  EXPECT_EQ(position.holes(), squares({"e1"}));
  EXPECT_EQ(position.hash(), position.compute_hash());
  EXPECT_FALSE(position == before);
  position.unmake_move();
  EXPECT_EQ(position.holes(), 0u);
  EXPECT_TRUE(position == before);
  EXPECT_EQ(position.hash(), position.compute_hash());
}

}  // namespace
}  // namespace feerie
