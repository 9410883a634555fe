// Imitators in the position (Position::imitators): set up, moved and added by
// effects that are undone exactly, part of the hash and of equality, and
// written in the notation of the move that moved them.
#include <gtest/gtest.h>

#include "core/position.h"
#include "io/language.h"
#include "solve/notation.h"

namespace feerie {
namespace {

Position two_kings() {
  Position position;
  position.put(parse_square("e1"), Piece{PieceType::King, Side::White});
  position.put(parse_square("e8"), Piece{PieceType::King, Side::Black});
  return position;
}

TEST(ImitatorPosition, SetUpInOrderAndHashed) {
  Position position = two_kings();
  const Hash without = position.hash();
  const Square squares[] = {parse_square("c5"), parse_square("a2")};
  position.set_imitators(squares);
  ASSERT_EQ(position.imitators().size(), 2u);
  EXPECT_EQ(position.imitators()[0], parse_square("c5"));
  EXPECT_EQ(position.imitators()[1], parse_square("a2"));
  EXPECT_NE(position.hash(), without);
  EXPECT_EQ(position.hash(), position.compute_hash());
  // Set again, the imitators replace those before.
  position.set_imitators({});
  EXPECT_EQ(position.hash(), without);
}

TEST(ImitatorPosition, ShiftAndAdditionAreUndone) {
  Position position = two_kings();
  const Square squares[] = {parse_square("c5"), parse_square("a2")};
  position.set_imitators(squares);
  Position before = two_kings();
  before.set_imitators(squares);
  ASSERT_TRUE(position == before);

  position.make_move(Move{parse_square("e1"), parse_square("f2")});
  position.shift_imitators(parse_square("f2") - parse_square("e1"));
  position.add_imitator(parse_square("h8"));
  ASSERT_EQ(position.imitators().size(), 3u);
  EXPECT_EQ(position.imitators()[0], parse_square("d6"));
  EXPECT_EQ(position.imitators()[1], parse_square("b3"));
  EXPECT_EQ(position.imitators()[2], parse_square("h8"));
  EXPECT_EQ(position.hash(), position.compute_hash());
  EXPECT_FALSE(position == before);

  position.unmake_move();
  EXPECT_TRUE(position == before);
  EXPECT_EQ(position.hash(), position.compute_hash());
}

TEST(ImitatorPosition, TheNotationListsTheImitatorsAfterTheMove) {
  Position position = two_kings();
  const Square squares[] = {parse_square("c5"), parse_square("a2")};
  position.set_imitators(squares);
  position.make_move(Move{parse_square("e1"), parse_square("f2")});
  position.shift_imitators(parse_square("f2") - parse_square("e1"));
  EXPECT_EQ(last_move_notation(position, language(LanguageId::English)), "Ke1-f2[Id6,b3]");
}

}  // namespace
}  // namespace feerie
