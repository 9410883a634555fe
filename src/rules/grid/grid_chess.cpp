#include "rules/grid/grid_chess.h"

#include <array>
#include <cctype>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "core/words.h"
#include "rules/registry.h"

namespace feerie {

namespace {

enum class GridVariant { VerticalShift, HorizontalShift, DiagonalShift, Orthogonal, Irregular, GridLine, None };

// Each variant in English, German and French, as Popeye spells it.
constexpr std::array<std::array<std::string_view, 3>, 6> variant_words = {{
    {"VerticalShift", "VertikalVerschieben", "VerticalDecalage"},
    {"HorizontalShift", "HorizontalVerschieben", "HorizontalDecalage"},
    {"DiagonalShift", "DiagonalVerschieben", "DiagonalDecalage"},
    {"Orthogonal", "Orthogonal", "Orthogonale"},
    {"Irregular", "Unregelmaessig", "Irreguliere"},
    {"GridLine", "GitterLinie", "LigneGrille"},
}};

// The variant the word names, abbreviated to a prefix no other variant shares.
GridVariant match_variant(std::string_view word) {
  GridVariant found = GridVariant::None;
  for (std::size_t i = 0; i < variant_words.size(); ++i)
    for (const std::string_view spelling : variant_words[i]) {
      if (!abbreviates(word, spelling)) continue;
      if (word.size() == spelling.size()) return static_cast<GridVariant>(i);
      if (found != GridVariant::None && found != static_cast<GridVariant>(i))
        throw ConditionError("'" + std::string(word) + "' is an ambiguous GridChess variant");
      found = static_cast<GridVariant>(i);
    }
  return found;
}

void number_cells(BoardGrid& grid, int (*cell)(int file, int rank)) {
  for (Square square = 0; square < 64; ++square)
    grid.cells[square] = static_cast<std::uint8_t>(cell(file_of(square), rank_of(square)));
}

// "ac16": a line after file a, after file c, after rank 1 and after rank 6.
void read_orthogonal_lines(ConditionWords& words, BoardGrid& grid) {
  const auto refuse = [](const std::string& found) {
    throw ConditionError("GridChess Orthogonal: expected the files and ranks after which a line runs (e.g. ac16)" +
                         (found.empty() ? std::string() : ", found '" + found + "'"));
  };
  if (words.done()) refuse("");
  const std::string word = words.take();
  std::array<int, 8> file_numbers{}, rank_numbers{};
  for (const char c : word) {
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower >= '1' && lower <= '8')
      for (int rank = lower - '1' + 1; rank < 8; ++rank) ++rank_numbers[rank];
    else if (lower >= 'a' && lower <= 'h')
      for (int file = lower - 'a' + 1; file < 8; ++file) ++file_numbers[file];
    else
      refuse(word);
  }
  const int per_rank = file_numbers[7] + 1;
  for (Square square = 0; square < 64; ++square)
    grid.cells[square] =
        static_cast<std::uint8_t>(file_numbers[file_of(square)] + per_rank * rank_numbers[rank_of(square)]);
}

// Popeye's numbering: squares of no list are cell 0, the lists 1, 2, ...
void read_irregular_cells(ConditionWords& words, BoardGrid& grid) {
  grid.cells.fill(0);
  int cell = 0;
  while (!words.done()) {
    const std::string_view word = words.peek();
    if (word.empty() || word.size() % 2 != 0) return;
    std::vector<Square> squares;
    for (std::size_t i = 0; i < word.size(); i += 2) {
      const Square square = parse_square(word.substr(i, 2));
      if (square == NoSquare) return;  // not a list of squares: the next condition's word
      squares.push_back(square);
    }
    words.take();
    ++cell;
    for (const Square square : squares) grid.cells[square] = static_cast<std::uint8_t>(cell);
  }
}

// "hb61": direction, the square whose lower left corner starts the line, length.
bool parse_grid_line(std::string_view word, GridLine& line) {
  if (word.size() != 4) return false;
  const char direction = static_cast<char>(std::tolower(static_cast<unsigned char>(word[0])));
  const Square start = parse_square(word.substr(1, 2));
  if ((direction != 'h' && direction != 'v') || start == NoSquare || word[3] < '1' || word[3] > '8') return false;
  line = GridLine{file_of(start), rank_of(start), word[3] - '0', direction == 'h'};
  return true;
}

}  // namespace

void GridChess::expand(Position&, const Move& move, MoveList& out) const {
  if (grid_.separates(move.from, move.to)) out.push(move);
}

bool GridChess::check_counts(const Position&, Square attacker, Square king) const {
  return grid_.separates(attacker, king);
}

std::unique_ptr<Condition> make_grid_chess(ConditionWords& words) {
  BoardGrid grid = BoardGrid::standard();
  // Extra lines count only while the last variant read is an irregular one.
  bool irregular = false;
  while (!words.done()) {
    const GridVariant variant = match_variant(words.peek());
    if (variant == GridVariant::None) break;
    words.take();
    switch (variant) {
      case GridVariant::VerticalShift:
      case GridVariant::DiagonalShift:
        // Popeye 4.104 numbers these cells so that each rank is a band of its
        // own (4*(rank+1)/2 for 4*((rank+1)/2)): not the shifted grid, and
        // not to be copied.
        throw ConditionError(std::string("GridChess ") +
                             (variant == GridVariant::VerticalShift ? "VerticalShift" : "DiagonalShift") +
                             " is not supported");
      case GridVariant::HorizontalShift:
        number_cells(grid, [](int file, int rank) { return (file + 1) / 2 + 5 * (rank / 2); });
        irregular = false;
        break;
      case GridVariant::Orthogonal:
        read_orthogonal_lines(words, grid);
        irregular = false;
        break;
      case GridVariant::Irregular:
        read_irregular_cells(words, grid);
        irregular = true;
        break;
      case GridVariant::GridLine: {
        grid.lines.clear();
        GridLine line;
        while (!words.done() && parse_grid_line(words.peek(), line)) {
          grid.lines.push_back(line);
          words.take();
        }
        irregular = true;
        break;
      }
      case GridVariant::None: break;
    }
  }
  if (!irregular) grid.lines.clear();
  return std::make_unique<GridChess>(std::move(grid));
}

}  // namespace feerie
