#include "movegen/relocated_moves.h"

#include "core/piece_catalogue.h"
#include "movegen/piece_moves.h"
#include "rules/rules.h"

namespace feerie {

namespace {

constexpr unsigned Captures = static_cast<unsigned>(MoveScope::Captures);
constexpr unsigned NonCaptures = static_cast<unsigned>(MoveScope::NonCaptures);

// The moves of the kinds in start.scope of the piece on start.from, from start.square.
void generate_from(const Position& position, Side side, const MoveStart& start, MoveList& out) {
  const PieceType type = position.piece_on(start.from).type;
  if (type == PieceType::Pawn) return generate_pawn_moves_from(position, side, start, out);
  if (is_fairy(type)) return generate_fairy_moves(position, side, start, out);
  Bitboard allowed = 0;
  if (start.non_captures()) allowed |= ~start.occupied;
  if (start.captures()) allowed |= position.capturable(side) & start.occupied;
  Bitboard targets = attacks_of(Piece{type, side}, start.square, start.occupied) & allowed & ~square_bb(start.from);
  while (targets) out.push(start.move(pop_lowest(targets)));
}

}  // namespace

void generate_relocated_moves(const Position& position, Side side, Bitboard pieces, MoveList& out) {
  const Rules& rules = *position.rules();
  const Bitboard occupied = position.occupied();
  while (pieces) {
    const Square from = pop_lowest(pieces);
    Departures captures, non_captures;
    rules.departures(position, from, side, MoveScope::Captures, occupied, captures);
    rules.departures(position, from, side, MoveScope::NonCaptures, occupied, non_captures);
    // From its own square first.
    const unsigned own_scope =
        (captures.contains(from) ? Captures : 0u) | (non_captures.contains(from) ? NonCaptures : 0u);
    const std::size_t first = out.size();
    if (own_scope) generate_from(position, side, {from, from, occupied, own_scope}, out);
    Bitboard own_arrivals = 0;
    for (std::size_t i = first; i < out.size(); ++i) own_arrivals |= square_bb(out[i].to);
    // Then from each other square, with the kinds of move that start there.
    Departures others;
    for (const Square square : captures) others.add(square);
    for (const Square square : non_captures) others.add(square);
    for (const Square square : others) {
      if (square == from) continue;
      const unsigned scope =
          (captures.contains(square) ? Captures : 0u) | (non_captures.contains(square) ? NonCaptures : 0u);
      const std::size_t begin = out.size();
      generate_from(position, side, {from, square, (occupied & ~square_bb(from)) | square_bb(square), scope}, out);
      std::size_t kept = begin;
      for (std::size_t i = begin; i < out.size(); ++i) {
        const Move move = out[i];
        // The piece's own square is empty while it moves from elsewhere: a
        // move there captures only a piece it hops over (a locust).
        const bool capture = move.to == from ? move.captured_on != NoSquare : position.is_capture(move);
        // Where the piece may also move from its own square, a move from
        // here is left out if it arrives where a move from there arrives, or
        // on the own square itself; elsewhere only a non-capture back to the
        // own square (it would change nothing), not a locust's capture.
        if ((capture ? captures : non_captures).contains(from)) {
          if ((own_arrivals | square_bb(from)) & square_bb(move.to)) continue;
        } else if (move.to == from && !capture) {
          continue;
        }
        out[kept++] = move;
      }
      out.truncate(kept);
    }
  }
}

}  // namespace feerie
