#include "io/diagram_writer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "io/condition_names.h"
#include "io/keywords.h"
#include "io/version.h"
#include "rules/board_grid.h"
#include "rules/registry.h"

namespace feerie {

namespace {

constexpr int BoardWidth = 37;  // 8 files of 4 characters and the frame

constexpr std::string_view Border = "+---a---b---c---d---e---f---g---h---+\n";
constexpr std::string_view BlankRow = "|                                   |\n";

// The cells of the board that a condition draws (Grid chess), or nullptr.
const BoardGrid* board_grid(const Rules& rules) {
  for (const auto& condition : rules.conditions())
    if (const BoardGrid* grid = condition->grid()) return grid;
  return nullptr;
}

// The imitators a condition puts in the diagram (Imitator chess).
std::vector<Square> diagram_imitators(const Rules& rules) {
  for (const auto& condition : rules.conditions())
    if (auto squares = condition->imitators(); !squares.empty()) return squares;
  return {};
}

// The conditions written under the diagram, in the order Popeye writes them
// (its table's), whatever the order they were named in.
std::vector<const Condition*> written_conditions(const Rules& rules) {
  std::vector<const Condition*> written;
  for (const auto& condition : rules.conditions())
    if (condition->written_under_diagram()) written.push_back(condition.get());
  std::stable_sort(written.begin(), written.end(), [](const Condition* a, const Condition* b) {
    return popeye_condition_rank(a->name()) < popeye_condition_rank(b->name());
  });
  return written;
}

// The holes the conditions take off the board (Hole), drawn blank.
Bitboard diagram_holes(const Rules& rules) {
  Bitboard holes = 0;
  for (const auto& condition : rules.conditions()) holes |= condition->holes();
  return holes;
}

// Under a line between cells: "---" below a square separated from the one
// under it; otherwise blank.
void write_lines_below(std::ostream& out, int rank, const BoardGrid* grid) {
  if (!grid || rank == 0) {
    out << BlankRow;
    return;
  }
  out << "| ";
  for (int file = 0; file < 8; ++file)
    out << (grid->separates(make_square(file, rank), make_square(file, rank - 1)) ? " ---" : "    ");
  out << "  |\n";
}

void write_board(std::ostream& out, const Board& board, const Language& language, const BoardGrid* grid,
                 const std::vector<Square>& imitators = {}, Bitboard holes = 0) {
  out << '\n' << Border << BlankRow;
  for (int rank = 7; rank >= 0; --rank) {
    out << rank + 1 << ' ';
    for (int file = 0; file < 8; ++file) {
      const Square square = make_square(file, rank);
      const Piece piece = board[square];
      // Four columns, the code ending in the third: "  . ", "  K ", " -K ", " CA ", "-CA ";
      // a line between cells on the left as '|', where the piece leaves room.
      // An imitator is drawn as "I", as Popeye draws it.
      const bool imitator = std::find(imitators.begin(), imitators.end(), square) != imitators.end();
      // A hole is drawn blank, as Popeye draws it.
      const bool hole = (holes & square_bb(square)) != 0;
      const std::string code = imitator ? "I" : hole ? "" : piece.empty() ? "." : language.piece_code(piece.type);
      const std::string colour = piece.empty() ? "" : piece.neutral ? "=" : piece.side == Side::Black ? "-" : "";
      const std::string text = colour + code;
      std::string cell = std::string(3 - std::min<std::size_t>(3, text.size()), ' ') + text + ' ';
      if (grid && file > 0 && text.size() < 3 && grid->separates(square, make_square(file - 1, rank))) cell[0] = '|';
      out << cell;
    }
    out << "  " << rank + 1 << '\n';
    write_lines_below(out, rank, grid);
  }
  out << Border;
}

// "  #2/1                        7 + 4"
namespace {

// The line under a board: `text` (the stipulation, or nothing), then the
// board's piece count, which Popeye right-aligns with its line end in 36
// columns.
void write_count_line(std::ostream& out, const std::string& text, const Board& board) {
  const std::string left = "  " + text;
  const std::string count = piece_count(board);
  const int width = BoardWidth - 2 - static_cast<int>(left.size());
  out << left << std::string(std::max(0, width - static_cast<int>(count.size())), ' ') << count << '\n';
}

// a=>b: position A with its piece count, then the side that moves first
// from it ("=> (White ->)"), as Popeye writes them before the diagram B.
void write_a_to_b_start(std::ostream& out, const Problem& problem, const Diagram& diagram, const Language& language) {
  Board start{};
  for (const auto& [square, piece] : diagram.stipulation.start) start[square] = piece;
  write_board(out, start, language, nullptr);
  write_count_line(out, "", start);
  const Side first = starting_side(with_options(diagram.stipulation, problem.options));
  out << '\n';
  write_centred(
      out, "=> (" + keyword_name(first == Side::White ? Keyword::White : Keyword::Black, problem.language) + " ->)");
  out << '\n';
}

}  // namespace

void write_stipulation_line(std::ostream& out, const Problem& problem, const Diagram& diagram) {
  write_count_line(out, stipulation_text(problem, diagram), diagram.board);
}

// Popeye's colour letters in twin headers: w/b, w/s (German), b/n (French).
std::string condition_lines(const std::vector<std::string>& words, const char* separator, const Language& language) {
  Rules rules;
  add_conditions(words, rules);
  std::string text;
  for (const Condition* condition : written_conditions(rules))
    text += (text.empty() ? "" : separator) + language.condition_name(condition->name());
  return text;
}

std::string change_text(const TwinChange& change, const Board& before, const Language& language) {
  const LanguageId id = language.id;
  switch (change.kind) {
    case TwinKind::Move: {
      // Onto an occupied square: the piece there is removed first, as Popeye writes it.
      const Piece taken = before[change.to];
      const std::string removal = taken.empty() ? "" : "-" + language.piece_text(taken) + square_name(change.to) + "  ";
      return removal + language.piece_text(before[change.from]) + square_name(change.from) + "-->" +
             square_name(change.to);
    }
    case TwinKind::Exchange:
      return language.piece_text(before[change.from]) + square_name(change.from) + "<-->" +
             language.piece_text(before[change.to]) + square_name(change.to);
    case TwinKind::Remove: {
      std::string text;
      for (const Square square : change.squares)
        text += (text.empty() ? "-" : "  -") + language.piece_text(before[square]) + square_name(square);
      return text;
    }
    case TwinKind::Add: {
      // A piece put on an occupied square replaces it; Popeye then omits the '+'.
      std::string text;
      for (const PlacedPiece& placed : change.pieces)
        text += std::string(text.empty() ? "" : "  ") + (before[placed.square].empty() ? "+" : "") +
                language.piece_text(placed.piece) + square_name(placed.square);
      return text;
    }
    case TwinKind::Substitute:
      return language.piece_code(change.old_type) + " ==> " + language.piece_code(change.new_type);
    case TwinKind::Rotate: return keyword_name(Keyword::Rotate, id) + " " + std::to_string(change.degrees);
    case TwinKind::Mirror: {
      static constexpr const char* axes[] = {"a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"};
      return keyword_name(Keyword::Mirror, id) + " " + axes[static_cast<int>(change.axis)];
    }
    case TwinKind::Shift:
      return keyword_name(Keyword::Shift, id) + " " + square_name(change.from) + " ==> " + square_name(change.to);
    case TwinKind::PolishType: return keyword_name(Keyword::PolishType, id);
    case TwinKind::Stipulation: return change.stipulation.text;
    case TwinKind::Condition: return condition_lines(change.condition_words, "\n   ", language);
  }
  return "";
}

}  // namespace

std::string stipulation_text(const Problem& problem, const Diagram& diagram) {
  std::string text = with_options(diagram.stipulation, problem.options).text;
  if (problem.options.threat_length) text += "/" + std::to_string(*problem.options.threat_length);
  if (const auto& non_trivial = problem.options.non_trivial)
    text += ";" + std::to_string(non_trivial->max_defences) + "," + std::to_string(non_trivial->length);
  return text;
}

std::string piece_count(const Board& board) {
  int white = 0, black = 0, neutral = 0;
  for (const Piece piece : board)
    if (!piece.empty()) ++(piece.neutral ? neutral : piece.side == Side::White ? white : black);
  // "2 + 3", with neutral pieces "2 + 3 + 1n".
  std::string count = std::to_string(white) + " + " + std::to_string(black);
  if (neutral) count += " + " + std::to_string(neutral) + "n";
  return count;
}

std::vector<FrameLine> condition_and_option_lines(const Problem& problem, const Board& board, const Rules& rules) {
  const Language& language = feerie::language(problem.language);
  std::vector<FrameLine> lines;
  // The squares of the pieces with an attribute, from a8 rank by rank:
  // "Royal b4 f7" (royal pieces other than kings), "Chameleon d8 c7".
  // An attribute that a condition gives pieces in play has its line even
  // without such a piece in the diagram ("Uncapturable" under Ghost chess).
  unsigned given = 0;
  for (const auto& condition : rules.conditions()) given |= condition->given_attributes();
  const auto attribute_line = [&](Keyword attribute, bool (*has)(Piece), unsigned as_given = 0) {
    std::string squares;
    for (int rank = 7; rank >= 0; --rank)
      for (int file = 0; file < 8; ++file)
        if (has(board[make_square(file, rank)])) squares += ' ' + square_name(make_square(file, rank));
    if (!squares.empty() || (given & as_given)) lines.push_back({keyword_name(attribute, problem.language) + squares});
  };
  attribute_line(Keyword::Royal, [](Piece piece) { return piece.royal; });
  attribute_line(Keyword::Kamikaze, [](Piece piece) { return piece.kamikaze; });
  attribute_line(Keyword::Paralysing, [](Piece piece) { return piece.paralysing; });
  attribute_line(Keyword::Chameleon, [](Piece piece) { return piece.chameleon; });
  attribute_line(Keyword::Functionary, [](Piece piece) { return piece.functionary; });
  attribute_line(Keyword::HalfNeutral, [](Piece piece) { return piece.half_neutral; });
  attribute_line(Keyword::HurdleColourChanging,
                 [](Piece piece) { return (piece.hurdle_rules & HurdleRule::ColourChanging) != 0; });
  attribute_line(
      Keyword::Uncapturable, [](Piece piece) { return piece.uncapturable; },
      static_cast<unsigned>(PieceAttribute::Uncapturable));
  attribute_line(Keyword::Bul, [](Piece piece) { return (piece.hurdle_rules & HurdleRule::Bul) != 0; });
  attribute_line(Keyword::Dob, [](Piece piece) { return (piece.hurdle_rules & HurdleRule::Dob) != 0; });
  for (const Condition* condition : written_conditions(rules))
    lines.push_back({language.condition_name(condition->name())});
  if (!problem.exclusive_castlings.empty()) {
    // Popeye's order: a1 with a8, a1 with h8, h1 with a8, h1 with h8.
    std::vector<std::pair<Square, Square>> pairs = problem.exclusive_castlings;
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    std::string line = keyword_name(Keyword::CastlingMutuallyExclusive, problem.language);
    for (const auto& [white, black] : pairs) line += ' ' + square_name(white) + square_name(black);
    lines.push_back({line, false});
  }
  if (problem.options.duplex) lines.push_back({keyword_name(Keyword::Duplex, problem.language)});
  if (problem.options.half_duplex) lines.push_back({keyword_name(Keyword::HalfDuplex, problem.language)});
  if (problem.options.quodlibet) lines.push_back({keyword_name(Keyword::Quodlibet, problem.language)});
  return lines;
}

std::string twin_text(const TwinSetup& setup, LanguageId language) {
  std::string text = setup.label + ' ';
  Diagram diagram = setup.before;
  for (const TwinChange& change : setup.changes) {
    text += change_text(change, diagram.board, feerie::language(language)) + "  ";
    apply(change, diagram);
  }
  return text;
}

void write_centred(std::ostream& out, const std::string& text) {
  // Popeye centres the line with its line end, rounding the margin down.
  const int used = static_cast<int>(text.size()) + 1;
  if (BoardWidth > used) out << std::string((BoardWidth + 1 - used) / 2, ' ');
  out << text << '\n';
}

void write_banner(std::ostream& out, std::uint64_t max_memory_bytes) {
  // Popeye's units: KB below 10 MB, MB below 10 GB, GB above.
  const std::uint64_t kilos = max_memory_bytes >> 10;
  out << "Feerie " << FeerieVersion << " (";
  if (kilos >= (10ull << 20))
    out << (kilos >> 20) << " GB)\n";
  else if (kilos >= (10ull << 10))
    out << (kilos >> 10) << " MB)\n";
  else
    out << kilos << " KB)\n";
}

namespace {

// Popeye's notes on options that do not apply to the stipulation, which it
// ignores: before the frame, and (StopOnShortSolutions) after it.
void write_options_ignored(std::ostream& out, const Problem& problem, const Language& language) {
  const SolveOptions& options = problem.options;
  const Stipulation& stipulation = problem.stipulation;
  if (options.quodlibet && !quodlibet_applies(stipulation)) out << language.quodlibet_ignored << '\n';
  if (options.goal_is_end && !goal_is_end_applies(stipulation)) out << language.goal_is_end_ignored << '\n';
  if (options.post_key_play && !is_battle_play(stipulation)) out << language.post_key_ignored << '\n';
}

}  // namespace

void write_frame(std::ostream& out, const Problem& problem, const Diagram& diagram, const Rules& rules) {
  const Language& language = feerie::language(problem.language);
  write_options_ignored(out, problem, language);
  for (const std::string& remark : problem.remarks) out << remark << '\n';
  const bool stop_on_short_unsupported = problem.options.stop_on_short_solutions && is_battle_play(problem.stipulation);
  // NoBoard: as Popeye, nothing more of the frame (front-ends that add it
  // parse the solution right after the banner) but its note on
  // StopOnShortSolutions.
  if (problem.no_board) {
    if (stop_on_short_unsupported) out << language.stop_on_short_direct << '\n';
    return;
  }
  out << '\n';
  for (const auto* lines : {&problem.authors, &problem.origins, &problem.awards, &problem.titles})
    for (const std::string& line : *lines) write_centred(out, line);
  if (diagram.stipulation.a_to_b()) write_a_to_b_start(out, problem, diagram, language);
  write_board(out, diagram.board, language, board_grid(rules), diagram_imitators(rules), diagram_holes(rules));
  write_stipulation_line(out, problem, diagram);
  for (const FrameLine& line : condition_and_option_lines(problem, diagram.board, rules)) {
    if (line.centred)
      write_centred(out, line.text);
    else
      out << line.text << '\n';
  }
  if (stop_on_short_unsupported) out << language.stop_on_short_direct << '\n';
}

void write_zero_position(std::ostream& out, const Problem& problem) {
  out << '\n' << keyword_name(Keyword::ZeroPosition, problem.language) << "\n\n";
}

void write_twin_header(std::ostream& out, const TwinSetup& setup, LanguageId language) {
  out << '\n' << twin_text(setup, language) << '\n';
}

std::string format_time(double seconds) {
  const auto millis = static_cast<unsigned long>(std::llround(seconds * 1000));
  const unsigned long whole = millis / 1000, fraction = millis % 1000;
  char text[64];
  if (whole >= 3600)
    std::snprintf(text, sizeof text, "%lu:%02lu:%02lu h:m:s", whole / 3600, whole % 3600 / 60, whole % 60);
  else if (whole >= 60)
    std::snprintf(text, sizeof text, "%lu:%02lu.%03lu m:s", whole / 60, whole % 60, fraction);
  else
    std::snprintf(text, sizeof text, "%lu.%03lu s", whole, fraction);
  return text;
}

void write_end(std::ostream& out, const Language& language, SolveStatus status, std::optional<double> seconds) {
  // Popeye's "finished" message begins with a line end, its "interrupted" one does not.
  switch (status) {
    case SolveStatus::Finished: out << '\n' << language.finished; break;
    case SolveStatus::Partial: out << language.partial; break;
    case SolveStatus::Interrupted: out << language.interrupted; break;
  }
  if (seconds) out << ' ' << language.time << " = " << format_time(*seconds);
  out << "\n\n\n";
}

}  // namespace feerie
