// The words of the output languages: condition names as Popeye writes them
// in each language, and pieces with their colour letters.
#include "io/language.h"

#include <gtest/gtest.h>

namespace feerie {
namespace {

TEST(Language, ConditionNamesAreTranslatedWordByWord) {
  const Language& german = language(LanguageId::German);
  EXPECT_EQ(german.condition_name("Circe Strict"), "Circe Strikt");
  EXPECT_EQ(german.condition_name("EiffelChess"), "EiffelSchach");
  EXPECT_EQ(german.condition_name("Madrasi RexInclusive"), "Madrasi RexInklusive");
  EXPECT_EQ(german.condition_name("Isardam    TypeB"), "Isardam    TypB");  // the padding is kept
  EXPECT_EQ(german.condition_name("Circe Parrain"), "Circe Parrain");
  EXPECT_EQ(language(LanguageId::French).condition_name("EiffelChess"), "EchecsEiffel");
  EXPECT_EQ(language(LanguageId::English).condition_name("Circe Cage Strict"), "Circe Cage Strict");
  // A chameleon sequence in the language's letters.
  EXPECT_EQ(german.condition_name("Circe Chameleon Q->S->B->R->Q"), "Circe Chamaeleon D->S->L->T->D");
  EXPECT_EQ(language(LanguageId::French).condition_name("Circe Chameleon Q->R->Q"), "Circe Chameleon D->T->D");
}

TEST(Language, PiecesCarryTheColourLetterOfTheLanguage) {
  const Piece black_bishop{PieceType::Bishop, Side::Black};
  EXPECT_EQ(language(LanguageId::English).piece_text(black_bishop), "bB");
  EXPECT_EQ(language(LanguageId::German).piece_text(black_bishop), "sL");
  EXPECT_EQ(language(LanguageId::French).piece_text(black_bishop), "nF");
}

}  // namespace
}  // namespace feerie
