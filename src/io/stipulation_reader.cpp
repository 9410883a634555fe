#include "io/stipulation_reader.h"

#include <cctype>

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

}  // namespace feerie
