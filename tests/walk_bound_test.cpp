// The bound of a walk's field (walk_field_bound, field_bound) holds every
// square the walk may reach on any board: the observation test skips the
// pieces whose bound misses the square, and must lose none of them.
#include <gtest/gtest.h>

#include <random>

#include "core/piece_catalogue.h"
#include "core/walk.h"

namespace feerie {
namespace {

TEST(WalkBound, HoldsTheFieldOfEveryPieceOnRandomBoards) {
  std::mt19937_64 random(20261126);
  const auto kinds = piece_kinds();
  int bounded = 0;
  for (std::size_t type = 0; type < kinds.size(); ++type) {
    const PieceKind& kind = kinds[type];
    for (const Side side : {Side::White, Side::Black})
      for (int square = 0; square < 64; ++square) {
        const Square from = static_cast<Square>(square);
        const Bitboard bound = field_bound(static_cast<PieceType>(type), side, from);
        if (bound != ~Bitboard{0}) ++bounded;
        for (int board = 0; board < 6; ++board) {
          // Sparse and dense boards, the piece's own square occupied.
          Bitboard occupied = random() & random();
          if (board % 2) occupied |= random();
          occupied |= square_bb(from);
          for (const Field field : {Field::Moves, Field::Captures})
            EXPECT_EQ(walk_field(kind.walk, side, from, occupied, field) & ~bound, 0u)
                << kind.name << " from square " << square;
        }
      }
  }
  // Most walks are bounded (the riders, leapers and hoppers of straight lines).
  EXPECT_GT(bounded, static_cast<int>(kinds.size()) * 64);
}

// A nightrider on a1 may reach only its two lines.
TEST(WalkBound, FollowsTheLines) {
  const PieceType nightrider = piece_type_named("Nightrider");
  ASSERT_NE(nightrider, PieceType::None);
  const Bitboard bound = field_bound(nightrider, Side::White, parse_square("a1"));
  EXPECT_TRUE(bound & square_bb(parse_square("c2")));
  EXPECT_TRUE(bound & square_bb(parse_square("g4")));
  EXPECT_TRUE(bound & square_bb(parse_square("d7")));
  EXPECT_FALSE(bound & square_bb(parse_square("b1")));
  EXPECT_FALSE(bound & square_bb(parse_square("h8")));
}

}  // namespace
}  // namespace feerie
