// The core hook Condition::walks: a rule gives a piece the walks it moves,
// captures and observes with; move generation and observation (check,
// Position::observers, en passant takers, castling) all follow it. Tested
// with rules made up for the test, so that the core is checked apart from
// Annan chess and its relatives.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "movegen/perft.h"
#include "rule_game.h"

namespace feerie {
namespace {

using WalkRule = std::function<void(const Position&, Square, Side, Walks&)>;

// A condition whose walks are a function given by the test.
class Lending : public Condition {
 public:
  explicit Lending(WalkRule rule) : rule_(std::move(rule)) {}
  std::string name() const override { return "Lending"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Walk); }
  void walks(const Position& position, Square square, Side side, Walks& out) const override {
    rule_(position, square, side, out);
  }

 private:
  WalkRule rule_;
};

// A position from a FEN under one Lending condition.
class Game {
 public:
  Game(const char* fen, WalkRule rule, std::uint8_t castling = 0) {
    rules_.add(std::make_unique<Lending>(std::move(rule)));
    read_fen(fen, position);
    if (castling) position.set_castling(castling);
    position.set_rules(&rules_);
  }
  std::vector<Move> legal() {
    MoveList moves;
    generate_legal(position, moves);
    return {moves.begin(), moves.end()};
  }
  std::vector<std::string> notations_from(const char* from) { return legal_notations(position, sq(from)); }
  bool has(const char* from, const char* notation) {
    const auto all = notations_from(from);
    return std::find(all.begin(), all.end(), notation) != all.end();
  }
  // The legal move from -> to (the first of its choices); fails the test if none.
  Move move(const char* from, const char* to) {
    for (const Move& move : legal())
      if (move.from == sq(from) && move.to == sq(to)) return move;
    ADD_FAILURE() << "no legal move " << from << "-" << to;
    return Move{};
  }

 private:
  Rules rules_;

 public:
  Position position;
};

// Every piece on the d-file moves as a knight.
void d_file_knights(const Position&, Square square, Side, Walks& out) {
  if (file_of(square) == 3) out.add(PieceType::Knight);
}

TEST(WalkHook, APieceMovesByTheWalkItIsGiven) {
  Game game("k7/8/8/8/3R4/8/8/K7 w - - 0 1", d_file_knights);
  const std::vector<std::string> expected = {"Rd4-b3", "Rd4-b5", "Rd4-c2", "Rd4-c6",
                                             "Rd4-e2", "Rd4-e6", "Rd4-f3", "Rd4-f5"};
  EXPECT_EQ(game.notations_from("d4"), expected);
  // Off the d-file it moves as a rook again.
  game.position.make_move(game.move("d4", "f5"));
  game.position.make_null_move();
  EXPECT_TRUE(game.has("f5", "Rf5-f1"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(WalkHook, ObservationAndCheckFollowTheWalk) {
  // The rook on d4 checks the king on e6 as a knight; so does the king on d8.
  Game game("3k4/8/4K3/8/3r4/8/8/8 w - - 0 1", d_file_knights);
  const Bitboard occupied = game.position.occupied();
  EXPECT_EQ(game.position.observers(sq("e6"), Side::Black, occupied), squares({"d4", "d8"}));
  EXPECT_EQ(game.position.observers(sq("d6"), Side::Black, occupied), Bitboard{0});
  EXPECT_TRUE(game.position.in_check(Side::White));
  // The white king flees to squares that neither the rook nor the king on d8
  // observes as a knight.
  EXPECT_TRUE(game.has("e6", "Ke6-e5"));
  EXPECT_TRUE(game.has("e6", "Ke6-d7"));
  EXPECT_FALSE(game.has("e6", "Ke6-f5"));
  EXPECT_FALSE(game.has("e6", "Ke6-f7"));
  // The black king on d8 moves as a knight.
  game.position.set_side_to_move(Side::Black);
  EXPECT_TRUE(game.has("d8", "Kd8-c6"));
  EXPECT_FALSE(game.has("d8", "Kd8-c8"));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(WalkHook, AMoveTwoWalksReachIsMadeOnce) {
  // A rook and a queen's walk: the rook's moves come once.
  Game game("k7/8/8/8/3B4/8/8/K7 w - - 0 1", [](const Position&, Square square, Side, Walks& out) {
    if (file_of(square) == 3) {
      out.add(PieceType::Rook);
      out.add(PieceType::Queen);
    }
  });
  const auto moves = game.legal();
  for (const Move& move : moves) EXPECT_EQ(std::count(moves.begin(), moves.end(), move), 1) << square_name(move.to);
  EXPECT_EQ(game.notations_from("d4").size(), 26u);
}

// A piece with a friend just behind it (from its side's view) moves as that friend.
void behind(const Position& position, Square square, Side side, Walks& out) {
  const int rank = rank_of(square) - forward(side) / 8;
  if (rank < 0 || rank > 7) return;
  const Piece friend_piece = position.piece_on(make_square(file_of(square), rank));
  if (friend_piece.of(side)) out.add(friend_piece.type);
}

TEST(WalkHook, APawnPromotesByAnyWalkAnotherPieceNever) {
  // The pawn on d7 moves as the rook on d6: d7-d8 promotes, d7-a7 does not.
  Game pawn("k7/3P4/3R4/8/8/8/8/7K w - - 0 1", behind);
  EXPECT_TRUE(pawn.has("d7", "d7-d8=Q"));
  EXPECT_TRUE(pawn.has("d7", "d7-d8=S"));
  EXPECT_FALSE(pawn.has("d7", "d7-d8"));
  EXPECT_TRUE(pawn.has("d7", "d7-a7"));
  // The rook on d7 moves as the pawn on d6: d7-d8 is no promotion.
  Game rook("k7/3R4/3P4/8/8/8/8/7K w - - 0 1", behind);
  EXPECT_EQ(rook.notations_from("d7"), std::vector<std::string>{"Rd7-d8"});
  EXPECT_EQ(first_inconsistency(pawn.position, 2), "");
}

TEST(WalkHook, OnlyAPawnsOwnDoubleStepMayBeTakenEnPassant) {
  // The pawn on e7 moves as the rook on e8: e7-e5 leaves no en passant.
  Game rook_walk("4r2k/4p3/8/3P4/8/8/8/K7 b - - 0 1", behind);
  rook_walk.position.make_move(rook_walk.move("e7", "e5"));
  EXPECT_EQ(rook_walk.position.en_passant(), NoSquare);
  // The rook on e7 moves as the pawn on e8: its e7-e5 is no double step either.
  Game pawn_walk("4p2k/4r3/8/3P4/8/8/8/K7 b - - 0 1", behind);
  const Move step = pawn_walk.move("e7", "e5");
  EXPECT_EQ(step.kind, MoveKind::Normal);
  pawn_walk.position.make_move(step);
  EXPECT_EQ(pawn_walk.position.en_passant(), NoSquare);
  // A pawn's own double step may be taken by a knight moving as the pawn behind it.
  Game taker("7k/4p3/8/3N4/3P4/8/8/K7 b - - 0 1", behind);
  taker.position.make_move(taker.move("e7", "e5"));
  EXPECT_EQ(taker.position.en_passant(), sq("e6"));
  EXPECT_EQ(taker.position.en_passant_takers(sq("e6"), Side::White), squares({"d5"}));
  EXPECT_TRUE(taker.has("d5", "Sd5*e6 ep."));
  EXPECT_EQ(first_inconsistency(taker.position, 2), "");
  // Without a pawn behind it the knight takes nothing en passant: no right recorded.
  Game alone("7k/4p3/8/3N4/8/8/8/K7 b - - 0 1", behind);
  alone.position.make_move(alone.move("e7", "e5"));
  EXPECT_EQ(alone.position.en_passant(), NoSquare);
}

TEST(WalkHook, APieceMovingAsAPawnHasNoMoveFromItsFirstRank) {
  // The pawn on d2 moves as the bishop on d1 (to c1 among others); on c1
  // nothing stands behind it and it moves as a pawn: from its first rank, not at all.
  Game game("k7/8/8/8/8/1r6/3P4/3B3K w - - 0 1", behind);
  EXPECT_TRUE(game.has("d2", "d2-c1"));
  game.position.make_move(game.move("d2", "c1"));
  game.position.make_null_move();
  EXPECT_TRUE(game.notations_from("c1").empty());
  // Nor does it observe from there: b2 and d2 are not attacked.
  EXPECT_EQ(game.position.observers(sq("b2"), Side::White, game.position.occupied()) & squares({"c1"}), Bitboard{0});
  // The knight on d2 moves as the pawn on d1: two steps and a capture.
  Game knight("k7/8/8/8/8/4r3/3N4/3P3K w - - 0 1", behind);
  const std::vector<std::string> expected = {"Sd2*e3", "Sd2-d3", "Sd2-d4"};
  EXPECT_EQ(knight.notations_from("d2"), expected);
  EXPECT_TRUE(knight.notations_from("d1").empty());
}

TEST(WalkHook, AKingCastlesByTheKingsWalkOnly) {
  // Nothing stands behind the king on e8: it castles.
  Game plain("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", behind);
  EXPECT_TRUE(plain.has("e8", "0-0"));
  // A king given a rook's walk does not castle.
  Game rook_walk("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", [](const Position& position, Square square, Side, Walks& out) {
    if (position.piece_on(square).type == PieceType::King) out.add(PieceType::Rook);
  });
  EXPECT_FALSE(rook_walk.has("e8", "0-0"));
  EXPECT_FALSE(rook_walk.has("e8", "0-0-0"));
  EXPECT_TRUE(rook_walk.has("e8", "Ke8-f8"));
}

TEST(WalkHook, ACastlingKingIsJudgedStandingOnTheSquaresItPasses) {
  // A black piece with the white king just below it moves as a rook: the
  // knight on f2 observes f1 once the king stands there, so the king may not
  // pass over f1; from e1 the knight observes neither f1 nor g1.
  const WalkRule above_the_king = [](const Position& position, Square square, Side side, Walks& out) {
    if (side != Side::Black || rank_of(square) == 0) return;
    if (position.piece_on(static_cast<Square>(square - 8)) == Piece{PieceType::King, Side::White})
      out.add(PieceType::Rook);
  };
  Game game("4k3/8/8/8/8/8/5n2/4K2R w K - 0 1", above_the_king);
  EXPECT_FALSE(game.has("e1", "0-0"));
  Game elsewhere("4k3/1n6/8/8/8/8/8/4K2R w K - 0 1", above_the_king);
  EXPECT_TRUE(elsewhere.has("e1", "0-0"));
}

TEST(WalkHook, WithoutTheHookEveryPieceMovesByItsOwnWalk) {
  Rules rules;
  Position position;
  read_fen("k7/8/8/8/3R4/8/8/K7 w - - 0 1", position);
  Walks walks;
  rules.walks(position, sq("d4"), Side::White, walks);
  EXPECT_EQ(walks.size(), 1);
  EXPECT_TRUE(walks.contains(PieceType::Rook));
  // A rule that lends nothing leaves the counts of orthodox chess.
  const WalkRule none = [](const Position&, Square, Side, Walks&) {};
  Game start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", none);
  EXPECT_EQ(perft(start.position, 4), 197281u);
  Game kiwipete("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", none);
  EXPECT_EQ(perft(kiwipete.position, 3), 97862u);
}

}  // namespace
}  // namespace feerie
