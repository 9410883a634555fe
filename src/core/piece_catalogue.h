// Every piece type Feerie knows, as data: Popeye's codes in the three input
// languages, its walk, and what it is for promotion and rebirth. The orthodox
// six come first (in PieceType's order) and keep their bitboard fast path;
// a fairy piece is one line of the table in piece_catalogue.cpp.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>

#include "core/walk.h"

namespace feerie {

struct PieceKind {
  std::string_view name;  // English name, as Popeye's documentation calls it
  // Popeye's codes (one or two characters, lower case) in English, German
  // and French, the order of LanguageId.
  std::array<std::string_view, 3> codes;
  Walk walk;
  // A pawn-like piece promotes on its last rank, double-steps from its second,
  // and is reborn as a pawn is (Popeye's is_pawn).
  bool pawn_like = false;
  // May a pawn promote to it when it stands in the diagram (not kings, pawns, the Dummy)?
  bool promotion = true;
  // Is it its side's king, as a king is (Popeye's is_king: the Poseidon)?
  bool royal = false;
  // Does it promote to the marine pieces (Sirene, Marine knight, Triton,
  // Nereide) in place of Q S R B, as Popeye's marine pawn?
  bool marine_promotion = false;
  // Has it no walk of its own, moving as the pieces that observe it (the
  // Orphan: core/orphan.h)?
  bool borrows_walks = false;
};

// The catalogue, indexed by PieceType.
std::span<const PieceKind> piece_kinds();
const PieceKind& kind_of(PieceType type);
// The squares a piece of the type on `from` may ever move to or capture on
// (walk_field_bound, kept for every type, side and square); every square
// for a piece that borrows its walks.
Bitboard field_bound(PieceType type, Side side, Square from);
inline bool is_fairy(PieceType type) { return index(type) > index(PieceType::King); }
// The pawn, and the fairy types that walk as pawns do (PieceKind::pawn_like).
inline bool is_pawn_like(PieceType type) {
  return type == PieceType::Pawn || (is_fairy(type) && kind_of(type).pawn_like);
}

// Popeye's order of the types a pawn promotes to, for the lists it writes
// (Football's bench, PromOnly): Q S R B, then the others in the catalogue's
// order.
constexpr int promotion_rank(PieceType type) {
  switch (type) {
    case PieceType::Queen: return 0;
    case PieceType::Knight: return 1;
    case PieceType::Rook: return 2;
    case PieceType::Bishop: return 3;
    default: return 4 + static_cast<int>(type);
  }
}

// The English codes of `types`, upper case, each after a space, for a
// condition's line that lists types (" Q S G": "Football Q S G").
std::string type_codes_text(std::span<const PieceType> types);

// The type with this code in a language (0 = English, 1 = German, 2 =
// French, the order of the input languages), case-insensitive; None if none.
PieceType piece_type_with_code(int language, std::string_view code);
// The marine pieces a marine pawn promotes to in place of Q R B S
// (PieceKind::marine_promotion): Sirene, Triton, Nereide, Marine knight.
std::span<const PieceType> marine_officers();

// The type with this English name ("Grasshopper"), for tests; None if none.
PieceType piece_type_named(std::string_view name);

}  // namespace feerie
