// Splits Popeye input into whitespace-separated tokens that remember where
// they stand (line and column, both from 1) for error messages.
#pragma once

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace feerie {

struct Token {
  std::string text;
  int line = 0;
  int column = 0;
};

// `text` with every byte that is not printable ASCII written as \xNN, so
// that a message quoting the input shows a NUL, a control character or a
// stray byte instead of hiding it (or cutting the message at a NUL).
std::string printable(std::string_view text);

// A fault in the input, located at a token (or at the end of the input).
struct InputError : std::runtime_error {
  InputError(int line, int column, const std::string& message)
      : std::runtime_error(printable(message)), line(line), column(column) {}
  int line;
  int column;
};

// Supplies more input when the tokenizer has used all it holds: appends the
// next line (with its line end) to `text` and returns true, or returns false
// at the end of the input.
using MoreInput = std::function<bool(std::string& text)>;

class Tokenizer {
 public:
  explicit Tokenizer(std::string input) : input_(std::move(input)) {}
  // Input read line by line as the tokens are needed (standard input, so
  // that a problem is read, and solved, before the next one is typed).
  explicit Tokenizer(MoreInput more) : more_(std::move(more)) {}

  // The next token without consuming it; nothing at the end of the input.
  const std::optional<Token>& peek();
  Token take();  // throws InputError at the end of the input
  bool done() { return !peek().has_value(); }
  // The rest of the current line after the last token taken, without leading
  // blanks (title, author, ... lines are free text).
  std::string rest_of_line();
  // Where the input ends, for "found end of input" errors.
  int line() const { return line_; }
  int column() const { return column_; }

 private:
  void advance();
  void skip_separators();
  // True if a character stands at offset_, reading more input if needed.
  bool available();

  std::string input_;
  MoreInput more_;
  std::size_t offset_ = 0;
  int line_ = 1;
  int column_ = 1;
  std::optional<Token> next_;
  bool peeked_ = false;
  struct Mark {
    std::size_t offset = 0;
    int line = 1;
    int column = 1;
  } taken_end_;
};

// The error "found X, expected Y" at a token, or at the end of the input.
InputError unexpected(const std::optional<Token>& found, int end_line, int end_column, const std::string& expected);

}  // namespace feerie
