// Proof games (src/solve/proof_game.cpp): the game array, the goal test,
// the bound that prunes the search, and the stipulation. Whole solutions are
// compared with Popeye's in tests/compat/proof-game-*.inp.
#include "solve/proof_game.h"

#include <gtest/gtest.h>

#include <atomic>
#include <sstream>

#include "core/piece_catalogue.h"
#include "io/language.h"
#include "rules/registry.h"
#include "rules/rules.h"
#include "solve/solve.h"
#include "solve/stipulation.h"
#include "test_positions.h"

namespace feerie {
namespace {

constexpr const char* GameArray = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// What the solver writes for `stipulation` on `diagram`, solved to the end.
std::string solved(Position& diagram, const Stipulation& stipulation) {
  std::ostringstream out;
  const std::atomic<bool> stop{false};
  EXPECT_EQ(solve(diagram, stipulation, SolveOptions{}, language(LanguageId::English), out, stop),
            SolveStatus::Finished);
  return out.str();
}

TEST(ProofGame, TheGameArrayHasEveryManAndEveryCastlingRight) {
  Position array;
  set_up_game_array(array);
  const Position expected = position_from(GameArray);
  EXPECT_TRUE(same_placement(array, expected));
  EXPECT_EQ(array.castling_rights(), castling::All);
  EXPECT_EQ(array.side_to_move(), Side::White);
  EXPECT_EQ(array.hash(), expected.hash());
}

TEST(ProofGame, SamePlacementComparesTheMenOnly) {
  const Position array = position_from(GameArray);
  // Neither the side to move nor the castling rights count.
  EXPECT_TRUE(same_placement(array, position_from("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1")));
  EXPECT_FALSE(same_placement(array, position_from("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")));
  // The same squares occupied, by other men.
  EXPECT_FALSE(same_placement(array, position_from("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKBNR w KQkq - 0 1")));
}

TEST(ProofGame, MovesNeededCountEachMissingMansDistance) {
  const Position array = position_from(GameArray);
  // e2-e4 (a double step) and Ng1-f3: one move each; Black none.
  const Position target = position_from("rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 1");
  EXPECT_EQ(proof_moves_needed(array, target, Side::White), 2);
  EXPECT_EQ(proof_moves_needed(array, target, Side::Black), 0);
  // A knight on e5: two knight moves from g1 (or from b1: three).
  EXPECT_EQ(proof_moves_needed(array, position_from("rnbqkbnr/pppppppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R b KQkq - 0 1"),
                               Side::White),
            2);
}

TEST(ProofGame, ATargetNoManCanBecomeIsImpossible) {
  const Position array = position_from(GameArray);
  // A dark-squared bishop cannot reach a light square, and no pawn is left
  // to promote.
  EXPECT_EQ(proof_moves_needed(position_from("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"),
                               position_from("4k3/8/8/8/8/8/8/3BK3 b - - 0 1"), Side::White),
            ImpossibleProof);
  // With a pawn, a promotion: the pawn's five moves and one more.
  EXPECT_EQ(proof_moves_needed(position_from("4k3/8/8/8/8/8/P7/2B1K3 w - - 0 1"),
                               position_from("4k3/8/8/8/8/8/8/3BK3 b - - 0 1"), Side::White),
            6);
  // A pawn behind its start, and a side with more men than it has.
  EXPECT_EQ(proof_moves_needed(position_from("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), array,
                               Side::White),
            ImpossibleProof);
  EXPECT_EQ(
      proof_moves_needed(position_from("rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1"), array, Side::White),
      ImpossibleProof);
}

TEST(ProofGame, ACastlingCountsAsOneMove) {
  const Position array = position_from(GameArray);
  // Kg1 Rf1: 2 + 1 by the distances, one castling; the bishop and knight
  // that must leave f1 and g1 are not counted (no target square of theirs).
  const Position castled = position_from("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 b kq - 0 1");
  EXPECT_EQ(proof_moves_needed(array, castled, Side::White), 1);
  // Without the right, three.
  const Position no_rights = position_from("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kq - 0 1");
  EXPECT_EQ(proof_moves_needed(no_rights, castled, Side::White), 3);
  // A king that stays home gains nothing by castling.
  EXPECT_EQ(
      proof_moves_needed(array, position_from("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R b KQkq - 0 1"), Side::White),
      0);
}

TEST(ProofGame, SolvingStartsFromTheGameArrayAndGivesTheDiagramBack) {
  // After 1.Nf3 Nf6: found from the game array; the position handed to
  // solve() is the diagram again afterwards (twins go on from it).
  Position diagram = position_from("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
  const Position before = diagram;
  std::string error;
  const auto stipulation = parse_stipulation("dia1", error);
  ASSERT_TRUE(stipulation) << error;
  const std::string text = solved(diagram, *stipulation);
  EXPECT_NE(text.find("1.Sg1-f3 Sg8-f6 dia"), std::string::npos) << text;
  EXPECT_TRUE(same_placement(diagram, before));
  EXPECT_EQ(diagram.hash(), before.hash());
}

TEST(ProofGame, TheStipulation) {
  std::string error;
  const auto whole = parse_stipulation("dia4", error);
  ASSERT_TRUE(whole) << error;
  EXPECT_TRUE(whole->proof_game());
  EXPECT_EQ(whole->play, Play::Help);
  EXPECT_EQ(whole->help_plies(), 8);
  EXPECT_EQ(whole->text, "dia4");
  EXPECT_EQ(starting_side(*whole), Side::White);
  const auto half = parse_stipulation("DIA8.5", error);
  ASSERT_TRUE(half) << error;
  EXPECT_EQ(half->help_plies(), 17);
  EXPECT_EQ(half->text, "dia8.5");
  EXPECT_EQ(starting_side(*half), Side::White);
  const auto series = parse_stipulation("ser-dia9", error);
  ASSERT_TRUE(series) << error;
  EXPECT_TRUE(series->series);
  EXPECT_EQ(series->play, Play::Direct);
  EXPECT_EQ(series->text, "ser-dia9");
  EXPECT_EQ(starting_side(*series), Side::White);
  for (const char* other : {"hdia4", "ser-hdia3", "sdia2", "pser-dia2"}) {
    EXPECT_FALSE(parse_stipulation(other, error)) << other;
    EXPECT_NE(error.find("not supported"), std::string::npos) << other;
  }
}

TEST(ProofGame, AToBStipulation) {
  std::string error;
  const auto help = parse_stipulation("A=>B6", error);
  ASSERT_TRUE(help) << error;
  EXPECT_TRUE(help->a_to_b() && help->proof_game());
  EXPECT_EQ(help->play, Play::Help);
  EXPECT_EQ(help->help_plies(), 12);
  EXPECT_EQ(help->text, "a=>b6");
  // Black starts, unless WhiteToPlay, which does not shorten it.
  EXPECT_EQ(starting_side(*help), Side::Black);
  SolveOptions white_to_play;
  white_to_play.white_to_play = true;
  const Stipulation white = with_options(*help, white_to_play);
  EXPECT_EQ(white.text, "a=>b6");
  EXPECT_EQ(white.help_plies(), 12);
  EXPECT_EQ(starting_side(white), Side::White);
  const auto series = parse_stipulation("ser-a=>b3", error);
  ASSERT_TRUE(series) << error;
  EXPECT_EQ(series->text, "ser-a=>b3");
  EXPECT_EQ(starting_side(*series), Side::White);
  EXPECT_FALSE(parse_stipulation("ser-ha=>b2", error));
  EXPECT_NE(error.find("not supported"), std::string::npos);
}

TEST(ProofGame, AToBWithAFairyPieceIsSolved) {
  // A nightrider rides b1-d2-f3-h4 in one move (checked with Popeye 4.104).
  Position diagram;
  diagram.put(parse_square("e1"), Piece{PieceType::King, Side::White});
  diagram.put(parse_square("h4"), Piece{piece_type_named("Nightrider"), Side::White});
  diagram.put(parse_square("e8"), Piece{PieceType::King, Side::Black});
  std::string error;
  auto stipulation = parse_stipulation("a=>b0.5", error);
  ASSERT_TRUE(stipulation) << error;
  stipulation->white_starts = true;
  stipulation->start = {{parse_square("e1"), Piece{PieceType::King, Side::White}},
                        {parse_square("b1"), Piece{piece_type_named("Nightrider"), Side::White}},
                        {parse_square("e8"), Piece{PieceType::King, Side::Black}}};
  const std::string text = solved(diagram, *stipulation);
  EXPECT_EQ(text, "  1.Nb1-h4 a=>b\n");
}

TEST(ProofGame, TheBoundStaysOffWhereItsCountFailsTheMen) {
  EXPECT_TRUE(proof_bound_applies(position_from(GameArray)));
  Position fairy = position_from("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  fairy.put(parse_square("b1"), Piece{piece_type_named("Nightrider"), Side::White});
  EXPECT_TRUE(proof_bound_applies(fairy));
  Position berolina = position_from("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  berolina.put(parse_square("b6"), Piece{piece_type_named("BerolinaPawn"), Side::White});
  EXPECT_FALSE(proof_bound_applies(berolina));
  // A Berolina pawn promotes, which the bound counts for pawns only: with
  // the bound, this a=>b1.5 would have no solution (Popeye 4.104 finds
  // both lines).
  Position diagram = position_from("1Q6/8/7p/8/8/8/8/k3K3 w - - 0 1");
  std::string error;
  auto stipulation = parse_stipulation("a=>b1.5", error);
  ASSERT_TRUE(stipulation) << error;
  stipulation->white_starts = true;
  stipulation->start = {{parse_square("e1"), Piece{PieceType::King, Side::White}},
                        {parse_square("b6"), Piece{piece_type_named("BerolinaPawn"), Side::White}},
                        {parse_square("a1"), Piece{PieceType::King, Side::Black}},
                        {parse_square("h7"), Piece{PieceType::Pawn, Side::Black}}};
  const std::string text = solved(diagram, *stipulation);
  EXPECT_NE(text.find("1.BPb6-c7 h7-h6   2.BPc7-b8=Q a=>b"), std::string::npos) << text;
  EXPECT_NE(text.find("1.BPb6-a7 h7-h6   2.BPa7-b8=Q a=>b"), std::string::npos) << text;
}

TEST(ProofGame, AToBStartsFromPositionAWithItsCastlingRights) {
  // From A (White Ke1 Rh1 Pc2, Black Ke8 Pa7 Pb7) to B, Black first: White
  // castles, so A's rights come from its king and rook at home (checked
  // with Popeye 4.104).
  Position diagram = position_from("4k3/8/pp6/8/8/8/2P5/5RK1 w - - 0 1");
  const Position before = diagram;
  std::string error;
  auto stipulation = parse_stipulation("a=>b1.5", error);
  ASSERT_TRUE(stipulation) << error;
  const auto man = [](const char* square, PieceType type, Side side) {
    return std::pair{parse_square(square), Piece{type, side}};
  };
  stipulation->start = {man("e1", PieceType::King, Side::White), man("h1", PieceType::Rook, Side::White),
                        man("c2", PieceType::Pawn, Side::White), man("e8", PieceType::King, Side::Black),
                        man("a7", PieceType::Pawn, Side::Black), man("b7", PieceType::Pawn, Side::Black)};
  const std::string text = solved(diagram, *stipulation);
  EXPECT_EQ(text, "  1.a7-a6 0-0   2.b7-b6 a=>b\n  1.b7-b6 0-0   2.a7-a6 a=>b\n") << text;
  EXPECT_TRUE(same_placement(diagram, before));
}

// Under a condition the bound is off: a rebirth puts a man where no move
// of its own brought it. Circe, A: the black bishop c5 is taken and reborn
// on f8 (with the bound, that bishop would need a move of Black's).
TEST(ProofGame, UnderAConditionTheBoundIsOffAndTheRulesPlay) {
  Rules rules;
  add_conditions({"Circe"}, rules);
  Position diagram = position_from("4kb2/8/8/2Q5/8/8/8/4K3 w - - 0 1");
  diagram.set_rules(&rules);
  EXPECT_FALSE(proof_bound_applies(diagram));
  std::string error;
  auto stipulation = parse_stipulation("a=>b0.5", error);
  ASSERT_TRUE(stipulation) << error;
  stipulation->white_starts = true;
  stipulation->start = {{parse_square("e1"), Piece{PieceType::King, Side::White}},
                        {parse_square("c1"), Piece{PieceType::Queen, Side::White}},
                        {parse_square("e8"), Piece{PieceType::King, Side::Black}},
                        {parse_square("c5"), Piece{PieceType::Bishop, Side::Black}}};
  const std::string text = solved(diagram, *stipulation);
  EXPECT_EQ(text, "  1.Qc1*c5[+bBf8] a=>b\n");
}

// Under CavalierMajeur the game array's knights are nightriders (as Popeye).
TEST(ProofGame, UnderCavalierMajeurTheGameArrayHasNightriders) {
  Rules rules;
  add_conditions({"CavalierMajeur"}, rules);
  const PieceType nightrider = piece_type_named("Nightrider");
  Position diagram = position_from("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
  for (const char* square : {"b1", "f3", "b8", "g8"}) {
    Piece piece = diagram.piece_on(parse_square(square));
    piece.type = nightrider;
    diagram.put(parse_square(square), piece);
  }
  diagram.set_rules(&rules);
  std::string error;
  const auto stipulation = parse_stipulation("dia0.5", error);
  ASSERT_TRUE(stipulation) << error;
  const std::string text = solved(diagram, *stipulation);
  EXPECT_EQ(text, "  1.Ng1-f3 dia\n");
}

// Conditions that only judge which of chess's moves are legal keep the
// bound (KoeKo, Checkless chess); the others turn it off.
TEST(ProofGame, TheBoundHoldsUnderConditionsThatOnlyJudgeLegality) {
  for (const auto& [condition, keeps] :
       {std::pair{"KoeKo", true}, std::pair{"ChecklessChess", true}, std::pair{"Circe", false},
        std::pair{"AndernachChess", false}, std::pair{"TransmutedKings", false}}) {
    Rules rules;
    add_conditions({condition}, rules);
    Position position = position_from(GameArray);
    position.set_rules(&rules);
    EXPECT_EQ(proof_bound_applies(position), keeps) << condition;
  }
  // A KoeKo proof game in five moves, found with the bound (Th. Brand,
  // Popeye's BEISPIEL/proof.inp: its one solution).
  Rules rules;
  add_conditions({"KoeKo"}, rules);
  Position diagram = position_from("rnbqkbnr/pppp1pp1/8/4p3/4P3/7p/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  diagram.set_rules(&rules);
  std::string error;
  const auto stipulation = parse_stipulation("dia5", error);
  ASSERT_TRUE(stipulation) << error;
  const std::string text = solved(diagram, *stipulation);
  EXPECT_EQ(text, "  1.Sg1-f3 h7-h6   2.e2-e4 e7-e5   3.Sf3-g5 h6-h5   4.Sg5-h3 h5-h4   5.Sh3-g1 h4-h3 dia\n");
}

}  // namespace
}  // namespace feerie
