// The marks a rule keeps for the game so far (PlyState::marks: StrictSAT's
// sides whose king has been in check): set in setup and by a rule's
// consequences, copied forward, undone with the ply and part of the hash.
// Tested with a rule made up for the test.
#include <gtest/gtest.h>

#include <memory>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

// Marks bit 1 once a capture has been made, bit 2 when the diagram has a
// white pawn on its second rank.
class CaptureMark : public Condition {
 public:
  std::string name() const override { return "CaptureMark"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void prepare(Position& position) const override {
    if (position.pieces(Side::White, PieceType::Pawn) & rank_bb(1)) position.set_marks(position.marks() | 2);
  }
  void consequences(Position& position, const Displacement& displacement) const override {
    if (!displacement.captured.empty()) position.set_marks(position.marks() | 1);
  }
};

class Game {
 public:
  explicit Game(const char* fen) {
    rules_.add(std::make_unique<CaptureMark>());
    read_fen(fen, position);
    position.set_rules(&rules_);
  }
  bool play(const char* from, const char* to) {
    MoveList moves;
    generate_legal(position, moves);
    for (const Move& move : moves)
      if (move.from == sq(from) && move.to == sq(to)) {
        position.make_move(move);
        return true;
      }
    return false;
  }

 private:
  Rules rules_;

 public:
  Position position;
};

TEST(RuleMarks, SetInSetupAndByConsequencesUndoneWithThePly) {
  Game game("4k3/8/8/3p4/4P3/8/1P6/4K3 w - - 0 1");
  EXPECT_EQ(game.position.marks(), 2);
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
  ASSERT_TRUE(game.play("e4", "d5"));
  EXPECT_EQ(game.position.marks(), 3);
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
  ASSERT_TRUE(game.play("e8", "e7"));
  EXPECT_EQ(game.position.marks(), 3);  // copied forward
  game.position.unmake_move();
  game.position.unmake_move();
  EXPECT_EQ(game.position.marks(), 2);
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
}

TEST(RuleMarks, PositionsApartOnlyByMarksDifferInHashAndEquality) {
  // The same board after 1.e4xd5 Ke8-e7 2.Ke1-d1 (a capture made) and after
  // the king's walks alone with the pawn already on d5 (none).
  Game captured("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  ASSERT_TRUE(captured.play("e4", "d5"));
  ASSERT_TRUE(captured.play("e8", "e7"));
  ASSERT_TRUE(captured.play("e1", "d1"));
  Game walked("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1");
  ASSERT_TRUE(walked.play("e8", "e7"));
  ASSERT_TRUE(walked.play("e1", "d1"));
  for (Square s = 0; s < 64; ++s) ASSERT_EQ(captured.position.piece_on(s), walked.position.piece_on(s));
  EXPECT_NE(captured.position.hash(), walked.position.hash());
  EXPECT_FALSE(captured.position == walked.position);
  walked.position.set_marks(1);
  EXPECT_EQ(captured.position.hash(), walked.position.hash());
  EXPECT_EQ(walked.position.hash(), walked.position.compute_hash());
}

TEST(RuleMarks, MakeAndUnmakeStayConsistent) {
  Game game("r3k2r/1p6/8/3p4/4P3/8/1P6/R3K2R w KQkq - 0 1");
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

// The counts a rule keeps (PlyState::tally: BGL's distances moved), tested
// with a rule that counts the moves made, and writes the count after each
// move (Condition::annotation).
class MoveCount : public Condition {
 public:
  std::string name() const override { return "MoveCount"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement&) const override {
    position.set_tally(position.tally() + 1);
  }
  std::string annotation(const Position& position) const override {
    return " {" + std::to_string(position.tally()) + "}";
  }
};

TEST(RuleTally, CountedByConsequencesUndoneWithThePlyWrittenAfterTheMoveAndHashed) {
  Rules rules;
  rules.add(std::make_unique<MoveCount>());
  Position position;
  read_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1", position);
  position.set_rules(&rules);
  const Hash start = position.hash();
  MoveList moves;
  generate_legal(position, moves);
  position.make_move(moves[0]);
  EXPECT_EQ(position.tally(), 1u);
  EXPECT_EQ(position.hash(), position.compute_hash());
  EXPECT_NE(last_move_notation(position, language(LanguageId::English)).find(" {1}"), std::string::npos);
  position.unmake_move();
  EXPECT_EQ(position.tally(), 0u);
  EXPECT_EQ(position.hash(), start);
  // Two positions alike but for the tally hash apart.
  Position counted = position;
  counted.set_tally(5);
  EXPECT_NE(counted.hash(), position.hash());
  EXPECT_FALSE(counted == position);
  EXPECT_EQ(first_inconsistency(position, 2), "");
}

}  // namespace
}  // namespace feerie
