// Breton chess (src/rules/breton): a capture removes (Chromatic: turns) a
// piece of the capturer's side (Adverse: of the captured side) of the
// captured piece's type, the capturer choosing which. Whole outputs are
// compared with Popeye's in tests/compat/breton.inp.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Notations = std::vector<std::string>;

TEST(Breton, ACaptureRemovesAPieceOfTheCapturersSideOfTheCapturedType) {
  // Rd1*d7 takes a rook: one of White's rooks goes, the capturer or the other.
  RuleGame game({"Breton"}, "Kh1 Rd1 Re4", "Kh8 Rd7", Side::White);
  const Notations captures = game.rule_effects_of("d1", "d7");
  EXPECT_EQ(captures, (Notations{"[-wRd7]", "[-wRe4]"}));
  // Without a piece of that type, nothing more happens.
  RuleGame none({"Breton"}, "Kh1 Bb5", "Kh8 Rd7", Side::White);
  EXPECT_EQ(none.rule_effects_of("b5", "d7"), Notations{""});
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(Breton, AdverseRemovesAnotherOfTheCapturedSide) {
  RuleGame game({"Breton", "Adverse"}, "Kh1 Rd1", "Kh8 Rd7 Rb7", Side::White);
  EXPECT_EQ(game.rule_effects_of("d1", "d7"), Notations{"[-bRb7]"});
  RuleGame alone({"Breton", "Adverse"}, "Kh1 Rd1", "Kh8 Rd7", Side::White);
  EXPECT_EQ(alone.rule_effects_of("d1", "d7"), Notations{""});
}

TEST(Breton, ChromaticTurnsThePieceInsteadEvenTheCapturer) {
  RuleGame game({"Breton", "Chromatic"}, "Kh1 Rd1 Re4", "Kh8 Rd7", Side::White);
  EXPECT_EQ(game.rule_effects_of("d1", "d7"), (Notations{"[d7=b]", "[e4=b]"}));
  ASSERT_TRUE(game.play("d1", "d7"));
  EXPECT_EQ(first_inconsistency(game.position, 1), "");
}

TEST(Breton, ACapturingPawnCountsAsAPawnAndPromotesAfterUnlessPy) {
  // b7*a8 takes a knight: Sd4 goes, then the pawn promotes ("[a8=Q]");
  // b7*c8 takes a pawn: the capturer goes, unpromoted (one move).
  RuleGame original({"Breton"}, "Kh1 Pb7 Sd4", "Kh8 Sa8 Pc8", Side::White);
  const Notations moves = original.notations();
  EXPECT_NE(std::find(moves.begin(), moves.end(), "b7*a8[-wSd4][a8=Q]"), moves.end());
  EXPECT_EQ(std::count(moves.begin(), moves.end(), "b7*c8[-wPc8]"), 1);
  // PY: the capturer counts as what it becomes, a knight taking a knight.
  RuleGame py({"Breton", "PY"}, "Kh1 Pb7 Sd4", "Kh8 Sa8 Pc8", Side::White);
  const Notations py_moves = py.notations();
  EXPECT_NE(std::find(py_moves.begin(), py_moves.end(), "b7*a8=S[-wSa8]"), py_moves.end());
  EXPECT_NE(std::find(py_moves.begin(), py_moves.end(), "b7*c8=Q"), py_moves.end());
  EXPECT_EQ(first_inconsistency(original.position, 2), "");
}

TEST(Breton, TheConditionLineNamesItsVariants) {
  EXPECT_EQ(condition_names({"Breton", "Adverse", "Chromatic"}), Notations{"Breton Adverse Chromatic"});
  EXPECT_EQ(condition_names({"breton", "py"}), Notations{"Breton PY"});
}

}  // namespace
}  // namespace feerie
