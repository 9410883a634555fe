// Castlings that exclude each other (option CastlingMutuallyExclusive,
// Position::set_exclusive_castlings): castling with one rook of a pair takes
// from the other side its right to castle with the other rook.
#include <gtest/gtest.h>

#include "rule_game.h"

namespace feerie {
namespace {

constexpr std::uint8_t WhiteRights = castling::A1 | castling::E1 | castling::H1;
constexpr std::uint8_t BlackRights = castling::A8 | castling::E8 | castling::H8;
constexpr std::uint8_t AllRights = WhiteRights | BlackRights;

TEST(ExclusiveCastling, WhitesCastlingTakesBlacksRight) {
  RuleGame game({}, "Ke1 Ra1 Rh1", "Ke8 Ra8 Rh8", Side::White, AllRights);
  game.position.set_exclusive_castlings({{sq("a1"), sq("h8")}});
  ASSERT_TRUE(game.play("e1", "c1"));
  EXPECT_EQ(game.position.castling_rights() & BlackRights, castling::A8 | castling::E8);
  game.position.unmake_move();
  // The other castling keeps Black's rights.
  ASSERT_TRUE(game.play("e1", "g1"));
  EXPECT_EQ(game.position.castling_rights() & BlackRights, BlackRights);
}

TEST(ExclusiveCastling, BlacksCastlingTakesWhitesRight) {
  RuleGame game({}, "Ke1 Ra1 Rh1", "Ke8 Ra8 Rh8", Side::Black, AllRights);
  game.position.set_exclusive_castlings({{sq("a1"), sq("h8")}, {sq("h1"), sq("h8")}});
  ASSERT_TRUE(game.play("e8", "g8"));
  EXPECT_EQ(game.position.castling_rights() & WhiteRights, castling::E1);
  EXPECT_FALSE(game.has_notation("0-0-0"));
  EXPECT_FALSE(game.has_notation("0-0"));
}

TEST(ExclusiveCastling, NoneWithoutTheOption) {
  RuleGame game({}, "Ke1 Ra1 Rh1", "Ke8 Ra8 Rh8", Side::White, AllRights);
  ASSERT_TRUE(game.play("e1", "c1"));
  EXPECT_EQ(game.position.castling_rights() & BlackRights, BlackRights);
}

}  // namespace
}  // namespace feerie
