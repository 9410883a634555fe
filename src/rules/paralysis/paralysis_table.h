// The paralysis family as data: a table "paralyser type -> set of paralysed
// types". A piece observes the opponent pieces in its capture field (line of
// sight for riders, diagonal forward step for pawns), ignoring legality and its
// own paralysis; it paralyses those of them whose type the table names.
//   Eiffel (standard):  P -> S -> B -> R -> Q -> P, kings take no part.
//   Eiffel QB RS:       Q <-> B, R <-> S.
//   Eiffel SQRB:        S -> Q -> R -> B -> S.
//   Eiffel SBRQ:        S -> B -> R -> Q -> S.
//   Eiffel KQR:         K -> Q -> R -> K (a king can be paralysed).
//   Madrasi:            each type paralyses its own type (kings only rex inclusive),
//                       fairy pieces too; in the Eiffel cycles they take no part (as Popeye).
// As in Popeye, a pawn also observes an enemy pawn that it could capture en passant.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string>

#include "core/bitboard.h"

namespace feerie {

class Position;

struct ParalysisTable {
  // paralysed[paralyser] is a set of piece types, bit index(type).
  std::array<std::bitset<PieceTypeCount>, PieceTypeCount> paralysed{};

  bool paralyses(PieceType paralyser, PieceType victim) const { return paralysed[index(paralyser)][index(victim)]; }
};

enum class EiffelCycle : std::uint8_t {
  Standard,
  QueenBishopRookKnight,
  KnightQueenRookBishop,
  KnightBishopRookQueen,
  KingQueenRook
};

ParalysisTable eiffel_table(EiffelCycle cycle);
ParalysisTable madrasi_table(bool rex_inclusive);
// The cycle's words as written after the condition name ("" for the standard one).
std::string eiffel_cycle_words(EiffelCycle cycle);

// The pieces of both sides as bitboards: a position, or one with a capture
// played only virtually (to validate a check by playing the king capture).
// Only the types on the board have a group (there are far more types than
// men), so that a test costs what the men on the board make it cost.
struct Material {
  struct Group {
    Side side;
    PieceType type;
    Bitboard squares;
  };
  // One group per side and type on the board; a neutral man is in a group of
  // each side, so at most two groups a square. Only the first `count` are
  // set (the others are left uninitialised: the test runs for every move).
  std::array<Group, 2 * 64> groups;
  int count = 0;
  Bitboard occupied = 0;

  static Material of(const Position& position);
  // The piece on `from` captures whatever stands on `to`, arriving there as
  // `arrival` if given (a pawn's promotion).
  void capture(Square from, Square to, PieceType arrival = PieceType::None);

 private:
  void add(Side side, PieceType type, Bitboard squares);
};

// Pieces of `observed` standing in the capture field of an opponent piece that
// paralyses their type. No en passant observation here.
Bitboard observed_pieces(const Material& material, const ParalysisTable& table, Side observed);

// Both sides' observed pieces, with the en passant observation of the pawn
// that has just made a double step (Position::en_passant()).
Bitboard observed_pieces(const Position& position, const ParalysisTable& table);

// The same, asked only of the pieces among `candidates`: one observation
// query per candidate instead of every paralyser's whole field.
Bitboard observed_among(const Position& position, const ParalysisTable& table, Bitboard candidates);

}  // namespace feerie
