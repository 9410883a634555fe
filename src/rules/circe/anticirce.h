// AntiCirce: the capturing piece (not the captured one) is reborn, as part of
// the capture, on its own rebirth square computed from the capture square
// (rebirth_square.h; the captured pawn's square for e.p.), as what it is after
// the move (a promoted pawn as its new piece). Kings are reborn too (Popeye's
// default, RexInclusive): a capturing king goes to e1/e8.
// If the rebirth square is occupied once the capturer has left its arrival
// square, the capture is illegal (Popeye's default; Strict names it).
// Calvet (default): the arrival square counts as empty, so a capture on the
// capturer's own rebirth square is allowed and the capturer stays there.
// Cheylan: a capture whose rebirth square is the arrival square is illegal.
// Check: an observation of a king is a check only if its capture would be
// legal by these rules (Popeye validates checks by playing the capture).
// RexExclusive: a capturing king is not reborn (its capture is ordinary).
// What is reborn may change (Popeye's AntiCirce Clone, Chameleon, Einstein,
// ReversalEinstein, Turncoats): Clone gives the capturer the captured piece's
// type (a king becomes a royal piece of that type), Einstein raises it one
// step, ReversalEinstein lowers it, Chameleon gives it its successor; the
// rebirth square is the changed piece's. Turncoats: the reborn capturer,
// a king too, changes side.
// Super (Popeye `AntiSuperCirce`, `AntiCirce Super`): the capturer chooses
// its rebirth square among the squares empty once it has left its arrival
// square (Calvet: that square too; Cheylan: not it), each choice a move
// (Move::choice_square); a pawn may be reborn on any rank, on its last rank
// promoted, the capturer choosing the piece (Move::choice_type). As there
// is always a square, every observation of a king is a check.
// Volcanic: a capturer whose rebirth square is occupied waits under it
// ("[bNb5->b1->v]") and comes back once it is empty; Parachute: the
// occupant waits under it, unwritten, and comes back once it is empty.
// Assassin: a capturer reborn on an occupied square takes the occupant off
// (unwritten, as Popeye), unless it is the capturer's own king (then the
// capture is illegal); a side is in check when its king is attacked, or
// when a capture by the other side would put the capturer back on its king.
// Decisions: the rebirth places whose pawns can reach their last rank
// (Symmetry, VerticalSymmetry, Antipodes, Equipollents) are refused: the
// promotion there is not written yet; Relaxed is refused.
#pragma once

#include <memory>

#include "rules/circe/circe.h"

namespace feerie {

enum class AntiCirceType : std::uint8_t { Calvet, Cheylan };

class AntiCirce : public Condition {
 public:
  AntiCirce(CirceVariant variant, AntiCirceType type, bool kings_reborn, bool super = false)
      : variant_(std::move(variant)), type_(type), kings_reborn_(kings_reborn), super_(super) {}
  std::string name() const override;
  unsigned hooks() const override;
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  bool allows(Position& position, Side mover) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  bool in_check(const Position& position, Side side) const override;
  // A locust's rebirth square is found from the square of the piece it
  // hopped over, as any capturer's from the capture square (as Popeye).
  unsigned handled_attributes() const override { return static_cast<unsigned>(PieceAttribute::RemoteCapture); }
  bool reads_diagram_squares() const override { return variant_.where.place == RebirthPlace::Diagram; }
  // Beside Circe the capturer is reborn first, then the man it took.
  bool consequences_first() const override { return true; }
  // The capturer, where this AntiCirce may stand beside a Circe
  // (Circe::reborn_man): the capturer reborn where it must be, and nothing
  // more.
  RebornMan reborn_man() const override {
    const bool plain =
        variant_.occupied == OccupiedRebirth::Illegal && variant_.april.empty() && !variant_.where.couscous;
    return plain ? RebornMan::Capturer : RebornMan::None;
  }

 private:
  // The capturer's rebirth, if the move took a man.
  void rebirth_of(Position& position, const Displacement& displacement) const;
  // What the capturer (as it stands after the move) is reborn as, having
  // taken `captured`: changed in type by Clone (the captured piece's type),
  // Chameleon, Einstein (one step up) or ReversalEinstein (one step down).
  Piece reborn_piece(Piece capturer, Piece captured) const;
  // The capturer's rebirth square for a capture by `capturer` (as it stands
  // after the move) from `from` to `to` of `captured` on `capture_square`,
  // or NoSquare if the capture leaves it where it is (a king under
  // RexExclusive). `diagram`: where the capturer stood in the diagram (the
  // place Diagram).
  Square square_for(Piece capturer, Piece captured, Square capture_square, Square from, Square to,
                    Square diagram) const;
  // May `capturer` be reborn on `square`, given the occupancy after the
  // displacement (capturer on its arrival square `to`)? Under Assassin,
  // unless its own king stands there.
  bool may_be_reborn(const Position& position, Piece capturer, Square square, Square to, Bitboard occupied) const;
  CirceVariant variant_;
  AntiCirceType type_;
  bool kings_reborn_;
  bool super_;  // the capturer chooses its rebirth square
};

std::unique_ptr<Condition> make_anticirce(ConditionWords& words);
// The one-word keywords that name a variant (MirrorAntiCirce, AntiCloneCirce,
// AntiSuperCirce with `super`, ...).
std::unique_ptr<Condition> make_anticirce_with(CirceVariant variant, ConditionWords& words, bool super = false);

}  // namespace feerie
