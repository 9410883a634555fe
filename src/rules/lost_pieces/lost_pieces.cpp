#include "rules/lost_pieces/lost_pieces.h"

#include "core/position.h"
#include "movegen/movegen.h"
#include "rules/rules.h"

namespace feerie {

namespace {

// Where the man that stood on `square` stands after the last move played:
// NoSquare if it left the board.
Square followed(const Position& position, Square square) {
  for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect) {
    if (effect->from != square) continue;
    if (effect->kind == EffectKind::Displace) square = effect->to;
    if (effect->kind == EffectKind::Capture || effect->kind == EffectKind::Remove) return NoSquare;
  }
  return square;
}

}  // namespace

bool LostPieces::can_escape(Position& position, Square square) {
  const Side side = position.side_to_move();
  const Rules& rules = *position.rules();
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  MoveList choices;
  for (const Move& move : pseudo) {
    choices.clear();
    rules.expand(position, move, choices);
    for (const Move& choice : choices) {
      position.make_move(choice);
      const Square at = followed(position, square);
      const bool escapes = (!rules.has(Hook::Legality) || rules.allows(position, side)) &&
                           (at == NoSquare || !position.square_checked(at, opponent(side), position.occupied()));
      position.unmake_move();
      if (escapes) return true;
    }
  }
  return false;
}

void LostPieces::take_off_lost(Position& position, Side mover) {
  // The moves of the test are not followed by losses of their own.
  static thread_local bool testing = false;
  if (testing) return;
  const Side loser = opponent(mover);
  Bitboard lost = 0;
  for (Bitboard men = position.pieces(loser) & ~position.pieces(PieceType::King); men;) {
    const Square square = pop_lowest(men);
    if (!position.square_checked(square, mover, position.occupied())) continue;
    // The loser's turn, as it would come (a double step just played can be
    // taken en passant), given and taken back where it is not his turn yet.
    testing = true;
    const bool turn_given = position.side_to_move() != loser;
    if (turn_given) position.skip_turn();
    if (!can_escape(position, square)) lost |= square_bb(square);
    if (turn_given) position.unmake_move();
    testing = false;
  }
  while (lost) position.remove(pop_lowest(lost));
}

void LostPieces::consequences(Position& position, const Displacement&) const {
  take_off_lost(position, position.side_to_move());
}

void LostPieces::after_threat_pass(Position& position) const {
  take_off_lost(position, opponent(position.side_to_move()));
}

std::unique_ptr<Condition> make_lost_pieces(ConditionWords&) { return std::make_unique<LostPieces>(); }

}  // namespace feerie
