// The paralysis family (docs/conditions/{eiffel,madrasi,leffie,isardam}.md).
// Eiffel and Madrasi: a piece observed by an opponent piece that paralyses its
// type (ParalysisTable) may neither move nor give check, and still paralyses.
// Leffie and Isardam: no paralysis; a move is illegal if the position after it
// holds such an observation (Eiffel's resp. Madrasi's), of either side.
// Decisions:
//   - a paralysed rook or king cannot castle (the core skips paralysed castlers;
//     Popeye lets a paralysed rook castle);
//   - Leffie and Isardam type A (as Popeye) count a check only if capturing the
//     king would itself be legal, i.e. would leave no such observation (a
//     pawn's capture on its last rank: if any of its promotions would be);
//     Isardam type B counts checks orthodoxly;
//   - the Eiffel variant cycles are tables; an unknown cycle word is an error.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"
#include "rules/paralysis/paralysis_table.h"

namespace feerie {

class ConditionWords;

// Eiffel (any cycle) and Madrasi: the Paralysis hook.
class ParalysisCondition : public Condition {
 public:
  ParalysisCondition(std::string name, ParalysisTable table) : name_(std::move(name)), table_(table) {}
  std::string name() const override { return name_; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Paralysis); }
  Bitboard paralysed(const Position& position, Bitboard candidates) const override {
    return observed_among(position, table_, candidates);
  }
  // A locust observes the pieces it could hop over and take (as Popeye).
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::RemoteCapture); }

 private:
  std::string name_;
  ParalysisTable table_;
};

// Leffie and Isardam: the Legality hook, and the CheckValidation hook unless
// checks are orthodox (Isardam type B).
class ObservationBan : public Condition {
 public:
  ObservationBan(std::string name, ParalysisTable table, bool validate_checks)
      : name_(std::move(name)), table_(table), validate_checks_(validate_checks) {}
  std::string name() const override { return name_; }
  unsigned hooks() const override;
  bool allows(Position& position, Side mover) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;

 private:
  std::string name_;
  ParalysisTable table_;
  bool validate_checks_;
};

// Registry factories; each consumes its own modifier words.
std::unique_ptr<Condition> make_eiffel(ConditionWords& words);
std::unique_ptr<Condition> make_madrasi(ConditionWords& words);
std::unique_ptr<Condition> make_leffie(ConditionWords& words);
std::unique_ptr<Condition> make_isardam(ConditionWords& words);

}  // namespace feerie
