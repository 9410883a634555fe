// Zobrist keys: position hash maintained incrementally by the effects.
#pragma once

#include <cstdint>

#include "core/types.h"

namespace feerie {

using Hash = std::uint64_t;

namespace zobrist {

// The random keys, filled once at start-up (zobrist.cpp); read inline because
// every effect of every move updates the hash.
struct Keys {
  Hash pieces[6][PieceTypeCount][64];  // White, Black, neutral; then the same royal
  Hash reserves[6][PieceTypeCount][64];
  Hash castling[64];
  Hash en_passant[64];
  Hash chameleon[64];        // added to a piece's key where it is a chameleon
  Hash kamikaze[64];         // and where it is a kamikaze piece
  Hash imitators[64];        // an imitator on the square (Position::imitators)
  Hash holes[64];            // the square is a hole (Position::holes)
  Hash uncapturable[64];     // added to a piece's key where it is uncapturable
  Hash ghost;                // mixed into a ghost's key (Position::ghost_key)
  Hash half_neutral[64];     // added to a piece's key where it is half-neutral
  Hash volage[64];           // and where it is volage
  Hash paralysing[64];       // and where it is paralysing
  Hash functionary[64];      // and where it is a functionary
  Hash hurdle_rules[8][64];  // and where it has hurdle rules (Piece::hurdle_rules; [0] unused)
  Hash side;
  Hash marks[256];     // the marks a rule keeps for the game so far (PlyState::marks)
  Hash tally;          // mixed with the counts a rule keeps (PlyState::tally)
  Hash restricted[2];  // the side the stipulation restricts (Position::restricted_side)
  Keys();
};
extern const Keys table;

inline int colour(Piece p) { return (p.neutral ? 2 : index(p.side)) + (p.royal ? 3 : 0); }
inline Hash attributes(Piece p, Square s) {
  return (p.chameleon ? table.chameleon[s] : 0) ^ (p.kamikaze ? table.kamikaze[s] : 0) ^
         (p.uncapturable ? table.uncapturable[s] : 0) ^ (p.half_neutral ? table.half_neutral[s] : 0) ^
         (p.volage ? table.volage[s] : 0) ^ (p.paralysing ? table.paralysing[s] : 0) ^
         (p.functionary ? table.functionary[s] : 0) ^ (p.hurdle_rules ? table.hurdle_rules[p.hurdle_rules & 7][s] : 0);
}
inline Hash piece(Piece p, Square s) { return table.pieces[colour(p)][index(p.type)][s] ^ attributes(p, s); }
// No rights add nothing, so that a cleared position's hash is 0.
inline Hash castling(std::uint8_t rights) { return rights ? table.castling[rights & 63] : 0; }
inline Hash en_passant(Square s) { return s == NoSquare ? 0 : table.en_passant[s]; }
inline Hash reserve(Piece p, Square s) {
  return p.empty() || s == NoSquare ? 0 : table.reserves[colour(p)][index(p.type)][s] ^ attributes(p, s);
}
inline Hash side_to_move() { return table.side; }
// No marks add nothing.
inline Hash marks(std::uint8_t bits) { return bits ? table.marks[bits] : 0; }
// A tally's key mixes its value with the tally key (a count of 0 adds nothing).
inline Hash tally(std::uint32_t count) {
  if (!count) return 0;
  Hash x = table.tally ^ (count * 0x9E3779B97F4A7C15ull);
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace zobrist

}  // namespace feerie
