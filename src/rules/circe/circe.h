// The Circe family where the captured piece is reborn. A captured piece is
// reborn, as part of the capturing move, on its rebirth square if that square
// is empty once the capturer has landed; otherwise it is lost. Where the
// rebirth square lies is a parameter (rebirth_square.h): the classic Circe
// square, its mirror (Malefique), the file, symmetry, antipodes and
// equipollence variants. The capture square of an e.p. capture is the
// captured pawn's square. A rook reborn on its corner may castle again; a pawn
// reborn on its second rank may double-step; a pawn reborn on its own last
// rank (possible in the symmetry, antipodes and equipollence variants) is
// promoted, the capturer choosing the piece (each choice is a move). Legality
// is judged after the rebirth (it may check, parry or open a line).
// Strict: a capture whose captured piece cannot be reborn is illegal.
// What is reborn may change (reborn_piece.h): in type (Clone, Chameleon,
// Einstein, ReversalEinstein), then in side once placed (Turncoats; Mirror
// Turncoats are the Double agents); its rebirth square is found for the piece
// as it is reborn. PWC puts it on the capturer's departure square.
// RexInclusive: a king would be reborn too, so an observation of a king is a
// check only if the king could not be reborn (its square taken).
// Volcanic: a piece whose rebirth square is occupied waits under it
// ("[+wSg1->v]") and comes back once the square is empty ("[+wSg1]");
// Parachute: the occupant waits under it, unwritten, the piece is reborn
// there, and the occupant comes back once the square is empty.
// Assassin: a piece reborn on an occupied square takes the occupant off
// (unwritten, as Popeye); a capture whose rebirth would take off the
// mover's own king is no move. A side is in check when its king is
// attacked, or when a capture of one of its men would put the man back on
// its king's square.
#pragma once

#include <memory>
#include <vector>

#include "rules/circe/rebirth_square.h"
#include "rules/circe/reborn_piece.h"
#include "rules/condition.h"

namespace feerie {

class ConditionWords;
struct ConditionEntry;

// What happens to a capture whose rebirth square is occupied or off the board.
enum class OccupiedRebirth : std::uint8_t {
  Lost,     // the piece is not reborn (Circe's default)
  Illegal,  // the capture is illegal (Strict; AntiCirce's default)
  Assassin,   // the occupant is taken off, unwritten (the mover's own king: the capture is illegal)
  Volcanic,   // the reborn man waits under the square, to come back once it is empty
  Parachute,  // the occupant waits under the square, to come back once it is empty
};

// Volcanic and Parachute keep a man under the rebirth square (Position::ghosts).
constexpr bool waits_under(OccupiedRebirth rule) {
  return rule == OccupiedRebirth::Volcanic || rule == OccupiedRebirth::Parachute;
}

// One member of the family, as read from the condition line.
struct CirceVariant {
  RebirthRule where;
  OccupiedRebirth occupied = OccupiedRebirth::Lost;
  std::string occupied_word;  // "Strict" or "Relaxed" when the input named it
  RebornType reborn = RebornType::Same;
  ChameleonSequence chameleon;  // the sequence of RebornType::Chameleon
  bool turncoat = false;        // the reborn piece changes side (Turncoats)
  // April: only men of these types are reborn (Circe: the captured man's
  // type; AntiCirce: the capturer's); empty: every man.
  std::vector<PieceType> april;

  // The piece `captured` (as captured by `capturer`'s side, see
  // as_captured_by) is reborn as, when taken by `capturer`.
  Piece reborn_piece(Piece captured, Piece capturer) const;
  // The piece whose rebirth square `man` (as captured) takes: itself, or
  // under Couscous the capturer (as it stands after the move) of its side.
  Piece relevant(Piece man, Piece capturer) const;
  // Its rebirth square, NoSquare if off the board (`diagram`: where the man
  // stood in the diagram, for the place Diagram).
  Square square_for(Piece reborn, Square capture_square, Square from, Square to, Square diagram = NoSquare) const;
  // The words Popeye writes after the condition's name, in its order.
  std::string words() const;
  // The variant changes what is reborn.
  bool changes_reborn() const { return reborn != RebornType::Same || turncoat; }
  // Is a man of `type` reborn (April)?
  bool reborn_type_of(PieceType type) const;
  // " April B S" (the types in English), or "" for every man.
  std::string april_words() const;
};

class Circe : public Condition {
 public:
  Circe(CirceVariant variant, bool kings_reborn) : variant_(std::move(variant)), kings_reborn_(kings_reborn) {}
  std::string name() const override;
  unsigned hooks() const override;
  void expand(Position& position, const Move& move, MoveList& out) const override;
  void consequences(Position& position, const Displacement& displacement) const override;
  bool allows(Position& position, Side mover) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  bool in_check(const Position& position, Side side) const override;
  // A captured neutral piece is reborn, neutral, where the capturer's
  // opponent's piece would be (Popeye); a royal piece, as a king, is never
  // captured. A piece a locust hops over is reborn as if captured where it
  // stood; an orphan is reborn as any fairy piece; a chameleon is reborn as
  // what it was when captured, a chameleon still.
  // The variants that change what is reborn, or put it on the departure or
  // capture square, and RexInclusive are defined for plain pieces only (a
  // piece with attributes there is refused by name).
  unsigned handled_attributes() const override;
  // A kamikaze capturer is reborn first, as if captured where it stands by
  // the other side (a neutral one for the side that moved it),
  // then the piece it took (as Popeye: "kQd1*h1[wkQh1->d1][+bQd8]").
  bool relocates_kamikaze() const override { return true; }
  bool reads_diagram_squares() const override { return variant_.where.place == RebirthPlace::Diagram; }
  // The man taken, where this Circe may stand beside an AntiCirce (as Popeye
  // plays them together: the capturer is reborn first, then the man it
  // took): the captured man lost on a taken square, no king reborn, every
  // man reborn.
  RebornMan reborn_man() const override {
    const bool plain = variant_.occupied == OccupiedRebirth::Lost && !kings_reborn_ && variant_.april.empty() &&
                       !variant_.where.couscous;
    return plain ? RebornMan::Taken : RebornMan::None;
  }

 private:
  // The man on `capture_square` of the position before `move`, as it is
  // reborn when taken by it, and its rebirth square (NoSquare: none).
  struct Rebirth {
    Piece man;
    Square square;
  };
  Rebirth rebirth_before(const Position& position, const Move& move, Square capture_square) const;
  // The rebirth of the man the move took, if any.
  void rebirth_of(Position& position, const Displacement& displacement) const;
  CirceVariant variant_;
  bool kings_reborn_;
};

// " April B S": the words of April for `types` (English codes), "" if none.
std::string april_words(const std::vector<PieceType>& types);

// Reads the modifiers of the family that name where pieces are reborn and
// what happens on an occupied square (Mirror, File, Symmetry, Antipodes,
// Equipollents, Diametral, VerticalMirror, Strict, Relaxed) into `variant`.
// Returns false when the next word is none of them.
bool read_rebirth_modifier(ConditionWords& words, CirceVariant& variant);
// Reads the modifiers of Circe and AntiCirce beyond those: the places PWC and
// CaptureSquare, what is reborn (Clone, Chameleon with its sequence, Einstein,
// ReversalEinstein, Turncoats), which men are reborn (April and its piece
// codes). Returns false when the next word is none of them.
bool read_reborn_modifier(ConditionWords& words, CirceVariant& variant);

// Factory of the keyword `Circe`: reads the modifiers that follow it (Cage,
// Parrain, ContraParrain, Strict, the rebirth places, in any order) and builds
// the member of the family they name.
std::unique_ptr<Condition> make_circe(ConditionWords& words);
// Factories of the one-word keywords that name a variant (MirrorCirce,
// AntipodeanCirce, PWC, CirceClone, ...): the variant, then any further modifiers.
std::unique_ptr<Condition> make_circe_with(CirceVariant variant, ConditionWords& words);
// Factories of the family's one-word keywords (CageCirce reads Strict).
std::unique_ptr<Condition> make_cage_circe(ConditionWords& words);
std::unique_ptr<Condition> make_parrain_circe(ConditionWords& words);
std::unique_ptr<Condition> make_super_circe(ConditionWords& words);
// AprilChess: Super Circe for the men of the types named after it.
std::unique_ptr<Condition> make_april_chess(ConditionWords& words);
std::unique_ptr<Condition> make_contra_parrain(ConditionWords& words);
std::unique_ptr<Condition> make_atomic_circe(ConditionWords& words);
std::unique_ptr<Condition> make_take_make_circe(ConditionWords& words);

// `entries` followed by the family's one-word keywords that name a rebirth
// place or AntiCirce (family_keywords.cpp).
std::vector<ConditionEntry> with_circe_family(std::vector<ConditionEntry> entries);

}  // namespace feerie
