#include "rules/einstein/einstein_chess.h"

#include "core/position.h"
#include "rules/einstein/einstein_ladder.h"
#include "rules/registry.h"

namespace feerie {

namespace {

void transform(Position& position, Square square, PieceType type) {
  Piece piece = position.piece_on(square);
  if (piece.empty() || piece.type == type) return;
  piece.type = type;
  position.change(square, piece, EffectKind::Transform);
}

}  // namespace

std::string EinsteinChess::name() const {
  switch (variant_) {
    case Variant::Einstein: return "EinsteinChess";
    case Variant::Reversal: return "ReversalEinsteinChess";
    case Variant::Anti: break;
  }
  return "AntiEinsteinChess";
}

PieceType EinsteinChess::changed(PieceType type, bool captures) const {
  switch (variant_) {
    case Variant::Einstein: return captures ? einstein_higher(type) : einstein_lower(type);
    case Variant::Reversal: return captures ? einstein_lower(type) : einstein_higher(type);
    case Variant::Anti: break;
  }
  return captures ? type : einstein_lower(type);
}

// The capture en passant on the square just beyond the first rank of a pawn
// that stepped from there: the core takes only the square of a double step
// from the second rank.
void EinsteinChess::add_first_rank_en_passant(const Position& position, MoveList& moves) const {
  const Square pawn = position.en_passant_pawn();
  if (position.en_passant() == NoSquare || pawn == NoSquare) return;
  const Move& last = position.state().last_move;
  const Side side = position.side_to_move(), stepper = opponent(side);
  if (last.to != pawn || relative_rank(stepper, last.from) != 0) return;
  const Square over = static_cast<Square>(last.from + forward(stepper));
  for (Bitboard takers = pawn_attacks(stepper, over) & position.pieces(side, PieceType::Pawn); takers;)
    moves.push(Move{.from = pop_lowest(takers), .to = over, .kind = MoveKind::EnPassant});
}

// A pawn never promotes: of the generator's promotions, one move is kept
// without one. A pawn on its own first rank also steps two or three squares.
void EinsteinChess::generate(const Position& position, MoveList& moves) const {
  const Side side = position.side_to_move();
  std::size_t kept = 0;
  for (const Move& move : moves) {
    if (move.promotion != PieceType::None) {
      if (move.promotion != position.promotion_types().front() || move.chameleon_promotion) continue;
      Move single = move;
      single.promotion = PieceType::None;
      moves[kept++] = single;
    } else {
      moves[kept++] = move;
    }
  }
  moves.truncate(kept);
  add_first_rank_en_passant(position, moves);
  const int step = forward(side);
  const Bitboard occupied = position.occupied();
  for (Bitboard pawns = position.pieces(side, PieceType::Pawn) & ~position.paralysed(position.pieces(side)); pawns;) {
    const Square from = pop_lowest(pawns);
    if (relative_rank(side, from) != 0) continue;
    Square to = from;
    for (int length = 1; length <= 3; ++length) {
      to = static_cast<Square>(to + step);
      if (occupied & square_bb(to)) break;
      if (length > 1) moves.push(Move{.from = from, .to = to});
    }
  }
}

// After a pawn's step of two or three squares from its first rank, either
// square passed over may be taken en passant (as Popeye): the position
// records the one next to the pawn; generate() adds the other.
void EinsteinChess::record_en_passant(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  const Side side = displacement.mover.side;
  const int step = forward(side);
  if (displacement.mover.type != PieceType::Pawn || !displacement.captured.empty() ||
      relative_rank(side, move.from) != 0 || move.to - move.from == step)
    return;
  Bitboard takers = 0;
  for (Square over = static_cast<Square>(move.from + step); over != move.to; over = static_cast<Square>(over + step))
    takers |= position.en_passant_takers(over, opponent(side));
  if (!takers) return;  // as the core: recorded only where a pawn could take
  position.set_en_passant(static_cast<Square>(move.to - step));
  position.set_en_passant_pawn(move.to);
}

void EinsteinChess::consequences(Position& position, const Displacement& displacement) const {
  record_en_passant(position, displacement);
  const bool captures = !displacement.captured.empty();
  if (displacement.move.is_castling()) {
    transform(position, displacement.rook_to, changed(PieceType::Rook, false));
    return;
  }
  const Square square = displacement.move.to;
  const Piece piece = position.piece_on(square);
  if (piece.empty()) return;
  transform(position, square, changed(piece.type, captures));
}

std::string EinsteinChess::refusal(const Position& position) const {
  if (position.fairy_pieces()) return "einsteinchess not allowed with fairy pieces";
  return {};
}

std::unique_ptr<Condition> make_einstein_chess(ConditionWords&) {
  return std::make_unique<EinsteinChess>(EinsteinChess::Variant::Einstein);
}
std::unique_ptr<Condition> make_reversal_einstein_chess(ConditionWords&) {
  return std::make_unique<EinsteinChess>(EinsteinChess::Variant::Reversal);
}
std::unique_ptr<Condition> make_anti_einstein_chess(ConditionWords&) {
  return std::make_unique<EinsteinChess>(EinsteinChess::Variant::Anti);
}

}  // namespace feerie
