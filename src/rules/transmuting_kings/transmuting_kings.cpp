#include "rules/transmuting_kings/transmuting_kings.h"

#include <cctype>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "core/words.h"
#include "movegen/walk_rule_moves.h"
#include "rules/registry.h"
#include "rules/rules.h"

namespace feerie {

namespace {

// The sides whose king's walks are being found (bit 1 White, bit 2 Black):
// while one is, the other side's king moves as a king. Per thread, as the
// conditions are shared by the threads searching first moves.
thread_local unsigned finding_walks = 0;

unsigned bit(Side side) { return side == Side::White ? 1u : 2u; }

// Whether `square` holds a royal piece of `side` (a king, a royal piece).
bool royal_on(const Position& position, Square square, Side side) {
  return (position.kings(side) & square_bb(square)) != 0;
}

}  // namespace

void checking_walks(const Position& position, Square square, Side by, Walks& out) {
  const Side king_side = opponent(by);
  const unsigned saved = finding_walks;
  finding_walks |= bit(king_side);
  const Bitboard occupied = position.occupied();
  Bitboard observing = position.observers(square, by, occupied);
  observing &= ~position.paralysed(observing);
  const Rules& rules = *position.rules();
  while (observing) {
    const Square from = pop_lowest(observing);
    Walks walks;
    rules.walks(position, from, by, walks);
    for (const PieceType walk : walks)
      if (walk_attacks(walk, by, from, occupied) & square_bb(square)) out.add(walk);
  }
  finding_walks = saved;
}

unsigned TransmutingKings::hooks() const {
  unsigned hooks = static_cast<unsigned>(Hook::Walk);
  if (kind_ == Kind::Super) hooks |= static_cast<unsigned>(Hook::Generation);
  return hooks;
}

void TransmutingKings::walks(const Position& position, Square square, Side side, Walks& out) const {
  if (!applies_to(side) || !royal_on(position, square, side)) return;
  // A king observing the king whose walks are being found moves as a king.
  if (finding_walks) return;
  Walks checkers;
  checking_walks(position, square, opponent(side), checkers);
  if (checkers.empty()) return;
  if (kind_ == Kind::Vaulting) {
    out.add(position.piece_on(square).type);
    for (const PieceType walk : vaulters_) out.add(walk);
    return;
  }
  if (kind_ == Kind::Reflective) out.add(position.piece_on(square).type);
  for (const PieceType walk : checkers) out.add(walk);
}

void TransmutingKings::generate(const Position& position, MoveList& moves) const {
  const Side side = position.side_to_move();
  if (!applies_to(side)) return;
  const Bitboard kings = position.kings(side);
  if (!kings || more_than_one(kings)) return;
  const Square king = lowest_square(kings);
  Walks checkers;
  checking_walks(position, king, opponent(side), checkers);
  if (checkers.empty()) return;
  // In check, the king must transmute: one move per walk and square.
  moves.clear();
  MoveList by_walk;
  for (const PieceType walk : checkers) {
    by_walk.clear();
    generate_moves_by_walk(position, side, king, walk, by_walk);
    for (Move move : by_walk) {
      move.promotion = walk;  // the king becomes the piece: "Kb6-f6=Q"
      moves.push(move);
    }
  }
}

std::string TransmutingKings::refusal(const Position& position) const {
  if (kind_ != Kind::Super) return {};
  for (const Side side : {Side::White, Side::Black})
    if (applies_to(side) && (position.kings(side) & position.royal_pieces()))
      return "a royal piece other than a king under " + name_ + " is not supported";
  return {};
}

unsigned TransmutingKings::handled_attributes() const {
  return static_cast<unsigned>(PieceAttribute::Royal) | static_cast<unsigned>(PieceAttribute::RemoteCapture);
}

namespace {

std::unique_ptr<Condition> make(std::string name, TransmutingKings::Kind kind, unsigned sides) {
  return std::make_unique<TransmutingKings>(std::move(name), kind, sides);
}

// The types that the next words name in the language `language` (0:
// English), up to the first word that names none.
std::vector<PieceType> types_named(const ConditionWords& words, int language) {
  std::vector<PieceType> types;
  for (std::size_t next = words.position(); next < words.words().size(); ++next) {
    const PieceType type = piece_type_with_code(language, words.words()[next]);
    if (type == PieceType::None) break;
    types.push_back(type);
  }
  return types;
}

// Popeye's VaultingKings line: the keyword, then the vaulters' codes (none:
// the equihopper), in English (the reader translates them: takes_piece_codes).
std::unique_ptr<Condition> make_vaulting(ConditionWords& words, std::string name, unsigned sides) {
  const std::vector<PieceType> types = types_named(words, 0);
  // A vaulting king's walks are its own and at most three others (Walks::Capacity).
  if (types.size() > Walks::Capacity - 1)
    throw ConditionError(name + ": more than " + std::to_string(Walks::Capacity - 1) + " vaulting pieces");
  Walks vaulters;
  for (const PieceType type : types) {
    words.take();
    vaulters.add(type);
    name += ' ';
    for (const char c : kind_of(type).codes[0]) name += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  // Popeye 4.104 never finishes reading its variant Transmuting.
  if (!words.done() && (abbreviates(words.peek(), "Transmuting") || abbreviates(words.peek(), "Transmutierende") ||
                        abbreviates(words.peek(), "Transmute")))
    throw ConditionError(name + ": the variant Transmuting is not supported");
  if (vaulters.empty()) vaulters.add(piece_type_named("Equihopper"));
  return std::make_unique<TransmutingKings>(std::move(name), TransmutingKings::Kind::Vaulting, sides, vaulters);
}

}  // namespace

std::unique_ptr<Condition> make_vaulting_kings(ConditionWords& words) {
  return make_vaulting(words, "VaultingKings", 3);
}
std::unique_ptr<Condition> make_white_vaulting_king(ConditionWords& words) {
  return make_vaulting(words, "WhiteVaultingKing", 1);
}
std::unique_ptr<Condition> make_black_vaulting_king(ConditionWords& words) {
  return make_vaulting(words, "BlackVaultingKing", 2);
}

std::unique_ptr<Condition> make_transmuted_kings(ConditionWords&) {
  return make("TransmutedKings", TransmutingKings::Kind::Transmuted, 3);
}
std::unique_ptr<Condition> make_white_transmuted_king(ConditionWords&) {
  return make("WhiteTransmutedKing", TransmutingKings::Kind::Transmuted, 1);
}
std::unique_ptr<Condition> make_black_transmuted_king(ConditionWords&) {
  return make("BlackTransmutedKing", TransmutingKings::Kind::Transmuted, 2);
}
std::unique_ptr<Condition> make_reflective_kings(ConditionWords&) {
  return make("ReflectiveKings", TransmutingKings::Kind::Reflective, 3);
}
std::unique_ptr<Condition> make_white_reflective_king(ConditionWords&) {
  return make("WhiteReflectiveKing", TransmutingKings::Kind::Reflective, 1);
}
std::unique_ptr<Condition> make_black_reflective_king(ConditionWords&) {
  return make("BlackReflectiveKing", TransmutingKings::Kind::Reflective, 2);
}
std::unique_ptr<Condition> make_white_supertransmuting_king(ConditionWords&) {
  return make("WhiteSuperTransmutingKing", TransmutingKings::Kind::Super, 1);
}
std::unique_ptr<Condition> make_black_supertransmuting_king(ConditionWords&) {
  return make("BlackSuperTransmutingKing", TransmutingKings::Kind::Super, 2);
}

}  // namespace feerie
