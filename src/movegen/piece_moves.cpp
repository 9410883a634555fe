#include "movegen/piece_moves.h"

#include <algorithm>

#include "core/orphan.h"
#include "core/piece_catalogue.h"
#include "rules/rules.h"

namespace feerie {

void push_promotions(const Position& position, const MoveStart& start, Square to, MoveList& out) {
  const Piece pawn = position.piece_on(start.from);
  // A kamikaze pawn that captures vanishes before it could promote, unless a
  // rule puts it on its rebirth square, promoted (as Popeye).
  if (pawn.kamikaze && !position.piece_on(to).empty() &&
      !(position.rules() && position.rules()->relocates_kamikaze())) {
    out.push(start.move(to));
    return;
  }
  for (PieceType promotion : position.promotion_types(pawn.type)) {
    // The plain piece, and each set of hurdle rules it may be promoted with.
    const std::uint8_t hurdle_rules = position.promotion_hurdle_rules(promotion);
    if (hurdle_rules & 1) out.push(start.move(to, MoveKind::Normal, promotion));
    for (std::uint8_t rules = 1; rules < 8; ++rules)
      if (hurdle_rules & (1 << rules)) {
        Move ruled = start.move(to, MoveKind::Normal, promotion);
        ruled.promoted_hurdle_rules = rules & 7;
        out.push(ruled);
      }
    // Where chameleons are in play a pawn may also become one (one of the sequence).
    if (position.chameleon_promotions() && !pawn.chameleon && chameleon_successor(promotion) != promotion) {
      Move chameleon = start.move(to, MoveKind::Normal, promotion);
      chameleon.chameleon_promotion = true;
      out.push(chameleon);
    }
  }
}

void generate_walk_moves(const Position& position, Side side, const MoveStart& start, const PieceKind& kind,
                         bool promotes, MoveList& out) {
  const Square from = start.square;
  const Bitboard occupied = start.occupied;
  const Bitboard capturable = position.capturable(side) & occupied;
  const auto push = [&](Square to) {
    if (promotes)
      push_pawn_move(position, side, start, to, out);
    else
      out.push(start.move(to));
  };
  Bitboard targets = 0;
  const Bitboard enemies = position.pieces(opponent(side));
  if (start.non_captures()) targets |= walk_field(kind.walk, side, from, occupied, Field::Moves, enemies) & ~occupied;
  if (start.captures())
    targets |= walk_field(kind.walk, side, from, occupied, Field::DirectCaptures, enemies) & capturable;
  if (start.captures() && captures_remotely(kind.walk)) {
    std::array<RemoteCapture, MaxRemoteCaptures> captures;
    const int count = remote_captures(kind.walk, side, from, occupied, captures);
    for (int i = 0; i < count; ++i) {
      if (!(capturable & square_bb(captures[i].captured))) continue;
      const std::size_t first = out.size();
      if (kind.pawn_like)
        push(captures[i].landing);
      else
        out.push(start.move(captures[i].landing));
      for (std::size_t m = first; m < out.size(); ++m) out[m].captured_on = captures[i].captured;
    }
  }
  if (!kind.pawn_like) {
    while (targets) out.push(start.move(pop_lowest(targets)));
    return;
  }
  if (relative_rank(side, from) == 7) return;  // a pawn on its last rank never moves
  // Put on its own first rank by a rule, it neither moves nor captures (as Popeye).
  if (from != start.from && relative_rank(side, from) == 0) return;
  if (start.non_captures() && relative_rank(side, from) == 1) {
    // The double step goes on in the direction of each single step (one
    // rank forward) that it passes over.
    Bitboard steps = walk_field(kind.walk, side, from, occupied, Field::Moves) & ~occupied &
                     rank_bb(rank_of(from) + forward(side) / 8);
    while (steps) {
      const Square middle = pop_lowest(steps);
      const int file = 2 * file_of(middle) - file_of(from), rank = 2 * rank_of(middle) - rank_of(from);
      if (on_board(file, rank) && !(occupied & square_bb(make_square(file, rank))))
        targets |= square_bb(make_square(file, rank));
    }
  }
  while (targets) push(pop_lowest(targets));
}

namespace {

// An orphan moving as a pawn: one step forward, two from its second rank,
// and the pawn's captures; it never promotes nor takes en passant (as Popeye).
Bitboard orphan_pawn_targets(const Position& position, Side side, Square from) {
  const Bitboard empty = ~position.occupied();
  const int to_rank = rank_of(from) + forward(side) / 8;
  if (to_rank < 0 || to_rank > 7) return 0;
  const Square one = static_cast<Square>(from + forward(side));
  Bitboard targets = pawn_attacks(side, from) & position.capturable(side);
  if (!(empty & square_bb(one))) return targets;
  targets |= square_bb(one);
  const Square two = static_cast<Square>(one + forward(side));
  if (relative_rank(side, from) == 1 && (empty & square_bb(two))) targets |= square_bb(two);
  return targets;
}

// An orphan: the moves of each walk it borrows (core/orphan.h), each move
// once where two walks reach the same square, never a promotion (as Popeye).
// Only from its own square: no rule that moves departures is defined with
// orphans (PieceAttribute::BorrowedWalk).
void generate_orphan_moves(const Position& position, Side side, Square from, MoveList& out) {
  const Bitboard occupied = position.occupied();
  const Bitboard allowed = ~occupied | position.capturable(side);
  const PieceTypeSet walks = borrowed_walks(position, from, side, occupied);
  MoveList borrowed;
  Bitboard targets = 0;
  for (int t = 0; t < PieceTypeCount; ++t) {
    if (!walks.test(t)) continue;
    const PieceType type = static_cast<PieceType>(t);
    if (type == PieceType::Pawn)
      targets |= orphan_pawn_targets(position, side, from);
    else if (!is_fairy(type))
      targets |= attacks_of(Piece{type, side}, from, occupied) & allowed;
    else
      generate_walk_moves(position, side, in_place(position, from), kind_of(type), false, borrowed);
  }
  while (targets) borrowed.push(Move{from, pop_lowest(targets)});
  const std::size_t first = out.size();
  for (const Move& move : borrowed)
    if (std::find(out.begin() + first, out.end(), move) == out.end()) out.push(move);
}

}  // namespace

void generate_fairy_moves(const Position& position, Side side, const MoveStart& start, MoveList& out) {
  const PieceKind& kind = kind_of(position.piece_on(start.from).type);
  if (!kind.borrows_walks)
    generate_walk_moves(position, side, start, kind, true, out);
  else if (start.square == start.from)
    generate_orphan_moves(position, side, start.from, out);
}

}  // namespace feerie
