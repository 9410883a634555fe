#include "rules/circe/circe_square.h"

#include "core/piece_catalogue.h"
#include "rules/condition.h"

namespace feerie {

namespace {

// Files of the two initial squares of a knight, bishop or rook: the first is
// dark on White's first rank (a1, g1, c1), the second light (h1, b1, f1).
// On Black's first rank the colours swap (a8 light, h8 dark).
struct FilePair {
  int dark_on_white_rank;
  int light_on_white_rank;
};

FilePair initial_files(PieceType type) {
  switch (type) {
    case PieceType::Knight: return {6, 1};
    case PieceType::Bishop: return {2, 5};
    default: return {0, 7};  // rook
  }
}

}  // namespace

Square circe_square(Piece piece, Square capture_square) {
  if (piece.type == PieceType::None) return NoSquare;
  // A pawn, or a pawn's relative, on its second rank on the capture's file.
  if (kind_of(piece.type).pawn_like) return make_square(file_of(capture_square), piece.side == Side::White ? 1 : 6);
  const int first_rank = piece.side == Side::White ? 0 : 7;
  switch (piece.type) {
    case PieceType::Queen: return make_square(3, first_rank);
    case PieceType::King: return make_square(4, first_rank);
    case PieceType::Knight:
    case PieceType::Bishop:
    case PieceType::Rook: {
      const FilePair files = initial_files(piece.type);
      // Both candidate squares lie on one rank and differ in colour: take the one
      // whose colour matches the capture square.
      const Square dark_candidate = make_square(files.dark_on_white_rank, first_rank);
      const Square light_candidate = make_square(files.light_on_white_rank, first_rank);
      return is_light(dark_candidate) == is_light(capture_square) ? dark_candidate : light_candidate;
    }
    default: break;
  }
  // Any other fairy piece: the capture's file on its promotion rank (as Popeye).
  return make_square(file_of(capture_square), piece.side == Side::White ? 7 : 0);
}

void rebirth(Position& position, Square square, Piece piece) {
  position.add(square, piece);
  if (piece.neutral) return;
  const int first_rank = piece.side == Side::White ? 0 : 7;
  if (rank_of(square) != first_rank) return;
  // A king reborn on e1/e8 (AntiCirce) may castle again too, as in Popeye.
  if ((piece.type == PieceType::Rook && (file_of(square) == 0 || file_of(square) == 7)) ||
      (piece.type == PieceType::King && file_of(square) == 4))
    position.grant_castling_right(square);
}

void push_rebirth_choices(const Position& position, const Move& move, Piece captured, Bitboard squares, MoveList& out) {
  const bool pawn_like =
      is_pawn_like(captured.type);
  const Bitboard last_rank = rank_bb(captured.side == Side::White ? 7 : 0);
  while (squares) {
    Move choice = move;
    choice.choice_square = pop_lowest(squares);
    if (!pawn_like || !(last_rank & square_bb(choice.choice_square))) {
      out.push(choice);
      continue;
    }
    for (const PieceType type : position.promotion_types(captured.type)) {
      choice.choice_type = type;
      out.push(choice);
    }
  }
}

void rebirth_as_chosen(Position& position, const Displacement& displacement) {
  const Move& move = displacement.move;
  if (displacement.captured.empty() || move.choice_square == NoSquare) return;
  rebirth(position, move.choice_square, displacement.captured);
  if (move.choice_type != PieceType::None)
    position.change(move.choice_square, Piece{move.choice_type, displacement.captured.side}, EffectKind::Promote);
}

void send_under(Position& position, Square square, Piece piece, Piece before) {
  position.bury(square, piece, NoSquare, before);
}

void land_on_occupant(Position& position, Square square) {
  const Piece occupant = position.piece_on(square);
  position.capture(square);
  position.bury(square, occupant, square);
}

void uncover(Position& position, bool last_first) {
  // Ascending, each ghost met under an empty square is the first under it
  // (one before it would have come back there); descending, the last.
  const auto come_back = [&](std::size_t index) {
    const Position::Ghost ghost = position.ghosts()[index];
    if (!position.piece_on(ghost.square).empty()) return false;
    position.add(ghost.square, ghost.piece);
    position.forget_ghost(ghost.square, !last_first);
    return true;
  };
  if (last_first) {
    for (std::size_t i = position.ghosts().size(); i-- > 0;) come_back(i);
  } else {
    for (std::size_t i = 0; i < position.ghosts().size();)
      if (!come_back(i)) ++i;
  }
}

Bitboard occupancy_after_displacement(const Position& position, const Move& move) {
  Bitboard occupied = (position.occupied() & ~square_bb(move.from)) | square_bb(move.to);
  if (const Square captured = position.capture_square(move); captured != move.to && captured != NoSquare)
    occupied &= ~square_bb(captured);
  if (move.is_castling()) {
    const int rank = rank_of(move.from);
    const bool short_side = move.kind == MoveKind::CastleShort;
    occupied &= ~square_bb(make_square(short_side ? 7 : 0, rank));
    occupied |= square_bb(make_square(short_side ? 5 : 3, rank));
  }
  return occupied;
}

Piece piece_after_displacement(const Position& position, const Move& move, Square square) {
  if (square == move.to) {
    const Piece mover = position.piece_on(move.from);
    return move.promotion == PieceType::None ? mover : Piece{move.promotion, mover.side};
  }
  if (square == move.from) return NoPiece;
  if (square == position.capture_square(move)) return NoPiece;
  if (move.is_castling()) {
    const int rank = rank_of(move.from);
    const bool short_side = move.kind == MoveKind::CastleShort;
    if (square == make_square(short_side ? 7 : 0, rank)) return NoPiece;
    if (square == make_square(short_side ? 5 : 3, rank)) return Piece{PieceType::Rook, position.side_to_move()};
  }
  return position.piece_on(square);
}

}  // namespace feerie
