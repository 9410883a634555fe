#include "core/orphan.h"

#include "core/piece_catalogue.h"
#include "core/position.h"

namespace feerie {

namespace {

bool lends_walk(PieceType type) { return !is_fairy(type) || !kind_of(type).borrows_walks; }

// Does a piece of `type` and side `by` observe `square`?
bool observed_by_type(const Position& position, Square square, Side by, PieceType type, Bitboard occupied) {
  for (Bitboard pieces = position.pieces(by, type); pieces;)
    if (attacks_of(Piece{type, by}, pop_lowest(pieces), occupied) & square_bb(square)) return true;
  return false;
}

// Is the orphan of `side` on `square` observed as `type`: by an enemy piece
// of that type, or by an enemy orphan not yet in the chain (`chained`) that
// observes it with that type's walk and is itself so observed?
bool observed_along_chain(const Position& position, Square square, Side side, PieceType type, Bitboard occupied,
                          Bitboard chained) {
  const Side enemy = opponent(side);
  if (observed_by_type(position, square, enemy, type, occupied)) return true;
  chained |= square_bb(square);
  for (Bitboard orphans = position.orphans() & position.pieces(enemy) & ~chained; orphans;) {
    const Square orphan = pop_lowest(orphans);
    if ((attacks_of(Piece{type, enemy}, orphan, occupied) & square_bb(square)) &&
        observed_along_chain(position, orphan, enemy, type, occupied, chained))
      return true;
  }
  return false;
}

}  // namespace

// Each type on the board is tried once (not each of the catalogue's types).
PieceTypeSet borrowed_walks(const Position& position, Square square, Side side, Bitboard occupied) {
  PieceTypeSet walks, tried;
  for (Bitboard men = position.pieces(Side::White) | position.pieces(Side::Black); men;) {
    const PieceType type = position.piece_on(pop_lowest(men)).type;
    if (tried.test(index(type))) continue;
    tried.set(index(type));
    if (lends_walk(type) && observed_along_chain(position, square, side, type, occupied, square_bb(square)))
      walks.set(index(type));
  }
  return walks;
}

}  // namespace feerie
