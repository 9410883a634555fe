#include "io/twin.h"

#include "io/tokenizer.h"

namespace feerie {

namespace {

InputError change_error(const TwinChange& change, const std::string& message) {
  return InputError(change.line, change.column, message);
}

void require_piece(const Board& board, Square square, const TwinChange& change) {
  if (board[square].empty()) throw change_error(change, "there is no piece on " + square_name(square));
}

// The square a board transformation carries (file, rank) to.
Square transformed(const TwinChange& change, Square square) {
  const int f = file_of(square), r = rank_of(square);
  if (change.kind == TwinKind::Rotate) {
    switch (change.degrees) {
      case 90: return make_square(7 - r, f);  // a1 -> h1 -> h8 -> a8
      case 180: return make_square(7 - f, 7 - r);
      default: return make_square(r, 7 - f);
    }
  }
  switch (change.axis) {
    case MirrorAxis::A1H1: return make_square(7 - f, r);
    case MirrorAxis::A1A8: return make_square(f, 7 - r);
    case MirrorAxis::A1H8: return make_square(7 - r, 7 - f);
    case MirrorAxis::A8H1: break;
  }
  return make_square(r, f);
}

void transform(const TwinChange& change, Board& board) {
  Board result{};
  for (Square square = 0; square < 64; ++square) result[transformed(change, square)] = board[square];
  board = result;
}

void shift(const TwinChange& change, Board& board) {
  const int files = file_of(change.to) - file_of(change.from);
  const int ranks = rank_of(change.to) - rank_of(change.from);
  Board result{};
  for (Square square = 0; square < 64; ++square) {
    if (board[square].empty()) continue;
    const int file = file_of(square) + files, rank = rank_of(square) + ranks;
    if (!on_board(file, rank))
      throw change_error(change, "the shift moves the piece on " + square_name(square) + " off the board");
    result[make_square(file, rank)] = board[square];
  }
  board = result;
}

void apply_to_board(const TwinChange& change, Board& board) {
  switch (change.kind) {
    case TwinKind::Move:
      require_piece(board, change.from, change);
      board[change.to] = board[change.from];
      board[change.from] = NoPiece;
      break;
    case TwinKind::Exchange:
      require_piece(board, change.from, change);
      require_piece(board, change.to, change);
      std::swap(board[change.from], board[change.to]);
      break;
    case TwinKind::Remove:
      for (const Square square : change.squares) require_piece(board, square, change);
      for (const Square square : change.squares) board[square] = NoPiece;
      break;
    case TwinKind::Add:
      for (const PlacedPiece& placed : change.pieces) board[placed.square] = placed.piece;
      break;
    case TwinKind::Substitute:
      for (Piece& piece : board)
        if (piece.type == change.old_type) piece.type = change.new_type;
      break;
    case TwinKind::Rotate:
    case TwinKind::Mirror: transform(change, board); break;
    case TwinKind::Shift: shift(change, board); break;
    case TwinKind::PolishType:
      for (Piece& piece : board)
        if (!piece.empty() && !piece.neutral) piece.side = opponent(piece.side);
      break;
    case TwinKind::Stipulation:
    case TwinKind::Condition: break;
  }
}

std::string twin_label(std::size_t index, bool continued) {
  const std::string prefix = continued ? "+" : "";
  if (index < 26) return prefix + static_cast<char>('a' + index) + ")";
  return prefix + "z" + std::to_string(index - 25) + ")";
}

}  // namespace

Diagram initial_diagram(const Problem& problem) {
  Diagram diagram;
  for (const PlacedPiece& placed : problem.pieces) diagram.board[placed.square] = placed.piece;
  diagram.stipulation = problem.stipulation;
  diagram.condition_words = problem.condition_words;
  return diagram;
}

void apply(const TwinChange& change, Diagram& diagram) {
  if (change.kind == TwinKind::Stipulation) diagram.stipulation = change.stipulation;
  if (change.kind == TwinKind::Condition) diagram.condition_words = change.condition_words;
  apply_to_board(change, diagram.board);
}

std::vector<PlacedPiece> pieces_of(const Board& board) {
  std::vector<PlacedPiece> pieces;
  for (Square square = 0; square < 64; ++square)
    if (!board[square].empty()) pieces.push_back({square, board[square]});
  return pieces;
}

std::vector<TwinSetup> twin_setups(const Problem& problem) {
  const Diagram diagram = initial_diagram(problem);
  if (problem.twins.empty()) return {TwinSetup{"", diagram, diagram, {}, {}, std::nullopt}};
  std::vector<TwinSetup> setups;
  if (!problem.zero_position) setups.push_back({"a)", diagram, diagram, {}, {}, std::nullopt});
  Diagram previous = diagram;
  for (const Twin& twin : problem.twins) {
    const Diagram& before = twin.continued ? previous : diagram;
    TwinSetup setup{twin_label(setups.size(), twin.continued), before, before, twin.changes, twin.remarks, std::nullopt};
    try {
      for (const TwinChange& change : twin.changes) apply(change, setup.diagram);
    } catch (const InputError& error) {
      setup.error = error;
      setup.diagram = setup.before;
    }
    previous = setup.diagram;
    setups.push_back(std::move(setup));
  }
  return setups;
}

}  // namespace feerie
