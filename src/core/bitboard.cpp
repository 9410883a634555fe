#include "core/bitboard.h"

#include <array>

namespace feerie {

namespace attack_tables {
Bitboard knight[64];
Bitboard king[64];
Bitboard pawn[2][64];
Bitboard between[64][64];
Bitboard line[64][64];
Magic rook_magics[64];
Magic bishop_magics[64];
}  // namespace attack_tables

namespace {

using namespace attack_tables;

Bitboard rook_table[0x19000];
Bitboard bishop_table[0x1480];

constexpr std::array<std::array<int, 2>, 4> RookDirections{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr std::array<std::array<int, 2>, 4> BishopDirections{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

Bitboard step_targets(Square square, const int (*steps)[2], int count) {
  Bitboard targets = 0;
  for (int i = 0; i < count; ++i) {
    const int file = file_of(square) + steps[i][0];
    const int rank = rank_of(square) + steps[i][1];
    if (on_board(file, rank)) targets |= square_bb(make_square(file, rank));
  }
  return targets;
}

Bitboard slide(Square square, Bitboard occupied, const std::array<std::array<int, 2>, 4>& directions) {
  Bitboard targets = 0;
  for (const auto& [df, dr] : directions) {
    int file = file_of(square) + df;
    int rank = rank_of(square) + dr;
    while (on_board(file, rank)) {
      const Square to = make_square(file, rank);
      targets |= square_bb(to);
      if (occupied & square_bb(to)) break;
      file += df;
      rank += dr;
    }
  }
  return targets;
}

// xorshift64* as in Stockfish's magic search: deterministic and fast.
struct Prng {
  std::uint64_t state;
  std::uint64_t next() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ULL;
  }
  std::uint64_t sparse() { return next() & next() & next(); }
};

void init_magics(Magic* magics, Bitboard* table, const std::array<std::array<int, 2>, 4>& directions) {
  constexpr std::uint64_t Seeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
  Bitboard occupancy[4096];
  Bitboard reference[4096];
  int epoch[4096] = {};
  int current_epoch = 0;
  Bitboard* next_table = table;

  for (Square s = 0; s < 64; ++s) {
    const Bitboard edges = ((Rank1 | rank_bb(7)) & ~rank_bb(rank_of(s))) |
                           ((FileA | file_bb(7)) & ~file_bb(file_of(s)));
    Magic& m = magics[s];
    m.mask = slide(s, 0, directions) & ~edges;
    m.shift = 64 - popcount(m.mask);
    m.attacks = next_table;

    int size = 0;
    Bitboard subset = 0;
    do {  // Carry-Rippler enumeration of all subsets of the mask
      occupancy[size] = subset;
      reference[size] = slide(s, subset, directions);
      ++size;
      subset = (subset - m.mask) & m.mask;
    } while (subset);
    next_table += size;

    Prng prng{Seeds[rank_of(s)]};
    for (int i = 0; i < size;) {
      for (m.magic = 0; popcount((m.magic * m.mask) >> 56) < 6;) m.magic = prng.sparse();
      ++current_epoch;
      for (i = 0; i < size; ++i) {
        const unsigned idx = m.index(occupancy[i]);
        if (epoch[idx] < current_epoch) {
          epoch[idx] = current_epoch;
          m.attacks[idx] = reference[i];
        } else if (m.attacks[idx] != reference[i]) {
          break;
        }
      }
    }
  }
}

void init_lines() {
  for (Square a = 0; a < 64; ++a) {
    for (Square b = 0; b < 64; ++b) {
      between[a][b] = line[a][b] = 0;
      if (a == b) continue;
      for (const auto* directions : {&RookDirections, &BishopDirections}) {
        if (slide(a, 0, *directions) & square_bb(b)) {
          between[a][b] = slide(a, square_bb(b), *directions) & slide(b, square_bb(a), *directions);
          line[a][b] = (slide(a, 0, *directions) & slide(b, 0, *directions)) | square_bb(a) | square_bb(b);
        }
      }
    }
  }
}

struct Initialiser {
  Initialiser() { init_attack_tables(); }
} initialiser;

}  // namespace

void init_attack_tables() {
  static bool done = false;
  if (done) return;
  done = true;
  constexpr int KnightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  constexpr int KingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  constexpr int WhitePawnSteps[2][2] = {{-1, 1}, {1, 1}};
  constexpr int BlackPawnSteps[2][2] = {{-1, -1}, {1, -1}};
  for (Square s = 0; s < 64; ++s) {
    knight[s] = step_targets(s, KnightSteps, 8);
    king[s] = step_targets(s, KingSteps, 8);
    pawn[0][s] = step_targets(s, WhitePawnSteps, 2);
    pawn[1][s] = step_targets(s, BlackPawnSteps, 2);
  }
  init_magics(rook_magics, rook_table, RookDirections);
  init_magics(bishop_magics, bishop_table, BishopDirections);
  init_lines();
}

Bitboard attacks_of(Piece piece, Square square, Bitboard occupied) {
  switch (piece.type) {
    case PieceType::Pawn: return pawn_attacks(piece.side, square);
    case PieceType::Knight: return knight_attacks(square);
    case PieceType::Bishop: return bishop_attacks(square, occupied);
    case PieceType::Rook: return rook_attacks(square, occupied);
    case PieceType::Queen: return queen_attacks(square, occupied);
    case PieceType::King: return king_attacks(square);
    case PieceType::None: break;
  }
  return 0;
}

}  // namespace feerie
