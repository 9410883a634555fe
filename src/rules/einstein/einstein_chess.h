// Einstein chess and its variants (docs/conditions/einstein-chess.md),
// Popeye's rules. A piece that moves changes its type along the ladder
// P - S - B - R - Q (the king keeps its own):
//   EinsteinChess         a capture climbs one rung, any other move goes down one;
//   ReversalEinsteinChess a capture goes down one rung, any other move climbs one;
//   AntiEinsteinChess     a move that is no capture goes down one, a capture changes nothing.
// A pawn never promotes: on its last rank it stays there, a pawn. On its own
// first rank (where a knight comes down to a pawn) it steps one, two or
// three squares forward and captures as from any other rank. The castling
// rook changes too ("0-0=B"); Popeye writes each change "=R" after the move.
// After its step of three squares, either square it passed over may be taken
// en passant (as Popeye).
// Decisions implemented:
//   - Fairy pieces are refused in the diagram, as Popeye refuses them;
//     pieces with attributes (neutral, royal, chameleon, ...) are refused too.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class EinsteinChess : public Condition {
 public:
  enum class Variant : std::uint8_t { Einstein, Reversal, Anti };

  explicit EinsteinChess(Variant variant) : variant_(variant) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Consequences);
  }
  void generate(const Position& position, MoveList& moves) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  bool allows_latent_pawns() const override { return true; }
  std::string refusal(const Position& position) const override;

  // The type a piece of `type` becomes after a move (a capture if `captures`).
  PieceType changed(PieceType type, bool captures) const;

 private:
  void add_first_rank_en_passant(const Position& position, MoveList& moves) const;
  void record_en_passant(Position& position, const Displacement& displacement) const;

  Variant variant_;
};

std::unique_ptr<Condition> make_einstein_chess(ConditionWords& words);
std::unique_ptr<Condition> make_reversal_einstein_chess(ConditionWords& words);
std::unique_ptr<Condition> make_anti_einstein_chess(ConditionWords& words);

}  // namespace feerie
