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
// - one mummer per side;
// - the strictness Exact ("WhiteMaximummer exact") measures the pseudo-legal
//   moves: the side plays those of its legal moves that measure as much as
//   its best pseudo-legal one, and none if none does (it is not stalemated
//   for that); Ultra does the same, a side left without a move counting as
//   unable to move (mate, stalemate), and a piece of the side gives check
//   only where taking the king would measure as much as the side's best
//   pseudo-legal move; Popeye's ultra measure starts from 1, so that under
//   MustCapture Ultra a side plays captures only and without one has no move.
//
// Measures of the same kind, each a mummer of its side (one per side), as
// Popeye 4.104:
// - Alphabetic chess (both sides, or "White/BlackAlphabeticChess"): the move
//   of the man standing first in the order a1, a2, ..., a8, b1, ..., h8;
// - Synchron and AntiSynchron movers: a move along the same vector as the
//   other side's last move (anti: the opposite vector), where it has one;
// - Follow my leader: a move to the square the other side's last move left.
// Before any move and after a pass (a threat's null move, the other side's
// turn skipped in series play) there is no last move: every move measures
// the same. The last move is kept in the ply's tally (tally_squares.h, part
// of the position's key): its departure, its arrival and its mover.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;
struct ConditionEntry;

class Mummer : public Condition {
 public:
  enum class Measure { Longest, Shortest, Capture, Alphabetic, Synchronous, AntiSynchronous, FollowMyLeader };
  enum class Strictness { Regular, Exact, Ultra };
  // The sides bound: one, both (Alphabetic chess), or the side the
  // stipulation restricts (Maximummer without a side:
  // Position::restricted_side).
  enum class Bound { White, Black, Both, Stipulation };
  Mummer(Side side, Measure measure, Strictness strictness = Strictness::Regular)
      : Mummer(side == Side::White ? Bound::White : Bound::Black, measure, strictness) {}
  Mummer(Bound bound, Measure measure, Strictness strictness = Strictness::Regular)
      : bound_(bound), measure_(measure), strictness_(strictness) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Selection) |
           (strictness_ == Strictness::Ultra ? static_cast<unsigned>(Hook::CheckValidation) : 0u) |
           (reads_last_move() ? static_cast<unsigned>(Hook::Consequences) : 0u);
  }
  bool selects(Side side) const override {
    return bound_ == Bound::Both || bound_ == Bound::Stipulation ||
           side == (bound_ == Bound::White ? Side::White : Side::Black);
  }
  void select(Position& position, MoveList& legal, const Rules& rules) const override;
  bool selection_binds_mobility(const Position& position, Side side) const override {
    return binds(position, side) && strictness_ == Strictness::Ultra;
  }
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  // Keeps the last move in the tally, for the measures that read it.
  void consequences(Position& position, const Displacement& displacement) const override;
  // Bound to the stipulation's side: refused where the stipulation names none.
  std::string refusal(const Position& position) const override;
  // The measure is the move's, whoever owns the piece: the side chooses
  // among all its moves, neutral and royal pieces' included (Popeye).
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal);
  }

 private:
  bool reads_last_move() const {
    return measure_ == Measure::Synchronous || measure_ == Measure::AntiSynchronous ||
           measure_ == Measure::FollowMyLeader;
  }
  // Whether `side` is bound on `position`.
  bool binds(const Position& position, Side side) const;
  // The side the ultra strictness measures, if any (one side: ultra is read
  // only after a Maximummer, Minimummer or MustCapture).
  std::optional<Side> measured_side(const Position& position) const;
  // The larger, the more the move is preferred.
  int measure(const Position& position, const Move& move, Square arrival) const;
  // The best measure among the pseudo-legal moves of the side named, on the
  // board as it stands (its turn or not); nullopt if it has none.
  std::optional<int> best_pseudo_legal(const Position& position) const;

  Bound bound_;
  Measure measure_;
  Strictness strictness_;
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
std::unique_ptr<Condition> make_maximummer(ConditionWords& words);
std::unique_ptr<Condition> make_alphabetic_chess(ConditionWords& words);
std::unique_ptr<Condition> make_white_alphabetic_chess(ConditionWords& words);
std::unique_ptr<Condition> make_black_alphabetic_chess(ConditionWords& words);
std::unique_ptr<Condition> make_black_synchron_mover(ConditionWords& words);
std::unique_ptr<Condition> make_white_synchron_mover(ConditionWords& words);
std::unique_ptr<Condition> make_black_anti_synchron_mover(ConditionWords& words);
std::unique_ptr<Condition> make_white_anti_synchron_mover(ConditionWords& words);
std::unique_ptr<Condition> make_black_follow_my_leader(ConditionWords& words);
std::unique_ptr<Condition> make_white_follow_my_leader(ConditionWords& words);

}  // namespace feerie
