// Kings that move as the pieces checking them (docs/conditions/
// transmuted-kings.md), Popeye's rules, for both sides or one:
//   TransmutedKings:        a king in check moves, captures and observes
//                           (checks) only by the walks of the pieces
//                           checking it; out of check it is a king;
//   ReflectiveKings:        a king in check moves by the king's walk and by
//                           theirs;
//   SuperTransmutingKing:   a king in check must move by the walk of one of
//                           its checkers, and becomes that piece for good,
//                           no longer royal ("Kb6-f6=Q": the move carries
//                           the new type as a promotion), a move of its own
//                           for each walk that reaches a square.
// VaultingKings (docs/conditions/vaulting-kings.md) are of the same kind: a
// king in check moves as a king and by the walks named after the keyword
// (an equihopper's if none), whatever checks it.
// A royal piece of another type is the king here. Which walks check a king
// is judged with the other side's king moving as a king (Popeye's rule: a
// king's walk is not asked again while it is asked). The core hook is
// Condition::walks, so that moves, checks and paralysis all follow it.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class TransmutingKings : public Condition {
 public:
  enum class Kind : unsigned char { Transmuted, Reflective, Super, Vaulting };
  // `sides`: bit 1 White, bit 2 Black; `vaulters`: the walks of a vaulting king.
  TransmutingKings(std::string name, Kind kind, unsigned sides, Walks vaulters = {})
      : name_(std::move(name)), kind_(kind), sides_(sides), vaulters_(vaulters) {}
  std::string name() const override { return name_; }
  unsigned hooks() const override;
  void walks(const Position& position, Square square, Side side, Walks& out) const override;
  // Super: a king in check makes only its moves by its checkers' walks.
  void generate(const Position& position, MoveList& moves) const override;
  // Super: a royal piece other than a king is refused (what it would become
  // is not defined).
  std::string refusal(const Position& position) const override;
  unsigned handled_attributes() const override;

 private:
  bool applies_to(Side side) const { return (sides_ & (side == Side::White ? 1u : 2u)) != 0; }

  std::string name_;
  Kind kind_;
  unsigned sides_;
  Walks vaulters_;
};

// The walks by which the pieces of `by` check a king of the other side on
// `square` (non-paralysed observers, each walk once), with the kings of `by`
// moving as their own type.
void checking_walks(const Position& position, Square square, Side by, Walks& out);

std::unique_ptr<Condition> make_transmuted_kings(ConditionWords& words);
std::unique_ptr<Condition> make_white_transmuted_king(ConditionWords& words);
std::unique_ptr<Condition> make_black_transmuted_king(ConditionWords& words);
std::unique_ptr<Condition> make_reflective_kings(ConditionWords& words);
std::unique_ptr<Condition> make_white_reflective_king(ConditionWords& words);
std::unique_ptr<Condition> make_black_reflective_king(ConditionWords& words);
std::unique_ptr<Condition> make_vaulting_kings(ConditionWords& words);
std::unique_ptr<Condition> make_white_vaulting_king(ConditionWords& words);
std::unique_ptr<Condition> make_black_vaulting_king(ConditionWords& words);
std::unique_ptr<Condition> make_white_supertransmuting_king(ConditionWords& words);
std::unique_ptr<Condition> make_black_supertransmuting_king(ConditionWords& words);

}  // namespace feerie
