#include "rules/sat/sat.h"

#include <cctype>
#include <optional>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "movegen/piece_moves.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Popeye's numerals, which it writes up to VIII.
constexpr const char* Roman[] = {"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"};
constexpr unsigned MaxNumber = 8;

bool is_royal(const Piece& piece) {
  return king_or_royal(piece) || (is_fairy(piece.type) && kind_of(piece.type).royal);
}

// The squares the royal piece of `side` on `king` moves to by its walk
// (castling aside): empty, or with a piece of the other side that is not
// its king. Each square once, as Popeye generates one move per arrival.
Bitboard walk_targets(const Position& position, Side side, Square king) {
  const Piece piece = position.piece_on(king);
  const Bitboard occupied = position.occupied();
  const Bitboard allowed = (~occupied | position.capturable(side)) & ~position.kings(opponent(side));
  if (piece.type == PieceType::King) return king_attacks(king) & allowed;
  if (piece.type != PieceType::Pawn && !is_fairy(piece.type))
    return attacks_of(Piece{piece.type, side}, king, occupied) & allowed;
  MoveList moves;
  if (piece.type == PieceType::Pawn)
    generate_pawn_moves_from(position, side, in_place(position, king), moves);
  else
    generate_fairy_moves(position, side, in_place(position, king), moves);
  Bitboard targets = 0;
  for (const Move& move : moves) targets |= square_bb(move.to);
  return targets & allowed;
}

// Does the king of `side` on `king` have at least `needed` flights: squares
// it moves to that the other side does not attack once it has left its own?
bool has_flights(const Position& position, Side side, Square king, unsigned needed) {
  const Bitboard occupied = position.occupied() & ~square_bb(king);
  for (Bitboard targets = walk_targets(position, side, king); targets;)
    if (!position.square_checked(pop_lowest(targets), opponent(side), occupied) && --needed == 0) return true;
  return false;
}

// A count after SAT: a word of digits, 0 to 8.
std::optional<unsigned> read_count(ConditionWords& words, const char* condition) {
  if (words.done()) return std::nullopt;
  const std::string& word = words.peek();
  if (word.empty() || word.size() > 3) return std::nullopt;
  for (const char c : word)
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
  const unsigned number = static_cast<unsigned>(std::stoul(word));
  if (number > MaxNumber)
    throw ConditionError(std::string(condition) + " " + word + ": more than " + std::to_string(MaxNumber) +
                         " flights are not supported (Popeye writes no numeral beyond VIII)");
  words.take();
  return number;
}

std::unique_ptr<Condition> make(ConditionWords& words, bool strict) {
  const char* condition = strict ? "StrictSAT" : "SAT";
  unsigned white = 1, black = 1;
  if (const auto first = read_count(words, condition)) {
    white = black = *first + 1;
    if (const auto second = read_count(words, condition)) black = *second + 1;
  }
  return std::make_unique<Sat>(strict, white, black);
}

}  // namespace

Sat::Sat(bool strict, unsigned white_allowed, unsigned black_allowed)
    : strict_(strict),
      allowed_{white_allowed, black_allowed},
      own_square_counts_(!strict && (white_allowed > 1 || black_allowed > 1)) {}

std::string Sat::name() const {
  std::string text = strict_ ? "StrictSAT" : "SAT";
  const unsigned white = allowed_[index(Side::White)], black = allowed_[index(Side::Black)];
  if (white != 1 || black != 1) {
    text += std::string(" ") + Roman[white - 1];
    if (white != black) text += std::string("/") + Roman[black - 1];
  }
  return text;
}

unsigned Sat::hooks() const {
  unsigned hooks = static_cast<unsigned>(Hook::Check) | static_cast<unsigned>(Hook::Legality);
  if (strict_) hooks |= static_cast<unsigned>(Hook::Consequences);
  return hooks;
}

bool Sat::in_check(const Position& position, Side side) const {
  const Bitboard kings = position.kings(side);
  if (!kings) return false;
  const Square king = lowest_square(kings);
  unsigned allowed = allowed_[index(side)];
  // The king's own square, unattacked, counts as a flight: under SAT with a
  // number, always; under StrictSAT, once the king has been attacked.
  const bool own_square_counts = strict_ ? (position.marks() & mark(side)) != 0 : own_square_counts_;
  if (own_square_counts && !position.king_attacked(side)) --allowed;
  return allowed == 0 || has_flights(position, side, king, allowed);
}

bool Sat::allows(Position& position, Side) const {
  for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect)
    if (effect->kind == EffectKind::Capture && is_royal(effect->piece)) return false;
  return true;
}

std::uint8_t Sat::marks_with_attacked_kings(const Position& position, std::uint8_t marks) {
  for (const Side side : {Side::White, Side::Black})
    if (!(marks & mark(side)) && position.king_attacked(side)) marks |= mark(side);
  return marks;
}

void Sat::prepare(Position& position) const {
  if (strict_)
    position.set_marks(
        marks_with_attacked_kings(position, position.marks() & ~(mark(Side::White) | mark(Side::Black))));
}

// After every move (Popeye's StrictSAT updater): the kings attacked now are
// marked for the rest of the game.
void Sat::consequences(Position& position, const Displacement&) const {
  const std::uint8_t marks = marks_with_attacked_kings(position, position.marks());
  if (marks != position.marks()) position.set_marks(marks);
}

std::unique_ptr<Condition> make_sat(ConditionWords& words) { return make(words, false); }
std::unique_ptr<Condition> make_strict_sat(ConditionWords& words) { return make(words, true); }

}  // namespace feerie
