// HalfInChess, AllInChess and MainlyInChess (docs/conditions/in-chess.md),
// as Popeye defines them: under HalfInChess a side moves only the other
// side's men; under AllInChess and MainlyInChess it moves its own men or the
// other side's. A man moves by its own side's rules (a black pawn moved by
// White still moves down the board), and a move is legal when it leaves the
// mover's king unattacked. AllInChess forbids the move that takes back the
// move just played (the same man back to where it came from, neither move a
// capture); MainlyInChess forbids moving the man that the other side has
// just moved.
//
// The move just played is kept in the position's tally (core/
// tally_squares.h, part of the position's key): its arrival and, for
// AllInChess, its departure when it captured nothing and promoted nothing,
// with the side that played it. After a pass (a threat's null move) the side
// to move played the last move itself, and nothing is forbidden.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class InChess : public Condition {
 public:
  enum class Variant { Half, All, Mainly };
  explicit InChess(Variant variant) : variant_(variant) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Consequences);
  }
  void generate(const Position& position, MoveList& moves) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // The proof games' bound counts the moves of each side's own men.
  bool plays_proof_games() const override { return false; }

 private:
  Variant variant_;
};

std::unique_ptr<Condition> make_half_in_chess(ConditionWords& words);
std::unique_ptr<Condition> make_all_in_chess(ConditionWords& words);
std::unique_ptr<Condition> make_mainly_in_chess(ConditionWords& words);

}  // namespace feerie
