#include "io/input_cursor.h"

#include <algorithm>
#include <cctype>

namespace feerie {

bool InputCursor::at_keyword(std::initializer_list<KeywordTable> tables) {
  const auto& next = tokens.peek();
  if (!next) return false;
  for (const KeywordTable table : tables)
    if (find_keyword(table, language, next->text)) return true;
  return false;
}

InputError InputCursor::error_here(const std::string& expected) {
  return unexpected(tokens.peek(), tokens.line(), tokens.column(), expected);
}

Token InputCursor::take(const std::string& expected) {
  if (tokens.done()) throw error_here(expected);
  return tokens.take();
}

int InputCursor::take_number(const std::string& what) {
  const auto& next = tokens.peek();
  const bool digits = next && !next->text.empty() && next->text.size() <= 9 &&
                      std::all_of(next->text.begin(), next->text.end(),
                                  [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
  if (!digits) throw error_here("a number " + what);
  return std::stoi(tokens.take().text);
}

}  // namespace feerie
