// Woozles and Heffalumps (Popeye: Woozles, BiWoozles, Heffalumps,
// BiHeffalumps): a piece may not capture, nor observe (give check), while it
// and a piece of the woozling side observe each other. The woozling side is
// the piece's own under Woozles and Heffalumps, the other side under
// BiWoozles and BiHeffalumps. Under Heffalumps the capture (observation) is
// barred only along the line through the two pieces. Decisions, as Popeye
// 4.104 (tried on its own binary):
// - each of the two observes the other by its own walk (a white pawn on d4
//   and a black pawn on e5 observe each other; two white pawns never do);
//   their types need not be alike (a bishop and a queen on one diagonal);
// - "along the line": the direction from the piece to the target is the
//   direction from the piece to the other one, or its opposite;
// - observations are judged on the board as it stands (captures before the
//   move, checks after it);
// - RexInclusive (the default) counts kings as any piece; RexExclusive
//   lets a king capture and check freely and no king bars another piece.
#pragma once

#include <memory>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class Woozles : public Condition {
 public:
  enum class Barring { Woozles, Heffalumps };
  Woozles(Barring barring, bool both_sides, bool rex_inclusive)
      : barring_(barring), other_side_(both_sides), rex_inclusive_(rex_inclusive) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void generate(const Position& position, MoveList& moves) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  // Not declared (keeps_mate_geometry() stays false), as for every
  // condition so far: the goal-directed pruning is not run under it.

  // Whether the piece on `observer` may not capture or observe on `target`.
  bool barred(const Position& position, Square observer, Square target) const;

 private:
  Barring barring_;
  bool other_side_;  // Bi-: the woozling side is the other one
  bool rex_inclusive_;
};

std::unique_ptr<Condition> make_woozles(ConditionWords& words);
std::unique_ptr<Condition> make_bi_woozles(ConditionWords& words);
std::unique_ptr<Condition> make_heffalumps(ConditionWords& words);
std::unique_ptr<Condition> make_bi_heffalumps(ConditionWords& words);

}  // namespace feerie
