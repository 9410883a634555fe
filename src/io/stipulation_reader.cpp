#include "io/stipulation_reader.h"

#include <cctype>

#include "io/structured_forms.h"

namespace feerie {

Stipulation take_stipulation(InputCursor& cursor) {
  const Token token = cursor.take("a stipulation");
  std::string error;
  if (auto stipulation = parse_stipulation(token.text, error)) return *stipulation;
  // A word without its number of moves may be followed by the number.
  const auto& next = cursor.tokens.peek();
  if (next && std::isdigit(static_cast<unsigned char>(next->text.front()))) {
    std::string ignored;
    if (auto stipulation = parse_stipulation(token.text + next->text, ignored)) {
      cursor.tokens.take();
      return *stipulation;
    }
  }
  throw InputError(token.line, token.column, error);
}

Stipulation take_structured_stipulation(InputCursor& cursor) {
  const std::optional<Token> at = cursor.tokens.peek();
  const StructuredStipulation structured = read_structured_stipulation(cursor.tokens, cursor.language);
  std::string error;
  if (auto stipulation = stipulation_of(structured, cursor.language, error)) return *stipulation;
  throw InputError(at->line, at->column, error);
}

}  // namespace feerie
