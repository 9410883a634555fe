// Repeated and contradictory conditions: a condition named twice is in force
// once; two variants of one family, or two families that define the same
// thing (rules/registry.cpp, exclusive_families), are an error naming both.
#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/registry.h"
#include "solve_text.h"

namespace feerie {
namespace {

std::vector<std::string> names_in_force(const std::vector<std::string>& words) {
  Rules rules;
  add_conditions(words, rules);
  std::vector<std::string> names;
  for (const auto& condition : rules.conditions()) names.push_back(condition->name());
  return names;
}

std::string combination_error(const std::vector<std::string>& words) {
  Rules rules;
  try {
    add_conditions(words, rules);
  } catch (const ConditionError& error) {
    return std::string(error.what()) + " @" + std::to_string(error.word);
  }
  return "accepted";
}

using Names = std::vector<std::string>;

TEST(ConditionCombination, AConditionNamedTwiceIsInForceOnce) {
  EXPECT_EQ(names_in_force({"Circe", "Cage", "Circe", "Cage"}), Names{"Circe Cage"});
  EXPECT_EQ(names_in_force({"Circe", "Cage", "Strict", "CageCirce", "Strict"}), Names{"Circe Cage Strict"});
  EXPECT_EQ(names_in_force({"Madrasi", "madrasi"}), Names{"Madrasi"});
  EXPECT_EQ(names_in_force({"Eiffel", "Leffie", "Eiffel"}), (Names{"EiffelChess", "Leffie"}));
  EXPECT_EQ(names_in_force({"RexMultiplex", "ChangeableChess", "RexMultiplex"}),
            (Names{"RexMultiplex", "ChangeableChess"}));
}

TEST(ConditionCombination, TwoVariantsOfOneFamilyAreAnError) {
  EXPECT_EQ(combination_error({"Circe", "Circe", "Parrain"}),
            "'Circe' and 'Circe Parrain' cannot be combined: two variants of Circe @1");
  EXPECT_EQ(combination_error({"Circe", "Cage", "Circe", "Cage", "Strict"}),
            "'Circe Cage' and 'Circe Cage Strict' cannot be combined: two variants of Circe @2");
  EXPECT_EQ(combination_error({"AtomicCirce", "Circe"}),
            "'AtomicCirce' and 'Circe' cannot be combined: two variants of Circe @1");
  EXPECT_EQ(combination_error({"ParrainCirce", "ContraParrain"}),
            "'Circe Parrain' and 'ContraParrain' cannot be combined: two variants of Circe @1");
  EXPECT_EQ(combination_error({"Eiffel", "Eiffel", "KQR"}),
            "'EiffelChess' and 'EiffelChess KQR' cannot be combined: two variants of Eiffel @1");
  EXPECT_EQ(combination_error({"Isardam", "Isardam", "TypeB"}),
            "'Isardam' and 'Isardam    TypeB' cannot be combined: two variants of Isardam @1");
  EXPECT_EQ(combination_error({"ChangeableChess", "ChangeableChess", "Inverse"}),
            "'ChangeableChess' and 'ChangeableChess Inverse' cannot be combined: two variants of ChangeableChess @1");
}

// One test per row of exclusive_families(), for each pair of the row.
TEST(ConditionCombination, FamiliesThatDecideObservationExcludeEachOther) {
  const std::string reason = "both decide which observations paralyse or are illegal";
  EXPECT_EQ(combination_error({"Madrasi", "Isardam"}), "'Madrasi' and 'Isardam' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Eiffel", "Isardam"}),
            "'EiffelChess' and 'Isardam' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Eiffel", "Madrasi"}),
            "'EiffelChess' and 'Madrasi' cannot be combined: " + reason + " @1");
  EXPECT_EQ(exclusive_families().size(), 81u) << "a new row needs its own test here";
}

// A row that plays its conditions beside a few others only is a limit of
// Feerie, not a rule of chess: its reason says "not supported", so that a
// problem refused by it is counted as declined (tests/popeye_suite.py), not
// as a wrong answer.
TEST(ConditionCombination, EveryOnlyBesideRowSaysNotSupported) {
  for (const ExclusiveFamilies& row : exclusive_families()) {
    if (!row.only_beside.empty()) {
      EXPECT_NE(row.reason.find("not supported"), std::string_view::npos) << row.reason;
    }
  }
}

// Two conditions that define check (Hook::Check) stand together only where
// one says it gives way (StrictSAT over SAT): Circe Assassin's check beside
// SAT's would be one of them ignored.
TEST(ConditionCombination, TwoDefinitionsOfCheckAreRefused) {
  EXPECT_EQ(combination_error({"Circe", "Assassin", "SAT"}),
            "'Circe Assassin' and 'SAT' cannot be combined: both define check @2");
  EXPECT_EQ(combination_error({"SAT", "Circe", "Assassin"}),
            "'SAT' and 'Circe Assassin' cannot be combined: both define check @1");
  EXPECT_EQ(combination_error({"SAT", "StrictSAT"}), "accepted");
  EXPECT_EQ(combination_error({"Circe", "SAT"}), "accepted");
}

// Popeye refuses AntiCirce beside SingleBox Type1; so does Feerie, in either order.
TEST(ConditionCombination, SingleBoxExcludesAntiCirce) {
  const std::string reason = "AntiCirce beside SingleBox is not supported (as in Popeye)";
  EXPECT_EQ(combination_error({"SingleBox", "AntiCirce"}),
            "'SingleBox    Type1' and 'AntiCirce' cannot be combined: " + reason + " @1");
  EXPECT_NE(combination_error({"AntiCirce", "SingleBox"}).find(reason), std::string::npos);
  EXPECT_EQ(combination_error({"SingleBox", "Circe"}), "accepted");
}

// The row against KoeKo: each of its conditions with KoeKo, in either order;
// among themselves they combine as before.
TEST(ConditionCombination, KoeKoExcludesRulesThatMoveTheCapturerOrJudgeObservations) {
  const std::string reason =
      "Feerie does not judge the contact of a capturer that a rule moves or removes, nor of an observation that "
      "paralyses or is illegal";
  EXPECT_EQ(combination_error({"KoeKo", "AntiCirce"}), "'KoeKo' and 'AntiCirce' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"MirrorAntiCirce", "NewKoeko"}),
            "'AntiCirce Mirror' and 'NewKoeko' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"AtomicCirce", "AntiKoeko"}),
            "'AtomicCirce' and 'AntiKoeko' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"KoeKo", "Take&Make"}),
            "'KoeKo' and 'Take&MakeChess' cannot be combined: " + reason + " @1");
  for (const char* other : {"Eiffel", "Madrasi", "Leffie", "Isardam"})
    EXPECT_NE(combination_error({"KoeKo", other}).find(reason), std::string::npos) << other;
  EXPECT_EQ(names_in_force({"Leffie", "Eiffel"}), (Names{"Leffie", "EiffelChess"}));
  EXPECT_EQ(names_in_force({"KoeKo", "Circe", "Parrain"}), (Names{"KoeKo", "Circe Parrain"}));
  EXPECT_EQ(combination_error({"KoeKo", "AntiKoeko"}),
            "'KoeKo' and 'AntiKoeko' cannot be combined: two variants of KoeKo @1");
}

// The row against Patrouille, Lortap and UltraPatrol.
TEST(ConditionCombination, PatrolFamiliesExcludeRulesThatJudgeObservations) {
  const std::string reason =
      "Feerie does not judge by support the observations that paralyse, are illegal or give contact";
  EXPECT_EQ(combination_error({"Patrouille", "Madrasi"}),
            "'Patrouille' and 'Madrasi' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Eiffel", "Lortap"}),
            "'EiffelChess' and 'Lortap' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"UltraPatrol", "Leffie"}),
            "'UltraPatrol' and 'Leffie' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Isardam", "Patrouille"}),
            "'Isardam' and 'Patrouille' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"KoeKo", "UltraPatrol"}),
            "'KoeKo' and 'UltraPatrol' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"Patrouille", "Lortap", "UltraPatrol"}), (Names{"Patrouille", "Lortap", "UltraPatrol"}));
  EXPECT_EQ(names_in_force({"Lortap", "AntiCirce"}), (Names{"Lortap", "AntiCirce"}));
}

TEST(ConditionCombination, GridChessIsRefusedBesideParalysisAndTakeMake) {
  const std::string reason = "the grid's effect on observations that paralyse is not supported";
  EXPECT_EQ(combination_error({"GridChess", "Eiffel"}),
            "'GridChess' and 'EiffelChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Madrasi", "GridChess"}),
            "'Madrasi' and 'GridChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"GridChess", "Isardam"}),
            "'GridChess' and 'Isardam' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Leffie", "GridChess"}),
            "'Leffie' and 'GridChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(
      combination_error({"GridChess", "Take&Make"}),
      "'GridChess' and 'Take&MakeChess' cannot be combined: the grid beside a capture's step is not supported @1");
}

TEST(ConditionCombination, MagicSquaresAreRefusedBesideOtherEffectsAfterTheMove) {
  EXPECT_EQ(combination_error({"MagicSquares", "a1", "AntiCirce"}),
            "'MagicSquares a1' and 'AntiCirce' cannot be combined: rebirths on magic squares are not supported @2");
  EXPECT_EQ(combination_error({"Andernach", "MagicSquares", "a1"}),
            "'AndernachChess' and 'MagicSquares a1' cannot be combined: two colour changes of one move are not "
            "supported @1");
  EXPECT_EQ(combination_error({"MagicSquares", "a1", "AntiAndernach"}),
            "'MagicSquares a1' and 'AntiAndernachChess' cannot be combined: two colour changes of one move are not "
            "supported @2");
  EXPECT_EQ(combination_error({"MagicSquares", "a1", "Take&Make"}),
            "'MagicSquares a1' and 'Take&MakeChess' cannot be combined: a capture's step onto a magic square is not "
            "supported @2");
  EXPECT_EQ(combination_error({"MagicSquares", "a1", "RexMultiplex"}),
            "'MagicSquares a1' and 'RexMultiplex' cannot be combined: magic squares beside Rex Multiplex are not "
            "supported @2");
  EXPECT_EQ(combination_error({"ChangeableChess", "MagicSquares", "a1"}),
            "'ChangeableChess' and 'MagicSquares a1' cannot be combined: a change of type beside a change of colour "
            "is not supported @1");
}

// A row may name one member of a family by its whole name.
TEST(ConditionCombination, TakeMakeIsRefusedBesideCirceTakeMakeOnly) {
  EXPECT_EQ(combination_error({"CirceTake&Make", "Take&Make"}),
            "'Circe Take&Make' and 'Take&MakeChess' cannot be combined: Take&Make chess beside Circe Take&Make is "
            "not supported @1");
  EXPECT_EQ(combination_error({"Take&Make", "Circe", "Take&Make"}),
            "'Take&MakeChess' and 'Circe Take&Make' cannot be combined: Take&Make chess beside Circe Take&Make is "
            "not supported @1");
  EXPECT_EQ(names_in_force({"Take&Make", "Circe"}), (Names{"Take&MakeChess", "Circe"}));
}

// Both carry their choice in Move::choice_square: Super Circe's rebirth square.
TEST(ConditionCombination, TakeMakeIsRefusedBesideSuperCirce) {
  EXPECT_EQ(combination_error({"SuperCirce", "Take&Make"}),
            "'Circe Super' and 'Take&MakeChess' cannot be combined: Take&Make chess beside Circe Super is not "
            "supported @1");
  EXPECT_EQ(combination_error({"Take&Make", "Circe", "Super", "Strict"}),
            "'Take&MakeChess' and 'Circe Super Strict' cannot be combined: Take&Make chess beside Circe Super is not "
            "supported @1");
  EXPECT_NE(combination_error({"SuperCirce", "PlusChess"}).find("moves that start elsewhere"), std::string::npos);
  EXPECT_NE(combination_error({"SuperCirce", "SAT"}).find("SAT beside this condition"), std::string::npos);
}

// The mummers that follow the other side's last move.
const std::vector<std::string_view> LastMoveFollowers{"BlackSynchronMover",     "WhiteSynchronMover",
                                                      "BlackAntiSynchronMover", "WhiteAntiSynchronMover",
                                                      "BlackFollowMyLeader",    "WhiteFollowMyLeader"};

// A row that allows a condition only beside those it names refuses it beside
// every other condition of the registry, a condition added later among them
// (SingleBox Type2 and Type3, named by their whole names, beside the mummers
// only; Type1 stands beside more).
TEST(ConditionCombination, OnlyBesideRowsRefuseEveryConditionTheyDoNotName) {
  const std::vector<std::vector<std::string>> restricted_lines = {
      {"Make&Take"}, {"Wormholes", "e4"}, {"SingleBox", "Type2"}, {"SingleBox", "Type3"}, {"BGL", "4"},
      {"Breton"},    {"Masand"}};
  for (const std::vector<std::string>& line : restricted_lines) {
    const std::string& restricted = line.front();
    for (const ConditionEntry& entry : condition_entries()) {
      if (entry.family == restricted) continue;  // another variant: refused as such
      std::vector<std::string> words = line;
      const std::size_t other = words.size();
      words.push_back(std::string(entry.names.front()));
      words.insert(words.end(), entry.example_arguments.begin(), entry.example_arguments.end());
      // The movers that follow the last move keep it in the tally, as BGL does.
      const bool follower = restricted == "BGL" && std::find(LastMoveFollowers.begin(), LastMoveFollowers.end(),
                                                             entry.names.front()) != LastMoveFollowers.end();
      const bool mummer = (entry.family == "BlackMummer" || entry.family == "WhiteMummer") && !follower;
      const std::string message = combination_error(words);
      if (mummer)
        EXPECT_EQ(message, "accepted") << restricted << " " << words[other];
      else
        EXPECT_NE(message.find("cannot be combined"), std::string::npos) << restricted << " " << words[other];
    }
  }
}

TEST(ConditionCombination, BretonIsRefusedBesideAllButTheMummers) {
  const std::string reason = "Breton chess beside this condition is not supported";
  EXPECT_EQ(combination_error({"Circe", "Breton"}), "'Circe' and 'Breton' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"Breton", "Adverse", "BlackMaximummer"}), (Names{"Breton Adverse", "BlackMaximummer"}));
}

TEST(ConditionCombination, BglIsRefusedBesideAllButTheMummers) {
  const std::string reason = "BGL beside this condition is not supported";
  EXPECT_EQ(combination_error({"Madrasi", "BGL", "4", "5"}),
            "'Madrasi' and 'BGL 4/5' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"BGL", "4", "WhiteMaximummer"}), (Names{"BGL 4", "WhiteMaximummer"}));
}

TEST(ConditionCombination, SingleBoxTypesTwoAndThreeAreRefusedBesideAllButTheMummers) {
  const std::string reason = "SingleBox Type2 and Type3 beside this condition are not supported";
  EXPECT_EQ(combination_error({"SingleBox", "Type2", "Circe"}),
            "'SingleBox    Type2' and 'Circe' cannot be combined: " + reason + " @2");
  EXPECT_EQ(combination_error({"Madrasi", "SingleBox", "Type3"}),
            "'Madrasi' and 'SingleBox    Type3' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"SingleBox", "Type1", "Circe"}), (Names{"SingleBox    Type1", "Circe"}));
  EXPECT_EQ(names_in_force({"SingleBox", "Type3", "BlackMaximummer"}),
            (Names{"SingleBox    Type3", "BlackMaximummer"}));
}

// Masand and Masand generalised are played beside the mummers only.
TEST(ConditionCombination, MasandIsRefusedBesideAllButTheMummers) {
  const std::string reason = "Masand beside this condition is not supported";
  EXPECT_EQ(combination_error({"Masand", "Circe"}), "'Masand' and 'Circe' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Andernach", "MasandGeneralised"}),
            "'AndernachChess' and 'MasandGeneralised' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"Masand", "WhiteMaximummer"}), (Names{"Masand", "WhiteMaximummer"}));
}

// Make&Take is played beside the mummers only.
TEST(ConditionCombination, MakeAndTakeIsRefusedBesideAllButTheMummers) {
  const std::string reason = "Make&Take beside this condition is not supported";
  EXPECT_EQ(combination_error({"Make&Take", "Circe"}),
            "'Make&TakeChess' and 'Circe' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Take&Make", "Make&Take"}),
            "'Take&MakeChess' and 'Make&TakeChess' cannot be combined: " + reason + " @1");
  for (const char* other : {"AntiCirce", "Madrasi", "Eiffel", "Isardam", "Leffie", "ChangeableChess", "RexMultiplex",
                            "Andernach", "AntiAndernach", "ChecklessChess", "GridChess", "KoeKo", "Patrouille",
                            "Lortap", "UltraPatrol", "NoCapture", "NoWhiteCapture", "NoBlackCapture", "SingleBox"})
    EXPECT_NE(combination_error({"Make&Take", other}).find(reason), std::string::npos) << other;
  EXPECT_NE(combination_error({"MagicSquares", "a1", "Make&Take"}).find(reason), std::string::npos);
  EXPECT_EQ(names_in_force({"Make&Take", "BlackMaximummer"}), (Names{"Make&TakeChess", "BlackMaximummer"}));
}

// Wormholes are played beside the mummers only.
TEST(ConditionCombination, WormholesAreRefusedBesideAllButTheMummers) {
  const std::string reason = "Wormholes beside this condition are not supported";
  EXPECT_EQ(combination_error({"Circe", "Wormholes", "e4"}),
            "'Circe' and 'Wormholes e4' cannot be combined: " + reason + " @1");
  for (const char* other :
       {"CirceTake&Make",  "AntiCirce",      "Madrasi",        "Eiffel",        "Isardam",        "Leffie",
        "ChangeableChess", "RexMultiplex",   "Andernach",      "AntiAndernach", "ChecklessChess", "GridChess",
        "Take&Make",       "Make&Take",      "KoeKo",          "Patrouille",    "Lortap",         "UltraPatrol",
        "NoCapture",       "NoWhiteCapture", "NoBlackCapture", "SingleBox"})
    EXPECT_NE(combination_error({"Wormholes", "e4", other}).find(reason), std::string::npos) << other;
  EXPECT_NE(combination_error({"MagicSquares", "a1", "Wormholes", "e4"}).find(reason), std::string::npos);
  EXPECT_EQ(names_in_force({"Wormholes", "e4d5", "WhiteMaximummer"}), (Names{"Wormholes e4 d5", "WhiteMaximummer"}));
}

// Imitator is played beside the mummers and NoIProm only; NoIProm beside
// Imitator only.
TEST(ConditionCombination, ImitatorIsRefusedBesideAllButTheMummersAndNoIProm) {
  for (const ConditionEntry& entry : condition_entries()) {
    if (entry.family == "Imitator") continue;
    std::vector<std::string> words = {"Imitator", "b6", std::string(entry.names.front())};
    words.insert(words.end(), entry.example_arguments.begin(), entry.example_arguments.end());
    const bool allowed = entry.family == "BlackMummer" || entry.family == "WhiteMummer" || entry.family == "NoIProm";
    const std::string message = combination_error(words);
    // Refused by this row, or first by a row that restricts the other.
    if (allowed)
      EXPECT_EQ(message, "accepted") << entry.names.front();
    else
      EXPECT_NE(message.find("cannot be combined"), std::string::npos) << entry.names.front();
  }
  for (const char* other : {"Circe", "AntiCirce", "Madrasi", "KoeKo", "AndernachChess", "NoCapture", "Patrouille"})
    EXPECT_NE(combination_error({"Imitator", "b6", other}).find("Imitator beside this condition is not supported"),
              std::string::npos)
        << other;
  EXPECT_EQ(names_in_force({"NoIProm", "Imitator", "b6"}), (Names{"NoIProm", "Imitator b6"}));
  EXPECT_NE(combination_error({"NoIProm", "Circe"}).find("NoIProm beside this condition is not supported"),
            std::string::npos);
}

// The two rows of the conditions that move departures (Popeye refuses them
// together), Mars and Anti-Mars Circe combining (each moves another kind).
TEST(ConditionCombination, ConditionsThatMoveDeparturesExcludeEachOther) {
  const std::string reason = "both decide where a piece's moves start (as Popeye)";
  EXPECT_EQ(combination_error({"PhantomChess", "PlusChess"}),
            "'PhantomChess' and 'PlusChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"MarsCirce", "PhantomChess"}),
            "'MarsCirce' and 'PhantomChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"PlusChess", "AntiMarsCirce"}),
            "'PlusChess' and 'AntiMarsCirce' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"MarsCirce", "MarsMirrorCirce"}),
            "'MarsCirce' and 'MarsCirce Mirror' cannot be combined: two variants of MarsCirce @1");
  EXPECT_EQ(names_in_force({"MarsCirce", "AntiMarsCirce", "Mirror"}), (Names{"MarsCirce", "AntiMarsCirce Mirror"}));
}

// The row of the conditions Feerie does not play beside moves that start elsewhere.
TEST(ConditionCombination, ConditionsThatMoveDeparturesAreRefusedBesideOthersNotBuiltForThem) {
  const std::string reason = "moves that start elsewhere than the piece's square are not supported beside it";
  EXPECT_EQ(combination_error({"MarsCirce", "AntiCirce"}),
            "'MarsCirce' and 'AntiCirce' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"CageCirce", "PhantomChess"}),
            "'Circe Cage' and 'PhantomChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"PlusChess", "Take&Make"}),
            "'PlusChess' and 'Take&MakeChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"AntiMarsCirce", "WhiteMaximummer"}),
            "'AntiMarsCirce' and 'WhiteMaximummer' cannot be combined: " + reason + " @1");
  for (const char* other : {"AtomicCirce", "ParrainCirce", "ContraParrain", "Leffie", "Isardam", "ChangeableChess",
                            "RexMultiplex", "Andernach", "AntiAndernach", "ChecklessChess", "GridChess", "Take&Make",
                            "KoeKo", "NewKoeko", "SingleBox", "BlackMustCapture", "CirceTake&Make", "Make&Take"})
    EXPECT_NE(combination_error({"PlusChess", other}).find(reason), std::string::npos) << other;
  EXPECT_NE(combination_error({"Wormholes", "e4", "MarsCirce"}).find(reason), std::string::npos);
  EXPECT_NE(combination_error({"MagicSquares", "a1", "PlusChess"}).find(reason), std::string::npos);
  // After MarsCirce, Take&Make and ContraParrain are read as Circe variants (as Popeye) and refused as such.
  EXPECT_EQ(combination_error({"MarsCirce", "ContraParrain"}),
            "MarsCirce: the Circe variant ContraParrain is not supported @0");
  // What was built and tested beside them (tests/mars_combinations_test.cpp).
  EXPECT_EQ(names_in_force({"PhantomChess", "Circe"}), (Names{"PhantomChess", "Circe"}));
  EXPECT_EQ(names_in_force({"MarsCirce", "Madrasi", "NoCapture"}), (Names{"MarsCirce", "Madrasi", "NoCapture"}));
  EXPECT_EQ(names_in_force({"PlusChess", "Patrouille"}), (Names{"PlusChess", "Patrouille"}));
  EXPECT_EQ(names_in_force({"AntiMarsCirce", "Eiffel"}), (Names{"AntiMarsCirce", "EiffelChess"}));
}

// The two rows of the conditions that lend pieces the walks of neighbours.
TEST(ConditionCombination, ConditionsThatLendWalksExcludeEachOther) {
  const std::string reason = "both give a piece the walk of a neighbour";
  EXPECT_EQ(combination_error({"AnnanChess", "FaceToFace"}),
            "'AnnanChess' and 'FaceToFace' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"CheekToCheek", "NannaChess", "TypeB"}),
            "'CheekToCheek' and 'NannaChess    TypeB' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"BackToBack", "AnnanChess"}),
            "'BackToBack' and 'AnnanChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"AnnanChess", "TypeB", "AnnanChess", "TypeC"}),
            "'AnnanChess    TypeB' and 'AnnanChess    TypeC' cannot be combined: two variants of AnnanChess @2");
}

TEST(ConditionCombination, ConditionsThatLendWalksAreRefusedBesideOthersNotBuiltForThem) {
  const std::string reason = "walks lent by a neighbour are not supported beside it";
  EXPECT_EQ(combination_error({"AnnanChess", "Madrasi"}),
            "'AnnanChess' and 'Madrasi' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"MarsCirce", "BackToBack"}),
            "'MarsCirce' and 'BackToBack' cannot be combined: " + reason + " @1");
  for (const char* other : {"AntiCirce",
                            "AtomicCirce",
                            "CageCirce",
                            "ParrainCirce",
                            "ContraParrain",
                            "CirceTake&Make",
                            "EquipollentsCirce",
                            "Eiffel",
                            "Leffie",
                            "Isardam",
                            "ChangeableChess",
                            "RexMultiplex",
                            "Andernach",
                            "AntiAndernach",
                            "ChecklessChess",
                            "GridChess",
                            "Take&Make",
                            "Make&Take",
                            "KoeKo",
                            "NewKoeko",
                            "AntiKoeko",
                            "Lortap",
                            "UltraPatrol",
                            "SingleBox",
                            "AntiMarsCirce",
                            "PhantomChess",
                            "PlusChess"})
    for (const char* lender : {"AnnanChess", "NannaChess", "FaceToFace", "BackToBack", "CheekToCheek"})
      EXPECT_NE(combination_error({lender, other}).find(reason), std::string::npos) << lender << " " << other;
  EXPECT_NE(combination_error({"Wormholes", "e4", "FaceToFace"}).find(reason), std::string::npos);
  EXPECT_NE(combination_error({"MagicSquares", "a1", "AnnanChess"}).find(reason), std::string::npos);
  // What was built and tested beside them (tests/compat/cond-annan-combinations).
  EXPECT_EQ(names_in_force({"Circe", "AnnanChess"}), (Names{"Circe", "AnnanChess"}));
  EXPECT_EQ(names_in_force({"MirrorCirce", "FaceToFace"}), (Names{"Circe Mirror", "FaceToFace"}));
  EXPECT_EQ(names_in_force({"BlackMaximummer", "AnnanChess"}), (Names{"BlackMaximummer", "AnnanChess"}));
  EXPECT_EQ(names_in_force({"NoCapture", "AnnanChess"}), (Names{"NoCapture", "AnnanChess"}));
  EXPECT_EQ(names_in_force({"Patrouille", "FaceToFace"}), (Names{"Patrouille", "FaceToFace"}));
}

// SAT beside Circe's rebirth variants and Andernach chess only, StrictSAT
// beside SAT only (every condition of the registry: tests/sat_test.cpp).
TEST(ConditionCombination, SatIsRefusedBesideConditionsNotBuiltWithIt) {
  EXPECT_EQ(combination_error({"SAT", "Madrasi"}),
            "'SAT' and 'Madrasi' cannot be combined: SAT beside this condition is not supported @1");
  EXPECT_EQ(combination_error({"AntiCirce", "SAT", "2"}),
            "'AntiCirce' and 'SAT II' cannot be combined: SAT beside this condition is not supported @1");
  EXPECT_EQ(combination_error({"StrictSAT", "Circe"}),
            "'StrictSAT' and 'Circe' cannot be combined: StrictSAT beside this condition is not supported @1");
  EXPECT_EQ(combination_error({"Andernach", "StrictSAT"}),
            "'AndernachChess' and 'StrictSAT' cannot be combined: StrictSAT beside this condition is not supported @1");
  EXPECT_EQ(names_in_force({"Circe", "Mirror", "SAT"}), (Names{"Circe Mirror", "SAT"}));
  EXPECT_EQ(names_in_force({"SAT", "StrictSAT"}), (Names{"SAT", "StrictSAT"}));
  for (const char* lender : {"AnnanChess", "NannaChess", "FaceToFace", "BackToBack", "CheekToCheek"}) {
    EXPECT_NE(combination_error({"SAT", lender}).find("SAT beside this condition"), std::string::npos) << lender;
    EXPECT_NE(combination_error({lender, "StrictSAT"}).find("StrictSAT beside this condition"), std::string::npos)
        << lender;
  }
}

// The two rows of the kings that move as their checkers.
TEST(ConditionCombination, KingsThatMoveAsTheirCheckersForBothSidesExcludeThoseForOne) {
  const std::string reason = "both decide how a king in check moves";
  EXPECT_EQ(combination_error({"TransmutedKings", "WhiteReflectiveKing"}),
            "'TransmutedKings' and 'WhiteReflectiveKing' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"BlackSuperTransmutingKing", "ReflectiveKings"}),
            "'BlackSuperTransmutingKing' and 'ReflectiveKings' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"TransmutedKings", "ReflectiveKings"}),
            "'TransmutedKings' and 'ReflectiveKings' cannot be combined: two variants of TransmutedKings @1");
  EXPECT_EQ(combination_error({"WhiteTransmutedKing", "WhiteSuperTransmutingKing"}),
            "'WhiteTransmutedKing' and 'WhiteSuperTransmutingKing' cannot be combined: two variants of "
            "WhiteTransmutedKing @1");
  EXPECT_EQ(combination_error({"VaultingKings", "BlackVaultingKing"}),
            "'VaultingKings' and 'BlackVaultingKing' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"WhiteSuperTransmutingKing", "BlackTransmutedKing"}),
            (Names{"WhiteSuperTransmutingKing", "BlackTransmutedKing"}));
}

TEST(ConditionCombination, KingsThatMoveAsTheirCheckersAreRefusedBesideOthersNotBuiltForThem) {
  const std::string reason = "kings that move as their checkers beside this condition are not supported";
  EXPECT_EQ(combination_error({"TransmutedKings", "Madrasi"}),
            "'TransmutedKings' and 'Madrasi' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"AnnanChess", "WhiteReflectiveKing"}),
            "'AnnanChess' and 'WhiteReflectiveKing' cannot be combined: " + reason + " @1");
  for (const char* other : {"AntiCirce", "AtomicCirce", "CageCirce", "ParrainCirce", "ContraParrain", "CirceTake&Make",
                            "SuperCirce", "Madrasi", "Eiffel", "Patrouille", "FaceToFace", "MarsCirce", "SAT"})
    for (const char* king : {"TransmutedKings", "BlackReflectiveKing", "WhiteSuperTransmutingKing", "VaultingKings"})
      EXPECT_NE(combination_error({king, other}).find("cannot be combined"), std::string::npos) << king << " " << other;
  // What was built and tested beside them (Popeye's examples).
  EXPECT_EQ(names_in_force({"Circe", "RexInclusive", "TransmutedKings"}),
            (Names{"Circe RexInclusive", "TransmutedKings"}));
  EXPECT_EQ(names_in_force({"Lortap", "TransmutedKings"}), (Names{"Lortap", "TransmutedKings"}));
  EXPECT_EQ(names_in_force({"NoWhiteCapture", "WhiteSuperTransmutingKing"}),
            (Names{"NoWhiteCapture", "WhiteSuperTransmutingKing"}));
  EXPECT_EQ(names_in_force({"CirceTurncoats", "WhiteSuperTransmutingKing"}).size(), 2u);
}

TEST(ConditionCombination, KobulKingsAreRefusedBesideOthersNotBuiltForThem) {
  const std::string reason = "Kobul kings beside this condition are not supported";
  EXPECT_EQ(combination_error({"AntiCirce", "KobulKings"}),
            "'AntiCirce' and 'KobulKings' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"KobulKings", "White", "AntiAndernach"}),
            "'KobulKings White' and 'AntiAndernachChess' cannot be combined: " + reason + " @2");
  EXPECT_NE(combination_error({"KobulKings", "TransmutedKings"}).find("cannot be combined"), std::string::npos);
  EXPECT_EQ(names_in_force({"KobulKings", "NoBlackCapture"}), (Names{"KobulKings", "NoBlackCapture"}));
}

TEST(ConditionCombination, SwappingKingsAreRefusedBesideOthersNotBuiltForThem) {
  const std::string reason = "Swapping kings beside this condition are not supported";
  EXPECT_EQ(combination_error({"SwappingKings", "Circe"}),
            "'SwappingKings' and 'Circe' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"KobulKings", "SwappingKings"}).find("cannot be combined") != std::string::npos, true);
  EXPECT_EQ(names_in_force({"SwappingKings", "NoCapture"}), (Names{"SwappingKings", "NoCapture"}));
}

TEST(ConditionCombination, RoyalDynastyIsRefusedBesideOthersNotBuiltForIt) {
  const std::string reason = "Royal dynasty beside this condition is not supported";
  EXPECT_EQ(combination_error({"Circe", "RoyalDynasty"}),
            "'Circe' and 'RoyalDynasty' cannot be combined: " + reason + " @1");
  EXPECT_NE(combination_error({"RoyalDynasty", "TransmutedKings"}).find("cannot be combined"), std::string::npos);
  EXPECT_EQ(names_in_force({"RoyalDynasty", "NoWhiteCapture"}), (Names{"RoyalDynasty", "NoWhiteCapture"}));
}

TEST(ConditionCombination, DistinctFamiliesCombine) {
  EXPECT_EQ(names_in_force({"Circe", "Madrasi"}), (Names{"Circe", "Madrasi"}));
  EXPECT_EQ(names_in_force({"Leffie", "Isardam"}), (Names{"Leffie", "Isardam"}));
  EXPECT_EQ(names_in_force({"CageCirce", "RexMultiplex"}), (Names{"Circe Cage", "RexMultiplex"}));
}

// The combination that overflowed the move list: each cage choice expanded
// again by a second cage condition. Named twice it is Circe Cage once, with
// Circe Cage's answer.
TEST(ConditionCombination, CageNamedTwiceSolvesAsCageOnce) {
  const char* fen = "8/8/7Q/5K2/8/8/7k/8 b - - 0 1";
  const std::string once = solve_text(fen, "h=2", {"Circe", "Cage"});
  EXPECT_FALSE(once.empty());
  EXPECT_EQ(solve_text(fen, "h=2", {"Circe", "Cage", "Circe", "Cage"}), once);
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

// Hole and HaanerChess are played beside each other, the mummers, Mars
// Circe, Phantom chess and Checkless chess only.
TEST(ConditionCombination, HolesAreRefusedBesideAllButEachOtherAndTheMummers) {
  for (const std::vector<std::string>& line : {std::vector<std::string>{"Hole", "d4"}, {"HaanerChess"}}) {
    for (const ConditionEntry& entry : condition_entries()) {
      if (entry.family == line.front()) continue;
      std::vector<std::string> words = line;
      words.push_back(std::string(entry.names.front()));
      words.insert(words.end(), entry.example_arguments.begin(), entry.example_arguments.end());
      const bool allowed = entry.family == "BlackMummer" || entry.family == "WhiteMummer" || entry.family == "Hole" ||
                           entry.family == "HaanerChess" || entry.family == "MarsCirce" ||
                           entry.family == "PhantomChess" || entry.family == "ChecklessChess";
      const std::string message = combination_error(words);
      if (allowed)
        EXPECT_EQ(message, "accepted") << line.front() << " " << entry.names.front();
      else
        EXPECT_NE(message.find("cannot be combined"), std::string::npos) << line.front() << " " << entry.names.front();
    }
  }
  for (const char* other : {"Circe", "AntiMarsCirce", "Madrasi", "GridChess", "PlusChess", "Andernach"})
    EXPECT_NE(combination_error({"HaanerChess", other}).find("holes beside this condition are not supported"),
              std::string::npos)
        << other;
  EXPECT_EQ(combination_error({"HaanerChess", "Hole", "c1", "BlackMaximummer"}), "accepted");
  EXPECT_EQ(combination_error({"MarsCirce", "HaanerChess"}), "accepted");
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

// A row that lets a condition stand beside the named families only: each
// registry entry of another family beside `line` (the condition's words) is
// accepted where its family is one of `allowed` and its name in force
// starts with none of `refused` (Circe variants, "Circe Cage"), and refused
// otherwise. An empty `allowed`: the condition is played alone.
void expect_only_beside(const std::vector<std::string>& line, std::string_view own_family,
                        const std::vector<std::string_view>& allowed,
                        const std::vector<std::string_view>& refused = {}) {
  for (const ConditionEntry& entry : condition_entries()) {
    if (entry.family == own_family) continue;
    std::vector<std::string> other{std::string(entry.names.front())};
    other.insert(other.end(), entry.example_arguments.begin(), entry.example_arguments.end());
    std::vector<std::string> words = line;
    words.insert(words.end(), other.begin(), other.end());
    const std::string name = names_in_force(other).front();
    const bool is_allowed =
        std::find(allowed.begin(), allowed.end(), entry.family) != allowed.end() &&
        std::none_of(refused.begin(), refused.end(), [&](std::string_view prefix) { return name.starts_with(prefix); });
    const std::string message = combination_error(words);
    if (is_allowed)
      EXPECT_EQ(message, "accepted") << line.front() << " " << name;
    else
      EXPECT_NE(message.find("cannot be combined"), std::string::npos) << line.front() << " " << name;
  }
}

// The Circe variants played beside few conditions: those that move the
// capturer, explode, delay or choose a rebirth.
const std::vector<std::string_view> CirceRebirthsApart{
    "AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"};

// The conditions that change or move no piece and lend no walk.
const std::vector<std::string_view> PlainRestrictions{"ChecklessChess", "BlackMummer",    "WhiteMummer",
                                                      "NoCapture",      "NoWhiteCapture", "NoBlackCapture"};

std::vector<std::string_view> with(std::vector<std::string_view> families,
                                   std::initializer_list<std::string_view> more) {
  families.insert(families.end(), more);
  return families;
}

TEST(ConditionCombination, EdgeMoversStandBesideTheMummersMarsCirceAndCirceOnly) {
  const std::string reason = "edge movers beside this condition are not supported";
  expect_only_beside(
      {"BlackEdgeMover"}, "BlackEdgeMover",
      {"WhiteEdgeMover", "BlackMummer", "WhiteMummer", "BlackDister", "WhiteDister", "MarsCirce", "Circe"},
      CirceRebirthsApart);
  EXPECT_EQ(combination_error({"WhiteEdgeMover", "Madrasi"}),
            "'WhiteEdgeMover' and 'Madrasi' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"BlackEdgeMover", "AntiCirce"}),
            "'BlackEdgeMover' and 'AntiCirce' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"SchwarzerRandzueger", "Circe", "PWC"}), (Names{"BlackEdgeMover", "Circe PWC"}));
  EXPECT_EQ(names_in_force({"MarsCirce", "BlackEdgeMover", "WhiteEdgeMover"}),
            (Names{"MarsCirce", "BlackEdgeMover", "WhiteEdgeMover"}));
}

TEST(ConditionCombination, ADisterIsItsSidesMummer) {
  EXPECT_EQ(combination_error({"BlackMaximummer", "BlackMinDister", "e5b8"}),
            "'BlackMaximummer' and 'BlackMinDister e5 b8' cannot be combined: one mummer per side @1");
  EXPECT_EQ(combination_error({"WhiteMaxDister", "a1h8", "WhiteMustCapture"}),
            "'WhiteMaxDister a1 h8' and 'WhiteMustCapture' cannot be combined: one mummer per side @2");
  EXPECT_EQ(combination_error({"BlackMaxDister", "a1h8", "BlackMinDister", "a1h8"}),
            "'BlackMaxDister a1 h8' and 'BlackMinDister a1 h8' cannot be combined: two variants of BlackDister @2");
  EXPECT_EQ(names_in_force({"BlackMaxDister", "a1h8", "WhiteMinimummer"}),
            (Names{"BlackMaxDister a1 h8", "WhiteMinimummer"}));
}

TEST(ConditionCombination, DistersStandBesideTheMummersAndEdgeMoversOnly) {
  const std::string reason = "a Dister beside this condition is not supported";
  expect_only_beside({"BlackMinDister", "e5b8"}, "BlackDister",
                     {"WhiteMummer", "WhiteDister", "BlackEdgeMover", "WhiteEdgeMover"}, LastMoveFollowers);
  EXPECT_EQ(combination_error({"Circe", "BlackMinDister", "a7g3"}),
            "'Circe' and 'BlackMinDister a7 g3' cannot be combined: " + reason + " @1");
  EXPECT_NE(combination_error({"WhiteMaxDister", "a7g3", "Wormholes", "e4"}).find("cannot be combined"),
            std::string::npos);
}

TEST(ConditionCombination, CentralChessStandsBesideAnnanChessAndTheMummersOnly) {
  const std::string reason = "Central chess beside this condition is not supported";
  expect_only_beside({"CentralChess"}, "CentralChess", {"AnnanChess", "BlackMummer", "WhiteMummer"});
  EXPECT_EQ(combination_error({"CentralChess", "Madrasi"}),
            "'CentralChess' and 'Madrasi' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"AnnanChess", "ZentralSchach"}), (Names{"AnnanChess", "CentralChess"}));
}

TEST(ConditionCombination, WoozlesStandBesideTheMummersAndCirceOnly) {
  const std::string reason = "Woozles and Heffalumps beside this condition are not supported";
  expect_only_beside({"BiWoozles"}, "Woozles", {"BlackMummer", "WhiteMummer", "Circe"}, CirceRebirthsApart);
  EXPECT_EQ(combination_error({"Heffalumps", "AntiCirce"}),
            "'Heffalumps' and 'AntiCirce' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"Heffalumps", "Circe"}), (Names{"Heffalumps", "Circe"}));
  EXPECT_EQ(combination_error({"AnnanChess", "BiWoozles"}),
            "'AnnanChess' and 'BiWoozles' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"BiHeffalumps", "RexExclusive", "BlackMaximummer"}),
            (Names{"BiHeffalumps RexExclusive", "BlackMaximummer"}));
}

TEST(ConditionCombination, UltraSchachZwangStandsBesideCirceAndAntiCirceOnly) {
  const std::string reason = "UltraSchachZwang beside this condition is not supported";
  expect_only_beside({"WhiteUltraSchachZwang"}, "WhiteUltraSchachZwang",
                     {"BlackUltraSchachZwang", "UltraSchachZwang", "Circe"},
                     {"AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"});
  EXPECT_EQ(combination_error({"BlackUltraSchachZwang", "BlackMaximummer"}),
            "'BlackUltraSchachZwang' and 'BlackMaximummer' cannot be combined: " + reason + " @1");
  EXPECT_EQ(names_in_force({"AntiCirce", "BlackUltraSchachZwang"}), (Names{"AntiCirce", "BlackUltraSchachZwang"}));
}

// CavalierMajeur and ArgentinianChess are played beside Checkless chess, the
// mummers, the NoCapture family and Madrasi only, and not beside each
// other; a row of their own refuses the others.
TEST(ConditionCombination, CavalierMajeurIsRefusedBesideConditionsThatReadKnights) {
  const std::string reason = "CavalierMajeur and ArgentinianChess beside this condition are not supported";
  expect_only_beside({"CavalierMajeur"}, "CavalierMajeur", with(PlainRestrictions, {"Madrasi"}));
  expect_only_beside({"ArgentinianChess"}, "ArgentinianChess", with(PlainRestrictions, {"Madrasi"}));
  EXPECT_EQ(combination_error({"CavalierMajeur", "ArgentinianChess"}),
            "'CavalierMajeur' and 'ArgentinianChess' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"Circe", "CavalierMajeur"}),
            "'Circe' and 'CavalierMajeur' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"CavalierMajeur", "ChangeableChess"}),
            "'CavalierMajeur' and 'ChangeableChess' cannot be combined: " + reason + " @1");
}

// Einstein chess and Degradierung change the mover alone: each is played
// beside Circe's rebirths of the captured piece, Checkless chess, the
// mummers and the NoCapture family only (each its own row).
TEST(ConditionCombination, ChangesOfTheMoverAreRefusedBesideConditionsThatMoveOrChangeOthers) {
  expect_only_beside({"EinsteinChess"}, "EinsteinChess", with(PlainRestrictions, {"Circe"}), CirceRebirthsApart);
  expect_only_beside({"RelegationChess"}, "RelegationChess", with(PlainRestrictions, {"Circe"}), CirceRebirthsApart);
  EXPECT_EQ(combination_error({"AntiCirce", "ReversalEinsteinChess"}),
            "'AntiCirce' and 'ReversalEinsteinChess' cannot be combined: Einstein chess beside this condition is not "
            "supported @1");
  EXPECT_EQ(combination_error({"Degradierung", "Madrasi"}),
            "'RelegationChess' and 'Madrasi' cannot be combined: Degradierung beside this condition is not "
            "supported @1");
  EXPECT_EQ(combination_error({"Circe", "Degradierung"}), "accepted");
  EXPECT_EQ(combination_error({"AntiEinsteinChess", "ReversalEinsteinChess"}),
            "'AntiEinsteinChess' and 'ReversalEinsteinChess' cannot be combined: two variants of EinsteinChess @1");
}

// Football is played beside Checkless chess, the mummers and the NoCapture
// family only.
TEST(ConditionCombination, FootballIsRefusedBesideConditionsThatMoveOrChangePieces) {
  expect_only_beside({"Football", "R"}, "Football", PlainRestrictions);
  EXPECT_EQ(combination_error({"AntiCirce", "Football", "Q"}),
            "'AntiCirce' and 'Football Q' cannot be combined: Football beside this condition is not supported @1");
}

// Snek chess is played beside Checkless chess, the mummers and the NoCapture
// family only; its two variants exclude each other.
TEST(ConditionCombination, SnekChessIsRefusedBesideConditionsThatMoveOrChangePieces) {
  expect_only_beside({"SnekChess"}, "SnekChess", PlainRestrictions);
  EXPECT_EQ(combination_error({"Circe", "SnekCircleChess"}),
            "'Circe' and 'SnekCircleChess' cannot be combined: Snek chess beside this condition is not supported @1");
  EXPECT_EQ(combination_error({"SnekChess", "SnekCircleChess"}),
            "'SnekChess' and 'SnekCircleChess' cannot be combined: two variants of SnekChess @1");
}

// PromOnly is refused beside SingleBox, which decides promotions too (Imitator,
// CavalierMajeur and ArgentinianChess refuse it in their own rows).
TEST(ConditionCombination, PromOnlyIsRefusedBesideConditionsThatDecidePromotions) {
  EXPECT_EQ(combination_error({"PromOnly", "Q", "SingleBox", "Type1"}),
            "'PromOnly Q' and 'SingleBox    Type1' cannot be combined: PromOnly beside a condition that decides "
            "promotions itself is not supported @2");
  EXPECT_EQ(combination_error({"PromOnly", "S", "Circe"}), "accepted");
}

// Functionary chess is played alone.
TEST(ConditionCombination, FunctionaryChessIsPlayedAlone) {
  EXPECT_EQ(combination_error({"FunctionaryChess", "Circe"}),
            "'FunctionaryChess' and 'Circe' cannot be combined: Functionary chess beside another condition is not "
            "supported @1");
}

// RoleExchange is played alone.
TEST(ConditionCombination, RoleExchangeIsPlayedAlone) {
  EXPECT_EQ(combination_error({"RoleExchange", "Madrasi"}),
            "'RoleExchange' and 'Madrasi' cannot be combined: RoleExchange beside another condition is not supported "
            "@1");
  EXPECT_EQ(combination_error({"NoCapture", "RoleExchange", "1"}),
            "'NoCapture' and 'RoleExchange 1' cannot be combined: RoleExchange beside another condition is not "
            "supported @1");
}

// Tibet and DoubleTibet are variants of Andernach chess.
TEST(ConditionCombination, TibetIsAVariantOfAndernach) {
  EXPECT_EQ(combination_error({"Tibet", "AndernachChess"}),
            "'Tibet' and 'AndernachChess' cannot be combined: two variants of Andernach @1");
}

// Duellist chess, AMU, FuddledMen and Brunner chess are played alone.
TEST(ConditionCombination, DuellistChessAmuFuddledMenAndBrunnerArePlayedAlone) {
  EXPECT_EQ(combination_error({"DuellistChess", "Madrasi"}),
            "'DuellistChess' and 'Madrasi' cannot be combined: Duellist chess beside another condition is not "
            "supported @1");
  EXPECT_EQ(combination_error({"Circe", "DuellistChess"}),
            "'Circe' and 'DuellistChess' cannot be combined: Duellist chess beside another condition is not "
            "supported @1");
  EXPECT_EQ(combination_error({"AMU", "MAFF"}),
            "'AMU' and 'MAFF' cannot be combined: MAFF and OWU beside another condition are not supported @1");
  EXPECT_EQ(combination_error({"AMU", "Circe"}),
            "'AMU' and 'Circe' cannot be combined: AMU beside another condition is not supported @1");
  EXPECT_EQ(combination_error({"FuddledMen", "DuellistChess"}),
            "'FuddledMen' and 'DuellistChess' cannot be combined: Duellist chess beside another condition is not "
            "supported @1");
  EXPECT_EQ(combination_error({"FuddledMen", "Madrasi"}),
            "'FuddledMen' and 'Madrasi' cannot be combined: FuddledMen beside another condition is not supported @1");
  EXPECT_EQ(combination_error({"BrunnerChess", "Madrasi"}),
            "'BrunnerChess' and 'Madrasi' cannot be combined: Brunner chess beside another condition is not supported "
            "@1");
}

// MAFF and OWU are each played alone.
TEST(ConditionCombination, MaffAndOwuArePlayedAlone) {
  EXPECT_EQ(combination_error({"MAFF", "Madrasi"}),
            "'MAFF' and 'Madrasi' cannot be combined: MAFF and OWU beside another condition are not supported @1");
  EXPECT_EQ(combination_error({"OWU", "MAFF"}),
            "'OWU' and 'MAFF' cannot be combined: MAFF and OWU beside another condition are not supported @1");
  EXPECT_EQ(combination_error({"NoCapture", "OWU"}),
            "'NoCapture' and 'OWU' cannot be combined: MAFF and OWU beside another condition are not supported @1");
}

// PointReflection is played beside Circe's rebirth places (not Equipollents,
// whose pawns step from their first rank), the mummers, Checkless chess and
// the NoCapture family only; it lends walks as Annan chess, which its row
// refuses beside it.
TEST(ConditionCombination, PointReflectionIsRefusedBesideConditionsNotBuiltForLentWalks) {
  expect_only_beside({"PointReflection"}, "PointReflection", with(PlainRestrictions, {"Circe"}),
                     with(CirceRebirthsApart, {"Circe Equipollents"}));
  EXPECT_EQ(combination_error({"PointReflection", "AnnanChess"}),
            "'PointReflection' and 'AnnanChess' cannot be combined: PointReflection beside this condition is not "
            "supported @1");
}

// Bolero and BoleroInverse are one family, played beside Checkless chess,
// the mummers and the NoCapture family only.
TEST(ConditionCombination, BoleroIsRefusedBesideOthers) {
  expect_only_beside({"BoleroInverse"}, "Bolero", PlainRestrictions);
  EXPECT_EQ(combination_error({"Bolero", "Circe"}),
            "'Bolero' and 'Circe' cannot be combined: Bolero beside this condition is not supported @1");
  EXPECT_EQ(combination_error({"Bolero", "BoleroInverse"}),
            "'Bolero' and 'BoleroInverse' cannot be combined: two variants of Bolero @1");
}

// Disparate is played beside Checkless chess, the mummers and the NoCapture
// family only.
TEST(ConditionCombination, DisparateIsRefusedBesideOthers) {
  expect_only_beside({"Disparate"}, "Disparate", PlainRestrictions);
  EXPECT_EQ(combination_error({"Make&Take", "Disparate"}),
            "'Make&TakeChess' and 'Disparate' cannot be combined: Make&Take beside this condition is not supported @1");
  EXPECT_EQ(combination_error({"Disparate", "Madrasi"}),
            "'Disparate' and 'Madrasi' cannot be combined: Disparate beside this condition is not supported @1");
}

// Bicolores is played beside Madrasi, the mummers and the NoCapture family only.
TEST(ConditionCombination, BicoloresIsRefusedBesideOthers) {
  expect_only_beside({"Bicolores"}, "Bicolores",
                     {"Madrasi", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"});
  EXPECT_EQ(combination_error({"Bicolores", "Circe"}),
            "'Bicolores' and 'Circe' cannot be combined: Bicolores beside this condition is not supported @1");
}

// Played alone: Messigny chess, LeseMajeste, Sentinelles, Geneva chess,
// SuperGuards and AntiGuards (one family), ImmunChess, Ghost chess and
// Haunted chess (one family), Volage and Hypervolage (one family).
TEST(ConditionCombination, ConditionsPlayedAloneAreRefusedBesideOthers) {
  for (const auto& [keyword, family] :
       {std::pair{"MessignyChess", "MessignyChess"}, std::pair{"LeseMajeste", "LeseMajeste"},
        std::pair{"Sentinelles", "Sentinelles"}, std::pair{"GenevaChess", "GenevaChess"},
        std::pair{"AntiGuards", "SuperGuards"}, std::pair{"ImmunChess", "ImmunChess"},
        std::pair{"GhostChess", "GhostChess"}, std::pair{"HauntedChess", "GhostChess"}, std::pair{"Volage", "Volage"},
        std::pair{"Hypervolage", "Volage"}})
    expect_only_beside({keyword}, family, {});
  EXPECT_EQ(combination_error({"Circe", "MessignyChess"}),
            "'Circe' and 'MessignyChess' cannot be combined: Messigny chess beside another condition is not supported "
            "@1");
  EXPECT_EQ(combination_error({"Madrasi", "LeseMajeste"}),
            "'Madrasi' and 'LeseMajeste' cannot be combined: LeseMajeste beside another condition is not supported @1");
  EXPECT_EQ(combination_error({"Circe", "Sentinelles"}),
            "'Circe' and 'Sentinelles' cannot be combined: Sentinelles beside another condition is not supported @1");
  EXPECT_EQ(
      combination_error({"Madrasi", "GenevaChess"}),
      "'Madrasi' and 'GenevaChess' cannot be combined: Geneva chess beside another condition is not supported @1");
  EXPECT_EQ(combination_error({"AnnanChess", "SuperGuards"}),
            "'AnnanChess' and 'SuperGuards' cannot be combined: SuperGuards and AntiGuards beside another condition "
            "are not supported @1");
  EXPECT_EQ(combination_error({"SuperGuards", "AntiGuards"}),
            "'SuperGuards' and 'AntiGuards' cannot be combined: two variants of SuperGuards @1");
  EXPECT_EQ(combination_error({"Circe", "ImmunChess"}),
            "'Circe' and 'ImmunChess' cannot be combined: ImmunChess beside another condition is not supported @1");
  EXPECT_EQ(combination_error({"GhostChess", "Madrasi"}),
            "'GhostChess' and 'Madrasi' cannot be combined: Ghost chess and Haunted chess beside another condition "
            "are not supported @1");
  EXPECT_EQ(combination_error({"GhostChess", "HauntedChess"}),
            "'GhostChess' and 'HauntedChess' cannot be combined: two variants of GhostChess @1");
  EXPECT_EQ(combination_error({"Volage", "Circe"}),
            "'Volage' and 'Circe' cannot be combined: Volage and Hypervolage beside another condition are not "
            "supported @1");
  EXPECT_EQ(combination_error({"Volage", "Hypervolage"}),
            "'Volage' and 'Hypervolage' cannot be combined: two variants of Volage @1");
}

// Frankfurt chess, Danger Circe, MultiCaptures, CAST chess and Influencer
// (one row) are played beside Checkless chess and the mummers only, and so
// not beside each other.
TEST(ConditionCombination, FrankfurtDangerCirceMultiCapturesCastAndInfluencerAreRefusedBesideOthers) {
  const std::vector<std::string_view> beside{"ChecklessChess", "BlackMummer", "WhiteMummer"};
  expect_only_beside({"FrankfurtChess"}, "FrankfurtChess", beside);
  expect_only_beside({"DangerCirce"}, "DangerCirce", beside);
  expect_only_beside({"MultiCaptures"}, "MultiCaptures", beside);
  expect_only_beside({"CASTChess", "Inverse"}, "CASTChess", beside);
  expect_only_beside({"Influencer"}, "Influencer", beside);
  const std::string why =
      "Frankfurt chess, Danger Circe, MultiCaptures, CAST chess and Influencer beside a condition other than "
      "Checkless chess and the mummers are not supported @1";
  EXPECT_EQ(combination_error({"FrankfurtChess", "Circe"}), "'FrankfurtChess' and 'Circe' cannot be combined: " + why);
  EXPECT_EQ(combination_error({"Madrasi", "DangerCirce"}), "'Madrasi' and 'DangerCirce' cannot be combined: " + why);
  EXPECT_EQ(combination_error({"CASTChess", "MultiCaptures"}),
            "'CASTChess' and 'MultiCaptures' cannot be combined: " + why);
  EXPECT_EQ(combination_error({"AntiCirce", "Influencer"}), "'AntiCirce' and 'Influencer' cannot be combined: " + why);
  EXPECT_EQ(combination_error({"MultiCaptures", "ChecklessChess"}), "accepted");
}

// RexInclusive is one word in every spelling Popeye reads, after each
// condition that takes it (ConditionWords::accept_rex_inclusive): any
// beginning from "RexI" on ("madr rexi": Popeye's BEISPIEL/bgl.inp).
TEST(ConditionWords, RexInclusiveInEverySpelling) {
  for (const char* spelling : {"RexInclusive", "RexInclusiv", "RexInklusive", "RexInkl", "RexIncl", "RexInclus",
                               "RexInclusif", "rexi", "REXINK"}) {
    EXPECT_EQ(names_in_force({"GenevaChess", spelling}), Names{"GenevaChess RexInclusive"}) << spelling;
    EXPECT_EQ(names_in_force({"ImmunChess", spelling}), Names{"ImmunChess RexInclusive"}) << spelling;
    EXPECT_EQ(names_in_force({"Madrasi", spelling}), Names{"Madrasi RexInclusive"}) << spelling;
  }
  EXPECT_EQ(names_in_force({"Madrasi", "RI"}), Names{"Madrasi RexInclusive"});
}

// Exclusive chess is played beside Checkless chess and Circe only.
TEST(ConditionCombination, ExclusiveChessIsPlayedBesideChecklessAndCirceOnly) {
  EXPECT_EQ(combination_error({"ExclusiveChess", "Madrasi"}),
            "'ExclusiveChess' and 'Madrasi' cannot be combined: Exclusive chess beside this condition is not "
            "supported @1");
  EXPECT_EQ(combination_error({"BlackMaximummer", "ExclusiveChess"}),
            "'BlackMaximummer' and 'ExclusiveChess' cannot be combined: Exclusive chess beside this condition is not "
            "supported @1");
  EXPECT_EQ(combination_error({"ChecklessChess", "ExclusiveChess"}), "accepted");
  EXPECT_EQ(combination_error({"ExclusiveChess", "SuperCirce"}), "accepted");
  EXPECT_EQ(combination_error({"ExclusiveChess", "ImmunChess"}),
            "'ExclusiveChess' and 'ImmunChess' cannot be combined: Exclusive chess beside this condition is not "
            "supported @1");
}

// Castling chess and Rokagogo are played alone.
TEST(ConditionCombination, CastlingChessIsPlayedAlone) {
  EXPECT_EQ(combination_error({"CastlingChess", "Madrasi"}),
            "'CastlingChess' and 'Madrasi' cannot be combined: Castling chess beside another condition is not "
            "supported @1");
  EXPECT_EQ(combination_error({"Circe", "Rokagogo"}),
            "'Circe' and 'Rokagogo' cannot be combined: Castling chess beside another condition is not supported @1");
  EXPECT_EQ(combination_error({"Rokagogo", "CastlingChess"}),
            "'Rokagogo' and 'CastlingChess' cannot be combined: two variants of CastlingChess @1");
}

// Anda and AndaInverse are played beside Circe only.
TEST(ConditionCombination, AndaIsPlayedBesideCirceOnly) {
  EXPECT_EQ(combination_error({"Anda", "Madrasi"}),
            "'Anda' and 'Madrasi' cannot be combined: Anda beside this condition is not supported @1");
  EXPECT_EQ(combination_error({"AntiCirce", "AndaInverse"}),
            "'AntiCirce' and 'AndaInverse' cannot be combined: Anda beside this condition is not supported @1");
  EXPECT_EQ(combination_error({"Anda", "Circe"}), "accepted");
  EXPECT_EQ(combination_error({"Anda", "AndaInverse"}),
            "'Anda' and 'AndaInverse' cannot be combined: two variants of Anda @1");
}

// Monochrome and Bichrome chess are played beside each other and the mummers only.
TEST(ConditionCombination, ChromaticChessIsPlayedBesideEachOtherAndTheMummersOnly) {
  EXPECT_EQ(combination_error({"MonochromChess", "Madrasi"}),
            "'MonochromChess' and 'Madrasi' cannot be combined: Monochrome and Bichrome chess beside another "
            "condition are not supported @1");
  EXPECT_EQ(combination_error({"MonochromChess", "BichromChess"}), "accepted");
  EXPECT_EQ(combination_error({"WhiteMaximummer", "BichromChess"}), "accepted");
}

// HalfInChess, AllInChess and MainlyInChess are played alone.
TEST(ConditionCombination, InChessIsPlayedAlone) {
  EXPECT_EQ(combination_error({"AllInChess", "Circe"}),
            "'AllInChess' and 'Circe' cannot be combined: HalfInChess, AllInChess and MainlyInChess beside another "
            "condition are not supported @1");
  EXPECT_EQ(combination_error({"HalfInChess", "MainlyInChess"}),
            "'HalfInChess' and 'MainlyInChess' cannot be combined: two variants of InChess @1");
}

// Bicaptures is played alone.
TEST(ConditionCombination, BicapturesIsPlayedAlone) {
  EXPECT_EQ(combination_error({"Bicaptures", "Circe"}),
            "'Bicaptures' and 'Circe' cannot be combined: Bicaptures beside another condition is not supported @1");
  EXPECT_EQ(combination_error({"Madrasi", "Bicaptures"}),
            "'Madrasi' and 'Bicaptures' cannot be combined: Bicaptures beside another condition is not supported @1");
}

// Alphabetic chess is both sides' mummer: beside any side's mummer it is two.
TEST(ConditionCombination, AlphabeticChessIsBothSidesMummer) {
  EXPECT_EQ(combination_error({"AlphabeticChess", "BlackMaximummer"}),
            "'AlphabeticChess' and 'BlackMaximummer' cannot be combined: one mummer per side @1");
  EXPECT_EQ(combination_error({"WhiteMaxDister", "a1h8", "AlphabeticChess"}),
            "'WhiteMaxDister a1 h8' and 'AlphabeticChess' cannot be combined: one mummer per side @2");
  EXPECT_EQ(combination_error({"WhiteAlphabeticChess", "BlackMaximummer"}), "accepted");
  EXPECT_EQ(combination_error({"WhiteAlphabeticChess", "WhiteMaximummer"}),
            "'WhiteAlphabeticChess' and 'WhiteMaximummer' cannot be combined: two variants of WhiteMummer @1");
}

// The movers that follow the last move keep it in the tally, as BGL and the Disters keep theirs.
TEST(ConditionCombination, LastMoveFollowersExcludeBglAndDisters) {
  const std::string reason = "a rule that follows the last move beside BGL or a Dister is not supported";
  EXPECT_EQ(combination_error({"BlackSynchronMover", "BGL", "4"}),
            "'BlackSynchronMover' and 'BGL 4' cannot be combined: " + reason + " @1");
  EXPECT_EQ(combination_error({"WhiteMaxDister", "a1h8", "BlackFollowMyLeader"}),
            "'WhiteMaxDister a1 h8' and 'BlackFollowMyLeader' cannot be combined: " + reason + " @2");
  EXPECT_EQ(combination_error({"BlackSynchronMover", "WhiteAntiSynchronMover"}), "accepted");
  EXPECT_EQ(combination_error({"BlackSynchronMover", "Circe"}), "accepted");
}

// Maximummer without a side is the mummer of the stipulation's side: beside
// any side's mummer it may be one too many.
TEST(ConditionCombination, MaximummerWithoutASideIsAMummer) {
  EXPECT_EQ(combination_error({"Maximummer", "WhiteMaximummer"}),
            "'Maximummer' and 'WhiteMaximummer' cannot be combined: one mummer per side @1");
  EXPECT_EQ(combination_error({"Maximummer", "BlackMinimummer"}),
            "'Maximummer' and 'BlackMinimummer' cannot be combined: one mummer per side @1");
  EXPECT_EQ(combination_error({"AlphabeticChess", "Maximummer"}),
            "'AlphabeticChess' and 'Maximummer' cannot be combined: one mummer per side @1");
  EXPECT_EQ(combination_error({"Maximummer", "Circe"}), "accepted");
  EXPECT_EQ(combination_error({"UltraSchachZwang", "AntiCirce"}), "accepted");
  EXPECT_NE(combination_error({"UltraSchachZwang", "Madrasi"}).find("UltraSchachZwang beside this condition"),
            std::string::npos);
}

// Pepo is played alone.
TEST(ConditionCombination, PepoIsPlayedAlone) {
  EXPECT_EQ(combination_error({"Pepo", "Circe"}),
            "'Pepo' and 'Circe' cannot be combined: Pepo beside another condition is not supported @1");
  EXPECT_EQ(combination_error({"Madrasi", "Pepo"}),
            "'Madrasi' and 'Pepo' cannot be combined: Pepo beside another condition is not supported @1");
}

// Oscillating kings are played beside each other and the NoCapture family only.
TEST(ConditionCombination, OscillatingKingsStandBesideEachOtherAndTheNoCaptureFamilyOnly) {
  expect_only_beside({"BlackOscillatingKings", "TypeB"}, "BlackOscillatingKings",
                     {"WhiteOscillatingKings", "NoCapture", "NoWhiteCapture", "NoBlackCapture"});
  EXPECT_EQ(combination_error({"BlackOscillatingKings", "WhiteOscillatingKings", "TypeB"}), "accepted");
}

// Provocation chess is played alone.
TEST(ConditionCombination, ProvocationChessIsPlayedAlone) {
  expect_only_beside({"ProvocationChess"}, "ProvocationChess", {});
  EXPECT_EQ(combination_error({"ProvocationChess", "Circe"}),
            "'ProvocationChess' and 'Circe' cannot be combined: Provocation chess beside another condition is not "
            "supported @1");
}

// Lost pieces are played beside Circe's plain rebirths (AntiCirce's too) and
// the Maximummers only.
TEST(ConditionCombination, LostPiecesStandBesideCirceAndTheMaximummersOnly) {
  const std::string reason = "LostPieces beside this condition is not supported @1";
  EXPECT_EQ(names_in_force({"LostPieces", "AntiCirce"}), (Names{"LostPieces", "AntiCirce"}));
  EXPECT_EQ(names_in_force({"LostPieces", "Circe"}), (Names{"LostPieces", "Circe"}));
  EXPECT_EQ(names_in_force({"LostPieces", "BlackMaximummer"}), (Names{"LostPieces", "BlackMaximummer"}));
  EXPECT_EQ(names_in_force({"WhiteMaximummer", "LostPieces"}), (Names{"WhiteMaximummer", "LostPieces"}));
  EXPECT_EQ(combination_error({"LostPieces", "Madrasi"}), "'LostPieces' and 'Madrasi' cannot be combined: " + reason);
  EXPECT_EQ(combination_error({"LostPieces", "Circe", "Cage"}),
            "'LostPieces' and 'Circe Cage' cannot be combined: " + reason);
  EXPECT_EQ(combination_error({"LostPieces", "BlackMinimummer"}),
            "'LostPieces' and 'BlackMinimummer' cannot be combined: " + reason);
  EXPECT_NE(combination_error({"LostPieces", "BlackMaximummer", "exact"}).find("cannot be combined"),
            std::string::npos);
}

// Back home is played alone.
TEST(ConditionCombination, BackHomeIsPlayedAlone) {
  expect_only_beside({"BackHome"}, "BackHome", {});
  EXPECT_EQ(combination_error({"BackHome", "Madrasi"}),
            "'BackHome' and 'Madrasi' cannot be combined: BackHome beside another condition is not supported @1");
}

}  // namespace
}  // namespace feerie
