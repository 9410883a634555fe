// Imitator chess, as Popeye defines it. Imitators are men of neither side
// that stand on squares of their own (Position::imitators). Every move of a
// piece is copied, step by step, by every imitator along the same vector: a
// move is illegal if an imitator would have to cross or land on an occupied
// square, or leave the board. A rider's imitators pass each square of its
// line; a leaper's land only; a hopper's need a hurdle where the mover has
// its own, the squares before it empty, and an empty landing square; a Mao's
// pass the Mao's corner. Castling moves them as the king, then the rook
// (0-0 leaves them in place, 0-0-0 moves them one file towards the h-file).
// The imitators block no piece: only where they would go counts. No piece
// can end a move on an imitator's square beside the conditions played with
// it (Popeye makes such a move illegal: a rebirth there).
// A check is an observation whose capture the imitators could copy.
// A pawn may promote into an imitator ("=I"), first of its choices, unless
// NoIProm is in force; the new imitator stands last in the list.
// Decisions: the pieces whose imitation Popeye defines are played (the
// orthodox six, leapers, riders, pawn-like pieces, hoppers, equihoppers,
// moose and eagles, Mao and Moa); a diagram with others is refused, as are
// the conditions no rule is written beside (exclusive_families).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Imitator : public Condition {
 public:
  explicit Imitator(std::vector<Square> squares) : squares_(std::move(squares)) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Expansion) |
           static_cast<unsigned>(Hook::Consequences) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void generate(const Position& position, MoveList& moves) const override;
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  void prepare(Position& position) const override;
  std::string refusal(const Position& position) const override;
  std::vector<Square> imitators() const override { return squares_; }
  // The diagram's imitators would be the start's too.
  bool plays_proof_games() const override { return false; }

  // Whether every imitator of `position` can copy the move of the piece on
  // `from` to `to` (a castling king's excepted); for a `check`, the square
  // `from` counts as empty throughout.
  static bool can_follow(const Position& position, Square from, Square to, bool check);

 private:
  std::vector<Square> squares_;
};

// NoIProm: no pawn promotes into an imitator. Beside no Imitator it has
// nothing to forbid (as in Popeye); no other condition may stand beside it.
class NoImitatorPromotion : public Condition {
 public:
  std::string name() const override { return "NoIProm"; }
  unsigned hooks() const override { return 0; }
};

std::unique_ptr<Condition> make_imitator(ConditionWords& words);
std::unique_ptr<Condition> make_no_imitator_promotion(ConditionWords& words);

}  // namespace feerie
