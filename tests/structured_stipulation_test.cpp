#include "io/structured_stipulation.h"

#include <gtest/gtest.h>

#include "io/structured_forms.h"

namespace feerie {
namespace {

StructuredStipulation read(const std::string& text, LanguageId language = LanguageId::English) {
  Tokenizer tokens(text);
  return read_structured_stipulation(tokens, language);
}

// The text Popeye writes back, and the token left for the next keyword.
std::string rewritten(const std::string& text) {
  Tokenizer tokens(text + " endproblem");
  const StructuredStipulation stipulation = read_structured_stipulation(tokens, LanguageId::English);
  EXPECT_EQ(tokens.take().text, "endproblem") << text;
  return structured_text(stipulation, LanguageId::English);
}

std::string error_of(const std::string& text) {
  try {
    read(text);
  } catch (const InputError& error) {
    return std::to_string(error.line) + ":" + std::to_string(error.column) + ": " + error.what();
  }
  ADD_FAILURE() << text << " was read";
  return "";
}

Stipulation form(const std::string& text) {
  std::string error;
  const auto stipulation = stipulation_of(read(text), LanguageId::English, error);
  EXPECT_TRUE(stipulation.has_value()) << text << ": " << error;
  return stipulation.value_or(Stipulation{});
}

std::string refusal(const std::string& text) {
  std::string error;
  EXPECT_FALSE(stipulation_of(read(text), LanguageId::English, error).has_value()) << text;
  return error;
}

TEST(StructuredStipulation, ReadsABranchWithItsGoal) {
  const StructuredStipulation stipulation = read("white 3a[#]d");
  EXPECT_EQ(stipulation.starter, Side::White);
  const StructuredNode& root = stipulation.root;
  EXPECT_EQ(root.kind, StructuredKind::Branch);
  EXPECT_EQ(root.branch, BranchKind::Attack);
  EXPECT_EQ(root.max_length, 3);
  EXPECT_EQ(root.min_length, 0);
  ASSERT_EQ(root.forks.size(), 1U);
  EXPECT_EQ(root.forks[0].kind, StructuredKind::Goal);
  EXPECT_EQ(root.forks[0].goal.kind, GoalKind::Mate);
  EXPECT_EQ(root.forks[0].slot, 0);
}

TEST(StructuredStipulation, ReadsOperatorsForksAndMarks) {
  const StructuredNode root = read("black 4hh[/2da[#]{!+}] & -(3h[x]h | 5:7s[za7])").root;
  ASSERT_EQ(root.kind, StructuredKind::And);
  const StructuredNode& help = root.operands[0];
  ASSERT_EQ(help.forks.size(), 1U);
  EXPECT_TRUE(help.forks[0].suppressed);
  EXPECT_EQ(help.forks[0].slot, 1);
  EXPECT_EQ(help.forks[0].branch, BranchKind::Defence);
  ASSERT_EQ(help.forks[0].forks.size(), 2U);
  EXPECT_TRUE(help.forks[0].forks[1].constraint);
  EXPECT_EQ(help.forks[0].forks[1].kind, StructuredKind::Not);
  const StructuredNode& inverted = root.operands[1];
  ASSERT_EQ(inverted.kind, StructuredKind::Inverted);
  const StructuredNode& either = inverted.operands[0];
  ASSERT_EQ(either.kind, StructuredKind::Or);
  EXPECT_EQ(either.operands[1].min_length, 5);
  EXPECT_EQ(either.operands[1].max_length, 7);
  EXPECT_EQ(either.operands[1].forks[0].goal, Goal(GoalKind::Target, parse_square("a7")));
}

TEST(StructuredStipulation, WritesItBackAsPopeye) {
  EXPECT_EQ(rewritten("white 3a[#]d"), "White 3a[#]d");
  EXPECT_EQ(rewritten("white 3a[>1a[#]d]d{!1a[#]d}"), "White 3a[>1a[#]d]d{!1a[#]d}");
  EXPECT_EQ(rewritten("black 3a[#]d & - 4hh[#]"), "Black 3a[#]d&-4hh[#]");
  EXPECT_EQ(rewritten("white 9s [- 1d[x]a]"), "White 9s[-1d[x]a]");
  EXPECT_EQ(rewritten("black 13h[1h[#]h]?+?h"), "Black 13h[1h[#]h]?+?h");
  EXPECT_EQ(rewritten("black 10:12hh[00]"), "Black 10:12hh[00]");
  Tokenizer tokens("weiss 1a[#]d");
  EXPECT_EQ(structured_text(read_structured_stipulation(tokens, LanguageId::German), LanguageId::German),
            "Weiss 1a[#]d");
}

TEST(StructuredStipulation, NamesWhereItIsMalformed) {
  EXPECT_EQ(error_of("white 3x[#]d"), "1:8: structured stipulation: found 'x', expected a, d, h or s after the length");
  EXPECT_EQ(error_of("white 3a[#d"), "1:11: structured stipulation: found 'd', expected ']'");
  EXPECT_EQ(error_of("white 2hh[#]]"), "1:13: structured stipulation: found ']', expected the end of the stipulation");
  EXPECT_EQ(error_of("white 3a[#]"), "1:12: structured stipulation: found the end of the stipulation, expected 'd'");
  EXPECT_EQ(error_of("white 3:0s[#]"),
            "1:9: structured stipulation: found '0', expected a number of half-moves from 1");
  EXPECT_EQ(error_of("green 3a[#]d"), "1:1: found 'green', expected a side (white or black) to begin the stipulation");
  EXPECT_EQ(
      error_of("white 2hh[dia]"),
      "1:11: structured stipulation: the goal 'dia' is not supported there (only in a stipulation: dia n, a=>b n)");
}

TEST(StructuredForms, BattlePlay) {
  const Stipulation direct = form("white 3a[#]d");
  EXPECT_EQ(direct.play, Play::Direct);
  EXPECT_EQ(direct.moves, 2);
  EXPECT_FALSE(direct.sides_exchanged);
  EXPECT_EQ(direct.text, "White 3a[#]d");
  const Stipulation self = form("white 4ad[=]");
  EXPECT_EQ(self.play, Play::Self);
  EXPECT_EQ(self.goal.kind, GoalKind::Stalemate);
  EXPECT_EQ(self.moves, 2);
  EXPECT_TRUE(form("black 1a[x]d").sides_exchanged);
}

TEST(StructuredForms, PlayAfterTheKey) {
  const Stipulation direct = form("white - 6da[#]");
  EXPECT_EQ(direct.play, Play::Direct);
  EXPECT_TRUE(direct.post_key);
  EXPECT_EQ(direct.moves, 4);
  EXPECT_FALSE(direct.sides_exchanged);
  const Stipulation self = form("white -5d[#]a");
  EXPECT_EQ(self.play, Play::Self);
  EXPECT_TRUE(self.post_key);
  EXPECT_EQ(self.moves, 3);
  EXPECT_NE(refusal("black 1d[#]a").find("a defence branch begun by the side written is not supported"),
            std::string::npos);
}

TEST(StructuredForms, HelpPlay) {
  const Stipulation help = form("black 4hh[#]");
  EXPECT_EQ(help.play, Play::Help);
  EXPECT_EQ(help.moves, 2);
  EXPECT_FALSE(help.half);
  EXPECT_FALSE(help.sides_exchanged);
  EXPECT_FALSE(help.numbering_flipped);
  const Stipulation half = form("black -5h[=]h");
  EXPECT_EQ(half.moves, 2);
  EXPECT_TRUE(half.half);
  EXPECT_FALSE(half.sides_exchanged);
  EXPECT_FALSE(half.numbering_flipped);
  // White begins as written: lines are numbered from White's move.
  const Stipulation written = form("white 3h[#]h");
  EXPECT_FALSE(written.sides_exchanged);
  EXPECT_TRUE(written.numbering_flipped);
  const Stipulation exchanged = form("white 2hh[#]");
  EXPECT_TRUE(exchanged.sides_exchanged);
  EXPECT_FALSE(exchanged.numbering_flipped);
}

TEST(StructuredForms, SeriesPlay) {
  const Stipulation series = form("white 4s[#]");
  EXPECT_TRUE(series.series);
  EXPECT_EQ(series.play, Play::Direct);
  EXPECT_EQ(series.moves, 4);
  const Stipulation help = form("black 3s[1h[#]h]");
  EXPECT_EQ(help.play, Play::Help);
  EXPECT_FALSE(help.sides_exchanged);
  EXPECT_EQ(form("black 2s[1a[x]d]").play, Play::Help);
  const Stipulation self = form("white 6s[1d[#]a]");
  EXPECT_EQ(self.play, Play::Self);
  EXPECT_EQ(self.moves, 6);
  EXPECT_FALSE(self.sides_exchanged);
}

TEST(StructuredForms, RefusesTheOthersNamingTheConstruct) {
  EXPECT_EQ(refusal("black 2hh[#]&1h[#]h"),
            "structured stipulation 'Black 2hh[#]&1h[#]h': conjunction (&) is not supported");
  EXPECT_NE(refusal("white 3:3a[#]d").find("a minimum length (m:n) is not supported"), std::string::npos);
  EXPECT_NE(refusal("white 3a[>1a[#]d]d").find("a forced fork ([>...])"), std::string::npos);
  EXPECT_NE(refusal("white 3a[/1d[+]a]d").find("([/...]) is not supported"), std::string::npos);
  EXPECT_NE(refusal("white 13h[00]?+?h").find("the conditional move (?+?)"), std::string::npos);
  EXPECT_NE(refusal("white 1a[!#]d").find("negation (!)"), std::string::npos);
  EXPECT_NE(refusal("black 4h[=]h[#]").find("this help branch (hh)"), std::string::npos);
  EXPECT_NE(refusal("white 4a[#]d").find("this attack branch (ad)"), std::string::npos);
  EXPECT_NE(refusal("white #").find("a goal outside a branch"), std::string::npos);
}

// "nhh[/2da[G]{!+}]": help play to a position where the side to move, not
// in check, cannot keep the other from reaching G in one move (Popeye's
// "undeckbar" problems); "n:nhh" is help play of the full length only.
TEST(StructuredForms, HelpPlayToAnUnparryableEnd) {
  const Stipulation end = form("black 6hh[/2da[#]{!+}]");
  EXPECT_EQ(end.play, Play::Help);
  EXPECT_TRUE(end.unparryable);
  EXPECT_EQ(end.moves, 3);
  EXPECT_EQ(end.goal.kind, GoalKind::Mate);
  EXPECT_FALSE(end.exact);
  EXPECT_TRUE(form("white 1h[/2da[=]{!+}]h").unparryable);
  EXPECT_TRUE(form("black 4:4hh[/2da[#]{!+}]").exact);
  EXPECT_FALSE(form("black 4hh[#]").unparryable);
  // The play written, no constraint, or another nested branch: not this form.
  EXPECT_NE(refusal("black 6hh[2da[#]{!+}]").find("not supported"), std::string::npos);
  EXPECT_NE(refusal("black 6hh[/2da[#]]").find("not supported"), std::string::npos);
  EXPECT_NE(refusal("black 6hh[/4da[#]{!+}]").find("not supported"), std::string::npos);
  EXPECT_NE(refusal("black 3:6hh[#]").find("a minimum length (m:n) is not supported"), std::string::npos);
}

// "nhh[/1d[G]a{!+}]": help play to a position where the side to move, not
// in check, has a move and each reaches G (Popeye's capture-zugzwang
// problems).
TEST(StructuredForms, HelpPlayToAForcedEnd) {
  const Stipulation end = form("black 8hh[/1d[x]a{!+}]");
  EXPECT_EQ(end.play, Play::Help);
  EXPECT_TRUE(end.forced_end);
  EXPECT_FALSE(end.unparryable);
  EXPECT_EQ(end.moves, 4);
  EXPECT_EQ(end.goal.kind, GoalKind::Capture);
  EXPECT_TRUE(form("white 7h[/1d[=]a{!+}]h").forced_end);
  EXPECT_FALSE(form("black 6hh[/2da[#]{!+}]").forced_end);
  // In direct play: "3a[/1d[+]a{!+}]d", 2 moves to a forced check.
  const Stipulation direct = form("white 3a[/1d[+]a{!+}]d");
  EXPECT_EQ(direct.play, Play::Direct);
  EXPECT_TRUE(direct.forced_end);
  EXPECT_EQ(direct.moves, 2);
  EXPECT_EQ(direct.goal.kind, GoalKind::Check);
  // After series play: "8s[1a[/1d[+]a{!+}]d]", the other side's one move
  // leads to the forced end (ser-h).
  const Stipulation series = form("black 8s[1a[/1d[+]a{!+}]d]");
  EXPECT_EQ(series.play, Play::Help);
  EXPECT_TRUE(series.series);
  EXPECT_TRUE(series.forced_end);
  EXPECT_EQ(series.moves, 8);
  EXPECT_FALSE(form("black 8s[1a[+]d]").forced_end);
  // The play written, no constraint, or a longer branch: not this form.
  EXPECT_NE(refusal("black 8hh[1d[x]a{!+}]").find("not supported"), std::string::npos);
  EXPECT_NE(refusal("black 8hh[/1d[x]a]").find("not supported"), std::string::npos);
  EXPECT_NE(refusal("black 8hh[/3d[x]a{!+}]").find("not supported"), std::string::npos);
}

}  // namespace
}  // namespace feerie
