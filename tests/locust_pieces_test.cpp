// Pieces that capture by hopping over the captured piece: locusts and the
// marine pieces. The capture takes the piece hopped over and needs the square
// just beyond it empty; the capture square (Position::capture_square) is the
// hurdle's, for the rules as for the notation. Whole listings are compared
// with Popeye's in tests/compat/ (piece-l, piece-si, piece-mp, ...).
#include <gtest/gtest.h>

#include <string>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "movegen/movegen.h"
#include "rules/registry.h"
#include "test_positions.h"

namespace feerie {
namespace {

struct WalkCase {
  const char* name;
  const char* pieces;  // White to move
  const char* from;
  const char* destinations;  // "*": a capture, written with its landing square
};

const WalkCase WalkCases[] = {
    // Over d6 to d7 and over b6 to a7; f4 and c3 are empty squares, a locust has no quiet move.
    {"LocustCapturesOnlyByHoppingOverAnEnemy", "wKh1 wLd4 bPd6 bPb6 wPf2 bKa8", "d4", "a7* d7*"},
    {"LocustNeedsTheSquareBeyondEmpty", "wKh1 wLd4 bPd6 bPd7 bPb6 wPa7 bKh8", "d4", ""},
    {"LocustDoesNotHopOverItsOwnPiece", "wKh1 wLd4 wPd6 bKa8", "d4", ""},
    {"LocustOnTheEdgeHasNoSquareBeyond", "wKh1 wLd4 bPd8 bKa8", "d4", ""},
    {"RookLocustKeepsToItsLines", "wKh1 wLRd4 bPd6 bPf6 bKa8", "d4", "d7*"},
    {"NightriderLocustHopsAlongItsLine", "wKh1 wLNa1 bPc2 wPb3 bKh8", "a1", "e3*"},
    // Rides as a queen, captures as a locust: d6 is taken from d7's side.
    {"SireneRidesAndCapturesAsALocust", "wKh1 wSId4 bPd6 wPa1 wPb2 wPc3 wPc4 wPc5 wPd3 wPe3 wPe4 wPe5 bKa8", "d4",
     "d5 d7*"},
    // Over a2 to a3 and over b2 to c3; over b1 to c1 is barred: the pawn b2
    // guards c1, and the Poseidon is White's king.
    {"PoseidonStepsAndCapturesOverANeighbour", "wPOa1 bPa2 bPb2 bPb1 bKh8", "a1", "a3* c3*"},
    {"MarineKnightLeapsOnAndCaptures", "wKh1 wMSa1 bPb3 bPc2 wPc5 bKh8", "a1", "e3*"},
};

class LocustWalks : public testing::TestWithParam<WalkCase> {};

TEST_P(LocustWalks, LegalDestinations) {
  Position position = position_of(GetParam().pieces);
  EXPECT_EQ(destinations(position, GetParam().from), GetParam().destinations);
}

INSTANTIATE_TEST_SUITE_P(LocustPieces, LocustWalks, testing::ValuesIn(WalkCases),
                         [](const testing::TestParamInfo<WalkCase>& info) { return std::string(info.param.name); });

TEST(LocustPieces, ACaptureTakesThePieceHoppedOver) {
  Position position = position_of("wKh1 wLd4 bPd6 bKa8");
  Move capture{parse_square("d4"), parse_square("d7")};
  capture.captured_on = parse_square("d6");
  EXPECT_EQ(position.capture_square(capture), parse_square("d6"));
  position.make_move(capture);
  EXPECT_TRUE(position.piece_on(parse_square("d6")).empty());
  EXPECT_EQ(position.piece_on(parse_square("d7")).type, piece_type_named("Locust"));
  EXPECT_EQ(position.hash(), position.compute_hash());
  position.unmake_move();
  EXPECT_EQ(position.piece_on(parse_square("d6")), (Piece{PieceType::Pawn, Side::Black}));
}

TEST(LocustPieces, ChecksOnlyWhereTheSquareBeyondTheKingIsEmpty) {
  Position open = position_of("wKh1 wLd4 bKd6", Side::Black);
  EXPECT_TRUE(open.in_check(Side::Black));
  Position closed = position_of("wKh1 wLd4 bKd6 bPd7", Side::Black);
  EXPECT_FALSE(closed.in_check(Side::Black));
  // A king on the edge cannot be hopped over.
  Position edge = position_of("wKh1 wLd4 bKd8", Side::Black);
  EXPECT_FALSE(edge.in_check(Side::Black));
}

// As Popeye's is_king: the Poseidon, and the Sting (a fairy piece of its own).
TEST(LocustPieces, ThePoseidonAndTheStingAreTheirSidesKings) {
  Position position = position_of("wPOe1 wQa1 bKh8 bRe8");
  EXPECT_EQ(position.kings(Side::White), square_bb(parse_square("e1")));
  EXPECT_TRUE(position.in_check(Side::White));
  Position sting = position_of("wSTe1 wQa1 bKh8 bRe8");
  EXPECT_EQ(sting.kings(Side::White), square_bb(parse_square("e1")));
  EXPECT_TRUE(sting.in_check(Side::White));
}

TEST(LocustPieces, AMarinePawnPromotesToTheMarinePieces) {
  Position position;
  Rules rules;
  set_up_problem("beginproblem\npieces white kh1 mpe7 black ka8\nstipulation ~1\nendproblem\n", position, rules);
  EXPECT_EQ(destinations(position, "e7"), "e8");
  MoveList moves;
  generate_legal(position, moves);
  std::string promotions;
  for (const Move& move : moves)
    if (move.from == parse_square("e7")) promotions += std::string(kind_of(move.promotion).name) + " ";
  EXPECT_EQ(promotions, "Sirene Triton Nereide MarineKnight ");
}

TEST(LocustPieces, CirceRebornTheHoppedPieceFromItsOwnSquare) {
  Rules rules;
  add_conditions({"Circe"}, rules);
  Position position = position_of("wKh1 wLd4 bRd6 bKa7");
  position.set_rules(&rules);
  Move capture{parse_square("d4"), parse_square("d7")};
  capture.captured_on = parse_square("d6");
  position.make_move(capture);
  // The rook captured on d6, a dark square, goes back to h8.
  EXPECT_EQ(position.piece_on(parse_square("h8")), (Piece{PieceType::Rook, Side::Black}));
  position.unmake_move();
  EXPECT_EQ(position.piece_on(parse_square("d6")), (Piece{PieceType::Rook, Side::Black}));
}

// A condition is played beside such pieces only where it says how (its
// handled_attributes); the others refuse the problem.
TEST(LocustPieces, AConditionWithoutTheirRulesRefusesThem) {
  Position position;
  Rules take_make;
  EXPECT_THROW(set_up_problem("beginproblem\npieces white kh1 ld4 black ka8\ncondition take&make\nstipulation ~1\n"
                              "endproblem\n",
                              position, take_make),
               UnsupportedPosition);
  Rules circe;
  EXPECT_NO_THROW(set_up_problem(
      "beginproblem\npieces white kh1 ld4 black ka8\ncondition circe\nstipulation ~1\nendproblem\n", position, circe));
}

TEST(LocustPieces, MakeUnmakeRestoresEverything) {
  Rules rules;
  add_conditions({"Circe"}, rules);
  Position position = position_of("wKh1 wLd4 wSIc1 wMPb6 wPOh8 bKa8 bTRd6 bNDd2 bMSe5 bMPc3 bLNf6 bPg7");
  position.set_rules(&rules);
  EXPECT_EQ(first_inconsistency(position, 3), "");
}

}  // namespace
}  // namespace feerie
