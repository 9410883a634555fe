// The core hook Condition::in_check: a rule that says what check is, in
// place of the observation of a king (SAT: a king with a flight). Position::
// in_check follows it everywhere (self-check, mate and stalemate, castling);
// Position::king_attacked stays the check of observation. Tested with a rule
// made up for the test, so that the core is checked apart from SAT.
#include <gtest/gtest.h>

#include <memory>

#include "consistency.h"
#include "rule_game.h"
#include "solve/goal.h"

namespace feerie {
namespace {

// A side is in check when a king of it stands on one of the squares given.
class SquareCheck : public Condition {
 public:
  explicit SquareCheck(Bitboard squares, int precedence = 0) : squares_(squares), precedence_(precedence) {}
  std::string name() const override { return "SquareCheck"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Check); }
  bool in_check(const Position& position, Side side) const override { return (position.kings(side) & squares_) != 0; }
  int check_precedence() const override { return precedence_; }

 private:
  Bitboard squares_;
  int precedence_;
};

// A position from a FEN under the conditions given.
class Game {
 public:
  Game(const char* fen, std::vector<std::unique_ptr<Condition>> conditions) {
    for (auto& condition : conditions) rules_.add(std::move(condition));
    read_fen(fen, position);
    position.set_rules(&rules_);
  }
  std::set<std::string> moves() {
    MoveList list;
    generate_legal(position, list);
    std::set<std::string> result;
    for (const Move& move : list) {
      position.make_move(move);
      result.insert(last_move_notation(position, language(LanguageId::English)));
      position.unmake_move();
    }
    return result;
  }

 private:
  Rules rules_;

 public:
  Position position;
};

std::vector<std::unique_ptr<Condition>> square_check(Bitboard squares) {
  std::vector<std::unique_ptr<Condition>> conditions;
  conditions.push_back(std::make_unique<SquareCheck>(squares));
  return conditions;
}

TEST(CheckHook, InCheckIsTheRulesCheckAndKingAttackedTheObservation) {
  // The black rook attacks the white king: no check under the rule; the
  // black king on h8 is in the rule's check, unattacked.
  Game game("7k/8/8/8/8/8/8/r3K3 w - - 0 1", square_check(squares({"h8", "d2"})));
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.position.king_attacked(Side::White));
  EXPECT_TRUE(game.position.in_check(Side::Black));
  EXPECT_FALSE(game.position.king_attacked(Side::Black));
  EXPECT_TRUE(game.position.check_defined());
}

TEST(CheckHook, SelfCheckIsTheRulesCheck) {
  // The white king may stay on the rook's rank and go to d1 or f1 (attacked),
  // but not to d2 (the rule's check) though no black piece sees it.
  Game game("7k/8/8/8/8/8/8/r3K3 w - - 0 1", square_check(squares({"h8", "d2"})));
  EXPECT_EQ(game.moves(), (std::set<std::string>{"Ke1-d1", "Ke1-e2", "Ke1-f1", "Ke1-f2"}));
}

TEST(CheckHook, MateAndStalemateReadTheRulesCheck) {
  // Black to move, its king on a8 in the rule's check, every move of it
  // (to a7, b7, b8) leaving it in the rule's check: mate, with no white
  // piece near.
  Game mate("k7/8/8/8/8/8/8/4K3 b - - 0 1", square_check(squares({"a8", "a7", "b7", "b8"})));
  EXPECT_TRUE(goal_reached(mate.position, GoalKind::Mate));
  EXPECT_FALSE(goal_reached(mate.position, GoalKind::Stalemate));
  // The same without the rule's check on a8: stalemate.
  Game stalemate("k7/8/8/8/8/8/8/4K3 b - - 0 1", square_check(squares({"a7", "b7", "b8"})));
  EXPECT_TRUE(goal_reached(stalemate.position, GoalKind::Stalemate));
  EXPECT_FALSE(goal_reached(stalemate.position, GoalKind::Mate));
}

TEST(CheckHook, CastlingReadsTheRulesCheckOnTheHomeAndPassedSquares) {
  const char* fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
  // The rule's check on f1 forbids 0-0, on d1 0-0-0; on c1 or g1 (the
  // arrivals) the castling is generated and then illegal as the move is made.
  for (const char* square : {"f1", "g1"}) {
    Game game(fen, square_check(squares({square})));
    const auto moves = game.moves();
    EXPECT_FALSE(moves.count("0-0")) << square;
    EXPECT_TRUE(moves.count("0-0-0")) << square;
  }
  for (const char* square : {"d1", "c1"}) {
    Game game(fen, square_check(squares({square})));
    const auto moves = game.moves();
    EXPECT_TRUE(moves.count("0-0")) << square;
    EXPECT_FALSE(moves.count("0-0-0")) << square;
  }
  // In the rule's check on e1: no castling.
  Game home(fen, square_check(squares({"e1"})));
  EXPECT_FALSE(home.moves().count("0-0"));
  EXPECT_FALSE(home.moves().count("0-0-0"));
  // Attacked squares do not matter: a black rook on f8 sees f1 and the
  // king castles short all the same; on e8 it sees the king.
  Game attacked("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", square_check(0));
  attacked.position.put(sq("f8"), Piece{PieceType::Rook, Side::Black});
  EXPECT_TRUE(attacked.moves().count("0-0"));
  attacked.position.put(sq("f8"), NoPiece);
  attacked.position.put(sq("e5"), Piece{PieceType::Rook, Side::Black});
  EXPECT_TRUE(attacked.position.king_attacked(Side::White));
  EXPECT_TRUE(attacked.moves().count("0-0"));
  EXPECT_TRUE(attacked.moves().count("0-0-0"));
}

TEST(CheckHook, TheConditionOfHighestPrecedenceDefinesCheck) {
  std::vector<std::unique_ptr<Condition>> conditions;
  conditions.push_back(std::make_unique<SquareCheck>(squares({"e1"}), 1));
  conditions.push_back(std::make_unique<SquareCheck>(squares({"h8"}), 2));
  conditions.push_back(std::make_unique<SquareCheck>(squares({"a8"}), 2));
  Game game("7k/8/8/8/8/8/8/4K3 w - - 0 1", std::move(conditions));
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.position.in_check(Side::Black));
}

TEST(CheckHook, WithoutTheHookCheckIsObservation) {
  Rules rules;
  Position position;
  read_fen("7k/8/8/8/8/8/8/r3K3 w - - 0 1", position);
  position.set_rules(&rules);
  EXPECT_FALSE(position.check_defined());
  EXPECT_TRUE(position.in_check(Side::White));
  EXPECT_FALSE(position.in_check(Side::Black));
}

TEST(CheckHook, MakeAndUnmakeStayConsistent) {
  Game game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", square_check(squares({"d1", "g8", "e4"})));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
