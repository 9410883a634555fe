#include "rules/influencer/influencer.h"

#include <span>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The squares next to a square, in Popeye's order (queen's vectors: right,
// up, left, down, then the diagonals).
constexpr int Around[8][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {-1, 1}, {1, 1}, {1, -1}, {-1, -1}};

// The men of `side` that a piece arriving on `square` influences: those next
// to it, kings and royal pieces aside, in Popeye's order. Returns their count.
int influenced(const Position& position, Square square, Side side, Square (&out)[8]) {
  int count = 0;
  for (const auto& [files, ranks] : Around) {
    const int file = file_of(square) + files, rank = rank_of(square) + ranks;
    if (file < 0 || file > 7 || rank < 0 || rank > 7) continue;
    const Square s = make_square(file, rank);
    const Piece piece = position.piece_on(s);
    if (piece.of(side) && !king_or_royal(piece)) out[count++] = s;
  }
  return count;
}

// The type a man of `side` on `square` takes next to an influencer of `type`.
PieceType influenced_type(Side side, Square square, PieceType type) {
  const int rank = relative_rank(side, square);
  return rank == 0 || rank == 7 ? type : PieceType::Pawn;
}

// The type of the piece that makes `move` once it has moved.
PieceType influencer_type(const Position& position, const Move& move) {
  return move.promotion != PieceType::None ? move.promotion : position.piece_on(move.from).type;
}

// The men that the move's influencer (a pawn-like piece) turns into pawns on
// their last rank, which then promote, in Popeye's order. Returns their count.
int promoting(const Position& position, const Move& move, Square (&out)[8]) {
  if (move.is_castling()) return 0;
  const Piece mover = position.piece_on(move.from);
  if (king_or_royal(mover) || !kind_of(influencer_type(position, move)).pawn_like) return 0;
  const Side enemy = opponent(position.side_to_move());
  Square near[8];
  int count = 0;
  for (int i = 0, n = influenced(position, move.to, enemy, near); i < n; ++i)
    if (relative_rank(enemy, near[i]) == 7 && near[i] != position.capture_square(move)) out[count++] = near[i];
  return count;
}

// The promotion types of the pawns made on `squares` (in their order), the
// choice of the move: the first square's in Move::choice_type, the others'
// as the digits of Move::choice_square in the base of the number of types.
void promote_as_chosen(Position& position, const Square* squares, int count, const Move& move) {
  int rest = move.choice_square;
  for (int i = 0; i < count; ++i) {
    Piece piece = position.piece_on(squares[i]);
    const std::span<const PieceType> types = position.promotion_types(piece.type);
    if (i == 0) {
      piece.type = move.choice_type;
    } else {
      piece.type = types[static_cast<std::size_t>(rest) % types.size()];
      rest /= static_cast<int>(types.size());
    }
    position.change(squares[i], piece, EffectKind::Promote);
  }
}

}  // namespace

void Influencer::expand(Position& position, const Move& move, MoveList& out) const {
  Square squares[8];
  const int count = promoting(position, move, squares);
  if (count == 0) {
    out.push(move);
    return;
  }
  const std::span<const PieceType> types = position.promotion_types(influencer_type(position, move));
  int others = 1;
  for (int i = 1; i < count; ++i) others *= static_cast<int>(types.size());
  if (others > 127) throw ConditionError("Influencer: too many pawns promoting at once");
  for (const PieceType type : types)
    for (int rest = 0; rest < others; ++rest) {
      Move choice = move;
      choice.choice_type = type;
      choice.choice_square = static_cast<Square>(rest);
      out.push(choice);
    }
}

// Popeye records each change, even of a pawn into a pawn, and writes it
// ("[b2=P]"); a rook or king so made on its castling square counts as
// unmoved (Position::count_as_unmoved).
void Influencer::consequences(Position& position, const Displacement& displacement) const {
  // The side to move is still the mover's.
  const Side enemy = opponent(position.side_to_move());
  // The piece that moved (a castling king, royal, influences nothing: its
  // rook does).
  const Square arrival = displacement.move.is_castling() ? displacement.rook_to : displacement.move.to;
  const Piece influencer = position.piece_on(arrival);
  if (influencer.empty() || king_or_royal(influencer)) return;
  Square near[8], made_pawns[8];  // made_pawns: pawns made on their last rank, which promote
  int promoting_count = 0;
  for (int i = 0, n = influenced(position, arrival, enemy, near); i < n; ++i) {
    const Square s = near[i];
    Piece piece = position.piece_on(s);
    piece.type = influenced_type(enemy, s, influencer.type);
    if (kind_of(piece.type).pawn_like && relative_rank(enemy, s) == 7) made_pawns[promoting_count++] = s;
    position.change(s, piece, EffectKind::Transform);
    position.count_as_unmoved(s);
  }
  if (promoting_count) promote_as_chosen(position, made_pawns, promoting_count, displacement.move);
  // A pawn made next to a pawn that has just stepped two squares may take
  // it en passant ("e7-e5[d5=P] d5*e6 ep."): the core records the square
  // only where a pawn could take at the step.
  if (displacement.move.kind == MoveKind::DoubleStep && position.en_passant() == NoSquare) {
    const Square over = static_cast<Square>((displacement.move.from + displacement.move.to) / 2);
    if (position.en_passant_takers(over, enemy)) {
      position.set_en_passant(over);
      position.set_en_passant_pawn(displacement.move.to);
    }
  }
}

std::unique_ptr<Condition> make_influencer(ConditionWords&) { return std::make_unique<Influencer>(); }

}  // namespace feerie
