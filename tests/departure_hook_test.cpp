// The core hook Condition::departures: a rule names the squares a piece's
// captures, non-captures or castling start from; move generation and
// observation (check, Position::observers) both follow it. Tested with rules
// made up for the test, so that the core is checked apart from Mars Circe.
#include <gtest/gtest.h>

#include <functional>
#include <memory>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

using DepartureRule = std::function<void(const Position&, Square, Side, MoveScope, Bitboard, Departures&)>;

// A condition whose departures are a function given by the test.
class Relocation : public Condition {
 public:
  Relocation(unsigned scopes, DepartureRule rule) : scopes_(scopes), rule_(std::move(rule)) {}
  std::string name() const override { return "Relocation"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Departure); }
  unsigned relocated_moves() const override { return scopes_; }
  void departures(const Position& position, Square square, Side side, MoveScope scope, Bitboard occupied,
                  Departures& out) const override {
    rule_(position, square, side, scope, occupied, out);
  }

 private:
  unsigned scopes_;
  DepartureRule rule_;
};

constexpr unsigned Captures = static_cast<unsigned>(MoveScope::Captures);
constexpr unsigned NonCaptures = static_cast<unsigned>(MoveScope::NonCaptures);
constexpr unsigned Castling = static_cast<unsigned>(MoveScope::Castling);
constexpr unsigned CastlingPartner = static_cast<unsigned>(MoveScope::CastlingPartner);

// One rank back towards the side's own first rank, if that square is empty.
Square one_back(Square square, Side side, Bitboard occupied) {
  const int rank = rank_of(square) - forward(side) / 8;
  if (rank < 0 || rank > 7) return NoSquare;
  const Square back = make_square(file_of(square), rank);
  return (occupied & square_bb(back)) ? NoSquare : back;
}

// A position from a FEN under one Relocation condition.
class Game {
 public:
  Game(const char* fen, unsigned scopes, DepartureRule rule, std::uint8_t castling = 0) {
    rules_.add(std::make_unique<Relocation>(scopes, std::move(rule)));
    read_fen(fen, position);
    // Rights the FEN cannot give: a rook's without its king on e1.
    if (castling) position.set_castling(castling);
    position.set_rules(&rules_);
  }
  std::vector<std::string> notations_from(const char* from) { return legal_notations(position, sq(from)); }
  bool has(const char* from, const char* notation) {
    const auto all = notations_from(from);
    return std::find(all.begin(), all.end(), notation) != all.end();
  }

 private:
  Rules rules_;

 public:
  Position position;
};

// Captures start one rank back, where that square is empty; the piece's own
// square is never among them.
void captures_one_back(const Position&, Square square, Side side, MoveScope, Bitboard occupied, Departures& out) {
  if (const Square back = one_back(square, side, occupied); back != NoSquare) out.add(back);
}

TEST(DepartureHook, CapturesStartFromTheSquaresNamed) {
  // The knight on d4 takes from d3: e5 (not c6, a capture from d4).
  Game game("k7/8/2p5/4p3/3N4/8/8/K7 w - - 0 1", Captures, captures_one_back);
  EXPECT_TRUE(game.has("d4", "Sd4-d3*e5"));
  EXPECT_FALSE(game.has("d4", "Sd4*c6"));
  EXPECT_FALSE(game.has("d4", "Sd4-d3*c6"));
  // Its non-captures start from d4 as ever.
  EXPECT_TRUE(game.has("d4", "Sd4-f5"));
  EXPECT_FALSE(game.has("d4", "Sd4-d3-f4"));
  // The capture is one displacement, d4 to e5; undone exactly.
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(DepartureHook, APieceWithoutDepartureDoesNotCapture) {
  // d3 is taken: the knight captures nothing.
  Game game("k7/8/2p5/4p3/3N4/3P4/8/K7 w - - 0 1", Captures, captures_one_back);
  EXPECT_FALSE(game.has("d4", "Sd4-d3*e5"));
  EXPECT_FALSE(game.has("d4", "Sd4*c6"));
}

TEST(DepartureHook, TheOwnSquareIsEmptyWhileThePieceStandsElsewhere) {
  // The rook on a3 takes from a2, its line through a3 open: a2-a3-a4-a5.
  Game game("k7/8/8/p7/8/R7/8/7K w - - 0 1", Captures, captures_one_back);
  EXPECT_TRUE(game.has("a3", "Ra3-a2*a5"));
}

TEST(DepartureHook, ObservationFollowsTheCaptureDepartures) {
  // Black's pieces take from one rank back towards rank 8, White's as ever:
  // the knight on d4 observes from d5 (e7, f6, f4, e3, ...), not from d4.
  Game game("k7/8/8/4K3/3n4/8/8/8 w - - 0 1", Captures,
            [](const Position&, Square square, Side side, MoveScope, Bitboard occupied, Departures& out) {
              if (side == Side::White)
                out.add(square);
              else if (const Square back = one_back(square, side, occupied); back != NoSquare)
                out.add(back);
            });
  EXPECT_EQ(game.position.observers(sq("f6"), Side::Black, game.position.occupied()), squares({"d4"}));
  EXPECT_EQ(game.position.observers(sq("e6"), Side::Black, game.position.occupied()), Bitboard{0});
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.has("e5", "Ke5-e6"));
  EXPECT_TRUE(game.has("e5", "Ke5-f5"));
  EXPECT_FALSE(game.has("e5", "Ke5-f6"));
  EXPECT_FALSE(game.has("e5", "Ke5-f4"));
  // On d5 the king takes the knight's departure: it observes nothing then.
  EXPECT_TRUE(game.has("e5", "Ke5-d5"));
  game.position.put(sq("d5"), Piece{PieceType::Bishop, Side::White});
  EXPECT_EQ(game.position.observers(sq("f6"), Side::Black, game.position.occupied()), Bitboard{0});
}

TEST(DepartureHook, OnlyACaptureMayEndOnThePiecesOwnSquare) {
  // Captures start two ranks back (a8 for the locust on a6): it hops over
  // a7 back to a6. A rook taking from a2 never "arrives" on a3 by a quiet move.
  const DepartureRule two_back = [](const Position&, Square square, Side, MoveScope, Bitboard occupied,
                                    Departures& out) {
    const Square back = static_cast<Square>(square + 16);
    if (back < 64 && !(occupied & square_bb(back))) out.add(back);
  };
  Game game("7k/p7/8/8/8/8/8/K7 w - - 0 1", Captures, two_back);
  game.position.put(sq("a6"), Piece{piece_type_named("Locust"), Side::White});
  EXPECT_TRUE(game.has("a6", "La6-a8*a7-a6"));
  // A quiet move back to the own square is no move.
  Game quiet("7k/8/8/8/8/R7/8/K7 w - - 0 1", NonCaptures,
             [](const Position&, Square square, Side, MoveScope, Bitboard occupied, Departures& out) {
               const Square back = static_cast<Square>(square - 8);
               if (back >= 0 && !(occupied & square_bb(back))) out.add(back);
             });
  for (const std::string& move : quiet.notations_from("a3")) EXPECT_NE(move, "Ra3-a2-a3");
  EXPECT_TRUE(quiet.has("a3", "Ra3-a2-a4"));
}

TEST(DepartureHook, MovesFromAnotherSquareArrivingWhereOwnMovesArriveAreLeftOut) {
  // Non-captures from d4 and from d3: from d3 the rook reaches the third
  // rank; d5..d8 and d2, d1 it reaches from d4 too (or is its own square).
  Game game("k7/8/8/8/3R4/8/8/K7 w - - 0 1", NonCaptures,
            [](const Position&, Square square, Side side, MoveScope, Bitboard occupied, Departures& out) {
              out.add(square);
              if (const Square back = one_back(square, side, occupied); back != NoSquare) out.add(back);
            });
  const std::vector<std::string> expected = {
      "Rd4-a4",    "Rd4-b4",    "Rd4-c4",    "Rd4-d1",    "Rd4-d2",    "Rd4-d3",    "Rd4-d3-a3",
      "Rd4-d3-b3", "Rd4-d3-c3", "Rd4-d3-e3", "Rd4-d3-f3", "Rd4-d3-g3", "Rd4-d3-h3", "Rd4-d5",
      "Rd4-d6",    "Rd4-d7",    "Rd4-d8",    "Rd4-e4",    "Rd4-f4",    "Rd4-g4",    "Rd4-h4"};
  EXPECT_EQ(game.notations_from("d4"), expected);
}

TEST(DepartureHook, APawnStepsFromItsDepartureAndMayBeTakenEnPassant) {
  // Non-captures start on the second rank's square of the pawn's file: e5 steps e2-e4.
  const DepartureRule second_rank = [](const Position& position, Square square, Side side, MoveScope, Bitboard occupied,
                                       Departures& out) {
    if (position.piece_on(square).type != PieceType::Pawn) return out.add(square);
    const Square start = make_square(file_of(square), side == Side::White ? 1 : 6);
    if (start == square || !(occupied & square_bb(start))) out.add(start);
  };
  Game game("k7/8/8/4P3/3p4/8/8/K7 w - - 0 1", NonCaptures, second_rank);
  EXPECT_TRUE(game.has("e5", "e5-e2-e4"));
  EXPECT_TRUE(game.has("e5", "e5-e2-e3"));
  MoveList moves;
  generate_legal(game.position, moves);
  const auto step = std::find_if(moves.begin(), moves.end(), [](const Move& m) { return m.to == sq("e4"); });
  ASSERT_NE(step, moves.end());
  EXPECT_EQ(step->kind, MoveKind::DoubleStep);
  game.position.make_move(*step);
  // The square passed over lies between e2 and e4.
  EXPECT_EQ(game.position.en_passant(), sq("e3"));
  EXPECT_TRUE(game.has("d4", "d4*e3 ep."));
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(DepartureHook, AKingAndARookCastleFromTheSquaresNamed) {
  // The king on d2 castles from e1 as if unmoved; the rook on b2 (no right)
  // from a1, the rook on h1 with its right.
  // (A rook's corner has the colour of its square, as in Circe: b2, a1.)
  const DepartureRule home_squares = [](const Position&, Square square, Side, MoveScope scope, Bitboard occupied,
                                        Departures& out) {
    const Square target = scope == MoveScope::Castling ? sq("e1") : is_light(square) ? sq("h1") : sq("a1");
    if (target != square && !(occupied & square_bb(target))) out.add(target);
  };
  Game game("4k3/8/8/8/8/8/1R1K4/7R w - - 0 1", Castling | CastlingPartner, home_squares, castling::H1);
  EXPECT_TRUE(game.has("d2", "[wKd2->e1]0-0"));
  EXPECT_TRUE(game.has("d2", "[wKd2->e1][wRb2->a1]0-0-0"));
  MoveList moves;
  generate_legal(game.position, moves);
  const auto long_castling =
      std::find_if(moves.begin(), moves.end(), [](const Move& m) { return m.kind == MoveKind::CastleLong; });
  ASSERT_NE(long_castling, moves.end());
  game.position.make_move(*long_castling);
  EXPECT_EQ(game.position.piece_on(sq("c1")), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(game.position.piece_on(sq("d1")), (Piece{PieceType::Rook, Side::White}));
  EXPECT_TRUE(game.position.piece_on(sq("b2")).empty());
  EXPECT_TRUE(game.position.piece_on(sq("d2")).empty());
  game.position.unmake_move();
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
  // The rook is put on its corner once the king has gone to its start:
  // the king on h1 castles from e1, the rook b3 from h1.
  Game corner("4k3/8/8/8/8/1R6/8/7K w - - 0 1", Castling | CastlingPartner, home_squares);
  EXPECT_TRUE(corner.has("h1", "[wKh1->e1][wRb3->h1]0-0"));
  EXPECT_EQ(first_inconsistency(corner.position, 2), "");
  // Each arrives where the other stood: king d1 (from e1) to c1, rook c1
  // (from a1) to d1; each goes to its castling square first.
  Game swap("4k3/8/8/8/8/8/8/2RK4 w - - 0 1", Castling | CastlingPartner, home_squares);
  EXPECT_TRUE(swap.has("d1", "[wKd1->e1][wRc1->a1]0-0-0"));
  EXPECT_EQ(first_inconsistency(swap.position, 2), "");
}

TEST(DepartureHook, CastlingFromTheSquaresNamedSeesTheKingThere) {
  // The king on d2 would castle from e1, which the bishop on b4 attacks.
  const DepartureRule home = [](const Position&, Square, Side, MoveScope, Bitboard occupied, Departures& out) {
    if (!(occupied & square_bb(sq("e1")))) out.add(sq("e1"));
  };
  Game attacked("4k3/8/8/8/1b6/8/3K4/7R w - - 0 1", Castling, home, castling::H1);
  EXPECT_FALSE(attacked.has("d2", "[wKd2->e1]0-0"));
  // Its own square d2 is empty then: the bishop's line through d2 reaches e1.
  Game through("4k3/8/8/8/8/2b5/3K4/7R w - - 0 1", Castling, home, castling::H1);
  EXPECT_FALSE(through.has("d2", "[wKd2->e1]0-0"));
  Game free("4k3/8/8/8/8/8/3K4/7R w - - 0 1", Castling, home, castling::H1);
  EXPECT_TRUE(free.has("d2", "[wKd2->e1]0-0"));
}

TEST(DepartureHook, WithoutTheHookEveryPieceMovesFromItsOwnSquare) {
  Rules rules;
  EXPECT_FALSE(rules.relocates(MoveScope::Captures));
  Departures own;
  Position position;
  rules.departures(position, sq("d4"), Side::White, MoveScope::Captures, 0, own);
  EXPECT_TRUE(own.contains(sq("d4")));
  Departures castling;
  rules.departures(position, sq("e1"), Side::White, MoveScope::Castling, 0, castling);
  EXPECT_TRUE(castling.empty());
}

}  // namespace
}  // namespace feerie
