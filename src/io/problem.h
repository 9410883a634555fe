// A problem as read from Popeye's input language: meta data, the diagram,
// stipulation, conditions, options and twins. Conditions are kept as their
// words because Rules own their conditions: each twin builds its own Rules.
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "core/types.h"
#include "io/language.h"
#include "io/tokenizer.h"
#include "solve/options.h"
#include "solve/stipulation.h"

namespace feerie {

struct PlacedPiece {
  Square square = NoSquare;
  Piece piece;
  friend bool operator==(const PlacedPiece&, const PlacedPiece&) = default;
};

enum class TwinKind {
  Move,
  Exchange,
  Remove,
  Add,
  Substitute,
  Rotate,
  Mirror,
  Shift,
  PolishType,
  Stipulation,
  Condition
};

// Popeye's four mirror axes, named by the squares they swap.
enum class MirrorAxis { A1H1, A1A8, A1H8, A8H1 };

// One twinning command; only the fields of its kind are used.
struct TwinChange {
  TwinKind kind = TwinKind::Move;
  Square from = NoSquare;                    // Move, Exchange, Shift
  Square to = NoSquare;                      // Move, Exchange, Shift
  std::vector<Square> squares;               // Remove
  std::vector<PlacedPiece> pieces;           // Add
  PieceType old_type = PieceType::None;      // Substitute
  PieceType new_type = PieceType::None;      // Substitute
  int degrees = 0;                           // Rotate: 90, 180 or 270
  MirrorAxis axis = MirrorAxis::A1H1;        // Mirror
  Stipulation stipulation;                   // Stipulation
  std::vector<std::string> condition_words;  // Condition
  int line = 0;                              // where the command stands, for errors
  int column = 0;
};

// A twin applies its changes to the diagram, or with `continued` to the
// previous twin.
struct Twin {
  bool continued = false;
  std::vector<TwinChange> changes;
  // Remarks read among the twin's changes; Popeye prints them before the
  // twin's header ("Dit is een grote test" above "b) ...").
  std::vector<std::string> remarks;
};

struct Problem {
  LanguageId language = LanguageId::English;
  int line = 0;  // where the problem begins
  // Meta data; Popeye prints each entry (author, origin, ...) as its own line.
  std::vector<std::string> authors, origins, awards, titles, remarks;
  std::vector<PlacedPiece> pieces;
  Stipulation stipulation;
  std::vector<std::string> condition_words;
  SolveOptions options;
  bool no_board = false;  // option NoBoard: no diagram printed
  // Options NoWk, NoBk: the side is meant to be without a king (no warning).
  std::array<bool, 2> without_king{};
  std::vector<Square> no_castling;  // option NoCastling: pieces that lost their castling right
  Square en_passant = NoSquare;     // option EnPassant: the square a pawn just passed over
  // Option CastlingMutuallyExclusive: pairs of a white rook's corner and a
  // black rook's whose castlings exclude each other
  // (Position::set_exclusive_castlings), in the order given.
  std::vector<std::pair<Square, Square>> exclusive_castlings;
  // `protocol FILE`: from this problem on, the output is copied to FILE.
  std::string protocol;
  // What was read with a plain meaning but deserves a word (a square given
  // twice: the later piece counts), written before the problem is solved.
  std::vector<InputError> warnings;
  // With a zero position the diagram itself is not solved and twins[0] is a).
  bool zero_position = false;
  std::vector<Twin> twins;
};

}  // namespace feerie
