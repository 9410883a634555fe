// Keywords of Popeye's input language in English, German and French. A keyword
// may be abbreviated to any prefix that no other keyword of its table shares;
// case never matters.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/language.h"

namespace feerie {

enum class Keyword {
  // Problem section.
  Remark,
  Author,
  Origin,
  Pieces,
  Condition,
  Option,
  Stipulation,
  StructuredStipulation,
  Protocol,
  Title,
  Award,
  Forsyth,
  // Ends of a twin or a problem.
  Twin,
  ZeroPosition,
  EndProblem,
  NextProblem,
  // Twinnings.
  Move,
  Exchange,
  Add,
  Remove,
  Continued,
  Rotate,
  Mirror,
  Shift,
  PolishType,
  Substitute,
  // Sides.
  White,
  Black,
  Neutral,
  // Piece attributes.
  Royal,
  Chameleon,
  Kamikaze,
  Paralysing,
  Functionary,
  Uncapturable,
  HalfNeutral,
  HurdleColourChanging,
  Bul,
  Dob,
  // Options.
  Defence,
  SetPlay,
  WhiteToPlay,
  Variation,
  MoveNumbers,
  StartMoveNumber,
  Duplex,
  Threat,
  NoThreat,
  NonTrivial,
  Try,
  MaxSolutions,
  EnPassant,
  NoBoard,
  NoWhiteKing,
  NoBlackKing,
  NoShortVariations,
  HalfDuplex,
  Intelligent,
  MaxTime,
  NoCastling,
  CastlingMutuallyExclusive,
  UpToMoveNumber,
  PostKeyPlay,
  GoalIsEnd,
  Quodlibet,
  StopOnShortSolutions,
  KeepMatingPiece,
  // A keyword Popeye knows and Feerie does not implement: listed so that
  // abbreviations stay as unique as in Popeye and the error names it.
  Unsupported,
};

// Which table a token is looked up in: a prefix need only be unique there.
enum class KeywordTable { Section, ProblemEnd, Twinning, Side, Attribute, Option };

struct KeywordMatch {
  enum class Status { Found, Unknown, Ambiguous } status = Status::Unknown;
  Keyword keyword = Keyword::Remark;
  std::string name;                     // the keyword found, as spelt in the table
  std::vector<std::string> candidates;  // the keywords an ambiguous token could mean
};

KeywordMatch match_keyword(KeywordTable table, LanguageId language, std::string_view token);
// Shorthand: the keyword when the match is unique, else nothing.
std::optional<Keyword> find_keyword(KeywordTable table, LanguageId language, std::string_view token);
// The keyword as written in the language (for output and for error messages).
std::string keyword_name(Keyword keyword, LanguageId language);
// The language whose begin-of-problem keyword the token abbreviates.
std::optional<LanguageId> detect_language(std::string_view token);

}  // namespace feerie
