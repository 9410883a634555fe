// BGL, as Popeye defines it: each side may move its pieces a limited
// distance in all, measured from departure to arrival as a straight line
// (a knight's move 2.24, a rook's from a1 to h8 9.90: hundredths, rounded).
// A move longer than what its side has left is illegal, and so is a capture
// of a king (a check) longer than that. Given one distance, the sides share
// it: every move takes from both. "-" is no limit. After each move the
// distances left are written: " (4.5/3)", or " (26.42)" when shared.
// The distance moved so far is kept in PlyState::tally (White's in the low
// sixteen bits, Black's in the high), so that it is part of the hash.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Bgl : public Condition {
 public:
  static constexpr int Unlimited = -1;
  // Budgets in hundredths of a square (Unlimited: none); `shared`: one for both sides.
  Bgl(int white, int black, bool shared) : budget_{white, black}, shared_(shared) {}
  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Consequences) | static_cast<unsigned>(Hook::Legality) |
           static_cast<unsigned>(Hook::CheckValidation);
  }
  void consequences(Position& position, const Displacement& displacement) const override;
  bool allows(Position& position, Side mover) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  std::string annotation(const Position& position) const override;

 private:
  // Hundredths of a square `side` may still move (meaningless when Unlimited).
  int left(const Position& position, Side side) const;

  int budget_[2];
  bool shared_;
};

// The length of a move from `from` to `to` in hundredths of a square, rounded.
int bgl_distance(Square from, Square to);

std::unique_ptr<Condition> make_bgl(ConditionWords& words);

}  // namespace feerie
