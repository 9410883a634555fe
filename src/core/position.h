// The position: board (mailbox + bitboards), side to move, and a stack of
// per-ply records. Moves are played as journals of effects and undone exactly.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/bitboard.h"
#include "core/effect.h"
#include "core/move.h"
#include "core/zobrist.h"

namespace feerie {

class Rules;
struct Displacement;

// Castling rights belong to pieces: one bit per initial square of a king or rook.
namespace castling {
constexpr std::uint8_t A1 = 1, E1 = 2, H1 = 4, A8 = 8, E8 = 16, H8 = 32;
constexpr std::uint8_t All = 63;
// The rights bit of a square, 0 if the square carries none.
std::uint8_t bit_of(Square square);
}  // namespace castling

// A captured piece waiting to be carried back by the next move (Circe Parrain).
struct Reserve {
  Piece piece;
  Square capture_square = NoSquare;
  bool empty() const { return piece.empty(); }
  friend bool operator==(const Reserve&, const Reserve&) = default;
};

// Which pieces are paralysed, found on demand and kept for the ply: most
// positions only ever ask about a king's attackers or the mover's pieces.
// Derived from the rest of the position, so it never makes two plies differ.
struct ParalysisCache {
  Bitboard known = 0;      // squares whose status has been found
  Bitboard paralysed = 0;  // of those, the paralysed pieces
  friend bool operator==(const ParalysisCache&, const ParalysisCache&) { return true; }
};

// Per-ply record: copied forward by make_move, popped by unmake_move.
// Everything here is either copied and then updated by the move's effects
// (hash, castling, marks, reserve) or set afresh by the move (the rest).
struct PlyState {
  Hash hash = 0;
  std::uint8_t castling = 0;
  // Marks a rule keeps for the game so far (StrictSAT: the sides whose king
  // has been in check), copied forward and set by the rule's consequences;
  // part of the hash.
  std::uint8_t marks = 0;
  Square en_passant = NoSquare;  // square passed over by the last double step
  // Where the pawn that passed it stands: beside it, unless a rule carried
  // the pawn on (Wormholes); an en passant capture takes it there.
  Square en_passant_pawn = NoSquare;
  Reserve reserve;
  // Counts a rule keeps for the game so far (BGL: the distance each side
  // has moved), copied forward and set by the rule's consequences; part of
  // the hash. It fills room the fields before it leave.
  std::uint32_t tally = 0;
  mutable ParalysisCache paralysis;  // reset by every move
  Move last_move;                    // the move that led to this ply
  std::uint32_t journal_begin = 0;   // first effect of last_move in the journal
  friend bool operator==(const PlyState&, const PlyState&) = default;
};

class Position {
 public:
  Position();

  // Setup (outside play): these keep the hash right but record no effects.
  void clear();
  void put(Square square, Piece piece);
  void set_side_to_move(Side side);
  void set_castling(std::uint8_t rights);
  void set_en_passant(Square square);
  // A rule carried the pawn that may be taken en passant on to `square`.
  void set_en_passant_pawn(Square square) { states_.back().en_passant_pawn = square; }
  // The rules in force; derived state (paralysis) is found afresh under them,
  // and they set up what the diagram implies (Rules::prepare).
  void set_rules(const Rules* rules);
  const Rules* rules() const { return rules_; }

  // Imitators (Imitator chess): men of neither side that stand on squares
  // of their own beside the board's pieces, in the order they were named
  // (the notation lists them so). The board's squares under them are empty.
  static constexpr int ImitatorCapacity = 10;
  std::span<const Square> imitators() const { return {imitators_.data(), imitator_count_}; }
  // Setup: the imitators of the diagram, in place of any before.
  void set_imitators(std::span<const Square> squares);

  // Ghosts (Ghost chess, Haunted chess): men taken off the board that wait
  // under the square they were taken on, to come back once it is empty, in
  // the order they were taken. Under one square they wait as in a stack: a
  // rule takes back only the last that came there.
  struct Ghost {
    Square square = NoSquare;
    Piece piece;
    friend bool operator==(const Ghost&, const Ghost&) = default;
  };
  const std::vector<Ghost>& ghosts() const { return ghosts_; }

  // Holes (Hole, Haaner chess): squares taken off the board. No piece
  // stands, lands or passes there: they count as occupied for every walk
  // and observation, and are no piece's to capture.
  Bitboard holes() const { return holes_; }
  // Setup: the holes of the diagram, in place of any before.
  void set_holes(Bitboard holes);
  // Setup: castlings that exclude each other (option
  // CastlingMutuallyExclusive): each pair is a white rook's corner (a1, h1)
  // and a black rook's (a8, h8); castling with either rook takes from the
  // other side its right to castle with the other.
  void set_exclusive_castlings(std::vector<std::pair<Square, Square>> pairs) {
    exclusive_castlings_ = std::move(pairs);
  }
  const std::vector<std::pair<Square, Square>>& exclusive_castlings() const { return exclusive_castlings_; }

  // Queries.
  Piece piece_on(Square s) const { return board_[s]; }
  // The squares that block a line: the pieces' and the holes.
  Bitboard occupied() const { return by_side_[0] | by_side_[1] | holes_; }
  // The squares the pieces stand on.
  Bitboard men() const { return by_side_[0] | by_side_[1]; }
  Bitboard pieces(Side side) const { return by_side_[index(side)]; }
  Bitboard pieces(PieceType type) const { return by_type_[index(type)]; }
  Bitboard pieces(Side side, PieceType type) const { return by_side_[index(side)] & by_type_[index(type)]; }
  // The royal pieces of `side`: its king, or pieces with the Royal attribute.
  Bitboard kings(Side side) const { return (by_type_[index(PieceType::King)] | royal_) & by_side_[index(side)]; }
  // Royal pieces of other types than the king.
  Bitboard royal_pieces() const { return royal_; }
  // Neutral pieces: in pieces(White) and in pieces(Black).
  Bitboard neutral_pieces() const { return by_side_[0] & by_side_[1]; }
  // What a move of `side` may capture: the other side's pieces and the
  // neutral pieces, but a neutral royal piece (it is the mover's own too).
  // Nor an uncapturable piece. Where a rule says so, its own men but its
  // king too (Condition::captures_own_men).
  Bitboard capturable(Side side) const {
    const Bitboard kings = by_type_[index(PieceType::King)] | royal_;
    if (own_men_capturable_) [[unlikely]]
      return (by_side_[0] | by_side_[1]) & ~((by_side_[index(side)] & kings) | uncapturables_);
    return by_side_[index(opponent(side))] & ~((neutral_pieces() & kings) | uncapturables_);
  }
  // Pieces of a type beyond the orthodox six (their moves come from their walks).
  Bitboard fairy_pieces() const { return fairy_; }
  // Pieces that move as the pieces observing them (core/orphan.h).
  Bitboard orphans() const { return orphans_; }
  // Chameleons (Piece::chameleon).
  Bitboard chameleons() const { return chameleons_; }
  // Kamikaze pieces (Piece::kamikaze).
  Bitboard kamikazes() const { return kamikazes_; }
  // Uncapturable pieces (Piece::uncapturable).
  Bitboard uncapturables() const { return uncapturables_; }
  // Half-neutral pieces (Piece::half_neutral).
  Bitboard half_neutrals() const { return half_neutrals_; }
  // Paralysing pieces (Piece::paralysing).
  Bitboard paralysing_pieces() const { return paralysing_; }
  // The side that a condition without a side of its own binds (Popeye's
  // Maximummer and UltraSchachZwang without one): the side the stipulation
  // restricts (solve/stipulation.h), set for each half of a duplex; none
  // where the stipulation decides none. Part of the key.
  std::optional<Side> restricted_side() const { return restricted_side_; }
  void set_restricted_side(std::optional<Side> side);
  // May a pawn also promote to a chameleon (as Popeye, where the diagram has one)?
  bool chameleon_promotions() const { return chameleon_promotions_; }
  void set_chameleon_promotions(bool allowed) { chameleon_promotions_ = allowed; }
  // The hurdle rules a pawn promoting to `type` may give it, as a set (bit
  // k: the HurdleRule bits k, bit 0 the plain piece): those of the diagram's
  // pieces of the type, and the plain piece for Q R B S and where the
  // diagram has one (as Popeye); the plain piece alone by default.
  std::uint8_t promotion_hurdle_rules(PieceType type) const { return promotion_hurdle_rules_[index(type)]; }
  void set_promotion_hurdle_rules(PieceType type, std::uint8_t rules) { promotion_hurdle_rules_[index(type)] = rules; }
  // The types a pawn may promote to: Q R B S, then the fairy pieces of the
  // diagram that may be promoted to (as Popeye).
  std::span<const PieceType> promotion_types() const { return {promotions_.data(), promotion_count_}; }
  void set_promotion_types(std::span<const PieceType> types);
  // The types a pawn-like piece of `type` may promote to: the marine pawn's
  // are the marine pieces in place of Q R B S (PieceKind::marine_promotion).
  std::span<const PieceType> promotion_types(PieceType type) const;
  void set_marine_promotion_types(std::span<const PieceType> types);
  Side side_to_move() const { return side_to_move_; }
  const PlyState& state() const { return states_.back(); }
  std::uint8_t castling_rights() const { return state().castling; }
  Square en_passant() const { return state().en_passant; }
  // The square of the pawn an en passant capture would take.
  Square en_passant_pawn() const { return state().en_passant_pawn; }
  const Reserve& reserve() const { return state().reserve; }
  // The marks a rule keeps for the game so far (PlyState::marks).
  std::uint8_t marks() const { return state().marks; }
  // The counts a rule keeps for the game so far (PlyState::tally).
  std::uint32_t tally() const { return state().tally; }
  // Pieces among `candidates` that may neither move nor give check (rules' Paralysis hook).
  Bitboard paralysed(Bitboard candidates) const;
  Bitboard paralysed() const { return paralysed(men()); }
  Hash hash() const { return state().hash; }
  int ply() const { return static_cast<int>(states_.size()) - 1; }

  // The observation function: pieces of `by` whose capture field contains
  // `square` given the occupancy. Paralysis is not applied here. Where a
  // rule moves the departure of captures (Condition::departures), each piece
  // observes from its departures instead; where a rule gives pieces their
  // walks (Condition::walks), each observes by the walks it is given.
  Bitboard observers(Square square, Side by, Bitboard occupied) const {
    if (ruled_observation_) [[unlikely]]
      return ruled_observers(square, by, occupied);
    return observers_in_place(square, by, occupied);
  }
  // The pawns of `taker` that could take en passant a pawn that passed over
  // `passed` (from where their captures start).
  Bitboard en_passant_takers(Square passed, Side taker) const;
  // Pieces of `by` that attack `square` and may capture (not paralysed).
  Bitboard attackers(Square square, Side by) const {
    const Bitboard observing = observers(square, by, occupied());
    return observing & ~paralysed(observing);
  }
  bool attacked(Square square, Side by) const { return attackers(square, by) != 0; }
  // Pieces of `by` that would take a king on `square`: its observers, unless
  // a rule says otherwise (Condition::king_observers).
  Bitboard king_observers(Square square, Side by, Bitboard occupied) const {
    if (king_observation_ruled_) [[unlikely]]
      return ruled_king_observers(square, by, occupied);
    return observers(square, by, occupied);
  }
  // Is `side` in check? Any king of `side` attacked (king_attacked), unless
  // a rule defines check otherwise (Condition::in_check: SAT); positions
  // without such a rule pay one test.
  bool in_check(Side side) const {
    if (check_defined_) [[unlikely]]
      return defined_check(side);
    return king_attacked(side);
  }
  // Does a rule define check otherwise than by observation (Hook::Check)?
  bool check_defined() const { return check_defined_; }
  // Is any king of `side` attacked: the check of observation (rules may
  // validate checks further), whatever a rule makes check mean.
  bool king_attacked(Side side) const;
  // Would a king of the other side than `by`, standing on `square`, be
  // attacked by the pieces of `by` (the board's pieces, with `occupied` as
  // occupancy)? As for a check: king_observers, paralysis, check_counts.
  bool square_checked(Square square, Side by, Bitboard occupied) const;
  // Are all kings of `side` attacked (Rex Multiplex mate needs this)? Where
  // a rule defines check, whether `side` is in check by it.
  bool all_kings_attacked(Side side) const;
  // Is `royal`, a royal pawn of `side` that has just made a double step,
  // attacked en passant by an enemy pawn (a check, as in Popeye)?
  bool taken_en_passant(Square royal, Side side) const;

  // The square of the piece that `move` (of the side to move) captures:
  // `to`, the en passant square, or the square a locust hops over; NoSquare
  // when it captures nothing.
  Square capture_square(const Move& move) const;
  bool is_capture(const Move& move) const { return capture_square(move) != NoSquare; }

  // Play. make_move plays the displacement, then the rules' consequences.
  void make_move(const Move& move);
  void unmake_move();
  // Null move: the side to move passes (threats, goal tests). A reserve
  // piece waiting for that side's move is lost, as that move never comes
  // (one waiting for a capture waits on: Rules::reserve_waits_for_capture);
  // so is the right to take the last double step en passant.
  // Undone by unmake_move.
  void make_null_move();
  // The side to move's turn is skipped so that the other side moves again
  // (series play): everything waiting for the next move keeps waiting. A
  // double step just played can still be taken en passant (only by the
  // other side), so it still paralyses in Madrasi, as in Popeye.
  void skip_turn();
  // Every effect of the moves played since the diagram, oldest first.
  std::span<const Effect> journal() const { return journal_; }
  // The effects of the last move played.
  std::vector<Effect>::const_iterator last_effects_begin() const { return journal_.begin() + state().journal_begin; }
  std::vector<Effect>::const_iterator last_effects_end() const { return journal_.end(); }

  // Effects, for the rules' consequence hooks while a move is being made.
  void displace(Square from, Square to);
  void capture(Square square);
  void remove(Square square);
  void add(Square square, Piece piece);
  void change(Square square, Piece piece, EffectKind kind);
  void grant_castling_right(Square square);
  // A king or rook that a rule puts on its own side's castling square (e1,
  // a1, h1; e8, a8, h8) by a change of type or colour counts as unmoved, as
  // in Popeye: the square's castling right is granted.
  void count_as_unmoved(Square square);
  void set_reserve(Reserve reserve);    // in setup and by a rule while a move is made
  void set_marks(std::uint8_t marks);   // in setup and by a rule while a move is made
  void set_tally(std::uint32_t tally);  // in setup and by a rule while a move is made
  // Every imitator moves by `delta` (a square difference that keeps each on
  // the board, on its file and rank): a rule, while a move is made.
  void shift_imitators(int delta);
  // An imitator appears on `square` (a pawn promoted into one).
  void add_imitator(Square square);
  // The empty square `square` becomes a hole (Haaner chess), while a move is made.
  void add_hole(Square square);
  // `piece` joins the ghosts under `square`, the last of them (a rule, while
  // a move is made; Position::ghosts). `from`: the square it was taken off
  // (a man of the board: Ghost chess, Parachute Circe's occupant), or
  // NoSquare for a man sent under at once (Volcanic Circe's reborn man,
  // written "[+wSg1->v]"), `before` then being what it was before a
  // promotion on the way ("[+wPc8=Q->v]").
  void bury(Square square, Piece piece, Square from, Piece before = NoPiece);
  // The last ghost under `square` (or the first, with `first`) leaves them
  // (a rule, while a move is made): forgotten, or put back on the board.
  void forget_ghost(Square square, bool first = false);
  PlyState& mutable_state() { return states_.back(); }

  Hash compute_hash() const;  // from scratch, to check the incremental one
  // What the ghost at `index` of ghosts() adds to the hash: its piece, its
  // square and how many wait under that square before it.
  Hash ghost_key(std::size_t index) const;
  friend bool operator==(const Position& a, const Position& b);

 private:
  void place(Square square, Piece piece);
  void lift(Square square);
  void undo(const Effect& effect);
  void clear_rights_on(Square square);
  bool kamikaze_vanishes(const Displacement& displacement) const;
  // The half-neutral piece that `mover` moved to `square` changes phase
  // (Piece::half_neutral); any other piece stays as it is.
  void change_half_neutral_phase(Square square, Side mover);
  // The squares whose piece the fairy piece on `from` observes, for `by`.
  Bitboard fairy_captures(Square from, Side by, Bitboard occupied) const;
  // Observers of pieces that capture from their own squares, and of pieces
  // whose captures a rule makes start elsewhere.
  Bitboard observers_in_place(Square square, Side by, Bitboard occupied) const;
  Bitboard ruled_king_observers(Square square, Side by, Bitboard occupied) const;
  Bitboard relocated_observers(Square square, Side by, Bitboard occupied) const;
  // Observers where a rule moves departures or gives walks.
  Bitboard ruled_observers(Square square, Side by, Bitboard occupied) const;
  // Observers by the walks the rules give each piece (Condition::walks).
  Bitboard walk_observers(Square square, Side by, Bitboard occupied) const;
  // en_passant_takers where a rule moves departures or gives walks.
  Bitboard ruled_en_passant_takers(Square passed, Side taker) const;
  // The squares that the piece on `from`, its captures starting from
  // `start`, observes for `by`.
  Bitboard capture_field(Square from, Square start, Side by, Bitboard occupied) const;
  // in_check by the rule that defines check.
  bool defined_check(Side side) const;

  // The fields every move reads come first; the tables sized by the number
  // of piece types (mostly unread on the orthodox path) come last.
  Piece board_[64];
  Bitboard by_side_[2];
  Bitboard holes_ = 0;
  Bitboard fairy_ = 0;
  Bitboard orphans_ = 0;
  Bitboard chameleons_ = 0;
  Bitboard kamikazes_ = 0;
  bool chameleon_promotions_ = false;
  std::optional<Side> restricted_side_;
  std::array<std::uint8_t, PieceTypeCount> promotion_hurdle_rules_ = filled_with_plain();
  static constexpr std::array<std::uint8_t, PieceTypeCount> filled_with_plain() {
    std::array<std::uint8_t, PieceTypeCount> rules{};
    rules.fill(1);
    return rules;
  }
  Bitboard royal_ = 0;  // royal pieces that are not kings (by attribute or by type)
  Side side_to_move_ = Side::White;
  std::vector<PlyState> states_;
  std::vector<Effect> journal_;
  std::vector<std::pair<Square, Square>> exclusive_castlings_;
  const Rules* rules_ = nullptr;
  bool relocated_captures_ = false;  // a rule names where captures start (set_rules)
  bool given_walks_ = false;         // a rule gives pieces their walks (set_rules)
  // Either of them: observers() tests this one flag.
  bool ruled_observation_ = false;
  bool check_defined_ = false;           // a rule defines check (set_rules)
  bool king_observation_ruled_ = false;  // a rule says who would take a king (set_rules)
  bool prelude_ruled_ = false;           // a rule makes effects before a move's displacement (set_rules)
  Bitboard by_type_[PieceTypeCount];
  std::size_t promotion_count_ = 0;
  std::size_t marine_promotion_count_ = 0;
  std::array<PieceType, PieceTypeCount> promotions_{};
  std::array<PieceType, PieceTypeCount> marine_promotions_{};
  std::size_t imitator_count_ = 0;
  std::array<Square, ImitatorCapacity> imitators_{};
  std::vector<Ghost> ghosts_;
  Bitboard uncapturables_ = 0;
  bool own_men_capturable_ = false;  // Condition::captures_own_men
  Bitboard half_neutrals_ = 0;
  Bitboard paralysing_ = 0;
};

}  // namespace feerie
