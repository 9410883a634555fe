#include "solve/stipulation.h"

#include <gtest/gtest.h>

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
  EXPECT_EQ(mate.goal, Goal::Mate);
  EXPECT_EQ(mate.moves, 2);
  EXPECT_FALSE(mate.series);
  EXPECT_EQ(mate.text, "#2");
  EXPECT_EQ(parsed("=3").goal, Goal::Stalemate);
  EXPECT_EQ(parsed("==4").goal, Goal::DoubleStalemate);
  EXPECT_EQ(parsed("==4").text, "==4");
}

TEST(Stipulation, HelpPlayWithHalfMove) {
  const Stipulation help = parsed("h#2.5");
  EXPECT_EQ(help.play, Play::Help);
  EXPECT_TRUE(help.half);
  EXPECT_EQ(help.moves, 2);
  EXPECT_EQ(help.help_plies(), 5);
  EXPECT_EQ(help.text, "h#2.5");
  EXPECT_EQ(parsed("h=2").goal, Goal::Stalemate);
  EXPECT_EQ(parsed("h==3").goal, Goal::DoubleStalemate);
  EXPECT_EQ(parsed("h#0.5").help_plies(), 1);
}

TEST(Stipulation, SelfAndReflex) {
  EXPECT_EQ(parsed("s#2").play, Play::Self);
  EXPECT_EQ(parsed("s=3").goal, Goal::Stalemate);
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

TEST(Stipulation, MalformedTextIsExplained) {
  EXPECT_NE(error_of("").find("expected a goal"), std::string::npos);
  EXPECT_NE(error_of("x#2").find("expected h, s, r or a goal"), std::string::npos);
  EXPECT_NE(error_of("h#").find("expected a number of moves"), std::string::npos);
  EXPECT_NE(error_of("#2x").find("expected a number of moves"), std::string::npos);
  EXPECT_NE(error_of("#2.5").find("only help play"), std::string::npos);
  EXPECT_NE(error_of("ser-h#2.5").find("only help play"), std::string::npos);
  EXPECT_NE(error_of("#0").find("at least 1"), std::string::npos);
  EXPECT_NE(error_of("ser-hs#3").find("'ser-hs#3'"), std::string::npos);
}

}  // namespace
}  // namespace feerie
