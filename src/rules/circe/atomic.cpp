#include "rules/circe/atomic.h"

#include <array>

#include "core/position.h"
#include "rules/circe/circe_square.h"

namespace feerie {

namespace {

struct Blown {
  Square from;
  Piece piece;
  Square rebirth;  // NoSquare: lost
  bool contested;
};

// What a capture does after the displacement, before any choice is applied.
struct Explosion {
  Square main_rebirth = NoSquare;
  std::array<Blown, 8> blown;
  int count = 0;
  int combinations = 1;
};

// `piece_at` and `occupied` describe the board after the displacement (and,
// when called from consequences, after nothing else).
template <typename PieceAt>
Explosion plan_explosion(PieceAt piece_at, Bitboard occupied, Piece captured, Square capture_square) {
  Explosion explosion;
  const Square main = circe_square(captured, capture_square);
  if (!(occupied & square_bb(main))) {
    explosion.main_rebirth = main;
    occupied |= square_bb(main);
  }
  Bitboard neighbours = king_attacks(capture_square) & occupied;
  if (explosion.main_rebirth != NoSquare) neighbours &= ~square_bb(explosion.main_rebirth);
  Bitboard blown_squares = 0;
  for (Bitboard b = neighbours; b;) {
    const Square square = pop_lowest(b);
    const Piece piece = piece_at(square);
    if (piece.type == PieceType::King) continue;
    blown_squares |= square_bb(square);
    explosion.blown[explosion.count++] = Blown{square, piece, NoSquare, false};
  }
  const Bitboard remaining = occupied & ~blown_squares;
  for (int i = 0; i < explosion.count; ++i) {
    Blown& blown = explosion.blown[i];
    const Square square = circe_square(blown.piece, blown.from);
    if (square != blown.from && !(remaining & square_bb(square))) blown.rebirth = square;
  }
  // Contests: every blown piece sharing its rebirth square with another.
  for (int i = 0; i < explosion.count; ++i) {
    int contenders = 0;
    bool first = true;
    for (int j = 0; j < explosion.count; ++j) {
      if (explosion.blown[j].rebirth != explosion.blown[i].rebirth || explosion.blown[i].rebirth == NoSquare) continue;
      ++contenders;
      if (j < i) first = false;
    }
    explosion.blown[i].contested = contenders > 1;
    if (contenders > 1 && first) explosion.combinations *= contenders;
  }
  return explosion;
}

// Keeps one winner per contested square, as chosen by `combination`.
void apply_choice(Explosion& explosion, int combination) {
  std::array<bool, 64> decided{};
  for (int i = 0; i < explosion.count; ++i) {
    const Square square = explosion.blown[i].rebirth;
    if (!explosion.blown[i].contested || square == NoSquare || decided[square]) continue;
    decided[square] = true;
    int contenders = 0;
    for (int j = i; j < explosion.count; ++j) contenders += explosion.blown[j].rebirth == square;
    int winner = combination % contenders;
    combination /= contenders;
    for (int j = i; j < explosion.count; ++j) {
      if (explosion.blown[j].rebirth != square) continue;
      if (winner-- != 0) explosion.blown[j].rebirth = NoSquare;
    }
  }
}

// Removes blown piece i (and first, any blown piece still on its rebirth square,
// so that the board stays consistent), then puts it on its rebirth square.
void emit(Position& position, Explosion& explosion, int i, std::array<bool, 8>& emitted, std::array<bool, 8>& removed) {
  if (emitted[i]) return;
  emitted[i] = true;
  const Blown& blown = explosion.blown[i];
  for (int j = 0; j < explosion.count && blown.rebirth != NoSquare; ++j)
    if (explosion.blown[j].from == blown.rebirth) emit(position, explosion, j, emitted, removed);
  if (!removed[i]) position.remove(blown.from);
  removed[i] = true;
  if (blown.rebirth == NoSquare) return;
  for (int j = 0; j < explosion.count; ++j) {
    // Only a cycle of rebirths can leave the square taken here.
    if (explosion.blown[j].from == blown.rebirth && !removed[j]) {
      position.remove(blown.rebirth);
      removed[j] = true;
    }
  }
  rebirth(position, blown.rebirth, blown.piece);
}

}  // namespace

void AtomicCirce::expand(Position& position, const Move& move, MoveList& out) const {
  if (!position.is_capture(move)) {
    out.push(move);
    return;
  }
  const Square capture_square = position.capture_square(move);
  const Piece captured = position.piece_on(capture_square);
  const auto piece_at = [&](Square square) { return piece_after_displacement(position, move, square); };
  const Explosion explosion =
      plan_explosion(piece_at, occupancy_after_displacement(position, move), captured, capture_square);
  if (explosion.combinations == 1) {
    out.push(move);
    return;
  }
  for (int combination = 0; combination < explosion.combinations; ++combination) {
    Move choice = move;
    choice.choice_square = static_cast<Square>(combination);
    out.push(choice);
  }
}

void AtomicCirce::consequences(Position& position, const Displacement& displacement) const {
  if (displacement.captured.empty()) return;
  const auto piece_at = [&](Square square) { return position.piece_on(square); };
  Explosion explosion =
      plan_explosion(piece_at, position.occupied(), displacement.captured, displacement.capture_square);
  const Square choice = displacement.move.choice_square;
  apply_choice(explosion, choice == NoSquare ? 0 : choice);
  if (explosion.main_rebirth != NoSquare) rebirth(position, explosion.main_rebirth, displacement.captured);
  std::array<bool, 8> emitted{}, removed{};
  for (int i = 0; i < explosion.count; ++i) emit(position, explosion, i, emitted, removed);
}

}  // namespace feerie
