#include "io/condition_reader.h"

#include "rules/registry.h"

namespace feerie {

std::vector<std::string> read_condition_words(InputCursor& cursor, std::initializer_list<KeywordTable> ends,
                                              const std::vector<std::string>& before) {
  if (cursor.tokens.done() || cursor.at_keyword(ends)) throw cursor.error_here("a condition");
  std::vector<Token> tokens;
  while (!cursor.tokens.done() && !cursor.at_keyword(ends)) tokens.push_back(cursor.tokens.take());
  std::vector<std::string> all = before;
  for (const Token& token : tokens) all.push_back(token.text);
  try {
    Rules rules;
    add_conditions(all, rules);
  } catch (const ConditionError& error) {
    // The words before were accepted alone, so the fault lies among the new ones.
    const Token& at = tokens[error.word >= before.size() ? error.word - before.size() : 0];
    throw InputError(at.line, at.column, std::string("condition: ") + error.what());
  }
  return {all.begin() + static_cast<std::ptrdiff_t>(before.size()), all.end()};
}

}  // namespace feerie
