#include "io/language.h"

#include <cctype>
#include <sstream>

#include "core/piece_catalogue.h"
#include "io/condition_names.h"
#include "io/keywords.h"
#include "rules/circe/variant_words.h"
#include "rules/registry.h"

namespace feerie {

const Language& language(LanguageId id) {
  static const Language English{LanguageId::English,
                                "wb",
                                "threat:",
                                "zugzwang.",
                                "but",
                                "refutes.",
                                "GoalIsEnd not applicable - ignored",
                                "Quodlibet not applicable - ignored",
                                "PostKeyPlay not applicable - ignored",
                                "Option  StopOnShortSolutions  not supported with direct play.",
                                "solution finished.",
                                "solving interrupted.",
                                "Partial solution",
                                "Time",
                                "SetPlay not applicable - ignored",
                                "StartMoveNumber or UpToMoveNumber incompatible with the stipulation",
                                "Option \"Threat\" not applicable or indicated maximum threat length too big",
                                {}};
  static const Language German{LanguageId::German,
                               "ws",
                               "Drohung:",
                               "Zugzwang.",
                               "Aber",
                               "Widerlegt.",
                               "ZielIstEnde nicht anwendbar - ignoriert",
                               "Quodlibet nicht anwendbar - ignoriert",
                               "NachSchluessel nicht anwendbar - ignoriert",
                               "Option  StopNachKurzloesungen  nicht unterstuetzt im direkten Spiel.",
                               "Loesung beendet.",
                               "Bearbeitung abgebrochen.",
                               "Partielle Loesung",
                               "Zeit",
                               "Satzspiel nicht anwendbar - ignoriert",
                               "StartZugnummer oder BisZugnummer inkompatibel mit der Forderung",
                               "Option \"Drohung\" nicht anwendbar order maximale Laenge der Drohung zu gross",
                               {{"Type1", "Typ1"},
                                {"Type2", "Typ2"},
                                {"Type3", "Typ3"},
                                {"TypeB", "TypB"},
                                {"TypeC", "TypC"},
                                {"TypeD", "TypD"},
                                {"Adverse", "Advers"},
                                {"Chromatic", "Chromatisch"},
                                {"exact", "exakt"},
                                {"ultra", "Ultra"},
                                {"Inverse", "Invers"}}};
  static const Language French{LanguageId::French,
                               "bn",
                               "menace:",
                               "blocus.",
                               "mais",
                               "Refute.",
                               "ButEstFin pas applicable - ignore",
                               "Quodlibet pas applicable - ignore",
                               "ApresCle pas applicable - ignore",
                               "L'option  FinApresSolutionsCourtes  n'est pas soutenu au jeu direct.",
                               "solution terminee.",
                               "solution interrompue.",
                               "solution partielle",
                               "Temps",
                               "Apparent pas applicable - ignore",
                               "Enroute ou JusquAuCoup incompatible avec l'enonce",
                               "Option \"menace\" pas applicable ou longueur maximale de la menace trop grande",
                               {{"Chromatic", "Chromatique"}, {"Inverse", "Invverse"}}};
  switch (id) {
    case LanguageId::German: return German;
    case LanguageId::French: return French;
    case LanguageId::English: break;
  }
  return English;
}

std::string Language::piece_code(PieceType type) const {
  std::string code(kind_of(type).codes[static_cast<int>(id)]);
  for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return code;
}

namespace {

// An attribute's letters as Popeye writes them before a piece: the capitals
// of its name in the language, in lower case ("HalbNeutral": "hn",
// "Imprenable": "i").
std::string capitals_of(std::string_view name) {
  std::string letters;
  for (const char c : name)
    if (std::isupper(static_cast<unsigned char>(c))) letters += static_cast<char>(std::tolower(c));
  return letters;
}

}  // namespace

std::string Language::attribute_letters(Piece piece) const {
  std::string letters = piece.neutral ? "n" : "";
  // Popeye's order of the attributes.
  if (piece.royal) letters += capitals_of(keyword_name(Keyword::Royal, id));
  if (piece.kamikaze) letters += 'k';
  if (piece.paralysing) letters += capitals_of(keyword_name(Keyword::Paralysing, id));
  if (piece.chameleon) letters += 'c';
  if (piece.functionary) letters += capitals_of(keyword_name(Keyword::Functionary, id));
  if (piece.half_neutral) letters += capitals_of(keyword_name(Keyword::HalfNeutral, id));
  if (piece.hurdle_rules & HurdleRule::ColourChanging)
    letters += capitals_of(keyword_name(Keyword::HurdleColourChanging, id));
  if (piece.uncapturable) letters += capitals_of(keyword_name(Keyword::Uncapturable, id));
  if (piece.hurdle_rules & HurdleRule::Bul) letters += capitals_of(keyword_name(Keyword::Bul, id));
  if (piece.hurdle_rules & HurdleRule::Dob) letters += capitals_of(keyword_name(Keyword::Dob, id));
  return letters;
}

std::string Language::piece_text(Piece piece) const {
  std::string text(1, letter(piece));
  Piece coloured = piece;  // the colour letter says neutral
  coloured.neutral = false;
  text += attribute_letters(coloured);
  return text + piece_code(piece.type);
}

std::string Language::condition_name(const std::string& english) const {
  if (id == LanguageId::English) return english;
  // Word by word, keeping the spacing (Popeye pads some modifiers): a
  // condition's name and a Circe variant as Popeye spells them, other words
  // from condition_words.
  const std::size_t column = id == LanguageId::German ? 1 : 2;
  std::string result;
  std::string word;
  // The piece codes after a keyword that takes them (Football's bench, the
  // Vaulting kings' vaulters) are written in the language's letters.
  bool codes_follow = takes_piece_codes(english.substr(0, english.find(' ')));
  // A word after the first that is both a condition and a Circe variant is
  // the variant ("Circe PWC": "Circe Platzwechsel").
  const auto translate = [&](std::string& text) {
    const std::string_view variant = circe_variant_spelling(text, column);
    if (!result.empty() && !variant.empty()) {
      text = variant;
      return;
    }
    if (const std::string name = condition_name_spelling(id, text); !name.empty()) {
      text = name;
      return;
    }
    if (!variant.empty()) {
      text = variant;
      return;
    }
    for (const auto& [from, to] : condition_words)
      if (text == from) text = to;
  };
  const auto flush = [&] {
    // A chameleon sequence ("Q->S->B->R->Q") is written in the language's letters.
    if (word.find("->") != std::string::npos) {
      std::string letters;
      for (std::size_t start = 0; start <= word.size();) {
        const std::size_t arrow = std::min(word.find("->", start), word.size());
        const PieceType type = piece_type_with_code(0, word.substr(start, arrow - start));
        letters +=
            (start ? "->" : "") + (type == PieceType::None ? word.substr(start, arrow - start) : piece_code(type));
        start = arrow + 2;
      }
      result += letters;
      word.clear();
      return;
    }
    // A piece before a hyphen ("S-KoeKo") is written in the language's letters.
    const std::size_t hyphen = word.find('-');
    std::string piece = hyphen == std::string::npos ? "" : word.substr(0, hyphen);
    const PieceType type = piece.empty() ? PieceType::None : piece_type_with_code(0, piece);
    if (type != PieceType::None) {
      std::string rest = word.substr(hyphen + 1);
      translate(rest);
      word = piece_code(type) + "-" + rest;
    } else if (const PieceType code = codes_follow && !result.empty() ? piece_type_with_code(0, word) : PieceType::None;
               code != PieceType::None) {
      word = piece_code(code);
    } else {
      // After a word that takes piece codes (the Circe variant April) come codes.
      codes_follow = codes_follow || takes_piece_codes(word);
      translate(word);
    }
    result += word;
    word.clear();
  };
  for (const char c : english) {
    if (c == ' ') {
      flush();
      result += c;
    } else {
      word += c;
    }
  }
  flush();
  return result;
}

}  // namespace feerie
