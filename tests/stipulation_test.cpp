#include "solve/stipulation.h"

#include <gtest/gtest.h>

#include <tuple>

namespace feerie {
namespace {

Stipulation parsed(std::string_view text) {
  std::string error;
  const auto stipulation = parse_stipulation(text, error);
  EXPECT_TRUE(stipulation.has_value()) << text << ": " << error;
  return stipulation.value_or(Stipulation{});
}

std::string error_of(std::string_view text) {
  std::string error;
  EXPECT_FALSE(parse_stipulation(text, error).has_value()) << text;
  return error;
}

TEST(Stipulation, DirectMateAndStalemates) {
  const Stipulation mate = parsed("#2");
  EXPECT_EQ(mate.play, Play::Direct);
  EXPECT_EQ(mate.goal.kind, GoalKind::Mate);
  EXPECT_EQ(mate.moves, 2);
  EXPECT_FALSE(mate.series);
  EXPECT_EQ(mate.text, "#2");
  EXPECT_EQ(parsed("=3").goal.kind, GoalKind::Stalemate);
  EXPECT_EQ(parsed("==4").goal.kind, GoalKind::DoubleStalemate);
  EXPECT_EQ(parsed("==4").text, "==4");
}

TEST(Stipulation, HelpPlayWithHalfMove) {
  const Stipulation help = parsed("h#2.5");
  EXPECT_EQ(help.play, Play::Help);
  EXPECT_TRUE(help.half);
  EXPECT_EQ(help.moves, 2);
  EXPECT_EQ(help.help_plies(), 5);
  EXPECT_EQ(help.text, "h#2.5");
  EXPECT_EQ(parsed("h=2").goal.kind, GoalKind::Stalemate);
  EXPECT_EQ(parsed("h==3").goal.kind, GoalKind::DoubleStalemate);
  EXPECT_EQ(parsed("h#0.5").help_plies(), 1);
}

TEST(Stipulation, WholeMovesMayBeWrittenWithPointZero) {
  // As Popeye reads them: "dia3.0" is dia3, "h#2.0" is h#2; other decimals are errors.
  EXPECT_EQ(parsed("dia3.0").text, "dia3");
  EXPECT_EQ(parsed("dia3.0").moves, 3);
  EXPECT_EQ(parsed("h#2.0").text, "h#2");
  EXPECT_FALSE(parsed("h#2.0").half);
  EXPECT_NE(error_of("h#2.7").find("expected a number of moves"), std::string::npos);
}

TEST(Stipulation, SelfAndReflex) {
  EXPECT_EQ(parsed("s#2").play, Play::Self);
  EXPECT_EQ(parsed("s=3").goal.kind, GoalKind::Stalemate);
  EXPECT_EQ(parsed("r#2").play, Play::Reflex);
  EXPECT_EQ(parsed("r=2").text, "r=2");
}

TEST(Stipulation, SeriesPlay) {
  for (const char* text : {"ser-#4", "ser-=9", "ser-h#3", "ser-h=2", "ser-s#5", "ser-r#2"}) {
    const Stipulation series = parsed(text);
    EXPECT_TRUE(series.series) << text;
    EXPECT_EQ(series.text, text);
  }
  EXPECT_EQ(parsed("ser-h#3").play, Play::Help);
  EXPECT_EQ(parsed("ser-#18").moves, 18);
}

TEST(Stipulation, CaseIsNormalisedInTheText) {
  EXPECT_EQ(parsed("H#2").text, "h#2");
  EXPECT_EQ(parsed("SER-H#3").text, "ser-h#3");
}

TEST(Stipulation, EveryGoalOfPopeyesThatFeerieSolves) {
  const struct {
    const char* text;
    GoalKind goal;
    const char* printed;
  } cases[] = {
      {"x3", GoalKind::Capture, "x3"},           {"ser-+6", GoalKind::Check, "ser-+6"},
      {"h003", GoalKind::Castling, "h003"},      {"ser-hep6", GoalKind::EnPassant, "ser-hep6"},
      {"##!2", GoalKind::CounterMate, "##!2"},   {"h##2", GoalKind::DoubleMate, "h##2"},
      {"#=2", GoalKind::MateOrStalemate, "#=2"}, {"ser-!=7", GoalKind::AutoStalemate, "ser-!=7"},
      {"!#1", GoalKind::AutoMate, "!#1"},        {"SER-%4", GoalKind::WinPiece, "ser-%4"},
      {"hc812", GoalKind::Chess81, "hc812"},     {"C817", GoalKind::Chess81, "c817"},
      {"EP1", GoalKind::EnPassant, "ep1"},       {"s~2", GoalKind::AnyMove, "s~2"},
  };
  for (const auto& c : cases) {
    const Stipulation stipulation = parsed(c.text);
    EXPECT_EQ(stipulation.goal.kind, c.goal) << c.text;
    EXPECT_EQ(stipulation.text, c.printed);
  }
  EXPECT_EQ(parsed("ser-x28").moves, 28);
  EXPECT_EQ(parsed("sx2").play, Play::Self);
  EXPECT_EQ(parsed("hs+2").play, Play::HelpSelf);
  EXPECT_EQ(parsed("r002").play, Play::Reflex);
}

TEST(Stipulation, TargetSquareFollowsZ) {
  const Stipulation target = parsed("HZE73");
  EXPECT_EQ(target.play, Play::Help);
  EXPECT_EQ(target.goal, (Goal{GoalKind::Target, parse_square("e7")}));
  EXPECT_EQ(target.moves, 3);
  EXPECT_EQ(target.text, "hze73");  // as Popeye prints it
  EXPECT_EQ(parsed("zh35").goal.square, parse_square("h3"));
  EXPECT_EQ(parsed("zh35").moves, 5);
  EXPECT_EQ(parsed("ser-za110").goal.square, parse_square("a1"));
  EXPECT_EQ(parsed("ser-za110").moves, 10);
}

// The goals of the men's diagram squares, in every play (the symbol is
// read before the length, and k before its square).
TEST(Stipulation, GoalsOfTheDiagramSquares) {
  EXPECT_EQ(parsed("ct2").goal, Goal{GoalKind::Circuit});
  EXPECT_EQ(parsed("h<>3").goal, Goal{GoalKind::Exchange});
  EXPECT_EQ(parsed("ser-sctr2").goal, Goal{GoalKind::CircuitByRebirth});
  EXPECT_EQ(parsed("ser-h<>r5").goal, Goal{GoalKind::ExchangeByRebirth});
  const Stipulation kiss = parsed("hka74");
  EXPECT_EQ(kiss.goal, (Goal{GoalKind::Kiss, parse_square("a7")}));
  EXPECT_EQ(kiss.moves, 4);
  EXPECT_EQ(kiss.text, "hka74");
}

TEST(Stipulation, ExactHelpAndSeriesPlay) {
  const Stipulation help = parsed("EXACT-h#2.5");
  EXPECT_TRUE(help.exact);
  EXPECT_EQ(help.play, Play::Help);
  EXPECT_EQ(help.help_plies(), 5);
  EXPECT_EQ(help.text, "exact-h#2.5");
  EXPECT_TRUE(parsed("exact-ser-h#3").series);
  EXPECT_EQ(parsed("exact-ser-#4").text, "exact-ser-#4");
  EXPECT_EQ(parsed("exact-dia4").text, "exact-dia4");
  EXPECT_FALSE(parsed("h#2").exact);
  EXPECT_EQ(parsed("exact-hs#2").text, "exact-hs#2");
  // Battle play too: exact-#2, exact-s#2, exact-r#3.
  for (const char* text : {"exact-#2", "exact-s#2", "exact-r#3"}) {
    EXPECT_TRUE(parsed(text).exact) << text;
    EXPECT_EQ(parsed(text).text, text);
  }
  // Popeye writes exact- only where a solution could be shorter.
  for (const auto& [text, printed] :
       {std::pair{"exact-h#1", "h#1"}, std::pair{"exact-#1", "#1"}, std::pair{"exact-ser-#1", "ser-#1"},
        std::pair{"exact-hs#1.5", "hs#1.5"}, std::pair{"exact-h#1.5", "exact-h#1.5"}})
    EXPECT_EQ(parsed(text).text, printed) << text;
  for (const char* text : {"exact-ser-s#3", "exact-ser-r#2", "exact-semi-r#2"})
    EXPECT_NE(error_of(text).find("exact- in semi-reflex play or in series play"), std::string::npos) << text;
}

// hr#n: help play, White first, then the other side's bound move (r#1);
// hs#n.5 and hr#n.5: Black first.
TEST(Stipulation, HelpReflexAndHalfMovesOfHelpSelfPlay) {
  const Stipulation reflex = parsed("HR#2");
  EXPECT_EQ(reflex.play, Play::HelpReflex);
  EXPECT_EQ(reflex.text, "hr#2");
  EXPECT_EQ(reflex.help_plies(), 3);
  EXPECT_FALSE(is_battle_play(reflex));
  EXPECT_EQ(starting_side(reflex), Side::White);
  const Stipulation half = parsed("hr#1.5");
  EXPECT_EQ(half.help_plies(), 2);
  EXPECT_EQ(starting_side(half), Side::Black);
  const Stipulation self = parsed("hs#2.5");
  EXPECT_EQ(self.help_plies(), 4);
  EXPECT_EQ(self.text, "hs#2.5");
  EXPECT_EQ(starting_side(self), Side::Black);
  EXPECT_EQ(starting_side(parsed("hs#2")), Side::White);
  for (const char* text : {"ser-hr#2", "ser-hs#2"})
    EXPECT_NE(error_of(text).find("series help-self or help-reflex play is not supported"), std::string::npos) << text;
  EXPECT_NE(error_of("s#2.5").find("only help play"), std::string::npos);
}

TEST(Stipulation, SemiReflexPlay) {
  const Stipulation semi = parsed("SEMI-R#3");
  EXPECT_EQ(semi.play, Play::SemiReflex);
  EXPECT_EQ(semi.text, "semi-r#3");
  EXPECT_TRUE(is_battle_play(semi));
  EXPECT_EQ(parsed("semi-r+2").goal.kind, GoalKind::Check);
  for (const char* text : {"semi-s#2", "semi-#2", "semi-ser-r#3", "semi-h#2"})
    EXPECT_NE(error_of(text).find("semi- other than with reflex play"), std::string::npos) << text;
}

TEST(Stipulation, ReciprocalHelpPlay) {
  const Stipulation same = parsed("reci-h#3");
  EXPECT_TRUE(same.reciprocal);
  EXPECT_EQ(same.play, Play::Help);
  EXPECT_EQ(same.goal, same.own_goal);
  EXPECT_EQ(same.help_plies(), 6);
  EXPECT_EQ(same.text, "reci-h#3");
  // The bracketed goal is the one the side to move reaches itself.
  const Stipulation mixed = parsed("RECI-H(=)#3");
  EXPECT_EQ(mixed.own_goal.kind, GoalKind::Stalemate);
  EXPECT_EQ(mixed.goal.kind, GoalKind::Mate);
  EXPECT_EQ(mixed.text, "reci-h(=)#3");
  // Popeye prints a bracketed goal equal to the other without brackets.
  EXPECT_EQ(parsed("reci-h(#)#2").text, "reci-h#2");
  EXPECT_EQ(parsed("reci-h(#)=2.5").text, "reci-h(#)=2.5");
  EXPECT_EQ(parsed("reci-h(#)=2.5").help_plies(), 5);
  const Stipulation series = parsed("ser-reci-h(=)#7");
  EXPECT_TRUE(series.series && series.reciprocal);
  EXPECT_EQ(series.text, "ser-reci-h(=)#7");
  // A series of one move is no series: Popeye prints reci-h#1.
  EXPECT_EQ(parsed("ser-reci-h#1").text, "reci-h#1");
  EXPECT_NE(error_of("reci-h(#2").find("expected ')'"), std::string::npos);
  EXPECT_NE(error_of("reci-h(q)#2").find("expected a goal"), std::string::npos);
  EXPECT_NE(error_of("reci-h#").find("expected a number of moves"), std::string::npos);
  EXPECT_NE(error_of("reci-hdia3").find("reciprocal proof game"), std::string::npos);
  EXPECT_NE(error_of("ser-reci-h#2.5").find("only help play"), std::string::npos);
  EXPECT_NE(error_of("exact-reci-h#2").find("exact- with reci-h is not supported"), std::string::npos);
}

TEST(Stipulation, FormsOfPlayThatAreNotSolvedAreRefused) {
  for (const char* text : {"phser-s#6"}) EXPECT_NE(error_of(text).find("is not supported"), std::string::npos) << text;
  EXPECT_NE(error_of("PHSER-r#3").find("'phser-' is not supported"), std::string::npos);
  for (const char* text : {"pser-r#2", "pser-dia3", "pser-hdia3", "pser-a=>b3", "exact-pser-#3", "pser-hs#2"})
    EXPECT_NE(error_of(text).find("is not supported"), std::string::npos) << text;
}

// n->: intro moves by the other side before series play, as Popeye reads them.
TEST(Stipulation, IntroMovesBeforeSeriesPlay) {
  const Stipulation mate = parsed("3->ser-#2");
  EXPECT_EQ(mate.intro, 3);
  EXPECT_TRUE(mate.series);
  EXPECT_EQ(mate.moves, 2);
  EXPECT_EQ(mate.text, "3->ser-#2");
  EXPECT_EQ(starting_side(mate), Side::Black);
  const Stipulation help = parsed("1->ser-H#3");
  EXPECT_EQ(help.text, "1->ser-h#3");
  EXPECT_EQ(starting_side(help), Side::White);
  EXPECT_TRUE(parsed("2->pser-h#3").parry);
  EXPECT_EQ(parsed("ser-#2").intro, 0);
  for (const char* text : {"0->ser-#2", "1000->ser-#2"})
    EXPECT_NE(error_of(text).find("intro moves before '->' must be 1 to 999"), std::string::npos) << text;
  for (const char* text : {"1->h#2", "1->#2", "1->2->ser-#2", "1->ser-reci-h#2", "1->ser-dia2"})
    EXPECT_NE(error_of(text).find("other than series play"), std::string::npos) << text;
  // A malformed play names the whole stipulation.
  EXPECT_EQ(error_of("2->ser-#x"), "stipulation '2->ser-#x': expected a number of moves (n or n.5) at 'x'");
}

// Popeye's parry series: the series flag and the parry, the play as in ser-.
TEST(Stipulation, ParrySeries) {
  std::string error;
  for (const auto& [text, play, printed] :
       {std::tuple{"pser-#3", Play::Direct, "pser-#3"}, std::tuple{"PSER-h=4", Play::Help, "pser-h=4"},
        std::tuple{"pser-s#8", Play::Self, "pser-s#8"}}) {
    const auto stipulation = parse_stipulation(text, error);
    ASSERT_TRUE(stipulation) << text << ": " << error;
    EXPECT_TRUE(stipulation->series) << text;
    EXPECT_TRUE(stipulation->parry) << text;
    EXPECT_EQ(stipulation->play, play) << text;
    EXPECT_EQ(stipulation->text, printed);
  }
  const auto plain = parse_stipulation("ser-#3", error);
  ASSERT_TRUE(plain);
  EXPECT_FALSE(plain->parry);
  EXPECT_EQ(starting_side(*parse_stipulation("pser-h#2", error)), Side::Black);
  EXPECT_EQ(starting_side(*parse_stipulation("pser-s#2", error)), Side::White);
}

TEST(Stipulation, TargetWithoutSquareIsExplained) {
  for (const char* text : {"z3", "hzi93", "ze", "z", "hz9e3"})
    EXPECT_NE(error_of(text).find("expected the target square after z"), std::string::npos) << text;
  EXPECT_NE(error_of("hzi93").find("at 'i93'"), std::string::npos);
}

TEST(Stipulation, MalformedTextIsExplained) {
  EXPECT_NE(error_of("").find("expected a goal"), std::string::npos);
  EXPECT_NE(error_of("q#2").find("expected h, s, r or a goal"), std::string::npos);
  EXPECT_NE(error_of("x#2").find("expected a number of moves (n or n.5) at '#2'"), std::string::npos);
  EXPECT_NE(error_of("h#").find("expected a number of moves"), std::string::npos);
  EXPECT_NE(error_of("#2x").find("expected a number of moves"), std::string::npos);
  EXPECT_NE(error_of("#2.5").find("only help play"), std::string::npos);
  EXPECT_NE(error_of("ser-h#2.5").find("only help play"), std::string::npos);
  EXPECT_NE(error_of("#0").find("at least 1"), std::string::npos);
  EXPECT_NE(error_of("ser-hs#3").find("'ser-hs#3'"), std::string::npos);
}

// The side a condition without a side of its own binds (Popeye's
// Maximummer and UltraSchachZwang alone), as Popeye's listings show it.
TEST(Stipulation, RestrictedSide) {
  const auto restricted = [](std::string_view text) {
    return restricted_side(parsed(text), starting_side(parsed(text)));
  };
  EXPECT_EQ(restricted("#2"), Side::Black);  // the defender
  EXPECT_EQ(restricted("s#3"), Side::Black);
  EXPECT_EQ(restricted("r#2"), Side::Black);
  EXPECT_EQ(restricted("h#2"), Side::Black);  // the side not making the last move
  EXPECT_EQ(restricted("h#2.5"), Side::Black);
  EXPECT_EQ(restricted("hzg21"), Side::Black);
  EXPECT_EQ(restricted("hs#2"), Side::Black);    // the side forced to move last
  EXPECT_EQ(restricted("ser-#3"), Side::Black);  // the side that does not play the series
  EXPECT_EQ(restricted("ser-h#3"), Side::White);
  // The other half of a duplex: the other side.
  EXPECT_EQ(restricted_side(parsed("h#2"), Side::White), Side::White);
  EXPECT_EQ(restricted_side(parsed("#2"), Side::Black), Side::White);
  // Forms whose sides Feerie does not decide.
  EXPECT_EQ(restricted("pser-#2"), std::nullopt);
  EXPECT_EQ(restricted("3->ser-#2"), std::nullopt);
  EXPECT_EQ(restricted("dia2.5"), std::nullopt);
}

}  // namespace
}  // namespace feerie
