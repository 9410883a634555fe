// Monochrome and Bichrome chess (src/rules/chromatic): moves and checks
// between squares of the same colour, or of different colours. Popeye's
// examples (BEISPIEL__monochrom__*) are in its suite; tests/compat/
// cond-chromatic has problems of our own with Popeye's answers.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "rule_game.h"

namespace feerie {
namespace {

const std::vector<std::string> Monochrome{"MonochromChess"};
const std::vector<std::string> Bichrome{"BichromChess"};

TEST(ChromaticChess, MonochromeMovesKeepTheSquaresColour) {
  RuleGame game(Monochrome, "Ka1 Sd4 Rh1", "Ka8", Side::White);
  for (const Move& move : game.legal()) EXPECT_EQ(is_light(move.from), is_light(move.to)) << square_name(move.to);
  EXPECT_FALSE(game.is_legal("d4", "f5"));
  EXPECT_TRUE(game.is_legal("h1", "h3"));
  EXPECT_FALSE(game.is_legal("h1", "h2"));
  EXPECT_TRUE(game.is_legal("a1", "b2"));
  EXPECT_FALSE(game.is_legal("a1", "a2"));
}

TEST(ChromaticChess, BichromeMovesChangeTheSquaresColour) {
  RuleGame game(Bichrome, "Ka1 Sd4 Bh1", "Ka8", Side::White);
  for (const Move& move : game.legal()) EXPECT_NE(is_light(move.from), is_light(move.to)) << square_name(move.to);
  EXPECT_TRUE(game.is_legal("d4", "f5"));
  EXPECT_FALSE(game.is_legal("h1", "g2"));
  EXPECT_TRUE(game.is_legal("a1", "a2"));
}

// A check is an observation by the rule: a knight gives none in Monochrome
// chess, a bishop none in Bichrome chess.
TEST(ChromaticChess, ChecksFollowTheRule) {
  RuleGame knight(Monochrome, "Ka1 Sf6", "Kh7", Side::Black);
  EXPECT_FALSE(knight.position.in_check(Side::Black));
  RuleGame knight_bichrome(Bichrome, "Ka1 Sf6", "Kh7", Side::Black);
  EXPECT_TRUE(knight_bichrome.position.in_check(Side::Black));
  RuleGame bishop(Bichrome, "Ka1 Bc2", "Kh7", Side::Black);
  EXPECT_FALSE(bishop.position.in_check(Side::Black));
  // The black king may step onto g8, which the knight does not observe.
  EXPECT_TRUE(knight.is_legal("h7", "g8"));
}

// Castling is judged by the king's squares; queenside castling is neither.
TEST(ChromaticChess, CastlingByTheKingsSquaresQueensideNever) {
  RuleGame mono(Monochrome, "Ke1 Ra1 Rh1", "Ke8", Side::White, 0x07);
  std::set<std::string> castlings;
  for (const std::string& notation : mono.notations())
    if (notation.rfind("0-0", 0) == 0) castlings.insert(notation);
  EXPECT_EQ(castlings, std::set<std::string>{"0-0"});
  RuleGame bi(Bichrome, "Ke1 Ra1 Rh1", "Ke8", Side::White, 0x07);
  for (const std::string& notation : bi.notations()) EXPECT_NE(notation.rfind("0-0", 0), 0u) << notation;
}

// Named together, no move keeps to both rules.
TEST(ChromaticChess, BothTogetherLeaveNoMove) {
  RuleGame game({"MonochromChess", "BichromChess"}, "Ke1 Rh1 Sd4 Bc1", "Ke8", Side::White, 0x07);
  EXPECT_TRUE(game.legal().empty());
}

}  // namespace
}  // namespace feerie
