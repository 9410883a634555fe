#include "core/position.h"

#include <algorithm>
#include <bit>

#include "core/orphan.h"
#include "core/piece_catalogue.h"
#include "rules/rules.h"

namespace feerie {

std::uint8_t castling::bit_of(Square square) {
  switch (square) {
    case 0: return A1;
    case 4: return E1;
    case 7: return H1;
    case 56: return A8;
    case 60: return E8;
    case 63: return H8;
    default: return 0;
  }
}

Position::Position() {
  clear();
  constexpr PieceType Orthodox[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};
  set_promotion_types(Orthodox);
}

void Position::set_promotion_types(std::span<const PieceType> types) {
  promotion_count_ = std::min(types.size(), promotions_.size());
  std::copy_n(types.begin(), promotion_count_, promotions_.begin());
}

void Position::set_marine_promotion_types(std::span<const PieceType> types) {
  marine_promotion_count_ = std::min(types.size(), marine_promotions_.size());
  std::copy_n(types.begin(), marine_promotion_count_, marine_promotions_.begin());
}

std::span<const PieceType> Position::promotion_types(PieceType type) const {
  if (is_fairy(type) && kind_of(type).marine_promotion) return {marine_promotions_.data(), marine_promotion_count_};
  return promotion_types();
}

void Position::clear() {
  for (auto& piece : board_) piece = NoPiece;
  for (auto& b : by_side_) b = 0;
  for (auto& b : by_type_) b = 0;
  fairy_ = 0;
  royal_ = 0;
  orphans_ = 0;
  chameleons_ = 0;
  kamikazes_ = 0;
  uncapturables_ = 0;
  half_neutrals_ = 0;
  paralysing_ = 0;
  side_to_move_ = Side::White;
  restricted_side_.reset();
  imitator_count_ = 0;
  exclusive_castlings_.clear();
  ghosts_.clear();
  holes_ = 0;
  states_.assign(1, PlyState{});
  journal_.clear();
}

void Position::place(Square square, Piece piece) {
  board_[square] = piece;
  by_side_[index(piece.side)] |= square_bb(square);
  if (piece.neutral) by_side_[index(opponent(piece.side))] |= square_bb(square);
  by_type_[index(piece.type)] |= square_bb(square);
  if (piece.royal) royal_ |= square_bb(square);
  if (piece.chameleon) chameleons_ |= square_bb(square);
  if (piece.kamikaze) kamikazes_ |= square_bb(square);
  if (piece.uncapturable) uncapturables_ |= square_bb(square);
  if (piece.half_neutral) half_neutrals_ |= square_bb(square);
  if (piece.paralysing) paralysing_ |= square_bb(square);
  if (is_fairy(piece.type)) {
    const PieceKind& kind = kind_of(piece.type);
    fairy_ |= square_bb(square);
    if (kind.royal) royal_ |= square_bb(square);
    if (kind.borrows_walks) orphans_ |= square_bb(square);
  }
  states_.back().hash ^= zobrist::piece(piece, square);
}

void Position::lift(Square square) {
  const Piece piece = board_[square];
  board_[square] = NoPiece;
  by_side_[0] &= ~square_bb(square);
  by_side_[1] &= ~square_bb(square);
  by_type_[index(piece.type)] &= ~square_bb(square);
  fairy_ &= ~square_bb(square);
  orphans_ &= ~square_bb(square);
  chameleons_ &= ~square_bb(square);
  kamikazes_ &= ~square_bb(square);
  uncapturables_ &= ~square_bb(square);
  half_neutrals_ &= ~square_bb(square);
  paralysing_ &= ~square_bb(square);
  royal_ &= ~square_bb(square);
  states_.back().hash ^= zobrist::piece(piece, square);
}

void Position::put(Square square, Piece piece) {
  states_.back().paralysis = ParalysisCache{};
  if (!board_[square].empty()) lift(square);
  if (!piece.empty()) place(square, piece);
}

namespace {

Hash restricted_key(std::optional<Side> side) { return side ? zobrist::table.restricted[index(*side)] : 0; }

}  // namespace

void Position::set_restricted_side(std::optional<Side> side) {
  states_.back().hash ^= restricted_key(restricted_side_) ^ restricted_key(side);
  restricted_side_ = side;
}

void Position::set_side_to_move(Side side) {
  states_.back().paralysis = ParalysisCache{};
  if (side != side_to_move_) states_.back().hash ^= zobrist::side_to_move();
  side_to_move_ = side;
}

void Position::set_castling(std::uint8_t rights) {
  PlyState& st = states_.back();
  st.hash ^= zobrist::castling(st.castling) ^ zobrist::castling(rights);
  st.castling = rights;
}

void Position::set_en_passant(Square square) {
  PlyState& st = states_.back();
  st.paralysis = ParalysisCache{};
  st.hash ^= zobrist::en_passant(st.en_passant) ^ zobrist::en_passant(square);
  st.en_passant = square;
  // The pawn stands beside the square, on the side away from its own camp.
  const bool white_stepped = square != NoSquare && rank_of(square) == 2;
  st.en_passant_pawn = square == NoSquare ? NoSquare : static_cast<Square>(white_stepped ? square + 8 : square - 8);
}

void Position::set_reserve(Reserve reserve) {
  PlyState& st = states_.back();
  st.hash ^= zobrist::reserve(st.reserve.piece, st.reserve.capture_square) ^
             zobrist::reserve(reserve.piece, reserve.capture_square);
  st.reserve = reserve;
}

void Position::set_marks(std::uint8_t marks) {
  PlyState& st = states_.back();
  st.hash ^= zobrist::marks(st.marks) ^ zobrist::marks(marks);
  st.marks = marks;
}

void Position::set_tally(std::uint32_t tally) {
  PlyState& st = states_.back();
  st.hash ^= zobrist::tally(st.tally) ^ zobrist::tally(tally);
  st.tally = tally;
}

void Position::set_imitators(std::span<const Square> squares) {
  PlyState& st = states_.back();
  for (const Square square : imitators()) st.hash ^= zobrist::table.imitators[square];
  imitator_count_ = std::min(squares.size(), imitators_.size());
  std::copy_n(squares.begin(), imitator_count_, imitators_.begin());
  for (const Square square : imitators()) st.hash ^= zobrist::table.imitators[square];
}

void Position::shift_imitators(int delta) {
  if (imitator_count_ == 0) return;
  const Square first = imitators_[0];
  journal_.push_back({EffectKind::ShiftImitators, first, static_cast<Square>(first + delta), NoPiece, NoPiece});
  Hash& hash = states_.back().hash;
  for (std::size_t i = 0; i < imitator_count_; ++i) {
    hash ^= zobrist::table.imitators[imitators_[i]];
    imitators_[i] = static_cast<Square>(imitators_[i] + delta);
    hash ^= zobrist::table.imitators[imitators_[i]];
  }
}

void Position::add_imitator(Square square) {
  if (imitator_count_ == imitators_.size()) return;
  journal_.push_back({EffectKind::AddImitator, NoSquare, square, NoPiece, NoPiece});
  imitators_[imitator_count_++] = square;
  states_.back().hash ^= zobrist::table.imitators[square];
}

void Position::set_holes(Bitboard holes) {
  PlyState& st = states_.back();
  st.paralysis = ParalysisCache{};
  for (Bitboard b = holes_ ^ holes; b;) st.hash ^= zobrist::table.holes[pop_lowest(b)];
  holes_ = holes;
}

void Position::add_hole(Square square) {
  journal_.push_back({EffectKind::AddHole, NoSquare, square, NoPiece, NoPiece});
  holes_ |= square_bb(square);
  states_.back().hash ^= zobrist::table.holes[square];
}

void Position::set_rules(const Rules* rules) {
  rules_ = rules;
  relocated_captures_ = rules_ && rules_->relocates(MoveScope::Captures);
  given_walks_ = rules_ && rules_->has(Hook::Walk);
  ruled_observation_ = relocated_captures_ || given_walks_;
  check_defined_ = rules_ && rules_->has(Hook::Check);
  king_observation_ruled_ = rules_ && rules_->has(Hook::KingObservation);
  prelude_ruled_ = rules_ && rules_->has(Hook::Prelude);
  own_men_capturable_ = rules_ && rules_->captures_own_men();
  states_.back().paralysis = ParalysisCache{};
  if (rules_) rules_->prepare(*this);
}

Bitboard Position::paralysed(Bitboard candidates) const {
  if (!rules_ || !rules_->has(Hook::Paralysis)) return 0;
  ParalysisCache& cache = states_.back().paralysis;
  const Bitboard unknown = candidates & ~cache.known;
  if (unknown) {
    cache.paralysed |= rules_->paralysed(*this, unknown);
    cache.known |= unknown;
  }
  return cache.paralysed & candidates;
}

Bitboard Position::observers_in_place(Square square, Side by, Bitboard occupied) const {
  const Bitboard own = by_side_[index(by)];
  const Bitboard diagonal = by_type_[index(PieceType::Bishop)] | by_type_[index(PieceType::Queen)];
  const Bitboard straight = by_type_[index(PieceType::Rook)] | by_type_[index(PieceType::Queen)];
  Bitboard result = own & ((pawn_attacks(opponent(by), square) & by_type_[index(PieceType::Pawn)]) |
                           (knight_attacks(square) & by_type_[index(PieceType::Knight)]) |
                           (king_attacks(square) & by_type_[index(PieceType::King)]) |
                           (bishop_attacks(square, occupied) & diagonal) | (rook_attacks(square, occupied) & straight));
  for (Bitboard fairy = fairy_ & own; fairy;) {
    const Square from = pop_lowest(fairy);
    // Most fairy pieces can never reach the square: their field is not worked out.
    if (!(orphans_ & square_bb(from)) && !(field_bound(board_[from].type, by, from) & square_bb(square))) continue;
    if (fairy_captures(from, by, occupied) & square_bb(square)) result |= square_bb(from);
  }
  return result;
}

Bitboard Position::ruled_king_observers(Square square, Side by, Bitboard occupied) const {
  return rules_->king_observers(*this, square, by, occupied);
}

Bitboard Position::fairy_captures(Square from, Side by, Bitboard occupied) const {
  if (!(orphans_ & square_bb(from)))
    return walk_field(kind_of(board_[from].type).walk, by, from, occupied, Field::Captures,
                      by_side_[index(opponent(by))]);
  const PieceTypeSet walks = borrowed_walks(*this, from, by, occupied);
  Bitboard field = 0;
  for (int type = 0; type < PieceTypeCount; ++type)
    if (walks.test(type)) field |= attacks_of(Piece{static_cast<PieceType>(type), by}, from, occupied);
  return field;
}

Bitboard Position::relocated_observers(Square square, Side by, Bitboard occupied) const {
  Bitboard result = 0;
  // A piece never observes its own square.
  for (Bitboard own = by_side_[index(by)] & ~square_bb(square); own;) {
    const Square from = pop_lowest(own);
    Departures starts;
    rules_->departures(*this, from, by, MoveScope::Captures, occupied, starts);
    for (const Square start : starts) {
      const Bitboard seen = start == from ? occupied : (occupied & ~square_bb(from)) | square_bb(start);
      if (capture_field(from, start, by, seen) & square_bb(square)) {
        result |= square_bb(from);
        break;
      }
    }
  }
  return result;
}

Bitboard Position::ruled_observers(Square square, Side by, Bitboard occupied) const {
  // Conditions that move departures are not played beside those that give walks.
  return relocated_captures_ ? relocated_observers(square, by, occupied) : walk_observers(square, by, occupied);
}

Bitboard Position::walk_observers(Square square, Side by, Bitboard occupied) const {
  Bitboard result = 0;
  // A piece never observes its own square.
  for (Bitboard own = by_side_[index(by)] & ~square_bb(square); own;) {
    const Square from = pop_lowest(own);
    Walks walks;
    rules_->walks(*this, from, by, walks);
    for (const PieceType walk : walks)
      if (walk_attacks(walk, by, from, occupied) & square_bb(square)) {
        result |= square_bb(from);
        break;
      }
  }
  return result;
}

Bitboard Position::capture_field(Square from, Square start, Side by, Bitboard occupied) const {
  const PieceType type = board_[from].type;
  if (is_fairy(type) && kind_of(type).borrows_walks) return start == from ? fairy_captures(from, by, occupied) : 0;
  // A pawn put on its own first rank by a rule neither moves nor captures (as Popeye).
  if (start != from && is_pawn_like(type) && relative_rank(by, start) == 0) return 0;
  return attacks_of(Piece{type, by}, start, occupied);
}

Bitboard Position::en_passant_takers(Square passed, Side taker) const {
  if (!ruled_observation_) return pawn_attacks(opponent(taker), passed) & pieces(taker, PieceType::Pawn);
  return ruled_en_passant_takers(passed, taker);
}

Bitboard Position::ruled_en_passant_takers(Square passed, Side taker) const {
  if (relocated_captures_) return relocated_observers(passed, taker, occupied()) & pieces(taker, PieceType::Pawn);
  // Where walks are given, the pieces that move as pawns (as Popeye).
  Bitboard result = 0;
  for (Bitboard candidates = pawn_attacks(opponent(taker), passed) & by_side_[index(taker)]; candidates;) {
    const Square from = pop_lowest(candidates);
    Walks walks;
    rules_->walks(*this, from, taker, walks);
    if (walks.contains(PieceType::Pawn) && relative_rank(taker, from) != 0) result |= square_bb(from);
  }
  return result;
}

Square Position::capture_square(const Move& move) const {
  if (move.is_castling() || move.moves_no_man()) return NoSquare;
  if (move.kind == MoveKind::EnPassant) return state().en_passant_pawn;
  if (move.captured_on != NoSquare) return move.captured_on;
  return board_[move.to].empty() ? NoSquare : move.to;
}

bool Position::taken_en_passant(Square royal, Side side) const {
  const Square passed = state().en_passant;
  return passed != NoSquare && board_[royal].type == PieceType::Pawn && royal == state().en_passant_pawn &&
         en_passant_takers(passed, opponent(side));
}

bool Position::defined_check(Side side) const { return rules_->in_check(*this, side); }

bool Position::square_checked(Square square, Side by, Bitboard occupied) const {
  const Bitboard observing = king_observers(square, by, occupied);
  Bitboard attackers = observing & ~paralysed(observing);
  if (!attackers || !rules_ || !rules_->has(Hook::CheckValidation)) return attackers != 0;
  while (attackers)
    if (rules_->check_counts(*this, pop_lowest(attackers), square)) return true;
  return false;
}

bool Position::king_attacked(Side side) const {
  Bitboard kings = this->kings(side);
  const bool validate = rules_ && rules_->has(Hook::CheckValidation);
  for (Bitboard pawns = kings & royal_ & by_type_[index(PieceType::Pawn)]; pawns;)
    if (taken_en_passant(pop_lowest(pawns), side)) return true;
  while (kings) {
    const Square king = pop_lowest(kings);
    const Bitboard observing = king_observers(king, opponent(side), occupied());
    Bitboard checkers = observing & ~paralysed(observing);
    if (!validate) {
      if (checkers) return true;
      continue;
    }
    while (checkers)
      if (rules_->check_counts(*this, pop_lowest(checkers), king)) return true;
  }
  return false;
}

bool Position::all_kings_attacked(Side side) const {
  if (check_defined_) return defined_check(side);
  Bitboard kings = this->kings(side);
  if (!kings) return false;
  while (kings) {
    const Square king = pop_lowest(kings);
    const Bitboard observing = king_observers(king, opponent(side), occupied());
    Bitboard checkers = observing & ~paralysed(observing);
    bool attacked = (royal_ & square_bb(king)) && taken_en_passant(king, side);
    while (checkers && !attacked)
      attacked =
          !rules_ || !rules_->has(Hook::CheckValidation) || rules_->check_counts(*this, pop_lowest(checkers), king);
    if (!attacked) return false;
  }
  return true;
}

void Position::clear_rights_on(Square square) {
  PlyState& st = states_.back();
  const std::uint8_t bit = castling::bit_of(square);
  if (bit & st.castling) {
    st.hash ^= zobrist::castling(st.castling) ^ zobrist::castling(st.castling & ~bit);
    st.castling &= ~bit;
  }
}

void Position::grant_castling_right(Square square) {
  PlyState& st = states_.back();
  const std::uint8_t rights = st.castling | castling::bit_of(square);
  st.hash ^= zobrist::castling(st.castling) ^ zobrist::castling(rights);
  st.castling = rights;
}

void Position::count_as_unmoved(Square square) {
  const Piece piece = board_[square];
  if (piece.empty() || !castling::bit_of(square) || relative_rank(piece.side, square) != 0) return;
  const bool home = piece.type == (file_of(square) == 4 ? PieceType::King : PieceType::Rook);
  if (home) grant_castling_right(square);
}

void Position::displace(Square from, Square to) {
  const Piece piece = board_[from];
  journal_.push_back({EffectKind::Displace, from, to, piece, NoPiece});
  lift(from);
  place(to, piece);
  clear_rights_on(from);
  clear_rights_on(to);
}

void Position::capture(Square square) {
  journal_.push_back({EffectKind::Capture, square, NoSquare, board_[square], NoPiece});
  lift(square);
  clear_rights_on(square);
}

void Position::remove(Square square) {
  journal_.push_back({EffectKind::Remove, square, NoSquare, board_[square], NoPiece});
  // A rule may have looked at paralysis before taking the man off (LostPieces).
  states_.back().paralysis = ParalysisCache{};
  lift(square);
  clear_rights_on(square);
}

Hash Position::ghost_key(std::size_t index) const {
  const Ghost& ghost = ghosts_[index];
  const auto before = std::count_if(ghosts_.begin(), ghosts_.begin() + static_cast<std::ptrdiff_t>(index),
                                    [&](const Ghost& other) { return other.square == ghost.square; });
  return std::rotl(zobrist::piece(ghost.piece, ghost.square) ^ zobrist::table.ghost, static_cast<int>(1 + before));
}

void Position::bury(Square square, Piece piece, Square from, Piece before) {
  journal_.push_back({EffectKind::Bury, from, square, piece, before});
  ghosts_.push_back({square, piece});
  states_.back().hash ^= ghost_key(ghosts_.size() - 1);
}

void Position::forget_ghost(Square square, bool first) {
  const auto under = [&](const Ghost& g) { return g.square == square; };
  std::size_t index = 0;
  if (first) {
    const auto found = std::find_if(ghosts_.begin(), ghosts_.end(), under);
    if (found == ghosts_.end()) return;
    index = static_cast<std::size_t>(std::distance(ghosts_.begin(), found));
  } else {
    const auto last = std::find_if(ghosts_.rbegin(), ghosts_.rend(), under);
    if (last == ghosts_.rend()) return;
    index = static_cast<std::size_t>(std::distance(last, ghosts_.rend()) - 1);
  }
  const Ghost ghost = ghosts_[index];
  journal_.push_back({EffectKind::Forget, static_cast<Square>(index), square, ghost.piece, NoPiece});
  // The keys of the ghosts under the square from this one on count those
  // before them: out with them, then in again with one fewer before.
  for (std::size_t i = index; i < ghosts_.size(); ++i)
    if (ghosts_[i].square == square) states_.back().hash ^= ghost_key(i);
  ghosts_.erase(ghosts_.begin() + static_cast<std::ptrdiff_t>(index));
  for (std::size_t i = index; i < ghosts_.size(); ++i)
    if (ghosts_[i].square == square) states_.back().hash ^= ghost_key(i);
}

void Position::change_half_neutral_phase(Square square, Side mover) {
  Piece piece = board_[square];
  if (!piece.half_neutral) return;
  piece.neutral = !piece.neutral;
  piece.side = piece.neutral ? Side::White : mover;  // a neutral piece is kept as White's
  change(square, piece, EffectKind::HalfNeutralPhase);
}

void Position::add(Square square, Piece piece) {
  journal_.push_back({EffectKind::Add, NoSquare, square, piece, NoPiece});
  place(square, piece);
}

void Position::change(Square square, Piece piece, EffectKind kind) {
  journal_.push_back({kind, NoSquare, square, piece, board_[square]});
  lift(square);
  place(square, piece);
}

void Position::undo(const Effect& effect) {
  switch (effect.kind) {
    case EffectKind::Displace: {
      const Piece piece = board_[effect.to];
      lift(effect.to);
      place(effect.from, piece);
      break;
    }
    case EffectKind::Capture:
    case EffectKind::Remove: place(effect.from, effect.piece); break;
    case EffectKind::Add: lift(effect.to); break;
    case EffectKind::Promote:
    case EffectKind::Mutate:
    case EffectKind::Transform:
    case EffectKind::Recolour:
    case EffectKind::Convert:
    case EffectKind::HalfNeutralPhase:
      lift(effect.to);
      place(effect.to, effect.previous);
      break;
    case EffectKind::ShiftImitators:
      for (std::size_t i = 0; i < imitator_count_; ++i)
        imitators_[i] = static_cast<Square>(imitators_[i] - (effect.to - effect.from));
      break;
    case EffectKind::AddImitator: --imitator_count_; break;
    case EffectKind::AddHole: holes_ &= ~square_bb(effect.to); break;
    case EffectKind::Bury: ghosts_.pop_back(); break;
    case EffectKind::Forget: ghosts_.insert(ghosts_.begin() + effect.from, Ghost{effect.to, effect.piece}); break;
  }
}

// A kamikaze piece that captures vanishes, unless a rule puts it on its
// rebirth square instead (Circe).
bool Position::kamikaze_vanishes(const Displacement& displacement) const {
  return displacement.mover.kamikaze && !displacement.captured.empty() && !(rules_ && rules_->relocates_kamikaze());
}

void Position::make_move(const Move& move) {
  states_.push_back(states_.back());
  PlyState& st = states_.back();
  st.last_move = move;
  st.journal_begin = static_cast<std::uint32_t>(journal_.size());
  st.paralysis = ParalysisCache{};
  st.hash ^= zobrist::en_passant(st.en_passant);
  const Square passed_pawn = st.en_passant_pawn;
  st.en_passant = NoSquare;
  st.en_passant_pawn = NoSquare;

  const Side mover_side = side_to_move_;
  if (prelude_ruled_) [[unlikely]]
    rules_->prelude(*this, move);
  Displacement d;
  d.move = move;
  d.mover = board_[move.from];

  switch (move.kind) {
    case MoveKind::CastleShort:
    case MoveKind::CastleLong: {
      const bool short_side = move.kind == MoveKind::CastleShort;
      const int rank = rank_of(move.start());
      const Square corner = make_square(short_side ? 7 : 0, rank);
      d.rook_from = move.castling_rook() != NoSquare ? move.castling_rook() : corner;
      d.rook_to = make_square(short_side ? 5 : 3, rank);
      // A king or rook that a rule puts on its castling square first goes
      // there first ([wKd2->e1][wRb2->a1]0-0-0, as Popeye): then neither
      // stands where the other arrives.
      if (move.via != NoSquare) displace(move.from, move.via);
      if (d.rook_from != corner) displace(d.rook_from, corner);
      displace(move.start(), move.to);
      displace(corner, d.rook_to);
      change_half_neutral_phase(move.to, mover_side);
      for (const auto& [white, black] : exclusive_castlings_)
        if (corner == (mover_side == Side::White ? white : black))
          clear_rights_on(mover_side == Side::White ? black : white);
      break;
    }
    case MoveKind::RoleExchange:
      // Its effects are the rule's (Condition::consequences).
      d.mover = NoPiece;
      break;
    case MoveKind::EnPassant:
      d.capture_square = passed_pawn;
      d.captured = board_[d.capture_square];
      capture(d.capture_square);
      displace(move.from, move.to);
      if (kamikaze_vanishes(d)) {
        remove(move.to);
        break;
      }
      change_half_neutral_phase(move.to, mover_side);
      break;
    default:
      if (const Square captured = move.captured_on != NoSquare ? move.captured_on : move.to;
          !board_[captured].empty()) {
        d.capture_square = captured;
        d.captured = board_[captured];
        capture(captured);
      }
      displace(move.from, move.to);
      // A pawn that stays a pawn on its last rank (a latent pawn) is not changed.
      if (move.promotion != PieceType::None && move.promotion != d.mover.type) {
        Piece promoted = d.mover;  // a neutral pawn promotes to a neutral piece
        promoted.type = move.promotion;
        promoted.chameleon = promoted.chameleon || move.chameleon_promotion;
        promoted.hurdle_rules = move.promoted_hurdle_rules;
        change(move.to, promoted, EffectKind::Promote);
      }
      // A kamikaze piece that captures vanishes, unless a rule puts it on
      // its rebirth square instead (Circe).
      if (kamikaze_vanishes(d)) {
        remove(move.to);
        break;
      }
      // A chameleon changes its type once it has moved; a pawn, which
      // promotes instead, keeps the type it promotes to (as Popeye).
      if (d.mover.chameleon && move.promotion == PieceType::None) {
        Piece changed = board_[move.to];
        changed.type = chameleon_successor(changed.type);
        if (changed.type != board_[move.to].type) change(move.to, changed, EffectKind::Mutate);
      }
      change_half_neutral_phase(move.to, mover_side);
      if (move.kind == MoveKind::DoubleStep) {
        const Square over = static_cast<Square>((move.start() + move.to) / 2);
        // Recorded only when an enemy pawn could take (not an uncapturable
        // pawn): keeps transpositions equal. The enemy is the pawn's (a rule
        // may let a side move the other's men: AllInChess); a neutral pawn's
        // is its mover's.
        const Side pawn_side = d.mover.neutral ? mover_side : d.mover.side;
        if (!board_[move.to].uncapturable && en_passant_takers(over, opponent(pawn_side))) {
          st.en_passant = over;
          st.en_passant_pawn = move.to;
          st.hash ^= zobrist::en_passant(over);
        }
      }
      break;
  }

  if (rules_ && rules_->has(Hook::Consequences)) rules_->consequences(*this, d);
  side_to_move_ = opponent(side_to_move_);
  // The consequences may play moves of their own to test one (LostPieces),
  // which may move the states: `st` is not used past them.
  states_.back().hash ^= zobrist::side_to_move();
}

void Position::make_null_move() {
  skip_turn();
  set_en_passant(NoSquare);
  if (!rules_ || !rules_->reserve_waits_for_capture()) set_reserve(Reserve{});
}

void Position::skip_turn() {
  states_.push_back(states_.back());
  PlyState& st = states_.back();
  st.last_move = Move{};
  st.journal_begin = static_cast<std::uint32_t>(journal_.size());
  st.paralysis = ParalysisCache{};
  st.hash ^= zobrist::side_to_move();
  side_to_move_ = opponent(side_to_move_);
}

void Position::unmake_move() {
  const std::uint32_t begin = states_.back().journal_begin;
  while (journal_.size() > begin) {
    undo(journal_.back());
    journal_.pop_back();
  }
  states_.pop_back();
  side_to_move_ = opponent(side_to_move_);
}

Hash Position::compute_hash() const {
  Hash hash = 0;
  for (Square s = 0; s < 64; ++s)
    if (!board_[s].empty()) hash ^= zobrist::piece(board_[s], s);
  const PlyState& st = state();
  hash ^= zobrist::castling(st.castling) ^ zobrist::en_passant(st.en_passant) ^
          zobrist::reserve(st.reserve.piece, st.reserve.capture_square) ^ zobrist::marks(st.marks) ^
          zobrist::tally(st.tally);
  if (side_to_move_ == Side::Black) hash ^= zobrist::side_to_move();
  hash ^= restricted_key(restricted_side_);
  for (const Square square : imitators()) hash ^= zobrist::table.imitators[square];
  for (Bitboard b = holes_; b;) hash ^= zobrist::table.holes[pop_lowest(b)];
  for (std::size_t i = 0; i < ghosts_.size(); ++i) hash ^= ghost_key(i);
  return hash;
}

bool operator==(const Position& a, const Position& b) {
  for (Square s = 0; s < 64; ++s)
    if (!(a.board_[s] == b.board_[s])) return false;
  for (int i = 0; i < 2; ++i)
    if (a.by_side_[i] != b.by_side_[i]) return false;
  for (int i = 0; i < PieceTypeCount; ++i)
    if (a.by_type_[i] != b.by_type_[i]) return false;
  const auto ai = a.imitators(), bi = b.imitators();
  if (!std::equal(ai.begin(), ai.end(), bi.begin(), bi.end())) return false;
  if (a.holes_ != b.holes_) return false;
  if (a.ghosts_ != b.ghosts_) return false;
  const PlyState& x = a.state();
  const PlyState& y = b.state();
  return a.side_to_move_ == b.side_to_move_ && x.hash == y.hash && x.castling == y.castling &&
         x.en_passant == y.en_passant && x.reserve.piece == y.reserve.piece &&
         x.reserve.capture_square == y.reserve.capture_square && x.marks == y.marks && x.tally == y.tally &&
         a.paralysed() == b.paralysed();
}

}  // namespace feerie
