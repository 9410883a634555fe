// Mummer conditions: a side may play only those of its legal moves that
// measure most. Black/White Maximummer: the longest; Minimummer: the shortest;
// MustCapture: a capture if it has one. Decisions, as Popeye 4.104:
// - length is the squared distance from departure to arrival, en passant and
//   promotions included, the arrival of a Take&Make capture being where its
//   step ends; castling measures 16 (short) and 25 (long);
// - every move of a Mao or a Moa measures 6 (Popeye's value for their bent step);
// - a capture is a move onto an enemy piece or en passant;
// - only legal moves are measured, and a king is in check as in orthodox
//   chess (a move illegal by the selection may still give check);
// - one mummer per side; the strictness "exact" or "ultra" is refused.
#pragma once

#include <memory>
#include <vector>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;
struct ConditionEntry;

class Mummer : public Condition {
 public:
  enum class Measure { Longest, Shortest, Capture };
  Mummer(Side side, Measure measure) : side_(side), measure_(measure) {}

  std::string name() const override;
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Selection); }
  bool selects(Side side) const override { return side == side_; }
  void select(Position& position, MoveList& legal, const Rules& rules) const override;
  // The measure is the move's, whoever owns the piece: the side chooses
  // among all its moves, neutral and royal pieces' included (Popeye).
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal);
  }

 private:
  // The larger, the more the move is preferred.
  int measure(const Position& position, const Move& move, Square arrival) const;

  Side side_;
  Measure measure_;
};

// Squared distance of the move, as Maximummer and Minimummer measure it, from
// its departure to `arrival` (NoSquare: move.to).
int mummer_length(const Position& position, const Move& move, Square arrival = NoSquare);

// `entries` with the mummer keywords (in the three languages) added.
std::vector<ConditionEntry> with_mummers(std::vector<ConditionEntry> entries);

std::unique_ptr<Condition> make_black_maximummer(ConditionWords& words);
std::unique_ptr<Condition> make_white_maximummer(ConditionWords& words);
std::unique_ptr<Condition> make_black_minimummer(ConditionWords& words);
std::unique_ptr<Condition> make_white_minimummer(ConditionWords& words);
std::unique_ptr<Condition> make_black_must_capture(ConditionWords& words);
std::unique_ptr<Condition> make_white_must_capture(ConditionWords& words);

}  // namespace feerie
