#include "io/tokenizer.h"

#include <algorithm>

namespace feerie {

namespace {

// Popeye separates tokens by blanks, tabs, line ends, ';' and ','.
bool is_separator(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == ','; }

}  // namespace

void Tokenizer::advance() {
  if (input_[offset_] == '\n') {
    ++line_;
    column_ = 1;
  } else {
    ++column_;
  }
  ++offset_;
}

bool Tokenizer::available() {
  while (offset_ >= input_.size()) {
    if (!more_) return false;
    // What lies before the last token taken is never read again.
    const std::size_t used = std::min(offset_, taken_end_.offset);
    input_.erase(0, used);
    offset_ -= used;
    taken_end_.offset -= used;
    if (!more_(input_)) return false;
  }
  return true;
}

void Tokenizer::skip_separators() {
  while (available() && is_separator(input_[offset_])) advance();
}

const std::optional<Token>& Tokenizer::peek() {
  if (peeked_) return next_;
  skip_separators();
  peeked_ = true;
  if (!available()) {
    next_.reset();
    return next_;
  }
  Token token{"", line_, column_};
  while (available() && !is_separator(input_[offset_])) {
    token.text += input_[offset_];
    advance();
  }
  next_ = std::move(token);
  return next_;
}

Token Tokenizer::take() {
  peek();
  if (!next_) throw InputError(line_, column_, "found the end of the input, expected more");
  peeked_ = false;
  taken_end_ = {offset_, line_, column_};
  return *std::move(next_);
}

std::string Tokenizer::rest_of_line() {
  // A token only peeked at may belong to the text: read from where the last
  // token taken ended.
  offset_ = taken_end_.offset;
  line_ = taken_end_.line;
  column_ = taken_end_.column;
  peeked_ = false;
  while (available() && (input_[offset_] == ' ' || input_[offset_] == '\t')) advance();
  std::string text;
  while (available() && input_[offset_] != '\n') {
    if (input_[offset_] != '\r') text += input_[offset_];
    advance();
  }
  taken_end_ = {offset_, line_, column_};
  return text;
}

std::string printable(std::string_view text) {
  static const char* const Digits = "0123456789ABCDEF";
  std::string result;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F) {
      result += c;
    } else {
      result += "\\x";
      result += Digits[byte >> 4];
      result += Digits[byte & 0xF];
    }
  }
  return result;
}

InputError unexpected(const std::optional<Token>& found, int end_line, int end_column, const std::string& expected) {
  if (!found) return InputError(end_line, end_column, "found the end of the input, expected " + expected);
  return InputError(found->line, found->column, "found '" + found->text + "', expected " + expected);
}

}  // namespace feerie
