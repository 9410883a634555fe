#include "rules/make_take/make_take.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/piece_fields.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The types of the pieces of `side` on the board, each once, in type order.
std::vector<PieceType> types_of(const Position& position, Side side) {
  std::vector<PieceType> types;
  for (Bitboard pieces = position.pieces(side); pieces;) {
    const PieceType type = position.piece_on(pop_lowest(pieces)).type;
    if (std::find(types.begin(), types.end(), type) == types.end()) types.push_back(type);
  }
  std::sort(types.begin(), types.end());
  return types;
}

// The captures of the piece on `from`: every capture of a piece of `type`
// that follows an approach as a piece of that type.
struct Captures {
  Bitboard squares = 0;
  bool en_passant = false;
};

Captures captures_after_approach(const Position& position, Square from, PieceType type) {
  const Piece mover = position.piece_on(from);
  const Side victim = opponent(mover.side);
  const Bitboard occupied = position.occupied();
  const Bitboard victims = position.pieces(victim, type) & position.capturable(mover.side);
  const Square passed = position.en_passant();
  const bool takes_en_passant = type == PieceType::Pawn && mover.type == PieceType::Pawn && passed != NoSquare &&
                                relative_rank(mover.side, passed) == 5;
  Captures captures;
  for (Bitboard approach = quiet_moves(Piece{type, victim}, from, occupied); approach;) {
    const Square step = pop_lowest(approach);
    const Bitboard field = capture_field(mover, step, (occupied & ~square_bb(from)) | square_bb(step));
    captures.squares |= field & victims;
    if (takes_en_passant && (field & square_bb(passed))) captures.en_passant = true;
  }
  return captures;
}

void push_captures(const Position& position, Square from, const Captures& captures, MoveList& out) {
  const Piece mover = position.piece_on(from);
  const Bitboard last_rank = rank_bb(mover.side == Side::White ? 7 : 0);
  for (Bitboard squares = captures.squares; squares;) {
    const Square to = pop_lowest(squares);
    if (!is_pawn_like(mover.type) || !(last_rank & square_bb(to))) {
      out.push(Move{from, to});
      continue;
    }
    for (const PieceType promotion : position.promotion_types(mover.type))
      out.push(Move{.from = from, .to = to, .promotion = promotion});
  }
  if (captures.en_passant) out.push(Move{from, position.en_passant(), MoveKind::EnPassant});
}

// Whether the piece on `from`, standing on the game-array square of the
// king of `victim`, could castle as that king and then take on `target`.
bool castles_then_takes(const Position& position, Square from, Side victim, Square target, Bitboard occupied) {
  const int rank = victim == Side::White ? 0 : 7;
  if (from != make_square(4, rank)) return false;
  const Piece piece = position.piece_on(from);
  for (const bool short_side : {true, false}) {
    const Square rook = make_square(short_side ? 7 : 0, rank);
    if (!(position.castling_rights() & castling::bit_of(rook)) || (between_bb(from, rook) & occupied)) continue;
    const Square king_to = make_square(short_side ? 6 : 2, rank);
    const Square rook_to = make_square(short_side ? 5 : 3, rank);
    const Bitboard after = (occupied & ~square_bb(from) & ~square_bb(rook)) | square_bb(king_to) | square_bb(rook_to);
    if (capture_field(piece, king_to, after) & square_bb(target)) return true;
  }
  return false;
}

}  // namespace

unsigned MakeAndTake::hooks() const {
  return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::KingObservation) |
         static_cast<unsigned>(Hook::Consequences);
}

// The position records a double step's square only where an enemy pawn
// stands beside the pawn's arrival; here any enemy pawn may approach it.
void MakeAndTake::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  if (move.kind != MoveKind::DoubleStep || position.en_passant() != NoSquare) return;
  if (position.pieces(opponent(displacement.mover.side), PieceType::Pawn))
    position.set_en_passant(static_cast<Square>((move.from + move.to) / 2));
}

// The generator's captures are dropped; each piece that may move gets the
// captures that follow its approaches instead.
void MakeAndTake::generate(const Position& position, MoveList& moves) const {
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (position.capture_square(move) == NoSquare) moves[kept++] = move;
  moves.truncate(kept);
  const Side side = position.side_to_move();
  const std::vector<PieceType> victim_types = types_of(position, opponent(side));
  for (Bitboard movers = position.pieces(side) & ~position.paralysed(position.pieces(side)); movers;) {
    const Square from = pop_lowest(movers);
    Captures all;
    for (const PieceType type : victim_types) {
      const Captures captures = captures_after_approach(position, from, type);
      all.squares |= captures.squares;
      all.en_passant = all.en_passant || captures.en_passant;
    }
    push_captures(position, from, all, moves);
  }
}

Bitboard MakeAndTake::king_observers(const Position& position, Square square, Side by, Bitboard occupied) const {
  const Side victim = opponent(by);
  // The king stands on `square` (a castling king passes over it).
  occupied |= square_bb(square);
  Bitboard result = 0;
  for (Bitboard pieces = position.pieces(by) & ~square_bb(square); pieces;) {
    const Square from = pop_lowest(pieces);
    const Piece piece = position.piece_on(from);
    bool takes = castles_then_takes(position, from, victim, square, occupied);
    for (Bitboard approach = quiet_moves(Piece{PieceType::King, victim}, from, occupied); approach && !takes;) {
      const Square step = pop_lowest(approach);
      takes = capture_field(piece, step, (occupied & ~square_bb(from)) | square_bb(step)) & square_bb(square);
    }
    if (takes) result |= square_bb(from);
  }
  return result;
}

std::unique_ptr<Condition> make_make_and_take(ConditionWords&) { return std::make_unique<MakeAndTake>(); }

}  // namespace feerie
