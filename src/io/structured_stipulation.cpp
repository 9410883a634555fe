// The reader follows Popeye's: a recursive descent over the characters of
// the tokens, taking the next token only where the grammar allows a blank
// and the current token is used up. A token it looks at but does not use
// (the next keyword) stays in the tokenizer.
#include "io/structured_stipulation.h"

#include <cctype>

#include "solve/goal_symbol.h"

namespace feerie {

namespace {

class Reader {
 public:
  // Starts after the side's word, where an error at the end is reported.
  Reader(Tokenizer& tokens, const Token& side)
      : tokens_(tokens), text_(side.text), line_(side.line), column_(side.column), offset_(side.text.size()) {}

  StructuredNode expression();
  void finish();

 private:
  StructuredNode operand();
  StructuredNode branch();
  void forks(StructuredNode& branch, int slot);
  int length_number();

  // The character under the reader, or '\0' at the end of a token.
  char peek() const { return offset_ < text_.size() ? text_[offset_] : '\0'; }
  bool accept(char c);
  // Takes the token under the reader once a character of it is used.
  void use_token();
  void expect(char c, const std::string& what);
  // At the end of the token: look at the next one (without taking it yet).
  void skip_blanks();
  [[noreturn]] void fail(const std::string& expected) const;

  Tokenizer& tokens_;
  std::string text_;
  int line_ = 0;
  int column_ = 0;
  std::size_t offset_ = 0;
  bool taken_ = true;  // the token under the reader has been taken
};

void Reader::skip_blanks() {
  if (offset_ < text_.size() || !taken_) return;
  const auto& next = tokens_.peek();
  if (!next) return;
  text_ = next->text;
  line_ = next->line;
  column_ = next->column;
  offset_ = 0;
  taken_ = false;
}

void Reader::use_token() {
  if (taken_) return;
  tokens_.take();
  taken_ = true;
}

bool Reader::accept(char c) {
  if (peek() != c || c == '\0') return false;
  use_token();
  ++offset_;
  return true;
}

void Reader::expect(char c, const std::string& what) {
  if (!accept(c)) fail(what);
}

void Reader::fail(const std::string& expected) const {
  if (!taken_ || offset_ >= text_.size()) {
    const std::string found = taken_ ? "the end of the stipulation" : "'" + text_ + "'";
    throw InputError(line_, column_ + static_cast<int>(offset_),
                     "structured stipulation: found " + found + ", expected " + expected);
  }
  throw InputError(line_, column_ + static_cast<int>(offset_),
                   "structured stipulation: found '" + std::string(1, text_[offset_]) + "', expected " + expected);
}

void Reader::finish() {
  if (taken_ && offset_ < text_.size()) fail("the end of the stipulation");
}

StructuredNode Reader::expression() {
  StructuredNode left = operand();
  skip_blanks();
  StructuredNode result;
  if (accept('&'))
    result.kind = StructuredKind::And;
  else if (accept('|'))
    result.kind = StructuredKind::Or;
  else
    return left;
  result.operands.push_back(std::move(left));
  result.operands.push_back(expression());
  return result;
}

StructuredNode Reader::operand() {
  skip_blanks();
  StructuredNode result;
  if (accept('(')) {
    result = expression();
    skip_blanks();
    expect(')', "')'");
    return result;
  }
  if (accept('!') || accept('-')) {
    result.kind = text_[offset_ - 1] == '!' ? StructuredKind::Not : StructuredKind::Inverted;
    result.operands.push_back(operand());
    return result;
  }
  const char c = peek();
  if (std::isdigit(static_cast<unsigned char>(c)) && c != '0') return branch();
  // A goal; 00 (castling) begins with a digit but is no length.
  std::string_view rest = std::string_view(text_).substr(offset_);
  const std::size_t before = rest.size();
  std::string error;
  const auto goal = read_goal_symbol(rest, error);
  if (!goal) {
    if (!error.starts_with("expected a goal"))
      throw InputError(line_, column_ + static_cast<int>(offset_), "structured stipulation: " + error);
    fail("a goal (#, =, x, ...), a number of half-moves, '(', '!' or '-'");
  }
  if (goal->kind == GoalKind::ProofGame || goal->kind == GoalKind::AToB)
    throw InputError(line_, column_ + static_cast<int>(offset_),
                     "structured stipulation: the goal '" + goal_symbol(*goal) +
                         "' is not supported there (only in a stipulation: dia n, a=>b n)");
  use_token();
  offset_ += before - rest.size();
  result.kind = StructuredKind::Goal;
  result.goal = *goal;
  return result;
}

int Reader::length_number() {
  const std::size_t start = offset_;
  int value = 0;
  std::size_t digits = 0;
  while (std::isdigit(static_cast<unsigned char>(peek()))) {
    if (++digits > 4) fail("a number of half-moves below 10000");
    value = value * 10 + (peek() - '0');
    accept(peek());
  }
  if (digits == 0 || value == 0) {
    offset_ = start;
    fail("a number of half-moves from 1");
  }
  return value;
}

StructuredNode Reader::branch() {
  StructuredNode result;
  result.kind = StructuredKind::Branch;
  result.max_length = length_number();
  skip_blanks();
  if (accept(':')) {
    skip_blanks();
    result.min_length = result.max_length;
    result.max_length = length_number();
  }
  const char letter = static_cast<char>(std::tolower(static_cast<unsigned char>(peek())));
  if (letter != 'a' && letter != 'd' && letter != 'h' && letter != 's') fail("a, d, h or s after the length");
  accept(peek());
  result.branch = letter == 'a'   ? BranchKind::Attack
                  : letter == 'd' ? BranchKind::Defence
                  : letter == 'h' ? BranchKind::Help
                                  : BranchKind::Series;
  forks(result, 0);
  if (letter == 's') return result;
  if (letter != 'd' && text_.compare(offset_, 3, "?+?") == 0) {
    accept('?'), accept('+'), accept('?');
    result.check_zigzag = true;
  }
  const char second = letter == 'a' ? 'd' : letter == 'd' ? 'a' : 'h';
  if (std::tolower(static_cast<unsigned char>(peek())) == second) {
    accept(peek());
    forks(result, 1);
  } else if (letter != 'd') {
    fail(std::string("'") + second + "'");
  }
  return result;
}

void Reader::forks(StructuredNode& branch, int slot) {
  while (true) {
    skip_blanks();
    const bool constraint = peek() == '{';
    if (!accept('[') && !accept('{')) return;
    StructuredNode fork;
    bool forced = false, suppressed = false;
    if (!constraint) {
      forced = accept('>');
      suppressed = accept('/');
    }
    fork = expression();
    fork.slot = slot;
    fork.constraint = constraint;
    fork.forced = forced;
    fork.suppressed = suppressed;
    expect(constraint ? '}' : ']', constraint ? "'}'" : "']'");
    branch.forks.push_back(std::move(fork));
  }
}

void write(std::string& out, const StructuredNode& node) {
  switch (node.kind) {
    case StructuredKind::Goal: out += goal_symbol(node.goal); return;
    case StructuredKind::Not: out += '!'; break;
    case StructuredKind::Inverted: out += '-'; break;
    case StructuredKind::And:
    case StructuredKind::Or:
      write(out, node.operands[0]);
      out += node.kind == StructuredKind::And ? '&' : '|';
      write(out, node.operands[1]);
      return;
    case StructuredKind::Branch: {
      if (node.min_length > 0) out += std::to_string(node.min_length) + ':';
      out += std::to_string(node.max_length);
      static constexpr const char* letters[] = {"ad", "da", "hh", "s"};
      const std::string pair = letters[static_cast<int>(node.branch)];
      const int letters_written = node.branch == BranchKind::Series ? 1 : 2;
      for (int slot = 0; slot < letters_written; ++slot) {
        if (slot == 1 && node.check_zigzag) out += "?+?";
        out += pair[slot];
        for (const StructuredNode& fork : node.forks) {
          if (fork.slot != slot) continue;
          out += fork.constraint ? '{' : '[';
          if (fork.forced) out += '>';
          if (fork.suppressed) out += '/';
          write(out, fork);
          out += fork.constraint ? '}' : ']';
        }
      }
      return;
    }
  }
  write(out, node.operands[0]);
}

}  // namespace

StructuredStipulation read_structured_stipulation(Tokenizer& tokens, LanguageId language) {
  const std::optional<Token> side = tokens.peek();
  if (!side) throw unexpected(side, tokens.line(), tokens.column(), "a side (white or black)");
  const KeywordMatch match = match_keyword(KeywordTable::Side, language, side->text);
  if (match.status != KeywordMatch::Status::Found ||
      (match.keyword != Keyword::White && match.keyword != Keyword::Black))
    throw unexpected(side, tokens.line(), tokens.column(), "a side (white or black) to begin the stipulation");
  tokens.take();
  StructuredStipulation result;
  result.starter = match.keyword == Keyword::White ? Side::White : Side::Black;
  Reader reader(tokens, *side);
  result.root = reader.expression();
  reader.finish();
  return result;
}

std::string structured_text(const StructuredStipulation& stipulation, LanguageId language) {
  std::string out = keyword_name(stipulation.starter == Side::White ? Keyword::White : Keyword::Black, language);
  out += ' ';
  write(out, stipulation.root);
  return out;
}

}  // namespace feerie
