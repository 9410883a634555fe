#include "io/popeye_reader.h"

#include <algorithm>

#include "io/condition_reader.h"
#include "io/option_reader.h"
#include "io/piece_reader.h"
#include "io/stipulation_reader.h"
#include "io/twin.h"
#include "io/twin_reader.h"

namespace feerie {

namespace {

constexpr auto SectionEnds = {KeywordTable::Section, KeywordTable::ProblemEnd};

// A square given again (by a later pieces or forsyth command): the later
// piece replaces the earlier, with a warning at `at`, as Popeye reads it.
void read_board(Problem& problem, const Token& at, const std::vector<PlacedPiece>& pieces) {
  for (const PlacedPiece& placed : pieces) {
    const auto earlier = std::find_if(problem.pieces.begin(), problem.pieces.end(),
                                      [&](const PlacedPiece& other) { return other.square == placed.square; });
    if (earlier == problem.pieces.end()) {
      problem.pieces.push_back(placed);
      continue;
    }
    problem.warnings.emplace_back(
        at.line, at.column,
        "square " + square_name(placed.square) + " is given twice: the later piece replaces the earlier");
    *earlier = placed;
  }
}

// `protocol FILE`: the rest of the line names the file, as in Popeye.
void read_protocol(InputCursor& cursor, const Token& keyword, Problem& problem) {
  problem.protocol = cursor.tokens.rest_of_line();
  while (!problem.protocol.empty() && (problem.protocol.back() == ' ' || problem.protocol.back() == '\t'))
    problem.protocol.pop_back();
  if (problem.protocol.empty())
    throw InputError(keyword.line, keyword.column, "found the end of the line, expected a file name after protocol");
}

// One keyword of the problem section with its arguments.
void read_section(InputCursor& cursor, Keyword keyword, const Token& token, Problem& problem) {
  switch (keyword) {
    case Keyword::Author: problem.authors.push_back(cursor.tokens.rest_of_line()); break;
    case Keyword::Origin: problem.origins.push_back(cursor.tokens.rest_of_line()); break;
    case Keyword::Award: problem.awards.push_back(cursor.tokens.rest_of_line()); break;
    case Keyword::Title: problem.titles.push_back(cursor.tokens.rest_of_line()); break;
    case Keyword::Remark: problem.remarks.push_back(cursor.tokens.rest_of_line()); break;
    case Keyword::Protocol: read_protocol(cursor, token, problem); break;
    case Keyword::Pieces: {
      const Token at = cursor.tokens.peek().value_or(token);
      read_board(problem, at, read_pieces(cursor, SectionEnds, &problem.warnings));
      break;
    }
    case Keyword::Forsyth: {
      const Token at = cursor.tokens.peek().value_or(token);
      read_board(problem, at, read_forsyth(cursor));
      const FenFields fields = read_fen_fields(cursor);
      problem.no_castling.insert(problem.no_castling.end(), fields.no_castling.begin(), fields.no_castling.end());
      if (fields.en_passant != NoSquare) problem.en_passant = fields.en_passant;
      break;
    }
    case Keyword::Stipulation:
      problem.stipulation = take_stipulation(cursor);
      // a=>b: the men given so far are position A; those given after it, B.
      if (problem.stipulation.a_to_b()) {
        for (const PlacedPiece& placed : problem.pieces)
          problem.stipulation.start.emplace_back(placed.square, placed.piece);
        problem.pieces.clear();
      }
      break;
    case Keyword::StructuredStipulation: problem.stipulation = take_structured_stipulation(cursor); break;
    case Keyword::Condition: {
      const auto words = read_condition_words(cursor, SectionEnds, problem.condition_words);
      problem.condition_words.insert(problem.condition_words.end(), words.begin(), words.end());
      break;
    }
    case Keyword::Option: read_options(cursor, problem); break;
    default: throw InputError(token.line, token.column, "'" + token.text + "' is not supported");
  }
}

// After the last twin: the problem must be complete. (A twin whose change
// cannot apply is reported with that twin, and the others are solved.)
void check_problem(const Problem& problem) {
  if (problem.stipulation.text.empty()) throw InputError(problem.line, 1, "the problem has no stipulation");
  // Popeye takes Quodlibet in these but lets the attacker's own goal count nowhere.
  const Stipulation& stipulation = problem.stipulation;
  if (problem.options.quodlibet &&
      (stipulation.help_with_ending() || (stipulation.series && stipulation.play == Play::Self)))
    throw InputError(problem.line, 1, "option Quodlibet in " + stipulation.text + " is not supported");
  // The parry series of direct and self play takes none of the options that
  // bend its ending.
  if (stipulation.parry && stipulation.play != Play::Help) {
    const SolveOptions& options = problem.options;
    for (const auto& [set, name] :
         {std::pair{options.goal_is_end, "GoalIsEnd"}, std::pair{options.quodlibet, "Quodlibet"},
          std::pair{options.keep_mating_piece, "KeepMatingPiece"},
          std::pair{options.stop_on_short_solutions, "StopOnShortSolutions"}})
      if (set)
        throw InputError(problem.line, 1,
                         "option " + std::string(name) + " in " + stipulation.text + " is not supported");
  }
}

// Reads one problem up to and including its end keyword; returns that keyword.
Keyword read_problem(InputCursor& cursor, Problem& problem) {
  const std::string expected = "a keyword (author, pieces, stipulation, condition, option, twin, end, ...)";
  while (true) {
    if (cursor.tokens.done()) throw cursor.error_here(expected);
    const Token token = *cursor.tokens.peek();
    const KeywordMatch section = match_keyword(KeywordTable::Section, cursor.language, token.text);
    if (section.status == KeywordMatch::Status::Found) {
      cursor.tokens.take();
      if (section.keyword == Keyword::Unsupported)
        throw InputError(token.line, token.column, "'" + section.name + "' is not supported");
      read_section(cursor, section.keyword, token, problem);
      continue;
    }
    const auto end = find_keyword(KeywordTable::ProblemEnd, cursor.language, token.text);
    if (!end) throw cursor.error_here(expected);
    cursor.tokens.take();
    if (*end == Keyword::EndProblem || *end == Keyword::NextProblem) return *end;
    if (*end == Keyword::ZeroPosition) {
      if (problem.zero_position || !problem.twins.empty())
        throw InputError(token.line, token.column, "'" + token.text + "' must come before the twins");
      problem.zero_position = true;
    }
    problem.twins.push_back(read_twin(cursor));
  }
}

// After an error: skip to the end of the broken problem.
Keyword skip_problem(InputCursor& cursor) {
  while (!cursor.tokens.done()) {
    const auto end = find_keyword(KeywordTable::ProblemEnd, cursor.language, cursor.tokens.take().text);
    if (end == Keyword::EndProblem || end == Keyword::NextProblem) return *end;
  }
  return Keyword::EndProblem;
}

}  // namespace

void read_popeye(Tokenizer& tokens, const std::function<bool(ReadProblem)>& each) {
  // Each block begins with a begin-of-problem keyword, which also names the
  // language; Popeye ignores what follows the end keyword, Feerie reads on
  // if another block begins there.
  while (!tokens.done()) {
    const Token begin = tokens.take();
    const auto language = detect_language(begin.text);
    if (!language) {
      // Text outside a problem: reported once, then skipped to the next begin keyword.
      if (!each({std::nullopt, unexpected(begin, 0, 0, "beginproblem (or AnfangProblem, DebutProbleme)")})) return;
      while (!tokens.done() && !detect_language(tokens.peek()->text)) tokens.take();
      continue;
    }
    InputCursor cursor(tokens, *language);
    Keyword end = Keyword::NextProblem;
    while (end == Keyword::NextProblem) {
      Problem problem;
      problem.language = *language;
      problem.line = tokens.peek() ? tokens.peek()->line : begin.line;
      ReadProblem read;
      bool read_to_end = false;
      try {
        end = read_problem(cursor, problem);
        read_to_end = true;
        check_problem(problem);
        read.problem = std::move(problem);
      } catch (const InputError& error) {
        read.error = error;
        if (!read_to_end) end = skip_problem(cursor);
      }
      if (!each(std::move(read))) return;
    }
    while (!tokens.done() && !detect_language(tokens.peek()->text)) tokens.take();
  }
}

std::vector<ReadProblem> read_popeye(std::string input) {
  Tokenizer tokens(std::move(input));
  std::vector<ReadProblem> problems;
  read_popeye(tokens, [&problems](ReadProblem read) {
    problems.push_back(std::move(read));
    return true;
  });
  return problems;
}

}  // namespace feerie
