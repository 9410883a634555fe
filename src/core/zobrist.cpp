#include "core/zobrist.h"

namespace feerie::zobrist {

namespace {

struct Keys {
  Hash pieces[2][PieceTypeCount][64];
  Hash reserves[2][PieceTypeCount][64];
  Hash castling[64];
  Hash en_passant[64];
  Hash side;

  Keys() {
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    auto next = [&state] {  // splitmix64
      std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    for (auto& side_keys : pieces)
      for (auto& type_keys : side_keys)
        for (auto& key : type_keys) key = next();
    for (auto& side_keys : reserves)
      for (auto& type_keys : side_keys)
        for (auto& key : type_keys) key = next();
    for (auto& key : castling) key = next();
    castling[0] = 0;  // no rights add nothing, so a cleared position hashes to 0
    for (auto& key : en_passant) key = next();
    side = next();
  }
};

const Keys Table;
const Keys& keys() { return Table; }

}  // namespace

Hash piece(Piece p, Square s) { return keys().pieces[index(p.side)][index(p.type)][s]; }
Hash castling(std::uint8_t rights) { return keys().castling[rights & 63]; }
Hash en_passant(Square s) { return s == NoSquare ? 0 : keys().en_passant[s]; }
Hash reserve(Piece p, Square s) {
  return p.empty() || s == NoSquare ? 0 : keys().reserves[index(p.side)][index(p.type)][s];
}
Hash side_to_move() { return keys().side; }

}  // namespace feerie::zobrist
