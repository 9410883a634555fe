// Patrol chess and its relatives, as Popeye defines them. A piece is
// supported when a piece of its own side observes its square (could capture
// there, line of sight and a pawn's diagonal step; the supporter need not be
// supported itself, nor free to move).
//   Patrouille (Patrol):  a piece may capture, and give check, only while
//                         supported; kings included;
//   Lortap:               only while not supported;
//   UltraPatrol:          a piece may move at all, and give check, only while
//                         supported (the paralysis hook).
// Support is judged before the move, on the capturer's departure square.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

// Whether a friendly piece observes the piece on `square`.
bool supported(const Position& position, Square square);

// Patrouille and Lortap: captures and checks of supported (resp. unsupported) pieces only.
class CaptureSupport : public Condition {
 public:
  CaptureSupport(std::string name, bool needs_support) : name_(std::move(name)), needs_support_(needs_support) {}
  std::string name() const override { return name_; }
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::CheckValidation);
  }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  bool check_counts(const Position& position, Square attacker, Square) const override {
    return supported(position, attacker) == needs_support_;
  }
  // A locust's capture needs (lacks) support as any capture does.
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::RemoteCapture); }

 private:
  std::string name_;
  bool needs_support_;
};

// UltraPatrol: an unsupported piece neither moves nor gives check.
class UltraPatrol : public Condition {
 public:
  std::string name() const override { return "UltraPatrol"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Paralysis); }
  Bitboard paralysed(const Position& position, Bitboard candidates) const override;
  // Castling is the king's move: an unsupported rook goes along (Popeye).
  bool paralysed_rook_castles() const override { return true; }
};

std::unique_ptr<Condition> make_patrol(ConditionWords& words);
std::unique_ptr<Condition> make_lortap(ConditionWords& words);
std::unique_ptr<Condition> make_ultra_patrol(ConditionWords& words);

}  // namespace feerie
