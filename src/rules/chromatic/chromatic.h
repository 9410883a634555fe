// Monochrome and Bichrome chess (docs/conditions/chromatic.md), as Popeye
// defines them: every move, and every observation (check), goes between two
// squares of the same colour (Monochrome) or of different colours
// (Bichrome). Castling is judged by the king's squares, and queenside
// castling is neither (Popeye's rule); a knight gives no check in
// Monochrome chess.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class ChromaticChess : public Condition {
 public:
  explicit ChromaticChess(bool same_colour) : same_colour_(same_colour) {}

  std::string name() const override { return same_colour_ ? "MonochromChess" : "BichromChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void generate(const Position& position, MoveList& moves) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;

 private:
  // Whether a step between these squares keeps to the rule.
  bool allowed(Square from, Square to) const { return (is_light(from) == is_light(to)) == same_colour_; }

  bool same_colour_;
};

std::unique_ptr<Condition> make_monochrome_chess(ConditionWords& words);
std::unique_ptr<Condition> make_bichrome_chess(ConditionWords& words);

}  // namespace feerie
