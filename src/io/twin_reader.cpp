#include "io/twin_reader.h"

#include <algorithm>
#include <cctype>

#include "io/condition_reader.h"
#include "io/piece_reader.h"
#include "io/stipulation_reader.h"

namespace feerie {

namespace {

// Two squares, written as two tokens ("f6 b6") or as one ("f6b6").
void read_two_squares(InputCursor& cursor, TwinChange& change) {
  const std::string expected = "a square";
  const Token first = cursor.take(expected);
  std::vector<Square> squares = parse_square_list(first.text);
  if (squares.size() == 1) {
    const auto& next = cursor.tokens.peek();
    const std::vector<Square> second = next ? parse_square_list(next->text) : std::vector<Square>{};
    if (second.size() != 1) throw cursor.error_here(expected);
    cursor.tokens.take();
    squares.push_back(second[0]);
  }
  if (squares.size() != 2)
    throw InputError(first.line, first.column, "found '" + first.text + "', expected two squares");
  change.from = squares[0];
  change.to = squares[1];
}

PieceType take_piece_type(InputCursor& cursor, const std::string& text, const Token& token) {
  const PieceType type = text.size() <= 2 ? piece_type_in(cursor.language, text) : PieceType::None;
  if (type == PieceType::None)
    throw InputError(token.line, token.column, "found '" + token.text + "', expected a piece letter");
  return type;
}

// "substitute S B", "substitute G CA" or "substitute SB" (two one-letter codes
// in one word, when the word is not followed by a second code).
void read_substitution(InputCursor& cursor, TwinChange& change) {
  const Token first = cursor.take("a piece letter");
  const auto& next = cursor.tokens.peek();
  const bool two_words = piece_type_in(cursor.language, first.text) != PieceType::None && next &&
                         next->text.size() <= 2 && piece_type_in(cursor.language, next->text) != PieceType::None;
  if (first.text.size() == 2 && !two_words) {
    change.old_type = take_piece_type(cursor, first.text.substr(0, 1), first);
    change.new_type = take_piece_type(cursor, first.text.substr(1, 1), first);
    return;
  }
  change.old_type = take_piece_type(cursor, first.text, first);
  const Token second = cursor.take("a piece letter");
  change.new_type = take_piece_type(cursor, second.text, second);
}

void read_rotation(InputCursor& cursor, TwinChange& change) {
  const Token token = cursor.take("90, 180 or 270");
  if (token.text != "90" && token.text != "180" && token.text != "270")
    throw InputError(token.line, token.column, "found '" + token.text + "', expected 90, 180 or 270");
  change.degrees = std::stoi(token.text);
}

void read_mirror(InputCursor& cursor, TwinChange& change) {
  static const std::pair<std::string_view, MirrorAxis> axes[] = {{"a1<-->h1", MirrorAxis::A1H1},
                                                                 {"a1<-->a8", MirrorAxis::A1A8},
                                                                 {"a1<-->h8", MirrorAxis::A1H8},
                                                                 {"a8<-->h1", MirrorAxis::A8H1}};
  const Token token = cursor.take("a mirror axis");
  std::string text = token.text;
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const auto& [name, axis] : axes)
    if (text == name) {
      change.axis = axis;
      return;
    }
  throw InputError(token.line, token.column,
                   "found '" + token.text + "', expected a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1");
}

void read_change_arguments(InputCursor& cursor, TwinChange& change) {
  switch (change.kind) {
    case TwinKind::Move:
    case TwinKind::Exchange:
    case TwinKind::Shift: read_two_squares(cursor, change); break;
    case TwinKind::Remove: change.squares = take_square_words(cursor, "squares"); break;
    case TwinKind::Add:
      change.pieces = read_pieces(cursor, {KeywordTable::Twinning, KeywordTable::ProblemEnd, KeywordTable::Section});
      break;
    case TwinKind::Substitute: read_substitution(cursor, change); break;
    case TwinKind::Rotate: read_rotation(cursor, change); break;
    case TwinKind::Mirror: read_mirror(cursor, change); break;
    case TwinKind::Stipulation: change.stipulation = take_stipulation(cursor); break;
    case TwinKind::Condition:
      change.condition_words = read_condition_words(cursor, {KeywordTable::Twinning, KeywordTable::ProblemEnd});
      break;
    case TwinKind::PolishType: break;
  }
}

std::optional<TwinKind> twin_kind(Keyword keyword) {
  switch (keyword) {
    case Keyword::Move: return TwinKind::Move;
    case Keyword::Exchange: return TwinKind::Exchange;
    case Keyword::Remove: return TwinKind::Remove;
    case Keyword::Add: return TwinKind::Add;
    case Keyword::Substitute: return TwinKind::Substitute;
    case Keyword::Rotate: return TwinKind::Rotate;
    case Keyword::Mirror: return TwinKind::Mirror;
    case Keyword::Shift: return TwinKind::Shift;
    case Keyword::PolishType: return TwinKind::PolishType;
    case Keyword::Stipulation:
    case Keyword::StructuredStipulation: return TwinKind::Stipulation;
    case Keyword::Condition: return TwinKind::Condition;
    default: return std::nullopt;
  }
}

}  // namespace

Twin read_twin(InputCursor& cursor) {
  Twin twin;
  while (!cursor.tokens.done() && !cursor.at_keyword({KeywordTable::ProblemEnd})) {
    const Token token = *cursor.tokens.peek();
    if (find_keyword(KeywordTable::Section, cursor.language, token.text) == Keyword::Remark) {
      cursor.tokens.take();
      twin.remarks.push_back(cursor.tokens.rest_of_line());
      continue;
    }
    const KeywordMatch match = match_keyword(KeywordTable::Twinning, cursor.language, token.text);
    if (match.status != KeywordMatch::Status::Found)
      throw cursor.error_here("a twinning (move, exchange, remove, add, ...)");
    if (match.keyword == Keyword::Unsupported)
      throw InputError(token.line, token.column, "twinning '" + match.name + "' is not supported");
    cursor.tokens.take();
    if (match.keyword == Keyword::Continued) {
      if (twin.continued || !twin.changes.empty())
        throw InputError(token.line, token.column, "'" + match.name + "' must come first in a twin");
      twin.continued = true;
      continue;
    }
    TwinChange change;
    change.kind = *twin_kind(match.keyword);
    change.line = token.line;
    change.column = token.column;
    if (match.keyword == Keyword::StructuredStipulation)
      change.stipulation = take_structured_stipulation(cursor);
    else
      read_change_arguments(cursor, change);
    twin.changes.push_back(std::move(change));
  }
  return twin;
}

}  // namespace feerie
