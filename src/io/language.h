// The words of Popeye's output in the language of the input (English, German
// or French): piece letters and the fixed words of the solution.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/types.h"

namespace feerie {

enum class LanguageId { English, German, French };

// The spelling in `language` of a row of one of Popeye's word tables (a
// struct with the members english, german and french).
template <typename Row>
const char* spelled_in(const Row& row, LanguageId language) {
  switch (language) {
    case LanguageId::German: return row.german;
    case LanguageId::French: return row.french;
    case LanguageId::English: break;
  }
  return row.english;
}

struct Language {
  LanguageId id = LanguageId::English;
  std::string sides;                 // letters for White, Black in effects ("[+bBd8]", German "[+sLf8]")
  std::string threat;                // "threat:"
  std::string zugzwang;              // "zugzwang."
  std::string but;                   // "but"
  std::string refutes;               // "refutes." (option PostKeyPlay: a defence that beats the key)
  std::string goal_is_end_ignored;   // "GoalIsEnd not applicable - ignored"
  std::string quodlibet_ignored;     // "Quodlibet not applicable - ignored"
  std::string post_key_ignored;      // "PostKeyPlay not applicable - ignored"
  std::string stop_on_short_direct;  // "Option  StopOnShortSolutions  not supported with direct play."
  std::string finished;              // "solution finished."
  std::string interrupted;           // "solving interrupted."
  std::string partial;               // "Partial solution" (MaxSolutions reached)
  std::string time;                  // "Time"
  // Notes under the stipulation when an option cannot apply.
  std::string set_play_ignored;    // "SetPlay not applicable - ignored"
  std::string move_numbers_unfit;  // "StartMoveNumber or UpToMoveNumber incompatible with the stipulation"
  std::string threat_unfit;        // "Option \"Threat\" not applicable or indicated maximum threat length too big"
  // Words of condition names that this language writes otherwise and that
  // are neither a condition's name nor a Circe variant, which come from
  // Popeye's tables (io/condition_names.h, rules/circe/variant_words.h):
  // "TypeB" -> "TypB".
  std::vector<std::pair<std::string, std::string>> condition_words;

  // A piece type as Popeye writes it: its code in this language, upper case
  // ("R", "G", "CA"; German "T").
  std::string piece_code(PieceType type) const;
  char letter(Side side) const { return sides[index(side)]; }
  // A piece's colour letter: its side's, or 'n' for a neutral piece in every language.
  char letter(Piece piece) const { return piece.neutral ? 'n' : letter(piece.side); }
  // The letters a move's text writes before a piece's code: 'n' for a
  // neutral piece, then the Royal attribute's initial ('r', German 'k');
  // empty for the others.
  std::string attribute_letters(Piece piece) const;
  // A piece as effects and twins write it: colour, attribute and code ("wR",
  // German "sL", "bCA", "nP", "wrS").
  std::string piece_text(Piece piece) const;
  // A condition's name (Condition::name(), in English) in this language.
  std::string condition_name(const std::string& english) const;
};

const Language& language(LanguageId id);

}  // namespace feerie
