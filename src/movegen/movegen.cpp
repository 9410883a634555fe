#include "movegen/movegen.h"

#include <algorithm>

#include "core/orphan.h"
#include "core/piece_catalogue.h"
#include "rules/rules.h"

namespace feerie {

namespace {

void push_pawn_move(const Position& position, Side side, Square from, Square to, MoveList& out) {
  const Piece pawn = position.piece_on(from);
  // A kamikaze pawn that captures vanishes before it could promote, unless a
  // rule puts it on its rebirth square, promoted (as Popeye).
  const bool vanishes =
      pawn.kamikaze && !position.piece_on(to).empty() && !(position.rules() && position.rules()->relocates_kamikaze());
  if (relative_rank(side, to) == 7 && !vanishes) {
    for (PieceType promotion : position.promotion_types(pawn.type)) {
      out.push(Move{from, to, MoveKind::Normal, promotion});
      // Where chameleons are in play a pawn may also become one (one of the sequence).
      if (position.chameleon_promotions() && !pawn.chameleon && chameleon_successor(promotion) != promotion) {
        Move chameleon{from, to, MoveKind::Normal, promotion};
        chameleon.chameleon_promotion = true;
        out.push(chameleon);
      }
    }
  } else {
    out.push(Move{from, to});
  }
}

void generate_pawn_moves(const Position& position, Side side, Bitboard pawns, MoveList& out) {
  const Bitboard empty = ~position.occupied();
  const Bitboard enemies = position.capturable(side);
  const int step = forward(side);
  while (pawns) {
    const Square from = pop_lowest(pawns);
    const int to_rank = rank_of(from) + step / 8;
    if (to_rank < 0 || to_rank > 7) continue;  // a pawn on its last rank (never in play)
    const Square one = static_cast<Square>(from + step);
    if (empty & square_bb(one)) {
      push_pawn_move(position, side, from, one, out);
      if (relative_rank(side, from) == 1) {
        const Square two = static_cast<Square>(one + step);
        if (empty & square_bb(two)) out.push(Move{from, two, MoveKind::DoubleStep});
      }
    }
    Bitboard captures = pawn_attacks(side, from) & enemies;
    while (captures) push_pawn_move(position, side, from, pop_lowest(captures), out);
    // Only the other side's double step can be taken en passant (a square
    // set by option EnPassant stays while its own side moves first).
    const Square ep = position.en_passant();
    if (ep != NoSquare && relative_rank(side, ep) == 5 && (pawn_attacks(side, from) & square_bb(ep)))
      out.push(Move{from, ep, MoveKind::EnPassant});
  }
}

// An attacker counts as for a check: rules that validate checks judge it as if
// the king stood on the square (Leffie, Isardam: only if capturing it would be legal).
// A square the king passes over is observed as if the king had left its home
// square (as Popeye moves it there): a line through the home square is open,
// which matters only where an attack on the home square is no check (KoeKo).
// The king's arrival square is judged again once the move is made.
bool castling_square_attacked(const Position& position, Square square, Side enemy, bool passed_over, Square home) {
  const Bitboard occupied = passed_over ? position.occupied() & ~square_bb(home) : position.occupied();
  const Bitboard observing = position.king_observers(square, enemy, occupied);
  Bitboard attackers = observing & ~position.paralysed(observing);
  const Rules* rules = position.rules();
  if (!attackers || !rules || !rules->has(Hook::CheckValidation)) return attackers != 0;
  while (attackers)
    if (rules->check_counts(position, pop_lowest(attackers), square)) return true;
  return false;
}

bool castling_path_free(const Position& position, Side side, Square king, Square rook, Square king_to) {
  const Bitboard between = between_bb(king, rook);
  if (between & position.occupied()) return false;
  // The king may not castle out of, through or into check.
  const Side enemy = opponent(side);
  const int step = king_to > king ? 1 : -1;
  // A king a rule carries on from its arrival is judged where it ends, once
  // the move is made (Wormholes).
  const Rules* rules = position.rules();
  const bool carried_on = rules && !rules->orthodox() && rules->carries_on_from(king_to);
  for (Square s = king;; s = static_cast<Square>(s + step)) {
    if (s == king_to && carried_on) return true;
    if (castling_square_attacked(position, s, enemy, s != king && s != king_to, king)) return false;
    if (s == king_to) return true;
  }
}

void generate_castling(const Position& position, Side side, MoveList& out) {
  const int rank = side == Side::White ? 0 : 7;
  const Square king = make_square(4, rank);
  const std::uint8_t rights = position.castling_rights();
  const Bitboard movable = ~position.paralysed(position.pieces(side));
  if (!(rights & castling::bit_of(king)) || !(position.pieces(side, PieceType::King) & movable & square_bb(king)))
    return;
  const Rules* rules = position.rules();
  const bool rook_free = rules && rules->paralysed_rook_castles();
  const Bitboard rooks = position.pieces(side, PieceType::Rook) & (rook_free ? ~Bitboard{0} : movable);
  for (const bool short_side : {true, false}) {
    const Square rook = make_square(short_side ? 7 : 0, rank);
    const Square king_to = make_square(short_side ? 6 : 2, rank);
    if ((rights & castling::bit_of(rook)) && (rooks & square_bb(rook)) &&
        castling_path_free(position, side, king, rook, king_to))
      out.push(Move{king, king_to, short_side ? MoveKind::CastleShort : MoveKind::CastleLong});
  }
}

template <typename Targets>
void generate_piece_moves(Bitboard pieces, Bitboard allowed, Targets targets, MoveList& out) {
  while (pieces) {
    const Square from = pop_lowest(pieces);
    Bitboard to = targets(from) & allowed;
    while (to) out.push(Move{from, pop_lowest(to)});
  }
}

// The moves of the piece on `from` by the walk of `kind`: to empty squares
// and captures of enemy pieces (a locust's by hopping over them); a
// pawn-like walk may go two steps of its move from its second rank (the
// square between empty), and promotes on its last rank if `promotes`.
void generate_walk_moves(const Position& position, Side side, Square from, const PieceKind& kind, bool promotes,
                         MoveList& out) {
  const Bitboard occupied = position.occupied();
  const auto push = [&](Square to) {
    if (promotes)
      push_pawn_move(position, side, from, to, out);
    else
      out.push(Move{from, to});
  };
  Bitboard targets = (walk_field(kind.walk, side, from, occupied, Field::Moves) & ~occupied) |
                     (walk_field(kind.walk, side, from, occupied, Field::DirectCaptures) & position.capturable(side));
  if (captures_remotely(kind.walk)) {
    std::array<RemoteCapture, MaxRemoteCaptures> captures;
    const int count = remote_captures(kind.walk, side, from, occupied, captures);
    for (int i = 0; i < count; ++i) {
      if (!(position.capturable(side) & square_bb(captures[i].captured))) continue;
      const std::size_t first = out.size();
      if (kind.pawn_like)
        push(captures[i].landing);
      else
        out.push(Move{from, captures[i].landing});
      for (std::size_t m = first; m < out.size(); ++m) out[m].captured_on = captures[i].captured;
    }
  }
  if (!kind.pawn_like) {
    while (targets) out.push(Move{from, pop_lowest(targets)});
    return;
  }
  if (relative_rank(side, from) == 7) return;  // a pawn on its last rank never moves
  if (relative_rank(side, from) == 1) {
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
      generate_walk_moves(position, side, from, kind_of(type), false, borrowed);
  }
  while (targets) borrowed.push(Move{from, pop_lowest(targets)});
  const std::size_t first = out.size();
  for (const Move& move : borrowed)
    if (std::find(out.begin() + first, out.end(), move) == out.end()) out.push(move);
}

void generate_fairy_moves(const Position& position, Side side, Square from, MoveList& out) {
  const PieceKind& kind = kind_of(position.piece_on(from).type);
  if (kind.borrows_walks)
    generate_orphan_moves(position, side, from, out);
  else
    generate_walk_moves(position, side, from, kind, true, out);
}

// Orthodox legality without making the move: single king, no rule hooks.
class PinTest {
 public:
  explicit PinTest(const Position& position) {
    side_ = position.side_to_move();
    king_ = lowest_square(position.kings(side_));
    const Side enemy = opponent(side_);
    checkers_ = position.observers(king_, enemy, position.occupied());
    const Bitboard snipers =
        ((rook_attacks(king_, 0) & (position.pieces(PieceType::Rook) | position.pieces(PieceType::Queen))) |
         (bishop_attacks(king_, 0) & (position.pieces(PieceType::Bishop) | position.pieces(PieceType::Queen)))) &
        position.pieces(enemy);
    Bitboard s = snipers;
    while (s) {
      const Bitboard between = between_bb(king_, pop_lowest(s)) & position.occupied();
      if (between && !more_than_one(between)) pinned_ |= between & position.pieces(side_);
    }
  }

  bool legal(Position& position, const Move& move) const {
    if (move.kind == MoveKind::EnPassant) {
      position.make_move(move);
      const bool ok = !position.in_check(side_);
      position.unmake_move();
      return ok;
    }
    if (move.from == king_) {
      if (move.is_castling()) return true;  // path tested by the generator
      const Bitboard occupied = position.occupied() ^ square_bb(king_);
      return !position.observers(move.to, opponent(side_), occupied);
    }
    if (checkers_) {
      if (more_than_one(checkers_)) return false;
      const Square checker = lowest_square(checkers_);
      if (move.to != checker && !(between_bb(king_, checker) & square_bb(move.to))) return false;
    }
    return !(pinned_ & square_bb(move.from)) || aligned(move.from, move.to, king_);
  }

 private:
  Side side_;
  Square king_;
  Bitboard checkers_ = 0;
  Bitboard pinned_ = 0;
};

bool fast_legality(const Position& position) {
  const Rules* rules = position.rules();
  // A neutral piece may observe its mover's own king: only the move made tells.
  return (!rules || rules->orthodox_legality()) && !more_than_one(position.kings(position.side_to_move())) &&
         position.kings(position.side_to_move()) && !position.fairy_pieces() && !position.neutral_pieces() &&
         !position.royal_pieces();
}

}  // namespace

void generate_pseudo_legal(const Position& position, MoveList& out) {
  const Side side = position.side_to_move();
  const Bitboard movable = position.pieces(side) & ~position.paralysed(position.pieces(side));
  const Bitboard occupied = position.occupied();
  const Bitboard allowed = ~occupied | position.capturable(side);

  generate_pawn_moves(position, side, movable & position.pieces(PieceType::Pawn), out);
  generate_piece_moves(movable & position.pieces(PieceType::Knight), allowed, knight_attacks, out);
  generate_piece_moves(
      movable & position.pieces(PieceType::Bishop), allowed,
      [occupied](Square s) { return bishop_attacks(s, occupied); }, out);
  generate_piece_moves(
      movable & position.pieces(PieceType::Rook), allowed, [occupied](Square s) { return rook_attacks(s, occupied); },
      out);
  generate_piece_moves(
      movable & position.pieces(PieceType::Queen), allowed, [occupied](Square s) { return queen_attacks(s, occupied); },
      out);
  generate_piece_moves(movable & position.pieces(PieceType::King), allowed, king_attacks, out);
  for (Bitboard fairy = movable & position.fairy_pieces(); fairy;)
    generate_fairy_moves(position, side, pop_lowest(fairy), out);
  generate_castling(position, side, out);
  if (const Rules* rules = position.rules(); rules && rules->has(Hook::Generation)) rules->generate(position, out);
  // A kamikaze king would vanish with what it takes: it does not capture (as Popeye).
  if (const Bitboard kamikaze_kings = position.kamikazes() & position.kings(side)) {
    std::size_t kept = 0;
    for (const Move& move : out)
      if (!(kamikaze_kings & square_bb(move.from)) || !position.is_capture(move)) out[kept++] = move;
    out.truncate(kept);
  }
}

bool legal_after_make(Position& position, Side mover) {
  if (position.in_check(mover)) return false;
  const Rules* rules = position.rules();
  return !rules || !rules->has(Hook::Legality) || rules->allows(position, mover);
}

namespace {

// Calls accept(move) for each legal move in generation order, each rule
// choice a move of its own, until accept returns false.
template <typename Accept>
void visit_legal_moves(Position& position, Accept&& accept) {
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  if (fast_legality(position)) {
    const PinTest test(position);
    for (const Move& move : pseudo)
      if (test.legal(position, move) && !accept(move)) return;
    return;
  }
  const Side mover = position.side_to_move();
  const auto legal = [&position, mover](const Move& move) {
    position.make_move(move);
    const bool result = legal_after_make(position, mover);
    position.unmake_move();
    return result;
  };
  const Rules* rules = position.rules();
  const bool expands = rules && rules->has(Hook::Expansion);
  for (const Move& move : pseudo) {
    if (!expands) {
      if (legal(move) && !accept(move)) return;
      continue;
    }
    MoveList choices;
    rules->expand(position, move, choices);
    for (const Move& choice : choices)
      if (legal(choice) && !accept(choice)) return;
  }
}

// A selection hook for the side to move (Maximummer) keeps some of its legal moves.
bool selects_moves(const Position& position) {
  const Rules* rules = position.rules();
  return rules && rules->has(Hook::Selection) && rules->selects(position.side_to_move());
}

}  // namespace

void generate_legal(Position& position, MoveList& out) {
  const std::size_t first = out.size();
  visit_legal_moves(position, [&out](const Move& move) {
    out.push(move);
    return true;
  });
  if (!selects_moves(position)) return;
  if (first == 0) {
    position.rules()->select(position, out);
    return;
  }
  MoveList legal;
  for (std::size_t i = first; i < out.size(); ++i) legal.push(out[i]);
  position.rules()->select(position, legal);
  out.truncate(first);
  for (const Move& move : legal) out.push(move);
}

void generate_legal_but_for_check(Position& position, MoveList& out) {
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  const Rules* rules = position.rules();
  MoveList choices;
  for (const Move& move : pseudo) {
    choices.clear();
    if (rules && rules->has(Hook::Expansion))
      rules->expand(position, move, choices);
    else
      choices.push(move);
    for (const Move& choice : choices) {
      const Side mover = position.side_to_move();
      position.make_move(choice);
      const bool allowed = !rules || !rules->has(Hook::Legality) || rules->allows(position, mover);
      position.unmake_move();
      if (allowed) out.push(choice);
    }
  }
}

void generate_search_moves(Position& position, SearchMoves& out) {
  // A selection needs every legal move before the first is played.
  out.checked = fast_legality(position) || selects_moves(position);
  if (out.checked) {
    generate_legal(position, out.moves);
    return;
  }
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  const Rules* rules = position.rules();
  if (!rules || !rules->has(Hook::Expansion)) {
    out.moves = pseudo;
    return;
  }
  for (const Move& move : pseudo) rules->expand(position, move, out.moves);
}

bool make_if_legal(Position& position, const Move& move, bool checked) {
  const Side mover = position.side_to_move();
  position.make_move(move);
  if (checked || legal_after_make(position, mover)) return true;
  position.unmake_move();
  return false;
}

// No selection: it never empties a non-empty list (condition.h).
bool has_legal_move(Position& position) {
  bool found = false;
  visit_legal_moves(position, [&found](const Move&) {
    found = true;
    return false;
  });
  return found;
}

}  // namespace feerie
