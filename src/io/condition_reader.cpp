#include "io/condition_reader.h"

#include "rules/registry.h"

namespace feerie {

std::vector<std::string> read_condition_words(InputCursor& cursor, std::initializer_list<KeywordTable> ends) {
  if (cursor.tokens.done() || cursor.at_keyword(ends)) throw cursor.error_here("a condition");
  const Token first = *cursor.tokens.peek();
  std::vector<std::string> words;
  while (!cursor.tokens.done() && !cursor.at_keyword(ends)) words.push_back(cursor.tokens.take().text);
  try {
    Rules rules;
    add_conditions(words, rules);
  } catch (const ConditionError& error) {
    throw InputError(first.line, first.column, std::string("condition: ") + error.what());
  }
  return words;
}

}  // namespace feerie
