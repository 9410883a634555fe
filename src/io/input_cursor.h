// Shared by the readers of Popeye's input language: the token stream, the
// language of the problem, and the tests for "does a new section begin here".
#pragma once

#include <initializer_list>
#include <string>

#include "io/keywords.h"
#include "io/tokenizer.h"

namespace feerie {

class InputCursor {
 public:
  InputCursor(Tokenizer& tokens, LanguageId language) : tokens(tokens), language(language) {}

  // Does the next token name a keyword of one of these tables (uniquely)?
  bool at_keyword(std::initializer_list<KeywordTable> tables);
  // "found <next token>, expected <what>" at the next token.
  InputError error_here(const std::string& expected);
  // Takes the next token; at the end of the input throws "expected <what>".
  Token take(const std::string& expected);
  // A whole number token, or an error naming what it was for.
  int take_number(const std::string& what);

  Tokenizer& tokens;
  LanguageId language;
};

}  // namespace feerie
