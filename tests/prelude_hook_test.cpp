// The core hook Condition::prelude: effects a rule makes before a move's
// displacement, on the board as it stood (SingleBox Type3's promotion of a
// latent pawn). They count for the move's legality, are undone with it, and
// the notation writes them before the move's text. Tested with a rule made up
// for the test, so that the core is checked apart from SingleBox.
#include <gtest/gtest.h>

#include <memory>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

// Before each white move, the black pawn on h1 becomes a queen.
class QueenBeforeWhiteMoves : public Condition {
 public:
  std::string name() const override { return "QueenBeforeWhiteMoves"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Prelude); }
  void prelude(Position& position, const Move&) const override {
    const Piece pawn = position.piece_on(parse_square("h1"));
    if (position.side_to_move() != Side::White || pawn.type != PieceType::Pawn) return;
    position.change(parse_square("h1"), Piece{PieceType::Queen, pawn.side}, EffectKind::Promote);
  }
};

class Game {
 public:
  explicit Game(const char* fen) {
    rules_.add(std::make_unique<QueenBeforeWhiteMoves>());
    read_fen(fen, position);
    position.set_rules(&rules_);
  }

 private:
  Rules rules_;

 public:
  Position position;
};

TEST(PreludeHook, TheEffectIsWrittenBeforeTheMoveAndJudgesItsLegality) {
  // The queen made on h1 before the move sees the first rank and the long
  // diagonal: Ke2-d1, e1, f1 and f3 would stand in its check; the rest are
  // written "[h1=Q]Ke2-...".
  Game game("k7/8/8/8/8/8/8/7p w - - 0 1");
  game.position.put(parse_square("e2"), Piece{PieceType::King, Side::White});
  EXPECT_EQ(legal_notations(game.position),
            (std::vector<std::string>{"[h1=Q]Ke2-d2", "[h1=Q]Ke2-d3", "[h1=Q]Ke2-e3", "[h1=Q]Ke2-f2"}));
}

TEST(PreludeHook, UnmakeRestoresThePieceChangedBeforeTheMove) {
  Game game("k7/8/8/8/8/8/4K3/7p w - - 0 1");
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
  MoveList moves;
  generate_legal(game.position, moves);
  ASSERT_FALSE(moves.empty());
  game.position.make_move(moves[0]);
  EXPECT_EQ(game.position.piece_on(parse_square("h1")).type, PieceType::Queen);
  game.position.unmake_move();
  EXPECT_EQ(game.position.piece_on(parse_square("h1")).type, PieceType::Pawn);
}

}  // namespace
}  // namespace feerie
