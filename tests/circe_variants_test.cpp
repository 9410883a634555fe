// The Circe family's rebirth places (Mirror, File, Symmetry, Antipodes,
// Equipollents, Diametral, VerticalMirror) and Strict with them: one rebirth
// per variant, and move counts. Counts marked "Popeye" were taken from Popeye
// 4.104 (`stipulation ~1`, or `h~1` for two plies with Black first), every
// line compared one by one.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "rules/circe/rebirth_square.h"

namespace feerie {
namespace {

using Strings = std::vector<std::string>;

constexpr Side W = Side::White;
constexpr Side B = Side::Black;

Square place(RebirthPlace where, Piece piece, const char* capture, const char* from = "a1", const char* to = "a1") {
  return rebirth_square(RebirthRule{where, false, false, false}, piece, sq(capture), sq(from), sq(to));
}

TEST(RebirthSquare, OneFunctionPerPlace) {
  const Piece white_rook{PieceType::Rook, W}, black_pawn{PieceType::Pawn, B};
  EXPECT_EQ(place(RebirthPlace::Classic, white_rook, "h3"), sq("h1"));
  EXPECT_EQ(place(RebirthPlace::File, white_rook, "c5"), sq("c1"));
  EXPECT_EQ(place(RebirthPlace::File, black_pawn, "c5"), sq("c7"));
  EXPECT_EQ(place(RebirthPlace::Symmetry, white_rook, "b2"), sq("g7"));
  EXPECT_EQ(place(RebirthPlace::VerticalSymmetry, white_rook, "b2"), sq("g2"));
  EXPECT_EQ(place(RebirthPlace::HorizontalSymmetry, white_rook, "b2"), sq("b7"));
  EXPECT_EQ(place(RebirthPlace::Antipodes, white_rook, "e4"), sq("a8"));
  EXPECT_EQ(place(RebirthPlace::Antipodes, white_rook, "c6"), sq("g2"));
  EXPECT_EQ(place(RebirthPlace::Equipollents, white_rook, "d5", "d7", "d5"), sq("d3"));
  EXPECT_EQ(place(RebirthPlace::Equipollents, white_rook, "d2", "d5", "d2"), NoSquare);  // off the board
  // Mirror: as a piece of the other side; the adapters turn the square found.
  EXPECT_EQ(rebirth_square({RebirthPlace::Classic, true, false, false}, white_rook, sq("h3"), sq("a1"), sq("a1")),
            sq("a8"));
  EXPECT_EQ(rebirth_square({RebirthPlace::Classic, false, true, false}, white_rook, sq("h3"), sq("a1"), sq("a1")),
            sq("a8"));
  EXPECT_EQ(rebirth_square({RebirthPlace::Classic, false, false, true}, white_rook, sq("h3"), sq("a1"), sq("a1")),
            sq("a1"));
}

// Popeye: 1.Rb4*b7[+bBf1] under Circe Mirror (b7 light: a white bishop would go to f1).
TEST(CirceVariants, MirrorRebirth) {
  RuleGame game({"Circe", "Mirror"}, "Kh2 Rb4", "Ke8 Bb7", W);
  EXPECT_EQ(game.rule_effects_of("b4", "b7"), Strings{"[+bBf1]"});
  RuleGame one_word({"MirrorCirce"}, "Kh2 Rb4", "Ke8 Bb7", W);
  EXPECT_EQ(one_word.rule_effects_of("b4", "b7"), Strings{"[+bBf1]"});
}

// A pawn reborn on its own last rank is promoted, each piece a move of its own.
// Popeye: 1.d5*e4[+wPa8=Q] (and =R, =B, =S) under AntipodeanCirce.
TEST(CirceVariants, AntipodesPromotesAPawnRebornOnItsLastRank) {
  RuleGame game({"AntipodeanCirce"}, "Kb1 Pe4 Pg4", "Kh7 Pd5 Ph5", B);
  EXPECT_EQ(game.rule_effects_of("d5", "e4"), (Strings{"[+wPa8=B]", "[+wPa8=Q]", "[+wPa8=R]", "[+wPa8=S]"}));
  game.play("d5", "e4");
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
}

// Popeye: 1.d5*e4[+wPf3] under Circe Equipollents (e4 + (d5->e4) = f3).
TEST(CirceVariants, EquipollentsAddsTheCapturingVector) {
  RuleGame game({"Circe", "Equipollents"}, "Kb1 Pe4 Sc4", "Kh7 Pd5 Rc7", B);
  EXPECT_EQ(game.rule_effects_of("d5", "e4"), Strings{"[+wPf3]"});
}

struct VariantCount {
  std::vector<std::string> words;
  std::uint64_t moves;
};

// One busy position under each variant: the counts of Popeye's ~1 lists.
TEST(CirceVariants, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3";
  const std::vector<VariantCount> cases = {
      {{"Circe"}, 69},
      {{"Circe", "Mirror"}, 62},
      {{"FileCirce"}, 69},
      {{"Circe", "File", "Mirror"}, 65},
      {{"SymmetryCirce"}, 64},
      {{"Circe", "VerticalSymmetry"}, 69},
      {{"Circe", "HorizontalSymmetry"}, 66},
      {{"AntipodeanCirce"}, 66},
      {{"Circe", "Equipollents"}, 69},
      {{"DiametralCirce"}, 64},
      {{"VerticalMirrorCirce"}, 69},
      {{"Circe", "Mirror", "Strict"}, 61},
      {{"Circe", "Antipodes", "Strict"}, 65},
  };
  for (const VariantCount& c : cases) {
    RuleGame game(c.words, white, black, W, castling::All);
    EXPECT_EQ(game.count(1), c.moves) << c.words.back();
  }
}

// Two plies with Black first (Popeye h~1 lists, line by line).
TEST(CirceVariants, TwoPlyCountsAgreeWithPopeye) {
  RuleGame antipodes({"AntipodeanCirce"}, "Kb1 Pe4 Pg4", "Kh7 Pd5 Ph5", B);
  EXPECT_EQ(antipodes.count(2), 219u);
  RuleGame equipollents({"Circe", "Equipollents"}, "Kb1 Pe4 Sc4", "Kh7 Pd5 Rc7", B);
  EXPECT_EQ(equipollents.count(2), 249u);
}

TEST(CirceVariants, MakeUnmakeRestoresEverything) {
  for (const char* word : {"AntipodeanCirce", "EquipollentsCirce", "MirrorCirce", "SymmetryCirce"}) {
    RuleGame game({word}, "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7", "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3", W, castling::All);
    EXPECT_EQ(first_inconsistency(game.position, 2), "") << word;
  }
}

TEST(CirceVariants, NamesAsPopeyePrintsThem) {
  Rules rules;
  add_conditions({"Circe", "Strict", "Mirror", "Antipodes", "VerticalMirror"}, rules);
  EXPECT_EQ(rules.conditions().front()->name(), "Circe Antipodes Mirror Strict VerticalMirror");
  EXPECT_THROW(add_conditions({"Circe", "File", "Antipodes"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Mirror", "Cage"}, rules), ConditionError);
}

}  // namespace
}  // namespace feerie
