// Bitboards: one bit per square (a1 = bit 0), and the attack tables of the
// orthodox pieces. Sliding attacks use magic bitboards built at start-up.
#pragma once

#include <bit>
#include <cstdint>

#include "core/types.h"

namespace feerie {

using Bitboard = std::uint64_t;

constexpr Bitboard square_bb(Square square) { return Bitboard{1} << square; }
constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard file_bb(int file) { return FileA << file; }
constexpr Bitboard rank_bb(int rank) { return Rank1 << (8 * rank); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lowest_square(Bitboard b) { return static_cast<Square>(std::countr_zero(b)); }
inline Square pop_lowest(Bitboard& b) {
  const Square square = lowest_square(b);
  b &= b - 1;
  return square;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// Calls visit(square) for every set bit, lowest first.
template <typename Visit>
inline void for_each_square(Bitboard b, Visit&& visit) {
  while (b) visit(pop_lowest(b));
}

namespace attack_tables {
extern Bitboard knight[64];
extern Bitboard king[64];
extern Bitboard pawn[2][64];      // squares a pawn of the side on the square captures towards
extern Bitboard between[64][64];  // squares strictly between two aligned squares
extern Bitboard line[64][64];     // the whole line through two aligned squares

struct Magic {
  Bitboard mask;
  Bitboard magic;
  Bitboard* attacks;
  unsigned shift;
  unsigned index(Bitboard occupied) const { return static_cast<unsigned>(((occupied & mask) * magic) >> shift); }
};
extern Magic rook_magics[64];
extern Magic bishop_magics[64];
}  // namespace attack_tables

// Builds the tables; called once by the static initialiser in bitboard.cpp.
void init_attack_tables();

inline Bitboard knight_attacks(Square s) { return attack_tables::knight[s]; }
inline Bitboard king_attacks(Square s) { return attack_tables::king[s]; }
inline Bitboard pawn_attacks(Side side, Square s) { return attack_tables::pawn[index(side)][s]; }
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  const auto& m = attack_tables::rook_magics[s];
  return m.attacks[m.index(occupied)];
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  const auto& m = attack_tables::bishop_magics[s];
  return m.attacks[m.index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return rook_attacks(s, occupied) | bishop_attacks(s, occupied);
}
inline Bitboard between_bb(Square a, Square b) { return attack_tables::between[a][b]; }
inline Bitboard line_bb(Square a, Square b) { return attack_tables::line[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return (line_bb(a, b) & square_bb(c)) != 0; }

// Capture field of a piece of the given type and side standing on a square.
Bitboard attacks_of(Piece piece, Square square, Bitboard occupied);

// Capture field of a piece of `side` on `square` moving by the walk of `type`
// where a rule gives pieces their walks (Condition::walks): attacks_of, but
// the walk of a pawn or a pawn-like piece observes nothing from the side's
// first rank, and an orphan's walk nothing (as Popeye).
Bitboard walk_attacks(PieceType type, Side side, Square square, Bitboard occupied);

}  // namespace feerie
