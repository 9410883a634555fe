// generate_moves_by_walk (movegen/walk_rule_moves.h): the moves of one piece
// by one walk that is not its type's, as a rule lends it.
#include "movegen/walk_rule_moves.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "rule_game.h"

namespace feerie {
namespace {

std::vector<std::string> by_walk(const Position& position, const char* from, PieceType walk) {
  MoveList moves;
  generate_moves_by_walk(position, position.side_to_move(), sq(from), walk, moves);
  std::vector<std::string> result;
  for (const Move& move : moves) result.push_back(square_name(move.from) + square_name(move.to));
  std::sort(result.begin(), result.end());
  return result;
}

TEST(MovesByWalk, APieceMovesByTheWalkGiven) {
  RuleGame game({}, "Ka1 Pc2", "Kh8 Pb3", Side::White);
  // The king a1 as a knight (c2 holds its own pawn), as a rook (b1-h1, a2-a8).
  EXPECT_EQ(by_walk(game.position, "a1", PieceType::Knight), (std::vector<std::string>{"a1b3"}));
  const std::vector<std::string> rook = by_walk(game.position, "a1", PieceType::Rook);
  EXPECT_EQ(rook.size(), 14u);
  // As a pawn it steps and takes as a white pawn, never promoting.
  EXPECT_EQ(by_walk(game.position, "a1", PieceType::Pawn), std::vector<std::string>{});
  RuleGame second({}, "Ka2 Pc2", "Kh8 Pb3", Side::White);
  EXPECT_EQ(by_walk(second.position, "a2", PieceType::Pawn), (std::vector<std::string>{"a2a3", "a2a4", "a2b3"}));
}

}  // namespace
}  // namespace feerie
