#include "core/bitboard.h"

#include <array>
#include <cassert>

#include "core/piece_catalogue.h"

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

// Magic multipliers, one per square (a1, b1, ..., h8), found once by the
// usual search (random sparse numbers tried until the occupancies of the
// square's mask map without a destructive collision) and kept as constants,
// so that start-up costs a table fill rather than a search.
constexpr Bitboard RookMagicNumbers[64] = {
    0x0A80004000801220ULL, 0x8040004010002008ULL, 0x2080200010008008ULL, 0x1100100008210004ULL, 0xC200209084020008ULL,
    0x2100010004000208ULL, 0x0400081000822421ULL, 0x0200010422048844ULL, 0x0800800080400024ULL, 0x0001402000401000ULL,
    0x3000801000802001ULL, 0x4400800800100083ULL, 0x0904802402480080ULL, 0x4040800400020080ULL, 0x0018808042000100ULL,
    0x4040800080004100ULL, 0x0040048001458024ULL, 0x00A0004000205000ULL, 0x3100808010002000ULL, 0x4825010010000820ULL,
    0x5004808008000401ULL, 0x2024818004000A00ULL, 0x0005808002000100ULL, 0x2100060004806104ULL, 0x0080400880008421ULL,
    0x4062220600410280ULL, 0x010A004A00108022ULL, 0x0000100080080080ULL, 0x0021000500080010ULL, 0x0044000202001008ULL,
    0x0000100400080102ULL, 0xC020128200040545ULL, 0x0080002000400040ULL, 0x0000804000802004ULL, 0x0000120022004080ULL,
    0x010A386103001001ULL, 0x9010080080800400ULL, 0x8440020080800400ULL, 0x0004228824001001ULL, 0x000000490A000084ULL,
    0x0080002000504000ULL, 0x200020005000C000ULL, 0x0012088020420010ULL, 0x0010010080080800ULL, 0x0085001008010004ULL,
    0x0002000204008080ULL, 0x0040413002040008ULL, 0x0000304081020004ULL, 0x0080204000800080ULL, 0x3008804000290100ULL,
    0x1010100080200080ULL, 0x2008100208028080ULL, 0x5000850800910100ULL, 0x8402019004680200ULL, 0x0120911028020400ULL,
    0x0000008044010200ULL, 0x0020850200244012ULL, 0x0020850200244012ULL, 0x0000102001040841ULL, 0x140900040A100021ULL,
    0x000200282410A102ULL, 0x000200282410A102ULL, 0x000200282410A102ULL, 0x4048240043802106ULL,
};
constexpr Bitboard BishopMagicNumbers[64] = {
    0x40106000A1160020ULL, 0x0020010250810120ULL, 0x2010010220280081ULL, 0x002806004050C040ULL, 0x0002021018000000ULL,
    0x2001112010000400ULL, 0x0881010120218080ULL, 0x1030820110010500ULL, 0x0000120222042400ULL, 0x2000020404040044ULL,
    0x8000480094208000ULL, 0x0003422A02000001ULL, 0x000A220210100040ULL, 0x8004820202226000ULL, 0x0018234854100800ULL,
    0x0100004042101040ULL, 0x0004001004082820ULL, 0x0010000810010048ULL, 0x1014004208081300ULL, 0x2080818802044202ULL,
    0x0040880C00A00100ULL, 0x0080400200522010ULL, 0x0001000188180B04ULL, 0x0080249202020204ULL, 0x1004400004100410ULL,
    0x00013100A0022206ULL, 0x2148500001040080ULL, 0x4241080011004300ULL, 0x4020848004002000ULL, 0x10101380D1004100ULL,
    0x0008004422020284ULL, 0x01010A1041008080ULL, 0x0808080400082121ULL, 0x0808080400082121ULL, 0x0091128200100C00ULL,
    0x0202200802010104ULL, 0x8C0A020200440085ULL, 0x01A0008080B10040ULL, 0x0889520080122800ULL, 0x100902022202010AULL,
    0x04081A0816002000ULL, 0x0000681208005000ULL, 0x8170840041008802ULL, 0x0A00004200810805ULL, 0x0830404408210100ULL,
    0x2602208106006102ULL, 0x1048300680802628ULL, 0x2602208106006102ULL, 0x0602010120110040ULL, 0x0941010801043000ULL,
    0x000040440A210428ULL, 0x0008240020880021ULL, 0x0400002012048200ULL, 0x00AC102001210220ULL, 0x0220021002009900ULL,
    0x84440C080A013080ULL, 0x0001008044200440ULL, 0x0004C04410841000ULL, 0x2000500104011130ULL, 0x1A0C010011C20229ULL,
    0x0044800112202200ULL, 0x0434804908100424ULL, 0x0300404822C08200ULL, 0x48081010008A2A80ULL,
};

void init_magics(Magic* magics, const Bitboard* numbers, Bitboard* table,
                 const std::array<std::array<int, 2>, 4>& directions) {
  Bitboard* next_table = table;
  for (Square s = 0; s < 64; ++s) {
    const Bitboard edges =
        ((Rank1 | rank_bb(7)) & ~rank_bb(rank_of(s))) | ((FileA | file_bb(7)) & ~file_bb(file_of(s)));
    Magic& m = magics[s];
    m.mask = slide(s, 0, directions) & ~edges;
    m.shift = 64 - popcount(m.mask);
    m.magic = numbers[s];
    m.attacks = next_table;
    Bitboard subset = 0;
    do {  // Carry-Rippler enumeration of all subsets of the mask
      const Bitboard attacks = slide(s, subset, directions);
      Bitboard& entry = m.attacks[m.index(subset)];
      assert(entry == 0 || entry == attacks);  // a collision must be constructive
      entry = attacks;
      subset = (subset - m.mask) & m.mask;
    } while (subset);
    next_table += Bitboard{1} << popcount(m.mask);
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
  init_magics(rook_magics, RookMagicNumbers, rook_table, RookDirections);
  init_magics(bishop_magics, BishopMagicNumbers, bishop_table, BishopDirections);
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
    case PieceType::None: return 0;
    default: break;
  }
  return walk_field(kind_of(piece.type).walk, piece.side, square, occupied, Field::Captures);
}

Bitboard walk_attacks(PieceType type, Side side, Square square, Bitboard occupied) {
  if (is_fairy(type)) {
    const PieceKind& kind = kind_of(type);
    if (kind.borrows_walks || (kind.pawn_like && relative_rank(side, square) == 0)) return 0;
  } else if (type == PieceType::Pawn && relative_rank(side, square) == 0) {
    return 0;
  }
  return attacks_of(Piece{type, side}, square, occupied);
}

}  // namespace feerie
