// Condition names as Popeye reads them (src/io/condition_names.cpp,
// src/rules/circe/variant_words.cpp): any prefix that no other name of the
// problem's language shares, the names of conditions Feerie lacks refused by
// their full name, and the modifiers read after a condition.
#include "io/condition_names.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "io/language.h"
#include "io/popeye_reader.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Status = ConditionNameMatch::Status;

// The condition words of a one-problem input, or the problem's error.
struct Read {
  std::vector<std::string> words;
  std::string error;
};

// `condition_line` in an English problem, or a German one when it begins with "bedingung".
Read read_conditions(const std::string& condition_line) {
  const bool german = condition_line.rfind("bedingung", 0) == 0;
  const auto problems = read_popeye(
      german ? "AnfangProblem\nsteine weiss ke1 schwarz ke8\nforderung #2\n" + condition_line + "\nEndeProblem\n"
             : "beginproblem\npieces white ke1 black ke8\nstipulation #2\n" + condition_line + "\nendproblem\n");
  Read read;
  if (problems.size() != 1) {
    ADD_FAILURE() << "expected one problem";
  } else if (problems[0].error) {
    read.error = problems[0].error->what();
  } else if (problems[0].problem) {
    read.words = problems[0].problem->condition_words;
  }
  return read;
}

TEST(ConditionNames, APrefixSharedByNoOtherNameOfTheLanguageIsTheName) {
  const ConditionNameMatch take = match_condition_name(LanguageId::German, "take");
  EXPECT_EQ(take.status, Status::Found);
  EXPECT_EQ(take.name, "Take&MakeSchach");
  EXPECT_EQ(match_condition_name(LanguageId::English, "madr").name, "Madrasi");
  EXPECT_EQ(match_condition_name(LanguageId::French, "take").name, "Take&MakeEchecs");
  // The names of the language only: "annan" is AnnanChess in English, two
  // French names begin with it.
  EXPECT_EQ(match_condition_name(LanguageId::English, "annan").name, "AnnanChess");
  EXPECT_EQ(match_condition_name(LanguageId::French, "annan").status, Status::Ambiguous);
}

TEST(ConditionNames, APrefixOfSeveralNamesIsAmbiguousAndAnUnknownWordIsUnknown) {
  const ConditionNameMatch ultra = match_condition_name(LanguageId::English, "ultra");
  EXPECT_EQ(ultra.status, Status::Ambiguous);
  EXPECT_EQ(ultra.candidates, (std::vector<std::string>{"UltraPatrol", "UltramarineChess"}));
  EXPECT_EQ(match_condition_name(LanguageId::English, "wombat").status, Status::Unknown);
  // A name written in full is itself, even when a longer name begins with it.
  EXPECT_EQ(match_condition_name(LanguageId::English, "Circe").name, "Circe");
}

TEST(ConditionNames, MaximummerAndUltraSchachZwangAreTriedWhenNoOtherNameMatches) {
  EXPECT_EQ(match_condition_name(LanguageId::German, "laengst").name, "Laengstzueger");
  EXPECT_EQ(match_condition_name(LanguageId::English, "UltraSchachZwang").name, "UltraSchachZwang");
}

TEST(ConditionNames, TheReaderWritesAnAbbreviatedConditionInFull) {
  EXPECT_EQ(read_conditions("bedingung take").words, std::vector<std::string>{"Take&MakeSchach"});
  EXPECT_EQ(read_conditions("condition madr").words, std::vector<std::string>{"Madrasi"});
  // A registry keyword is taken as written.
  EXPECT_EQ(read_conditions("condition circe").words, std::vector<std::string>{"circe"});
  EXPECT_EQ(condition_names(read_conditions("condition isar").words), std::vector<std::string>{"Isardam"});
  EXPECT_EQ(read_conditions("condition marsc").words, std::vector<std::string>{"MarsCirce"});
  EXPECT_EQ(read_conditions("bedingung plus").words, std::vector<std::string>{"PlusSchach"});
}

TEST(ConditionNames, AConditionFeerieLacksIsRefusedByItsFullName) {
  EXPECT_NE(read_conditions("condition lastcap").error.find("'lastcap' (LastCapture) is not supported"),
            std::string::npos);
  EXPECT_EQ(read_conditions("condition annan").words, std::vector<std::string>{"AnnanChess"});
  EXPECT_NE(read_conditions("condition PowerTransfer").error.find("'PowerTransfer' is not supported"), std::string::npos);
  EXPECT_NE(read_conditions("condition ultra")
                .error.find("'ultra' is an ambiguous condition (UltraPatrol, UltramarineChess)"),
            std::string::npos);
  EXPECT_NE(read_conditions("condition wombat").error.find("unknown condition 'wombat'"), std::string::npos);
}

TEST(ConditionNames, TheOutputWritesNamesAndCirceVariantsAsPopeyeSpellsThem) {
  EXPECT_EQ(condition_name_spelling(LanguageId::French, "EiffelChess"), "EchecsEiffel");
  EXPECT_EQ(condition_name_spelling(LanguageId::German, "GridChess"), "Gitterschach");
  EXPECT_EQ(condition_name_spelling(LanguageId::German, "Maximummer"), "Laengstzueger");
  EXPECT_EQ(condition_name_spelling(LanguageId::German, "Strict"), "");
  const Language& german = language(LanguageId::German);
  const Language& french = language(LanguageId::French);
  EXPECT_EQ(german.condition_name("Take&MakeChess"), "Take&MakeSchach");
  EXPECT_EQ(german.condition_name("Circe Mirror Strict"), "Circe Spiegel Strikt");
  EXPECT_EQ(french.condition_name("AntiCirce File  Relaxed"), "AntiCirce Colonne  Relache");
  EXPECT_EQ(german.condition_name("S-KoeKo"), "S-KoeKo");
  EXPECT_EQ(french.condition_name("S-KoeKo"), "C-Koeko");
  EXPECT_EQ(german.condition_name("Isardam TypeB"), "Isardam TypB");
  EXPECT_EQ(language(LanguageId::English).condition_name("Circe Strict"), "Circe Strict");
}

TEST(CirceVariantWords, AnAbbreviatedVariantIsReadAsTheVariant) {
  EXPECT_EQ(condition_names({"Circe", "equipollent"}), condition_names({"Circe", "Equipollents"}));
  EXPECT_EQ(condition_names({"AntiCirce", "cheyl"}), condition_names({"AntiCirce", "Cheylan"}));
  EXPECT_EQ(condition_names({"Circe", "stri"}), condition_names({"Circe", "Strict"}));
  EXPECT_EQ(condition_names({"CageCirce", "strikt"}), condition_names({"Circe", "Cage", "Strict"}));
}

TEST(CirceVariantWords, AVariantFeerieLacksIsRefused) {
  const auto error_of = [](const std::vector<std::string>& words) {
    try {
      condition_names(words);
    } catch (const ConditionError& error) {
      return std::string(error.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of({"Circe", "Frischauf"}), "Circe: the Circe variant Frischauf is not supported");
  EXPECT_EQ(error_of({"AntiCirce", "Cage"}), "AntiCirce: the Circe variant Cage is not supported");
  EXPECT_EQ(error_of({"Circe", "fallsch", "Frisch"}), "Circe: the Circe variant Frischauf is not supported");
  EXPECT_EQ(error_of({"CageCirce", "Mirror"}), "Circe Cage: the Circe variant Mirror is not supported");
  // A condition after Circe that is no variant is a condition of its own.
  EXPECT_EQ(condition_names({"Circe", "Madrasi"}), (std::vector<std::string>{"Circe", "Madrasi"}));
}

TEST(MummerStrictness, ExactAndUltraAreReadAfterTheMummer) {
  EXPECT_EQ(condition_names(read_conditions("condition whitemaxi ultra").words),
            std::vector<std::string>{"WhiteMaximummer  ultra"});
  EXPECT_EQ(condition_names(read_conditions("bedingung SchwarzerLaengstzueger exakt").words),
            std::vector<std::string>{"BlackMaximummer  exact"});
}

}  // namespace
}  // namespace feerie
