#include "rules/paralysing/paralysing_pieces.h"

#include <algorithm>

#include "core/position.h"
#include "movegen/movegen.h"

namespace feerie {

Bitboard ParalysingPieces::paralysed(const Position& position, Bitboard candidates) const {
  const Bitboard paralysers = position.paralysing_pieces();
  if (!paralysers) return 0;
  const Bitboard occupied = position.occupied();
  Bitboard result = 0;
  for (Bitboard rest = candidates; rest;) {
    const Square square = pop_lowest(rest);
    if (position.observers(square, opponent(position.piece_on(square).side), occupied) & paralysers)
      result |= square_bb(square);
  }
  return result;
}

void ParalysingPieces::generate(const Position& position, MoveList& moves) const {
  const Bitboard paralysers = position.paralysing_pieces();
  if (!paralysers) return;
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (!(paralysers & square_bb(move.from)) || !position.is_capture(move)) moves[kept++] = move;
  moves.truncate(kept);
}

bool ParalysingPieces::check_counts(const Position& position, Square attacker, Square) const {
  return !position.piece_on(attacker).paralysing;
}

bool ParalysingPieces::suffocated(Position& position, Side side) const {
  MoveList moves;
  generate_pseudo_legal_ignoring_paralysis(position, moves);
  const Bitboard paralysed = position.paralysed(position.pieces(side));
  return !moves.empty() &&
         std::all_of(moves.begin(), moves.end(), [&](const Move& move) { return paralysed & square_bb(move.from); });
}

unsigned ParalysingPieces::handled_attributes() const {
  return static_cast<unsigned>(PieceAttribute::Paralysing) | static_cast<unsigned>(PieceAttribute::Royal) |
         static_cast<unsigned>(PieceAttribute::Chameleon) | static_cast<unsigned>(PieceAttribute::Kamikaze) |
         static_cast<unsigned>(PieceAttribute::Uncapturable) | static_cast<unsigned>(PieceAttribute::RemoteCapture);
}

std::unique_ptr<Condition> make_paralysing_pieces() { return std::make_unique<ParalysingPieces>(); }

}  // namespace feerie
