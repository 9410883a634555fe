// Fairy pieces: each reach of the walk model on a few squares (edges,
// hurdles, blocked lines), check by a hopper, promotion to the fairy pieces
// of the diagram, rebirth and paralysis of fairy pieces, and make/unmake
// consistency. Whole listings are compared with Popeye's in tests/compat/.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "movegen/movegen.h"
#include "rules/circe/circe_square.h"
#include "rules/registry.h"
#include "test_positions.h"

namespace feerie {
namespace {

TEST(FairyPieces, CatalogueCodesAreUniquePerLanguage) {
  for (int language = 0; language < 3; ++language) {
    std::set<std::string_view> codes;
    for (std::size_t type = 1; type < piece_kinds().size(); ++type)
      EXPECT_TRUE(codes.insert(piece_kinds()[type].codes[language]).second)
          << piece_kinds()[type].name << " in language " << language;
  }
  EXPECT_EQ(piece_type_with_code(0, "CA"), piece_type_named("Camel"));
  EXPECT_EQ(piece_type_with_code(2, "ch"), piece_type_named("Camel"));
  EXPECT_EQ(piece_type_with_code(0, "xx"), PieceType::None);
}

// Every type of the catalogue has its own place in the position's tables
// (PieceTypeCount), so each one stands on the board and hashes apart.
TEST(FairyPieces, EveryCatalogueTypeStandsOnTheBoard) {
  std::set<Hash> hashes;
  for (std::size_t type = 1; type < piece_kinds().size(); ++type) {
    Position position = position_of("wKh1 bKa8");
    const Piece piece{static_cast<PieceType>(type), Side::White};
    position.put(parse_square("d4"), piece);
    EXPECT_EQ(position.piece_on(parse_square("d4")), piece) << piece_kinds()[type].name;
    EXPECT_EQ(position.pieces(piece.type) & square_bb(parse_square("d4")), square_bb(parse_square("d4")))
        << piece_kinds()[type].name;
    EXPECT_TRUE(hashes.insert(position.hash()).second) << piece_kinds()[type].name;
  }
}

// The legal destinations of one piece: "*" marks a capture.
struct WalkCase {
  const char* name;
  const char* pieces;  // White to move
  const char* from;
  const char* destinations;
};

const WalkCase WalkCases[] = {
    {"LeaperJumpsFromTheCornerOverAnything", "wKh1 wCAa1 bPb2 bPa2 bKh8 bPd2", "a1", "b4 d2*"},
    {"RiderStopsAtTheFirstPiece", "wKh1 wNa1 bPe3 bKh8 wPc5", "a1", "b3 c2 e3*"},
    // Over d6 to d7, over f4 to g4, over d2 to d1, over b6 to a7; no hurdle elsewhere.
    {"GrasshopperLandsJustBeyondTheHurdle", "wKh1 wGd4 bPd6 wPf4 bRd2 bKa8 wPb6", "d4", "a7 d1 d7 g4"},
    {"GrasshopperCannotLandOnItsOwnPiece", "wKh1 wGd4 bPd6 wPd7 bKa8", "d4", ""},
    {"GrasshopperCapturesOnItsLandingSquare", "wKh1 wGd4 bPd6 bPd7 bKa8", "d4", "d7*"},
    {"Grasshopper2NeedsTheSquareBetweenEmpty", "wKh1 wG2d1 wPd3 bPd4 bPd6 bKa8", "d1", ""},
    {"Grasshopper2LandsTwoBeyond", "wKh1 wG2d1 wPd3 bPd5 bKa8", "d1", "d5*"},
    {"LionGoesAnyDistanceBeyondTheHurdle", "wKh1 wLId1 wPd3 bPd6 bKa8", "d1", "d4 d5 d6*"},
    // Popeye's listings of these positions.
    {"RoseTurnsThroughTheKnightsLeaps", "wKh1 wROa5 wPe1 bKa8", "a5", "a1 b3 b7 c4 c6 d2 d8 e5 f3 f7 g5"},
    {"EquihopperLandsAsFarBeyondTheHurdle", "wKh1 wEQd4 wPd5 bKa8 bPf6", "d4", "d6 h8"},
    {"NonstopEquihopperIgnoresWhatStandsBetween", "wKh1 wNEa1 wPb3 bKh8 bPa3", "a1", "a5 c5"},
    {"SpiralspringerZigzags", "wKh1 wSSd4 wPf5 bKa8 bPb3", "d4",
     "a2 a6 b3* b4 b5 b7 c2 c6 d2 d6 d8 e2 e6 f1 f3 f4 g2 g6 h4"},
    {"DiagonalSpiralspringerZigzagsDiagonally", "wKh1 wDSd4 bKa8 bPf7", "d4",
     "a1 a4 a7 b2 b3 b5 b6 c2 c3 c5 c6 c8 d1 d7 e2 e3 e5 e6 e8 f2 f3 f5 f6 g1 g4 g7 h3 h5"},
    {"EdgehogGoesFromTheEdgeInwards", "wKh1 wEHa1 wPc3 bKh8 bPa5", "a1", "b2"},
    {"PaoMovesAsARookAndCapturesOverAHurdle", "wKh1 wPAd1 wPd3 bPd6 bKa8 bPa1", "d1", "b1 c1 d2 d6* e1 f1 g1"},
    // d5 blocks the two leaps forward (c6, e6).
    {"MaoIsBlockedOnItsOrthogonalStep", "wKh1 wMAd4 wPd5 bKa8", "d4", "b3 b5 c2 e2 f3 f5"},
    // e5 blocks the two Moa leaps that pass over it (e6, f5).
    {"MoaIsBlockedOnItsDiagonalStep", "wKh1 wMOd4 wPe5 bKa8", "d4", "b3 b5 c2 c6 e2 f3"},
    {"KangarooHopsOverTwoHurdles", "wKh1 wKAa1 bPa3 wPa5 bKh8", "a1", "a6"},
    {"DummyNeverMoves", "wKh1 wDUd4 bKa8", "d4", ""},
    {"BerolinaPawnMovesDiagonallyCapturesStraight", "wKh1 wBPb2 bPb3 bKh8", "b2", "a3 b3* c3 d4"},
    {"BerolinaDoubleStepNeedsTheSquarePassedEmpty", "wKh1 wBPb2 bPc3 bKh8", "b2", "a3"},
    // The superpawn rides forward: the double step adds nothing beyond a blocked square.
    {"SuperPawnRidesForwardAndCapturesDiagonally", "wKh1 wSPd2 bPd5 bPb4 bKa8", "d2", "b4* d3 d4"},
};

class Walks : public testing::TestWithParam<WalkCase> {};

TEST_P(Walks, LegalDestinations) {
  Position position = position_of(GetParam().pieces);
  EXPECT_EQ(destinations(position, GetParam().from), GetParam().destinations);
}

INSTANTIATE_TEST_SUITE_P(FairyPieces, Walks, testing::ValuesIn(WalkCases),
                         [](const testing::TestParamInfo<WalkCase>& info) { return std::string(info.param.name); });

TEST(FairyPieces, HopperChecksAndAHurdleCanBeMovedAway) {
  Position position = position_of("wKh1 wGa1 bPd4 bKe5", Side::Black);
  EXPECT_TRUE(position.in_check(Side::Black));
  // Taking the hurdle away (d4-d3) parries the check.
  MoveList moves;
  generate_legal(position, moves);
  EXPECT_TRUE(std::any_of(moves.begin(), moves.end(),
                          [](const Move& m) { return m.from == parse_square("d4") && m.to == parse_square("d3"); }));
}

TEST(FairyPieces, PawnsPromoteToTheFairyPiecesOfTheDiagram) {
  Position position = position_of("wKh1 wPa7 wGc1 bZh5 bKf8 bDUe4");
  const PieceType types[] = {
      PieceType::Queen,         PieceType::Rook, PieceType::Bishop, PieceType::Knight, piece_type_named("Grasshopper"),
      piece_type_named("Zebra")};
  position.set_promotion_types(types);
  MoveList moves;
  generate_legal(position, moves);
  EXPECT_EQ(std::count_if(moves.begin(), moves.end(), [](const Move& m) { return m.from == parse_square("a7"); }), 6);
}

TEST(FairyPieces, CirceRebirthOnThePromotionSquareOfTheFile) {
  EXPECT_EQ(circe_square(Piece{piece_type_named("Grasshopper"), Side::White}, parse_square("c4")), parse_square("c8"));
  EXPECT_EQ(circe_square(Piece{piece_type_named("Camel"), Side::Black}, parse_square("f6")), parse_square("f1"));
  EXPECT_EQ(circe_square(Piece{piece_type_named("BerolinaPawn"), Side::Black}, parse_square("f6")), parse_square("f7"));
}

TEST(FairyPieces, MadrasiParalysesAFairyPieceObservedByItsOwnType) {
  Rules rules;
  add_conditions({"Madrasi"}, rules);
  Position position = position_of("wKh1 wGd4 bPd6 bGd7 bKa8 wZa1 bZc4");
  position.set_rules(&rules);
  // Gd4 observes d7 over d6, but Gd7 hops over d6 to d5, not d4: only Gd7 is
  // paralysed. The zebras a1 and c4 observe each other.
  EXPECT_EQ(position.paralysed(),
            square_bb(parse_square("d7")) | square_bb(parse_square("a1")) | square_bb(parse_square("c4")));
}

// Decision (docs/pieces.md): in changeable chess a fairy piece arriving on a
// square becomes the game array's piece of that square, as any piece does.
TEST(FairyPieces, ChangeableChessChangesAFairyPieceByItsSquare) {
  Rules rules;
  add_conditions({"ChangeableChess"}, rules);
  Position position = position_of("wKa1 wCAc1 wGd4 bPd6 bKa8");
  position.set_rules(&rules);
  position.make_move(Move{parse_square("c1"), parse_square("f2")});
  EXPECT_EQ(position.piece_on(parse_square("f2")), (Piece{PieceType::Pawn, Side::White}));
  position.unmake_move();
  position.make_move(Move{parse_square("d4"), parse_square("d7")});
  EXPECT_EQ(position.piece_on(parse_square("d7")), (Piece{PieceType::Pawn, Side::Black}));
}

TEST(FairyPieces, MakeUnmakeRestoresEverything) {
  Rules rules;
  add_conditions({"Circe"}, rules);
  Position position = position_of("wKh1 wGd4 wNb1 wCAc1 wLIf1 wPd7 wBPh2 bKa8 bGd6 bZd5 bNb5 bCAe4 bPg7");
  position.set_rules(&rules);
  EXPECT_EQ(first_inconsistency(position, 3), "");
}

}  // namespace
}  // namespace feerie
