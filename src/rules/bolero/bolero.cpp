#include "rules/bolero/bolero.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "movegen/walk_rule_moves.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The piece of the game array on the file's first rank.
PieceType file_walk(Square square) {
  constexpr PieceType array[8] = {PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
                                  PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};
  return array[file_of(square)];
}

}  // namespace

std::string Bolero::name() const {
  return std::string(inverse_ ? "BoleroInverse" : "Bolero") + (rex_inclusive_ ? " RexInclusive" : "");
}

unsigned Bolero::hooks() const {
  const unsigned generation = static_cast<unsigned>(Hook::Generation);
  return inverse_ ? generation | static_cast<unsigned>(Hook::Walk) : generation;
}

bool Bolero::dances(const Position& position, Square square) const {
  const Piece piece = position.piece_on(square);
  if (piece.empty() || kind_of(piece.type).pawn_like || piece.type == PieceType::Pawn) return false;
  return rex_inclusive_ || !(piece.type == PieceType::King || piece.royal);
}

// BoleroInverse: captures and observation by the file's walk.
void Bolero::walks(const Position& position, Square square, Side, Walks& out) const {
  if (dances(position, square)) out.add(file_walk(square));
}

// The generator's moves to empty squares of the pieces that dance are
// replaced by those of the walk that makes them (the file's under Bolero,
// their own under BoleroInverse); castling stays.
void Bolero::generate(const Position& position, MoveList& moves) const {
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (move.is_castling() || position.capture_square(move) != NoSquare || !dances(position, move.from))
      moves[kept++] = move;
  moves.truncate(kept);
  const Side side = position.side_to_move();
  MoveList walked;
  for (Bitboard pieces = position.pieces(side); pieces;) {
    const Square from = pop_lowest(pieces);
    if (!dances(position, from)) continue;
    walked.clear();
    const PieceType walk = inverse_ ? position.piece_on(from).type : file_walk(from);
    generate_moves_by_walk(position, side, from, walk, walked);
    for (const Move& move : walked)
      if (position.capture_square(move) == NoSquare) moves.push(move);
  }
}

namespace {

bool read_rex_inclusive(ConditionWords& words) { return words.accept_rex_inclusive(); }

}  // namespace

std::unique_ptr<Condition> make_bolero(ConditionWords& words) {
  return std::make_unique<Bolero>(false, read_rex_inclusive(words));
}
std::unique_ptr<Condition> make_bolero_inverse(ConditionWords& words) {
  return std::make_unique<Bolero>(true, read_rex_inclusive(words));
}

}  // namespace feerie
