#include "rules/breton/breton.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

std::string Breton::name() const {
  return std::string("Breton") + (adverse_ ? " Adverse" : "") + (chromatic_ ? " Chromatic" : "") +
         (popeye_ ? " PY" : "");
}

void Breton::expand(Position& position, const Move& move, MoveList& out) const {
  const Square captured_on = position.capture_square(move);
  if (captured_on == NoSquare) return out.push(move);
  const Side mover = position.side_to_move();
  const Side victims = adverse_ ? opponent(mover) : mover;
  const PieceType type = position.piece_on(captured_on).type;
  // The pieces of that side and type once the capture is made: the
  // captured piece is gone, the capturer stands on its arrival, as a pawn
  // still unless PY (then as what it promotes to).
  const bool promotes_after = move.promotion != PieceType::None && !popeye_;
  const PieceType arrived =
      move.promotion != PieceType::None && popeye_ ? move.promotion : position.piece_on(move.from).type;
  Bitboard candidates = position.pieces(victims, type) & ~square_bb(captured_on) & ~square_bb(move.from);
  if (victims == mover && arrived == type) candidates |= square_bb(move.to);
  if (!candidates) return out.push(move);
  while (candidates) {
    Move choice = move;
    choice.choice_square = pop_lowest(candidates);
    if (promotes_after) {
      // The pawn arrives as a pawn and promotes after the removal
      // (consequences); removed or turned itself, it does not promote: one
      // move for all its promotions.
      choice.promotion = PieceType::None;
      if (choice.choice_square == move.to) {
        if (move.promotion != position.promotion_types(position.piece_on(move.from).type).front()) continue;
      } else {
        choice.choice_type = move.promotion;
      }
    }
    out.push(choice);
  }
}

void Breton::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  if (move.choice_square == NoSquare || displacement.captured.empty()) return;
  const Piece piece = position.piece_on(move.choice_square);
  if (chromatic_)
    position.change(move.choice_square, Piece{piece.type, opponent(piece.side)}, EffectKind::Convert);
  else
    position.remove(move.choice_square);
  // A pawn whose promotion waited for the removal ("[a8=Q]").
  if (move.choice_type != PieceType::None) {
    Piece promoted = position.piece_on(move.to);
    promoted.type = move.choice_type;
    position.change(move.to, promoted, EffectKind::Promote);
  }
}

std::unique_ptr<Condition> make_breton(ConditionWords& words) {
  bool adverse = false, chromatic = false, popeye = false;
  for (;;) {
    if (words.accept({"Adverse", "Advers"}))
      adverse = true;
    else if (words.accept({"Chromatic", "Chromatisch", "Chromatique"}))
      chromatic = true;
    else if (words.accept({"PY"}))
      popeye = true;
    else
      break;
  }
  return std::make_unique<Breton>(adverse, chromatic, popeye);
}

}  // namespace feerie
