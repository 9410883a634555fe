// The JSON of a solution's moves (io/json_writer.h): departure, arrival,
// capture, promotion, en passant, castling, rule effects and marks, beside
// the same move's Popeye text; and the numbers of a help line's moves.
#include "io/json_writer.h"

#include <gtest/gtest.h>

#include "rule_game.h"
#include "solve/solution_move.h"

namespace feerie {
namespace {

const Language& english() { return language(LanguageId::English); }

// The move just played in `game`, as the JSON describes it.
Json played(RuleGame& game, const Goal& goal = GoalKind::Mate) {
  const bool reached = goal_reached(game.position, goal);
  return json_move(solution_move(game.position, english(), goal, reached), english());
}

Json piece(const char* colour, const char* type, const char* name) {
  return {{"colour", colour}, {"type", type}, {"name", name}, {"attributes", Json::array()}};
}

TEST(JsonMove, CirceRebirthIsAnEffectWithItsText) {
  RuleGame game("4k3/1b6/8/8/1R6/8/8/4K3 w - - 0 1", {"Circe"});
  ASSERT_TRUE(game.play("b4", "b7"));
  const Json move = played(game);
  EXPECT_EQ(move["text"], "Rb4*b7[+bBc8]");
  EXPECT_EQ(move["side"], "white");
  EXPECT_EQ(move["piece"], piece("white", "R", "Rook"));
  EXPECT_EQ(move["from"], "b4");
  EXPECT_EQ(move["to"], "b7");
  EXPECT_EQ(move["capture"], Json({{"square", "b7"}, {"piece", piece("black", "B", "Bishop")}}));
  ASSERT_EQ(move["effects"].size(), 1u);
  EXPECT_EQ(move["effects"][0],
            Json({{"kind", "add"}, {"to", "c8"}, {"piece", piece("black", "B", "Bishop")}, {"text", "[+bBc8]"}}));
  EXPECT_EQ(move["check"], false);
  EXPECT_FALSE(move.contains("goal"));
}

// Castling chess: the partner, where it stood and where it landed.
TEST(JsonMove, ACastlingPartnerIsNamed) {
  RuleGame game("7k/8/8/N7/8/8/8/4K3 w - - 0 1", {"CastlingChess"});
  ASSERT_TRUE(game.play("e1", "c3"));
  const Json move = played(game);
  EXPECT_EQ(move["text"], "Ke1-c3/wSa5-d2");
  EXPECT_EQ(move["partner"], Json({{"piece", piece("white", "S", "Knight")}, {"from", "a5"}, {"to", "d2"}}));
}

// Anda: the change of phase is an effect of kind "phase".
TEST(JsonMove, AChangeOfPhaseIsAnEffect) {
  RuleGame game("7k/8/8/8/8/8/8/KR6 w - - 0 1", {"Anda"});
  ASSERT_TRUE(game.play("b1", "b8"));
  const Json move = played(game);
  ASSERT_EQ(move["effects"].size(), 1u);
  EXPECT_EQ(move["effects"][0]["kind"], "phase");
  EXPECT_EQ(move["effects"][0]["text"], "[=n]");
  EXPECT_EQ(move["effects"][0]["piece"]["colour"], "neutral");
}

TEST(JsonMove, ImitatorsAreListedAfterTheMoveAndAPromotionIntoOneIsI) {
  RuleGame game({"Imitator", "a1"}, "Kh1 Pb7", "Ke5", Side::White);
  ASSERT_TRUE(game.play("b7", "b8"));  // the first choice: into an imitator
  const Json move = played(game, GoalKind::AnyMove);
  EXPECT_EQ(move["text"], "b7-b8[Ia2]=I");
  EXPECT_EQ(move["imitators"], Json::array({"a2"}));
  EXPECT_EQ(move["promotion"], "I");
}

TEST(JsonMove, PromotionNamesThePieceChosenAndTheMateMark) {
  RuleGame game("k7/7P/1K6/8/8/8/8/8 w - - 0 1", {});
  for (const Move& move : game.legal())
    if (move.from == sq("h7") && move.promotion == PieceType::Queen) game.position.make_move(move);
  const Json move = played(game);
  EXPECT_EQ(move["text"], "h7-h8=Q #");
  EXPECT_EQ(move["piece"]["type"], "P");
  EXPECT_EQ(move["to"], "h8");
  EXPECT_EQ(move["promotion"], "Q");
  EXPECT_EQ(move["goal"], "#");
  EXPECT_EQ(move["check"], false);  // the goal's mark stands for the check mark
  EXPECT_TRUE(move["effects"].empty());
}

TEST(JsonMove, ANeutralPieceIsPlayedByTheSideToMove) {
  RuleGame game("k7/8/8/8/8/8/6=P1/K7 b - - 0 1", {});
  ASSERT_TRUE(game.play("g2", "g1"));  // Black promotes the neutral pawn
  const Json move = played(game, GoalKind::AnyMove);
  EXPECT_EQ(move["text"], "nPg2-g1=nQ +");  // the first promotion generated, checking Ka1
  EXPECT_EQ(move["side"], "black");
  EXPECT_EQ(move["piece"], piece("neutral", "P", "Pawn"));
}

TEST(JsonMove, ARoyalPieceListsItsAttribute) {
  RuleGame game("k7/8/8/8/3N4/8/8/8 w - - 0 1", {});
  game.position.put(sq("d4"), Piece{PieceType::Knight, Side::White, false, true});
  ASSERT_TRUE(game.play("d4", "b5"));
  const Json move = played(game, GoalKind::AnyMove);
  EXPECT_EQ(move["text"], "rSd4-b5");
  EXPECT_EQ(move["piece"]["attributes"], Json::array({"royal"}));
  EXPECT_EQ(json_piece(Piece{PieceType::King, Side::White})["attributes"], Json::array());
}

TEST(JsonMove, EnPassantCapturesBesideTheArrival) {
  RuleGame game("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", {});
  ASSERT_TRUE(game.play("e5", "d6", MoveKind::EnPassant));
  const Json move = played(game);
  EXPECT_EQ(move["text"], "e5*d6 ep.");
  EXPECT_EQ(move["to"], "d6");
  EXPECT_EQ(move["capture"]["square"], "d5");
  EXPECT_EQ(move["capture"]["piece"]["type"], "P");
  EXPECT_EQ(move["en_passant"], true);
}

TEST(JsonMove, CastlingNamesTheRooksMove) {
  RuleGame game("4k3/8/8/8/8/8/8/4K2R w K - 0 1", {});
  ASSERT_TRUE(game.play("e1", "g1", MoveKind::CastleShort));
  const Json move = played(game);
  EXPECT_EQ(move["text"], "0-0");
  EXPECT_EQ(move["piece"]["type"], "K");
  EXPECT_EQ(move["from"], "e1");
  EXPECT_EQ(move["to"], "g1");
  EXPECT_EQ(move["castling"], Json({{"kind", "short"}, {"rook_from", "h1"}, {"rook_to", "f1"}}));
  EXPECT_FALSE(move.contains("capture"));
}

// Mars Circe: the knight b8 takes e2 from g1; the king d2 castles from e1
// and the rook b2 from a1 (Anti-Mars Circe).
TEST(JsonMove, AMoveFromAnotherSquareNamesItVia) {
  RuleGame mars({"MarsCirce"}, "Ka1 Sb8", "Ka8 Pe2", Side::White);
  ASSERT_TRUE(mars.play("b8", "e2"));
  const Json capture = played(mars);
  EXPECT_EQ(capture["text"], "Sb8-g1*e2");
  EXPECT_EQ(capture["from"], "b8");
  EXPECT_EQ(capture["via"], "g1");
  EXPECT_EQ(capture["to"], "e2");
  RuleGame anti({"AntiMarsCirce"}, "Kd2 Rb2", "Kh8", Side::White);
  ASSERT_TRUE(anti.play("d2", "c1", MoveKind::CastleLong));
  const Json castling = played(anti);
  EXPECT_EQ(castling["text"], "[wKd2->e1][wRb2->a1]0-0-0");
  EXPECT_EQ(castling["via"], "e1");
  EXPECT_EQ(castling["castling"], Json({{"kind", "long"}, {"rook_from", "b2"}, {"rook_to", "d1"}}));
  RuleGame orthodox("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {});
  ASSERT_TRUE(orthodox.play("a1", "a2"));
  EXPECT_FALSE(played(orthodox).contains("via"));
}

TEST(JsonMove, CheckIsMarkedApart) {
  RuleGame game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", {});
  ASSERT_TRUE(game.play("a1", "a8"));
  const Json move = played(game);
  EXPECT_EQ(move["text"], "Ra1-a8 +");
  EXPECT_EQ(move["check"], true);
}

// h#1.5 is written "1...Kc7   2.a5 Qa6 #": the numbers 1, 2, 2.
TEST(JsonSolutionSink, HelpLineMovesCarryTheirNumbers) {
  SolutionLine line;
  for (const char* text : {"Ka8-b8", "a2-a3", "Qb1-b7 #"}) {
    SolutionMove move;
    move.text = text;
    move.played.move = Move{sq("a1"), sq("a2")};
    line.moves.push_back(move);
  }
  line.white_first = true;
  JsonSolutionSink sink(english());
  sink.line(line);
  const Json& written = sink.halves()[0]["play"]["lines"][0];
  EXPECT_EQ(written["text"], "1...Ka8-b8   2.a2-a3 Qb1-b7 #");
  EXPECT_EQ(written["moves"][0]["number"], 1);
  EXPECT_EQ(written["moves"][1]["number"], 2);
  EXPECT_EQ(written["moves"][2]["number"], 2);
}

// A parry series' line "1.Rh4*h7 + Qg8*h7   2.Qh3-g3 Qh7-h1 #": a parry
// takes the number of the series move it answers, as the final reply does.
TEST(JsonSolutionSink, ParriesInASeriesCarryTheNumberOfTheMoveTheyAnswer) {
  SolutionLine line;
  for (const auto& [text, parry] : {std::pair{"Rh4*h7 +", false}, std::pair{"Qg8*h7", true}, std::pair{"Qh3-g3", false},
                                    std::pair{"Qh7-h1 #", false}}) {
    SolutionMove move;
    move.text = text;
    move.parry = parry;
    move.played.move = Move{sq("a1"), sq("a2")};
    line.moves.push_back(move);
  }
  line.series = true;
  line.series_reply = true;
  JsonSolutionSink sink(english());
  sink.line(line);
  const Json& written = sink.halves()[0]["play"]["lines"][0];
  EXPECT_EQ(written["text"], "1.Rh4*h7 + Qg8*h7   2.Qh3-g3 Qh7-h1 #");
  for (int i = 0; i < 4; ++i) EXPECT_EQ(written["moves"][i]["number"], i < 2 ? 1 : 2) << i;
}

// n->: "1.Rd7-d2   2.Rd2-a2 Rd1-d8 #", the intro's moves apart, numbered
// 1 and 2, and the play of one move going on from the intro's last number.
TEST(JsonSolutionSink, IntroMovesAreListedApartFromThePlays) {
  const auto move_of = [](const char* text) {
    SolutionMove move;
    move.text = text;
    move.played.move = Move{sq("a1"), sq("a2")};
    return move;
  };
  SolutionLine line;
  line.intro = {move_of("Rd7-d2"), move_of("Rd2-a2")};
  line.moves = {move_of("Rd1-d8 #")};
  line.series = true;
  line.intro_goes_on = true;
  JsonSolutionSink sink(english());
  sink.line(line);
  const Json& written = sink.halves()[0]["play"]["lines"][0];
  EXPECT_EQ(written["text"], "1.Rd7-d2   2.Rd2-a2 Rd1-d8 #");
  ASSERT_EQ(written["intro"].size(), 2u);
  EXPECT_EQ(written["intro"][1]["text"], "Rd2-a2");
  EXPECT_EQ(written["intro"][1]["number"], 2);
  EXPECT_EQ(written["moves"][0]["number"], 2);
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

TEST(JsonStipulation, IntroMovesAreCounted) {
  std::string error;
  EXPECT_EQ(json_stipulation(*parse_stipulation("3->ser-#2", error))["intro_moves"], 3);
  EXPECT_FALSE(json_stipulation(*parse_stipulation("ser-#2", error)).contains("intro_moves"));
}

TEST(JsonStipulation, AReciprocalStipulationNamesItsOwnGoal) {
  std::string error;
  const Json reciprocal = json_stipulation(*parse_stipulation("reci-h(=)#3", error));
  EXPECT_EQ(reciprocal["goal"], "#");
  EXPECT_EQ(reciprocal["own_goal"], "=");
  EXPECT_EQ(reciprocal["play"], "help");
  EXPECT_FALSE(json_stipulation(*parse_stipulation("h#3", error)).contains("own_goal"));
}

TEST(JsonStipulation, HelpPlayToAnUnparryableEndIsMarked) {
  std::string error;
  Stipulation stipulation = *parse_stipulation("h#3", error);
  EXPECT_FALSE(json_stipulation(stipulation).contains("unparryable"));
  stipulation.unparryable = true;
  EXPECT_EQ(json_stipulation(stipulation)["unparryable"], true);
  EXPECT_FALSE(json_stipulation(stipulation).contains("forced_end"));
  stipulation.forced_end = true;
  EXPECT_EQ(json_stipulation(stipulation)["forced_end"], true);
}

}  // namespace
}  // namespace feerie
