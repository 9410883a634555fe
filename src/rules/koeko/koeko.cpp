#include "rules/koeko/koeko.h"

#include <cctype>
#include <cstdlib>
#include <vector>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "core/words.h"
#include "rules/registry.h"
#include "rules/rules.h"

namespace feerie {

namespace {

// The leapers whose one leap may serve as the neighbourhood, with (m, n).
struct ContactLeaper {
  const char* name;
  int m, n;
};
constexpr ContactLeaper ContactLeapers[] = {
    {"King", 1, 1},  {"Knight", 1, 2}, {"Wazir", 0, 1},   {"Fers", 1, 1},    {"Camel", 1, 3},
    {"Alfil", 2, 2}, {"Zebra", 2, 3},  {"Dabbaba", 0, 2}, {"Giraffe", 1, 4}, {"Antelope", 3, 4},
};

Bitboard leaps(Square from, int m, int n) {
  Bitboard result = 0;
  const int vectors[8][2] = {{m, n}, {-m, n}, {m, -n}, {-m, -n}, {n, m}, {-n, m}, {n, -m}, {-n, -m}};
  for (const auto& v : vectors) {
    const int file = file_of(from) + v[0], rank = rank_of(from) + v[1];
    if (on_board(file, rank)) result |= square_bb(make_square(file, rank));
  }
  return result;
}

using EffectIterator = std::vector<Effect>::const_iterator;

// Where a piece standing on `at` just before the effect `next` stands after
// the last move's effects, following it through them (a rule may displace
// it again); NoSquare if it left the board.
Square follow(const Position& position, EffectIterator next, Square at) {
  for (auto effect = next; effect != position.last_effects_end(); ++effect) {
    if (effect->kind == EffectKind::Displace && effect->from == at)
      at = effect->to;
    else if ((effect->kind == EffectKind::Capture || effect->kind == EffectKind::Remove) && effect->from == at)
      return NoSquare;
  }
  return at;
}

// Where the piece that made the last move stands now.
Square mover_square(const Position& position) {
  return follow(position, position.last_effects_begin(), position.state().last_move.from);
}

// The occupied squares before the last move, its effects undone in reverse.
Bitboard occupied_before_move(const Position& position) {
  Bitboard occupied = position.occupied();
  for (auto effect = position.last_effects_end(); effect != position.last_effects_begin();) {
    --effect;
    switch (effect->kind) {
      case EffectKind::Displace: occupied = (occupied & ~square_bb(effect->to)) | square_bb(effect->from); break;
      case EffectKind::Capture:
      case EffectKind::Remove: occupied |= square_bb(effect->from); break;
      case EffectKind::Add: occupied &= ~square_bb(effect->to); break;
      default: break;
    }
  }
  return occupied;
}

// The leaper named by `word` (a piece code in any input language) among the
// contact leapers; an error if it names none, or more than one.
ContactLeaper read_contact_leaper(const std::string& word) {
  const ContactLeaper* found = nullptr;
  for (int language = 0; language < 3; ++language) {
    const PieceType type = piece_type_with_code(language, word);
    if (type == PieceType::None) continue;
    for (const ContactLeaper& leaper : ContactLeapers) {
      if (piece_type_named(leaper.name) != type) continue;
      if (found && found != &leaper) throw ConditionError("KoeKo Neighbour: ambiguous piece '" + word + "'");
      found = &leaper;
    }
  }
  if (!found)
    throw ConditionError("KoeKo Neighbour: '" + word +
                         "' is no leaper of a contact (K, S, W, F, CA, AL, Z, DA, GI, AN)");
  return *found;
}

std::string upper(std::string_view code) {
  std::string result(code);
  for (char& c : result) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return result;
}

std::unique_ptr<Condition> make_contact(ContactRule rule, ConditionWords& words) {
  if (rule == ContactRule::NewKoeko || words.done()) return std::make_unique<Koeko>(rule, 1, 1, "");
  if (!is_neighbour_word(words.peek())) return std::make_unique<Koeko>(rule, 1, 1, "");
  words.take();
  if (words.done()) throw ConditionError("KoeKo Neighbour: a piece is missing");
  const ContactLeaper leaper = read_contact_leaper(words.take());
  if (std::string_view(leaper.name) == "King") return std::make_unique<Koeko>(rule, 1, 1, "");
  const std::string code = upper(kind_of(piece_type_named(leaper.name)).codes[0]);
  return std::make_unique<Koeko>(rule, leaper.m, leaper.n, code);
}

}  // namespace

bool is_neighbour_word(std::string_view word) {
  return abbreviates(word, "Neighbour") || abbreviates(word, "Nachbar") || abbreviates(word, "Voisin");
}

std::string Koeko::name() const {
  const std::string base = rule_ == ContactRule::Koeko      ? "KoeKo"
                           : rule_ == ContactRule::NewKoeko ? "NewKoeko"
                                                            : "AntiKoeko";
  return code_.empty() ? base : code_ + "-" + base;
}

Bitboard Koeko::neighbours(Square square) const {
  if (code_.empty()) return king_attacks(square);
  return leaps(square, m_, n_);
}

bool Koeko::legal_contact(bool before, bool after) const {
  switch (rule_) {
    case ContactRule::Koeko: return after;
    case ContactRule::NewKoeko: return before == after;
    case ContactRule::AntiKoeko: return !after;
  }
  return true;
}

bool Koeko::allows(Position& position, Side) const {
  if (rule_ == ContactRule::Koeko) {
    // As Popeye, every piece the move displaces must end in contact: the
    // castling rook too.
    for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect) {
      if (effect->kind != EffectKind::Displace) continue;
      const Square at = follow(position, effect + 1, effect->to);
      if (at != NoSquare && !(neighbours(at) & position.occupied())) return false;
    }
    return true;
  }
  const Square at = mover_square(position);
  if (at == NoSquare) return true;
  const bool after = (neighbours(at) & position.occupied()) != 0;
  if (rule_ != ContactRule::NewKoeko) return legal_contact(false, after);
  const Square from = position.state().last_move.from;
  return legal_contact((neighbours(from) & occupied_before_move(position)) != 0, after);
}

// The capture of the king played on the occupancy: the attacker leaves its
// square for the king's. A castling king's passage square is empty in the
// position: Popeye puts the king there, off its home square on file e.
// Where rules add effects to a capture (a Parrain rebirth beside the king's
// square), the capture is played on the board and taken back.
bool Koeko::check_counts(const Position& position, Square attacker, Square king) const {
  Bitboard board = position.occupied();
  const bool passage = position.piece_on(king).empty();
  if (passage) board = (board & ~square_bb(make_square(4, rank_of(king)))) | square_bb(king);
  const bool before = (neighbours(attacker) & board) != 0;
  const Rules* rules = position.rules();
  if (passage || !rules || !rules->has(Hook::Consequences))
    return legal_contact(before, (neighbours(king) & board & ~square_bb(attacker)) != 0);
  return legal_contact(before, contact_after_capture(const_cast<Position&>(position), attacker, king));
}

// Plays the capture of the king by the piece on `attacker` with every rule's
// consequences, and tells whether the capturer is then in contact. A king
// added by a rule is the captured king reborn, which Popeye does without
// RexInclusive only (which Feerie lacks): it is not counted.
bool Koeko::contact_after_capture(Position& position, Square attacker, Square king) const {
  const Side to_move = position.side_to_move();
  const Piece taker = position.piece_on(attacker);
  const bool promotes = kind_of(taker.type).pawn_like && relative_rank(taker.side, king) == 7;
  position.set_side_to_move(taker.side);
  position.make_move(
      Move{.from = attacker, .to = king, .promotion = promotes ? position.promotion_types().front() : PieceType::None});
  Bitboard occupied = position.occupied();
  for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect)
    if (effect->kind == EffectKind::Add && effect->piece.type == PieceType::King) occupied &= ~square_bb(effect->to);
  const Square at = mover_square(position);
  const bool contact = at != NoSquare && (neighbours(at) & occupied) != 0;
  position.unmake_move();
  position.set_side_to_move(to_move);
  return contact;
}

std::unique_ptr<Condition> make_koeko(ConditionWords& words) { return make_contact(ContactRule::Koeko, words); }
std::unique_ptr<Condition> make_new_koeko(ConditionWords& words) { return make_contact(ContactRule::NewKoeko, words); }
std::unique_ptr<Condition> make_anti_koeko(ConditionWords& words) {
  return make_contact(ContactRule::AntiKoeko, words);
}

}  // namespace feerie
