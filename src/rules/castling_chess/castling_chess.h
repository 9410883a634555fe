// Castling chess and Rokagogo (docs/conditions/castling-chess.md), as Popeye
// defines them: a king not in check may castle in any of the eight
// directions with the first man on that line, of either side, standing three
// squares away or farther. The king moves two squares towards it and the
// partner lands on the square the king passed over, which must not be
// attacked: "Ke1-e3/bSe5-e2". Rokagogo allows only a rook as the partner,
// on the king's rank or file. Chess's own castling is not played beside
// them; no castling right is needed, and a king may castle again.
//
// A castling of the rule is a king's move of two squares along a line (a
// king moves no farther otherwise under the rule, chess's castling given
// up); the partner, the first man beyond the king's arrival, is moved after
// the king's displacement (consequences). As Popeye, two castlings compare
// as the same move by the king's displacement (a threat repeated after a
// defence, whichever man is then the partner).
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class CastlingChess : public Condition {
 public:
  explicit CastlingChess(bool rooks_only) : rooks_only_(rooks_only) {}

  std::string name() const override { return rooks_only_ ? "Rokagogo" : "CastlingChess"; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Consequences);
  }
  void generate(const Position& position, MoveList& moves) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  // Chess's castling gives way to the rule's.
  void prepare(Position& position) const override;
  // The proof games' bound (the moves each man needs) does not hold: a man
  // is carried by either side's castling. Without it the search is
  // hopeless, so proof games and A-to-B problems are refused.
  bool plays_proof_games() const override { return false; }

 private:
  bool rooks_only_;
};

std::unique_ptr<Condition> make_castling_chess(ConditionWords& words);
std::unique_ptr<Condition> make_rokagogo(ConditionWords& words);

}  // namespace feerie
