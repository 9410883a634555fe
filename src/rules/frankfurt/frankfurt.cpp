#include "rules/frankfurt/frankfurt.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

}  // namespace

PieceType FrankfurtChess::taken_type(const Position& position, const Move& move) const {
  const Square square = position.capture_square(move);
  if (square == NoSquare) return PieceType::None;
  const Piece mover = position.piece_on(move.from);
  if (king_or_royal(mover) && !kings_change_) return PieceType::None;
  const PieceType taken = position.piece_on(square).type;
  return taken == mover.type ? PieceType::None : taken;
}

// A pawn that captures onto its last rank takes the captured type instead
// of promoting: of the generator's promotions, one move is kept without one.
void FrankfurtChess::generate(const Position& position, MoveList& moves) const {
  std::size_t kept = 0;
  for (const Move& move : moves) {
    if (move.promotion == PieceType::None || taken_type(position, move) == PieceType::None) {
      moves[kept++] = move;
      continue;
    }
    if (move.promotion != position.promotion_types(position.piece_on(move.from).type).front() ||
        move.chameleon_promotion)
      continue;
    Move single = move;
    single.promotion = PieceType::None;
    moves[kept++] = single;
  }
  moves.truncate(kept);
}

// A piece that takes a pawn on its own last rank becomes a pawn there, which
// promotes: one move per promotion type, carried in the move's choice.
void FrankfurtChess::expand(Position& position, const Move& move, MoveList& out) const {
  const PieceType taken = taken_type(position, move);
  if (taken == PieceType::None || !kind_of(taken).pawn_like ||
      relative_rank(position.side_to_move(), move.to) != 7) {
    out.push(move);
    return;
  }
  for (const PieceType type : position.promotion_types(taken)) {
    Move promoting = move;
    promoting.choice_type = type;
    out.push(promoting);
  }
}

void FrankfurtChess::consequences(Position& position, const Displacement& displacement) const {
  if (displacement.captured.empty() || displacement.move.is_castling()) return;
  const Piece mover = displacement.mover;
  if (king_or_royal(mover) && !kings_change_) return;
  const Square arrival = displacement.move.to;
  Piece piece = position.piece_on(arrival);
  // A pawn that took a pawn has promoted, if at all, as a pawn.
  if (piece.empty() || displacement.captured.type == mover.type) return;
  piece.type = displacement.captured.type;
  piece.royal = king_or_royal(mover);
  position.change(arrival, piece, EffectKind::Transform);
  if (displacement.move.choice_type != PieceType::None) {
    piece.type = displacement.move.choice_type;
    position.change(arrival, piece, EffectKind::Promote);
  }
}

std::unique_ptr<Condition> make_frankfurt_chess(ConditionWords& words) {
  const bool rex_exclusive = words.accept({"RexExclusive", "RexExklusive", "RexExclusif"});
  return std::make_unique<FrankfurtChess>(!rex_exclusive);
}

}  // namespace feerie
