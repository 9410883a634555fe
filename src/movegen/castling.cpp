#include "movegen/castling.h"

#include "movegen/walk_rule_moves.h"
#include "rules/rules.h"

namespace feerie {

namespace {

// A king or rook that castles: where it stands, and where it castles from.
struct Castler {
  Square square;
  Square start;
  friend bool operator==(const Castler&, const Castler&) = default;
};

// A few castlers, each once.
class Castlers {
 public:
  void add(Castler castler) {
    for (int i = 0; i < count_; ++i)
      if (castlers_[i] == castler) return;
    if (count_ < Capacity) castlers_[count_++] = castler;
  }
  const Castler* begin() const { return castlers_; }
  const Castler* end() const { return castlers_ + count_; }
  bool empty() const { return count_ == 0; }

 private:
  static constexpr int Capacity = 8;
  Castler castlers_[Capacity] = {};
  int count_ = 0;
};

// Whether a rule lets the piece on `square` castle from `target` (one of its
// departures of `scope`).
bool castles_from(const Rules& rules, const Position& position, Square square, Side side, MoveScope scope,
                  Square target, Bitboard occupied) {
  Departures starts;
  rules.departures(position, square, side, scope, occupied, starts);
  return starts.contains(target);
}

// Where a rule defines check (SAT), the king castles neither in check nor
// through it by that rule, as Popeye judges it: in check on its home square,
// and on the square it passes (f1, d1), where it stands with its home square
// empty and the rook still on its corner. Its arrival is judged once the
// move is made, as every move's.
bool castling_free_of_defined_check(const Position& position, Side side, Square king, Square passed) {
  if (position.in_check(side)) return false;
  Position board = position;
  const Piece piece = board.piece_on(king);
  board.put(king, NoPiece);
  board.put(passed, piece);
  return !board.in_check(side);
}

// The squares between king and rook empty, and the king neither in check
// nor passing over or arriving on an attacked square. A square the king
// passes over is observed with the king on it, gone from its home square (as
// Popeye moves it there): a line through the home square is open, which
// matters only where an attack on that square is no check (KoeKo), and a
// locust may hop over the king there (Mars Circe: from e8 over f8). The
// king's arrival square is judged again once the move is made.
bool castling_path_free(const Position& position, Side side, Square king, Square rook, Square king_to) {
  const Bitboard occupied = position.occupied();
  if (between_bb(king, rook) & occupied) return false;
  const Side enemy = opponent(side);
  const int step = king_to > king ? 1 : -1;
  if (position.check_defined()) [[unlikely]]
    return castling_free_of_defined_check(position, side, king, static_cast<Square>(king + step));
  // A king a rule carries on from its arrival is judged where it ends, once
  // the move is made (Wormholes).
  const Rules* rules = position.rules();
  const bool carried_on = rules && !rules->orthodox() && rules->carries_on_from(king_to);
  for (Square s = king;; s = static_cast<Square>(s + step)) {
    if (s == king_to && carried_on) return true;
    const bool passed_over = s != king && s != king_to;
    const Bitboard seen = passed_over ? (occupied & ~square_bb(king)) | square_bb(s) : occupied;
    if (position.square_checked(s, enemy, seen)) return false;
    if (s == king_to) return true;
  }
}

// Where a rule gives pieces their walks (Condition::walks): the path as
// castling_path_free judges it, but each square the king passes over with
// the king standing there, on a copy of the board (as Popeye plays the king
// there), since the walks around it may change with it. Apart from
// castling_path_free, so that the orthodox path keeps its small frame.
[[gnu::noinline, gnu::cold]] bool castling_path_free_given_walks(const Position& position, Side side, Square king,
                                                                 Square rook, Square king_to) {
  if (between_bb(king, rook) & position.occupied()) return false;
  const Side enemy = opponent(side);
  const int step = king_to > king ? 1 : -1;
  for (Square s = king;; s = static_cast<Square>(s + step)) {
    if (s == king || s == king_to) {
      if (position.square_checked(s, enemy, position.occupied())) return false;
      if (s == king_to) return true;
      continue;
    }
    Position board = position;
    board.put(s, board.piece_on(king));
    board.put(king, NoPiece);
    if (board.square_checked(s, enemy, board.occupied())) return false;
  }
}

// Appends the castling of `king` with `rook` if its path is free. A king or
// rook that castles from elsewhere is judged on a board where it stands
// there, its own square empty (as Popeye puts it there): what it observes,
// blocks or paralyses from its own square then counts no more.
// The path of a king or rook that castles from elsewhere, on a copy of the
// board where it stands there. Apart from try_castling, so that the regular
// castling keeps a small frame (perft measured it).
[[gnu::noinline, gnu::cold]] bool relocated_castling_path_free(const Position& position, Side side, Castler king,
                                                               Castler rook, Square king_to) {
  Position board = position;
  for (const Castler& castler : {king, rook}) {
    const Piece piece = board.piece_on(castler.square);
    board.put(castler.square, NoPiece);
    board.put(castler.start, piece);
  }
  return castling_path_free(board, side, king.start, rook.start, king_to);
}

void try_castling(const Position& position, Side side, Castler king, Castler rook, bool short_side, MoveList& out) {
  const Square king_to = make_square(short_side ? 6 : 2, rank_of(king.start));
  const bool in_place = king.start == king.square && rook.start == rook.square;
  if (in_place ? !castling_path_free(position, side, king.start, rook.start, king_to)
               : !relocated_castling_path_free(position, side, king, rook, king_to))
    return;
  Move move{king.square, king_to, short_side ? MoveKind::CastleShort : MoveKind::CastleLong};
  if (king.start != king.square) move.via = king.start;
  if (rook.start != rook.square) move.captured_on = rook.square;  // castling_rook()
  out.push(move);
}

Square corner_of(Side side, bool short_side) { return make_square(short_side ? 7 : 0, side == Side::White ? 0 : 7); }

// Castling where a rule names squares to castle from: each king that may
// castle from its home square, with each rook that may castle from a corner.
void generate_relocated_castling(const Position& position, Side side, Bitboard kings, Bitboard rooks, MoveList& out) {
  const Rules& rules = *position.rules();
  const Square home = make_square(4, side == Side::White ? 0 : 7);
  const std::uint8_t rights = position.castling_rights();
  Castlers king_starts;
  if ((rights & castling::bit_of(home)) && (kings & square_bb(home))) king_starts.add({home, home});
  if (rules.relocates(MoveScope::Castling))
    for (Bitboard b = kings; b;)
      if (const Square king = pop_lowest(b);
          castles_from(rules, position, king, side, MoveScope::Castling, home, position.occupied()))
        king_starts.add({king, home});
  for (const Castler& king : king_starts) {
    // A rook is put on its corner with the king already on its start, its
    // own square empty (as Popeye: "[wKh1->e1][wRb3->h1]0-0").
    const Bitboard occupied = (position.occupied() & ~square_bb(king.square)) | square_bb(king.start);
    for (const bool short_side : {true, false}) {
      const Square corner = corner_of(side, short_side);
      Castlers rook_starts;
      if ((rights & castling::bit_of(corner)) && (rooks & square_bb(corner))) rook_starts.add({corner, corner});
      if (rules.relocates(MoveScope::CastlingPartner))
        for (Bitboard b = rooks & ~square_bb(corner); b;)
          if (const Square rook = pop_lowest(b);
              castles_from(rules, position, rook, side, MoveScope::CastlingPartner, corner, occupied))
            rook_starts.add({rook, corner});
      for (const Castler& rook : rook_starts) try_castling(position, side, king, rook, short_side, out);
    }
  }
}

// Castling where a rule gives pieces their walks: a king castles only while
// it moves by the king's walk, its path judged by castling_path_free_given_walks.
[[gnu::noinline]] void generate_castling_given_walks(const Position& position, Side side, Bitboard kings,
                                                     Bitboard rooks, MoveList& out) {
  const Square home = make_square(4, side == Side::White ? 0 : 7);
  if (!(kings_walking_as_kings(position, side, kings) & square_bb(home))) return;
  const std::uint8_t rights = position.castling_rights();
  for (const bool short_side : {true, false}) {
    const Square corner = corner_of(side, short_side);
    if (!(rights & castling::bit_of(corner)) || !(rooks & square_bb(corner))) continue;
    const Square king_to = make_square(short_side ? 6 : 2, rank_of(home));
    if (castling_path_free_given_walks(position, side, home, corner, king_to))
      out.push(Move{home, king_to, short_side ? MoveKind::CastleShort : MoveKind::CastleLong});
  }
}

}  // namespace

void generate_castling(const Position& position, Side side, MoveList& out) {
  const Square home = make_square(4, side == Side::White ? 0 : 7);
  const std::uint8_t rights = position.castling_rights();
  const Rules* rules = position.rules();
  const bool relocated =
      rules && (rules->relocates(MoveScope::Castling) || rules->relocates(MoveScope::CastlingPartner));
  if (!relocated && !(rights & castling::bit_of(home))) return;
  const Bitboard movable = ~position.paralysed(position.pieces(side));
  const Bitboard kings = position.pieces(side, PieceType::King) & movable;
  const bool rook_free = rules && rules->paralysed_rook_castles();
  const Bitboard rooks = position.pieces(side, PieceType::Rook) & (rook_free ? ~Bitboard{0} : movable);
  if (relocated) return generate_relocated_castling(position, side, kings, rooks, out);
  if (rules && rules->has(Hook::Walk)) [[unlikely]]
    return generate_castling_given_walks(position, side, kings, rooks, out);
  // The regular castling alone, without the lists of castlers: it is asked
  // at every node (perft measured it).
  if (!(kings & square_bb(home))) return;
  for (const bool short_side : {true, false}) {
    const Square corner = corner_of(side, short_side);
    if ((rights & castling::bit_of(corner)) && (rooks & square_bb(corner)))
      try_castling(position, side, {home, home}, {corner, corner}, short_side, out);
  }
}

}  // namespace feerie
