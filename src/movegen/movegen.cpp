#include "movegen/movegen.h"

#include <algorithm>

#include "movegen/castling.h"
#include "movegen/piece_moves.h"
#include "movegen/relocated_moves.h"
#include "movegen/walk_rule_moves.h"
#include "rules/rules.h"

namespace feerie {

namespace {

void generate_pawn_moves(const Position& position, Side side, Bitboard pawns, MoveList& out) {
  const Bitboard occupied = position.occupied();
  while (pawns) {
    const Square from = pop_lowest(pawns);
    generate_pawn_moves_from(position, side, {from, from, occupied}, out);
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
  // A neutral piece may observe its mover's own king, and so may a
  // half-neutral one once it has moved: only the move made tells.
  return (!rules || rules->orthodox_legality()) && !more_than_one(position.kings(position.side_to_move())) &&
         position.kings(position.side_to_move()) && !position.fairy_pieces() && !position.neutral_pieces() &&
         !position.half_neutrals() && !position.royal_pieces();
}

// The pseudo-legal moves of `side`'s men in `movable`, and its castlings;
// the rules' rewriting (Hook::Generation) only where `side` is to move.
void generate_pseudo_legal_of(const Position& position, Side side, Bitboard movable, MoveList& out) {
  const Bitboard occupied = position.occupied();
  const Bitboard allowed = ~occupied | position.capturable(side);

  const Rules* rules = position.rules();
  constexpr unsigned RuledMoves = static_cast<unsigned>(Hook::Departure) | static_cast<unsigned>(Hook::Walk);
  if (rules && rules->has_any(RuledMoves)) [[unlikely]] {
    if (rules->has(Hook::Departure))
      generate_relocated_moves(position, side, movable, out);
    else
      generate_walk_rule_moves(position, side, movable, out);
  } else {
    generate_pawn_moves(position, side, movable & position.pieces(PieceType::Pawn), out);
    generate_piece_moves(movable & position.pieces(PieceType::Knight), allowed, knight_attacks, out);
    generate_piece_moves(
        movable & position.pieces(PieceType::Bishop), allowed,
        [occupied](Square s) { return bishop_attacks(s, occupied); }, out);
    generate_piece_moves(
        movable & position.pieces(PieceType::Rook), allowed, [occupied](Square s) { return rook_attacks(s, occupied); },
        out);
    generate_piece_moves(
        movable & position.pieces(PieceType::Queen), allowed,
        [occupied](Square s) { return queen_attacks(s, occupied); }, out);
    generate_piece_moves(movable & position.pieces(PieceType::King), allowed, king_attacks, out);
    for (Bitboard fairy = movable & position.fairy_pieces(); fairy;) {
      const Square from = pop_lowest(fairy);
      generate_fairy_moves(position, side, in_place(position, from), out);
    }
  }
  generate_castling(position, side, out);
  if (rules && rules->has(Hook::Generation) && side == position.side_to_move()) rules->generate(position, out);
  // A kamikaze king would vanish with what it takes: it does not capture (as Popeye).
  if (const Bitboard kamikaze_kings = position.kamikazes() & position.kings(side)) {
    std::size_t kept = 0;
    for (const Move& move : out)
      if (!(kamikaze_kings & square_bb(move.from)) || !position.is_capture(move)) out[kept++] = move;
    out.truncate(kept);
  }
}

}  // namespace

void generate_pseudo_legal(const Position& position, MoveList& out) {
  const Bitboard men = position.pieces(position.side_to_move());
  generate_pseudo_legal_of(position, position.side_to_move(), men & ~position.paralysed(men), out);
}

void generate_pseudo_legal_ignoring_paralysis(const Position& position, MoveList& out) {
  generate_pseudo_legal_of(position, position.side_to_move(), position.pieces(position.side_to_move()), out);
}

void generate_pseudo_legal_of_men(const Position& position, Side side, MoveList& out) {
  const Bitboard men = position.pieces(side);
  generate_pseudo_legal_of(position, side, men & ~position.paralysed(men), out);
}

bool legal_after_make(Position& position, Side mover) {
  if (position.in_check(mover)) return false;
  const Rules* rules = position.rules();
  return !rules || !rules->has(Hook::Legality) || rules->allows(position, mover);
}

namespace {

// Calls accept(move) for each legal move of `pseudo` (the side to move's
// pseudo-legal moves) in its order, each rule choice a move of its own, until
// accept returns false.
template <typename Accept>
void visit_legal_moves(Position& position, const MoveList& pseudo, Accept&& accept) {
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

// The moves in four groups, each in generation order: the king's
// non-captures, the other non-captures, the king's captures, the other
// captures.
MoveList cheapest_first(const Position& position, const MoveList& moves) {
  if (moves.size() > MoveList::InlineCapacity) return moves;
  const Bitboard kings = position.kings(position.side_to_move());
  std::array<std::uint8_t, MoveList::InlineCapacity> group;
  for (std::size_t i = 0; i < moves.size(); ++i)
    group[i] = static_cast<std::uint8_t>((position.is_capture(moves[i]) ? 2 : 0) +
                                         ((kings & square_bb(moves[i].from)) ? 0 : 1));
  MoveList ordered;
  for (std::uint8_t wanted = 0; wanted < 4; ++wanted)
    for (std::size_t i = 0; i < moves.size(); ++i)
      if (group[i] == wanted) ordered.push(moves[i]);
  return ordered;
}

// A selection hook for the side to move (Maximummer) keeps some of its legal moves.
bool selects_moves(const Position& position) {
  const Rules* rules = position.rules();
  return rules && rules->has(Hook::Selection) && rules->selects(position.side_to_move());
}

}  // namespace

void generate_legal(Position& position, MoveList& out) {
  const std::size_t first = out.size();
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  visit_legal_moves(position, pseudo, [&out](const Move& move) {
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

// No selection, unless it binds the side's mobility (condition.h): Popeye's
// exact mummers leave a side without a move that still counts as able to move.
bool has_legal_move(Position& position) {
  if (const Rules* rules = position.rules();
      rules && rules->has(Hook::Selection) && rules->selects(position.side_to_move()) &&
      rules->selection_binds_mobility(position, position.side_to_move())) [[unlikely]] {
    MoveList moves;
    generate_legal(position, moves);
    return !moves.empty();
  }
  MoveList pseudo;
  generate_pseudo_legal(position, pseudo);
  if (std::any_of(pseudo.begin(), pseudo.end(), [](const Move& move) { return move.moves_no_man(); })) [[unlikely]] {
    std::size_t kept = 0;
    for (const Move& move : pseudo)
      if (!move.moves_no_man()) pseudo[kept++] = move;
    pseudo.truncate(kept);
  }
  // Only whether one move is legal counts, not which. Where each is made
  // to be tried, the moves most often legal (the king's, where it is in
  // check) and cheapest (no capture, so no rule's choices to expand) first.
  if (!fast_legality(position)) pseudo = cheapest_first(position, pseudo);
  bool found = false;
  visit_legal_moves(position, pseudo, [&found](const Move&) {
    found = true;
    return false;
  });
  return found;
}

}  // namespace feerie
