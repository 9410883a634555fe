#include "io/condition_reader.h"

#include <algorithm>
#include <cctype>

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

// Words after which a chameleon sequence may follow.
bool starts_chameleon_sequence(const std::string& word) {
  for (const char* name : {"Chameleon", "Chamaeleon", "ChameleonCirce", "ChamaeleonCirce", "CirceCameleon"})
    if (equal_ignoring_case(word, name)) return true;
  return false;
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
  while (!cursor.tokens.done() &&
         (!cursor.at_keyword(ends) || (!tokens.empty() && takes_next_word(tokens.back().text)) ||
          (in_sequence && is_piece_code_word(cursor.tokens.peek()->text)))) {
    tokens.push_back(cursor.tokens.take());
    const std::string& text = tokens.back().text;
    in_sequence = starts_chameleon_sequence(text) || (in_sequence && is_piece_code_word(text));
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
