#include "io/condition_reader.h"

#include <algorithm>
#include <cctype>

#include "core/piece_catalogue.h"
#include "core/words.h"
#include "io/condition_names.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Popeye's abbreviations: a unique prefix of a condition name of the language.
ConditionNameResolver popeye_names(LanguageId language) {
  return [language](const std::string& word) {
    const ConditionNameMatch match = match_condition_name(language, word);
    if (match.status == ConditionNameMatch::Status::Ambiguous) {
      std::string names;
      for (const std::string& name : match.candidates) names += (names.empty() ? "" : ", ") + name;
      throw ConditionError("'" + word + "' is an ambiguous condition (" + names + ")");
    }
    return match.name;
  };
}

// Whether `word` names (or abbreviates, in `language`) a condition whose
// keyword Popeye follows by piece codes (Vaulting kings' vaulters).
bool starts_piece_codes(const std::string& word, LanguageId language) {
  if (takes_piece_codes(word)) return true;
  const ConditionNameMatch match = match_condition_name(language, word);
  return match.status == ConditionNameMatch::Status::Found && takes_piece_codes(match.name);
}

// A piece's code: one or two letters.
bool is_piece_code_word(const std::string& word) {
  return !word.empty() && word.size() <= 2 &&
         std::all_of(word.begin(), word.end(), [](unsigned char c) { return std::isalpha(c); });
}

}  // namespace

std::vector<std::string> read_condition_words(InputCursor& cursor, std::initializer_list<KeywordTable> ends,
                                              const std::vector<std::string>& before) {
  if (cursor.tokens.done() || cursor.at_keyword(ends)) throw cursor.error_here("a condition");
  std::vector<Token> tokens;
  // A chameleon sequence's piece codes are read as such, though a code may
  // also abbreviate a keyword ("Chameleon Q S B R": R, Remark).
  bool in_sequence = false;
  // Piece codes after a condition that takes them are read in the problem's
  // language and handed on in English, as the registry reads them.
  const int language = static_cast<int>(cursor.language);
  bool in_codes = false, last_code = false;
  const auto piece_code_next = [&] {
    return piece_type_with_code(language, cursor.tokens.peek()->text) != PieceType::None;
  };
  while (!cursor.tokens.done() &&
         (!cursor.at_keyword(ends) || (!tokens.empty() && !last_code && takes_next_word(tokens.back().text)) ||
          (in_sequence && is_piece_code_word(cursor.tokens.peek()->text)) || (in_codes && piece_code_next()))) {
    const bool code = in_codes && piece_code_next();
    tokens.push_back(cursor.tokens.take());
    std::string& text = tokens.back().text;
    in_sequence = takes_chameleon_sequence(text) || (in_sequence && is_piece_code_word(text));
    if (code) text = kind_of(piece_type_with_code(language, text)).codes[0];
    in_codes = code || starts_piece_codes(text, cursor.language);
    last_code = code;
  }
  std::vector<std::string> all = before;
  for (const Token& token : tokens) all.push_back(token.text);
  try {
    Rules rules;
    all = add_conditions(all, rules, popeye_names(cursor.language));
  } catch (const ConditionError& error) {
    // The words before were accepted alone, so the fault lies among the new ones.
    const Token& at = tokens[error.word >= before.size() ? error.word - before.size() : 0];
    throw InputError(at.line, at.column, std::string("condition: ") + error.what());
  }
  return {all.begin() + static_cast<std::ptrdiff_t>(before.size()), all.end()};
}

}  // namespace feerie
