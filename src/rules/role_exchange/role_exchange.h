// RoleExchange (docs/conditions/role-exchange.md), Popeye's Rollentausch:
// White may, instead of a move, exchange the roles: the board turns half
// round (a1 goes to h8) and every man changes colour; then Black moves, with the men that were White's. Popeye
// writes the move "1. RoleExchange". The number after the keyword bounds
// the role exchanges of a play ("RoleExchange 1"); without it they are
// unbounded. A role exchange loses every castling right and the right to
// take en passant.
#pragma once

#include <memory>
#include <optional>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class RoleExchange : public Condition {
 public:
  explicit RoleExchange(std::optional<unsigned> limit) : limit_(limit) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Consequences);
  }
  void generate(const Position& position, MoveList& moves) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  std::string turn_name() const override { return "RoleExchange"; }
  // A proof game's start plays no role exchange into the game array.
  bool plays_proof_games() const override { return false; }

  // The role exchange, as a move.
  static Move move();

 private:
  std::optional<unsigned> limit_;
};

std::unique_ptr<Condition> make_role_exchange(ConditionWords& words);

}  // namespace feerie
