#include "io/language.h"

#include <sstream>

namespace feerie {

const Language& language(LanguageId id) {
  static const Language English{LanguageId::English,
                                " PSBRQK",
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
                                {}};
  static const Language German{LanguageId::German,
                               " BSLTDK",
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
                               {{"EiffelChess", "EiffelSchach"},
                                {"Strict", "Strikt"},
                                {"RexInclusive", "RexInklusive"},
                                {"Cage", "Kaefig"},
                                {"TypeB", "TypB"}}};
  static const Language French{LanguageId::French,
                               " PCFTDR",
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
                               {{"EiffelChess", "EchecsEiffel"}, {"Strict", "Stricte"}}};
  switch (id) {
    case LanguageId::German: return German;
    case LanguageId::French: return French;
    case LanguageId::English: break;
  }
  return English;
}

std::string Language::condition_name(const std::string& english) const {
  if (condition_words.empty()) return english;
  // Word by word, keeping the spacing (Popeye pads some modifiers).
  std::string result;
  std::string word;
  const auto flush = [&] {
    for (const auto& [from, to] : condition_words)
      if (word == from) word = to;
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
