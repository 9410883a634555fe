#include "rules/take_make/take_make.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/piece_fields.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The step's squares a capturer `mover` may end on: not a pawn's own first rank.
Bitboard allowed_ends(Piece mover) {
  if (!is_pawn_like(mover.type)) return ~Bitboard{0};
  return ~rank_bb(mover.side == Side::White ? 0 : 7);
}

}  // namespace

unsigned TakeAndMake::hooks() const {
  unsigned hooks = static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  if (absolute_) hooks |= static_cast<unsigned>(Hook::CheckValidation);
  return hooks;
}

// A capture becomes one move per square its step may end on (and per
// promotion where a pawn's step ends on its last rank); the generator's own
// promotions on the capture square are dropped, as the pawn moves on.
void TakeAndMake::expand(Position& position, const Move& move, MoveList& out) const {
  const Square capture_square = position.capture_square(move);
  if (capture_square == NoSquare) {
    out.push(move);
    return;
  }
  if (move.promotion != PieceType::None && move.promotion != position.promotion_types().front()) return;
  const Piece mover = position.piece_on(move.from);
  const Side side = position.side_to_move();
  const Piece captured = position.piece_on(capture_square);
  const Bitboard occupied =
      (position.occupied() & ~square_bb(move.from) & ~square_bb(capture_square)) | square_bb(move.to);
  Bitboard ends = quiet_moves(captured, move.to, occupied) & allowed_ends(mover);
  const Bitboard last_rank = rank_bb(side == Side::White ? 7 : 0);
  Move take = move;
  take.promotion = PieceType::None;
  while (ends) {
    take.choice_square = pop_lowest(ends);
    take.choice_type = PieceType::None;
    if (!is_pawn_like(mover.type) || !(last_rank & square_bb(take.choice_square))) {
      out.push(take);
      continue;
    }
    for (const PieceType type : position.promotion_types()) {
      take.choice_type = type;
      out.push(take);
    }
  }
}

void TakeAndMake::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  if (displacement.captured.empty() || move.choice_square == NoSquare) return;
  position.displace(move.to, move.choice_square);
  if (move.choice_type != PieceType::None)
    position.change(move.choice_square, Piece{move.choice_type, displacement.mover.side}, EffectKind::Promote);
}

// Absolute: the king is attacked only if, once taken, its taker could step
// on from its square as a king does.
bool TakeAndMake::check_counts(const Position& position, Square attacker, Square king) const {
  const Piece taker = position.piece_on(attacker);
  const Bitboard occupied = (position.occupied() & ~square_bb(attacker)) | square_bb(king);
  return (quiet_moves(Piece{PieceType::King, opponent(taker.side)}, king, occupied) & allowed_ends(taker)) != 0;
}

std::unique_ptr<Condition> make_take_and_make(ConditionWords& words) {
  const bool absolute = words.accept({"Absolute", "Absolut", "Absolu"});
  return std::make_unique<TakeAndMake>(absolute);
}

}  // namespace feerie
