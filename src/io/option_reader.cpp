#include "io/option_reader.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "io/piece_reader.h"
#include "io/time_limit.h"

namespace feerie {

namespace {

std::vector<Square> take_squares(InputCursor& cursor, const std::string& option) {
  return take_square_words(cursor, "squares after " + option);
}

std::optional<double> take_seconds(InputCursor& cursor, const std::string& option) {
  const auto& next = cursor.tokens.peek();
  std::optional<double> limit;
  if (!next || !read_time_limit(next->text, limit))
    throw cursor.error_here("a positive number of seconds after " + option);
  cursor.tokens.take();
  return limit;
}

// CastlingMutuallyExclusive a1h8: a white rook's corner, then a black
// rook's, in one word.
std::pair<Square, Square> exclusive_castling(InputCursor& cursor, const std::string& option) {
  const Token token = cursor.tokens.peek().value_or(Token{});
  const std::vector<Square> squares = take_squares(cursor, option);
  const auto corner = [](Square square, int rank) {
    return rank_of(square) == rank && (file_of(square) == 0 || file_of(square) == 7);
  };
  if (squares.size() != 2 || !corner(squares[0], 0) || !corner(squares[1], 7))
    throw InputError(
        token.line, token.column,
        "found '" + token.text + "', expected a white rook's corner and a black rook's (e.g. a1h8) after " + option);
  return {squares[0], squares[1]};
}

// Popeye's EnPassant names the pawn move just played: departure, the square(s)
// passed over, arrival. A single square is taken as the square passed over.
Square en_passant_square(InputCursor& cursor, const std::string& option) {
  const Token token = cursor.tokens.peek().value_or(Token{});
  const std::vector<Square> squares = take_squares(cursor, option);
  const auto passed_over = [&](Square square) {
    if (rank_of(square) != 2 && rank_of(square) != 5)
      throw InputError(
          token.line, token.column,
          "found '" + token.text + "', expected the square a pawn passed over (on rank 3 or 6) after " + option);
    return square;
  };
  if (squares.size() == 1) return passed_over(squares[0]);
  if (squares.size() > 3)
    throw InputError(
        token.line, token.column,
        "found '" + token.text + "': a pawn move over more than one square after " + option + " is not supported");
  if (squares.size() == 3) return passed_over(squares[1]);
  if (file_of(squares[0]) == file_of(squares[1]) && std::abs(rank_of(squares[0]) - rank_of(squares[1])) == 2)
    return static_cast<Square>((squares[0] + squares[1]) / 2);
  throw InputError(token.line, token.column,
                   "found '" + token.text + "', expected a pawn's double step after " + option);
}

bool is_whole_number(const std::string& text) {
  return !text.empty() && text.size() <= 9 &&
         std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// StartMoveNumber and UpToMoveNumber take a number, or numbers joined by ':'
// (3:5:16), one for each move of a line, as Popeye.
std::vector<int> take_move_numbers(InputCursor& cursor, const std::string& option) {
  const auto& next = cursor.tokens.peek();
  const std::string text = next ? next->text : std::string();
  std::vector<int> numbers;
  for (std::size_t begin = 0;;) {
    const std::size_t end = std::min(text.find(':', begin), text.size());
    const std::string part = text.substr(begin, end - begin);
    if (!is_whole_number(part)) throw cursor.error_here("a number after " + option);
    numbers.push_back(std::stoi(part));
    if (end == text.size()) break;
    begin = end + 1;
  }
  cursor.tokens.take();
  return numbers;
}

void read_option(InputCursor& cursor, Keyword option, const std::string& name, Problem& problem) {
  SolveOptions& options = problem.options;
  switch (option) {
    case Keyword::Try:
      options.tries = true;
      options.defences = std::max(options.defences, 1);
      break;
    case Keyword::Defence:
      options.tries = true;
      options.defences = cursor.take_number("after " + name);
      break;
    case Keyword::SetPlay: options.set_play = true; break;
    case Keyword::WhiteToPlay: options.white_to_play = true; break;
    case Keyword::Variation: options.variations = true; break;
    case Keyword::MoveNumbers: options.move_numbers = true; break;
    case Keyword::StartMoveNumber:
      options.start_move_number = take_move_numbers(cursor, name);
      options.move_numbers = true;
      break;
    case Keyword::UpToMoveNumber:
      options.up_to_move_number = take_move_numbers(cursor, name);
      options.move_numbers = true;
      break;
    case Keyword::Duplex: options.duplex = true; break;
    case Keyword::HalfDuplex: options.half_duplex = true; break;
    case Keyword::Threat: options.threat_length = cursor.take_number("after " + name); break;
    case Keyword::NoThreat: options.no_threat = true; break;
    case Keyword::NonTrivial: {
      const int max_defences = cursor.take_number("after " + name);
      options.non_trivial = SolveOptions::NonTrivial{
          max_defences, cursor.take_number("after " + name + " " + std::to_string(max_defences))};
      break;
    }
    case Keyword::MaxSolutions: options.max_solutions = cursor.take_number("after " + name); break;
    case Keyword::MaxTime: options.max_time_seconds = take_seconds(cursor, name); break;
    case Keyword::NoShortVariations: options.no_short_variations = true; break;
    case Keyword::NoBoard: problem.no_board = true; break;
    case Keyword::NoWhiteKing: problem.without_king[index(Side::White)] = true; break;
    case Keyword::NoBlackKing: problem.without_king[index(Side::Black)] = true; break;
    case Keyword::PostKeyPlay: options.post_key_play = true; break;
    case Keyword::GoalIsEnd: options.goal_is_end = true; break;
    case Keyword::Quodlibet: options.quodlibet = true; break;
    case Keyword::StopOnShortSolutions: options.stop_on_short_solutions = true; break;
    case Keyword::KeepMatingPiece: options.keep_mating_piece = true; break;
    case Keyword::NoCastling: {
      const std::vector<Square> squares = take_squares(cursor, name);
      problem.no_castling.insert(problem.no_castling.end(), squares.begin(), squares.end());
      break;
    }
    case Keyword::EnPassant: problem.en_passant = en_passant_square(cursor, name); break;
    case Keyword::CastlingMutuallyExclusive:
      problem.exclusive_castlings.push_back(exclusive_castling(cursor, name));
      break;
    case Keyword::Intelligent:
      options.intelligent = true;
      // Popeye allows a number of solutions per target position here; it never changes results.
      if (const auto& next = cursor.tokens.peek(); next && std::isdigit(static_cast<unsigned char>(next->text[0])))
        cursor.tokens.take();
      break;
    default: break;
  }
}

}  // namespace

void read_options(InputCursor& cursor, Problem& problem) {
  bool any = false;
  while (!cursor.tokens.done()) {
    const Token& next = *cursor.tokens.peek();
    const KeywordMatch match = match_keyword(KeywordTable::Option, cursor.language, next.text);
    if (match.status == KeywordMatch::Status::Found) {
      if (match.keyword == Keyword::Unsupported)
        throw InputError(next.line, next.column, "option '" + match.name + "' is not supported");
      cursor.tokens.take();
      read_option(cursor, match.keyword, match.name, problem);
      any = true;
      continue;
    }
    if (any && cursor.at_keyword({KeywordTable::Section, KeywordTable::ProblemEnd})) return;
    if (match.status == KeywordMatch::Status::Ambiguous) {
      std::string names;
      for (const std::string& candidate : match.candidates) names += (names.empty() ? "" : ", ") + candidate;
      throw InputError(next.line, next.column, "found '" + next.text + "', an ambiguous option (" + names + ")");
    }
    throw cursor.error_here("an option");
  }
  if (!any) throw cursor.error_here("an option");
}

}  // namespace feerie
