#include "io/language.h"

namespace feerie {

const Language& language(LanguageId id) {
  static const Language English{LanguageId::English, " PSBRQK", "wb", "threat:", "zugzwang.", "but",
                                "solution finished.", "solving interrupted.", "Time"};
  static const Language German{LanguageId::German, " BSLTDK", "ws", "Drohung:", "Zugzwang.", "Aber",
                               "Loesung beendet.", "Bearbeitung abgebrochen.", "Zeit"};
  static const Language French{LanguageId::French, " PCFTDR", "bn", "menace:", "blocus.", "mais",
                               "solution terminee.", "solution interrompue.", "Temps"};
  switch (id) {
    case LanguageId::German: return German;
    case LanguageId::French: return French;
    case LanguageId::English: break;
  }
  return English;
}

}  // namespace feerie
