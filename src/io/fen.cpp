#include "io/fen.h"

#include <cctype>
#include <sstream>
#include <vector>

namespace feerie {

namespace {

std::vector<std::string> split_fields(std::string_view fen) {
  std::vector<std::string> fields;
  std::istringstream in{std::string(fen)};
  for (std::string field; in >> field;) fields.push_back(field);
  return fields;
}

void read_board(const std::string& board, Position& position) {
  int rank = 7;
  int file = 0;
  bool neutral = false;  // '=' before a letter: a neutral piece, as in Popeye's Forsyth
  for (const char c : board) {
    if (c == '=') {
      if (neutral) throw FenError("FEN board: '=' twice");
      neutral = true;
    } else if (neutral && !std::isalpha(static_cast<unsigned char>(c))) {
      throw FenError("FEN board: '=' must come before a piece letter");
    } else if (c == '/') {
      if (file != 8)
        throw FenError("FEN rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                       " squares, expected 8");
      if (--rank < 0) throw FenError("FEN board has more than 8 ranks");
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) throw FenError("FEN rank " + std::to_string(rank + 1) + " has more than 8 squares");
    } else {
      const PieceType type = piece_type_from_letter(c);
      if (type == PieceType::None) throw FenError(std::string("FEN board: unknown piece letter '") + c + "'");
      if (file >= 8) throw FenError("FEN rank " + std::to_string(rank + 1) + " has more than 8 squares");
      const Side side = std::isupper(static_cast<unsigned char>(c)) ? Side::White : Side::Black;
      position.put(make_square(file++, rank), neutral ? neutral_piece(type) : Piece{type, side});
      neutral = false;
    }
  }
  if (neutral) throw FenError("FEN board: '=' must come before a piece letter");
  if (rank != 0) throw FenError("FEN board has " + std::to_string(8 - rank) + " ranks, expected 8");
  if (file != 8) throw FenError("FEN rank 1 has " + std::to_string(file) + " squares, expected 8");
}

std::uint8_t read_castling(const std::string& field) {
  if (field == "-") return 0;
  std::uint8_t rights = 0;
  for (const char c : field) {
    switch (c) {
      case 'K': rights |= castling::E1 | castling::H1; break;
      case 'Q': rights |= castling::E1 | castling::A1; break;
      case 'k': rights |= castling::E8 | castling::H8; break;
      case 'q': rights |= castling::E8 | castling::A8; break;
      default: throw FenError(std::string("FEN castling field: unexpected '") + c + "', expected K, Q, k, q or -");
    }
  }
  return rights;
}

// Rights only for pieces that stand where castling needs them.
std::uint8_t checked_castling(std::uint8_t rights, const Position& position) {
  const struct {
    std::uint8_t bit;
    Square square;
    Piece piece;
  } needs[] = {{castling::E1, 4, {PieceType::King, Side::White}},  {castling::A1, 0, {PieceType::Rook, Side::White}},
               {castling::H1, 7, {PieceType::Rook, Side::White}},  {castling::E8, 60, {PieceType::King, Side::Black}},
               {castling::A8, 56, {PieceType::Rook, Side::Black}}, {castling::H8, 63, {PieceType::Rook, Side::Black}}};
  for (const auto& need : needs)
    if ((rights & need.bit) && !(position.piece_on(need.square) == need.piece))
      throw FenError("FEN castling field grants a right but " + square_name(need.square) + " does not hold the " +
                     (need.piece.type == PieceType::King ? "king" : "rook"));
  return rights;
}

// The square must lie behind a pawn of the side that just moved, with the
// pawn's path empty. Like make_move, the square is kept only when a pawn can
// take there, so that the hash equals that of the same position reached by play.
void read_en_passant(const std::string& field, Position& position) {
  const Square square = parse_square(field);
  if (square == NoSquare) throw FenError("FEN en passant square '" + field + "' is not a square");
  const Side taker = position.side_to_move();
  const Side stepper = opponent(taker);
  if (relative_rank(stepper, square) != 2)
    throw FenError("FEN en passant square " + field + " is not on rank " +
                   std::to_string(taker == Side::White ? 6 : 3));
  const Square pawn = static_cast<Square>(square + forward(stepper));
  const Square origin = static_cast<Square>(square - forward(stepper));
  if (!(position.piece_on(pawn) == Piece{PieceType::Pawn, stepper}))
    throw FenError("FEN en passant square " + field + " has no " + (stepper == Side::White ? "white" : "black") +
                   " pawn on " + square_name(pawn) + " that could have just stepped over it");
  if (!position.piece_on(square).empty() || !position.piece_on(origin).empty())
    throw FenError("FEN en passant square " + field + ": " + field + " and " + square_name(origin) +
                   " must be empty after a double step");
  if (pawn_attacks(stepper, square) & position.pieces(taker, PieceType::Pawn)) position.set_en_passant(square);
}

}  // namespace

void read_fen(std::string_view fen, Position& position) {
  const auto fields = split_fields(fen);
  if (fields.empty()) throw FenError("FEN is empty");
  if (fields.size() > 6) throw FenError("FEN has " + std::to_string(fields.size()) + " fields, expected at most 6");
  position.clear();
  read_board(fields[0], position);

  if (fields.size() > 1) {
    if (fields[1] != "w" && fields[1] != "b")
      throw FenError("FEN side to move is '" + fields[1] + "', expected w or b");
    position.set_side_to_move(fields[1] == "w" ? Side::White : Side::Black);
  }
  if (fields.size() > 2) position.set_castling(checked_castling(read_castling(fields[2]), position));
  if (fields.size() > 3 && fields[3] != "-") read_en_passant(fields[3], position);
  for (std::size_t i = 4; i < fields.size(); ++i)
    for (const char c : fields[i])
      if (!std::isdigit(static_cast<unsigned char>(c)))
        throw FenError("FEN move counter '" + fields[i] + "' is not a number");
}

std::string write_fen(const Position& position) {
  std::string fen;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece piece = position.piece_on(make_square(file, rank));
      if (piece.empty()) {
        ++empty;
        continue;
      }
      if (empty) fen += static_cast<char>('0' + empty);
      empty = 0;
      const char letter = piece.type == PieceType::Knight ? 'N' : piece_letter(piece.type);
      if (piece.neutral) fen += '=';  // as Popeye's Forsyth writes a neutral piece
      fen += piece.side == Side::White ? letter : static_cast<char>(std::tolower(letter));
    }
    if (empty) fen += static_cast<char>('0' + empty);
    if (rank) fen += '/';
  }
  fen += position.side_to_move() == Side::White ? " w " : " b ";
  const std::uint8_t rights = position.castling_rights();
  std::string castling_field;
  if ((rights & castling::E1) && (rights & castling::H1)) castling_field += 'K';
  if ((rights & castling::E1) && (rights & castling::A1)) castling_field += 'Q';
  if ((rights & castling::E8) && (rights & castling::H8)) castling_field += 'k';
  if ((rights & castling::E8) && (rights & castling::A8)) castling_field += 'q';
  fen += castling_field.empty() ? "-" : castling_field;
  fen += ' ';
  fen += position.en_passant() == NoSquare ? "-" : square_name(position.en_passant());
  return fen;
}

}  // namespace feerie
