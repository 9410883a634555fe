// What a move just played did, as its notation shows it: the displacement
// (departure, arrival, capture, promotion, castling, en passant, a change of
// the mover on arrival) and the rule effects written in brackets after it.
// Read from the move's effects; the notation (notation.h) is rendered from
// it, and writers other than Popeye's text (JSON) describe the move with it.
#pragma once

#include <optional>
#include <vector>

#include "core/move.h"
#include "core/position.h"

namespace feerie {

// A rule effect as one bracket of the notation shows it.
struct RuleEffectNote {
  enum class Kind : std::uint8_t {
    Add,       // "[+bBd8]": a piece appears (a rebirth), promoted at once with `promotion`
    Remove,    // "[-wPe4]": a piece disappears (an explosion)
    Relocate,  // "[bSc6->b8]": a piece is taken off and put on another square
    Recolour,  // "[e4=b]": a piece changes side only (piece: its new side and type)
    Change,    // "[wRf1=wB]": a piece becomes another (previous -> piece)
    Promote,   // "[h1=S]": a pawn elsewhere than the move's arrival promotes (SingleBox's latent pawn)
    Exchange,  // "[Kh8<->Ka3]": the pieces on `from` and `to` (piece, previous) exchange their squares
    Phase,     // "[=n]", "[=w]": the man that moved becomes neutral, or its mover's (Anda)
  };
  Kind kind = Kind::Add;
  Square from = NoSquare;  // Remove, Relocate, Exchange
  Square to = NoSquare;    // Add, Relocate, Recolour, Change, Exchange
  Piece piece;
  Piece previous;                          // Change; Exchange: the piece that stood on `to`
  PieceType promotion = PieceType::None;   // Add, Relocate (a pawn promoted where it is put)
  std::uint8_t promoted_hurdle_rules = 0;  // Relocate: of the piece promoted to ("[bPa2->a1=PA=b]")
  bool before = false;                     // made before the displacement, written before the move's text
  bool recoloured = false;                 // Add, Relocate: the piece put changes side at once ("[+bQd8=w]")
  bool buried = false;                     // Add, Relocate: the piece goes under the square at once ("[+wSg1->v]")
  Piece became;                            // Relocate: what the piece is put as, if another ("[wRd7->Qd1]")
  // Change: the type alone changed, the side kept (EffectKind::Transform),
  // written as Popeye writes a change of walk ("[c3=P]": Influencer).
  bool retyped = false;
};

struct MoveDescription {
  Move move;  // as generated; move.from is the departure (move.via: see Move)
  // A turn that moves no man (Move::moves_no_man): the name of the rule's
  // turn (Condition::turn_name), which the notation writes alone.
  std::string turn;
  Side side = Side::White;           // the side that played it (a neutral mover belongs to both)
  Piece mover;                       // the piece that moved, as it stood before
  Square arrival = NoSquare;         // where the mover ends (beyond the capture in Take&Make chess)
  Square capture_square = NoSquare;  // NoSquare: no capture
  Piece captured;
  bool moved_on = false;                   // a rule moved the capturer on from the capture (Take&Make)
  PieceType promotion = PieceType::None;   // the mover's promotion on arrival
  bool promoted_chameleon = false;         // into a chameleon ("=Q=c")
  std::uint8_t promoted_hurdle_rules = 0;  // into a hopper with hurdle rules ("=G=hcc")
  Piece chameleon_change;                  // what a chameleon mover became on arrival ("=cS")
  Piece half_neutral_phase;                // a half-neutral mover (castling: king) after its change of phase ("=nh")
  Piece mutation;                          // what a rule made of the mover on arrival, if anything
  Piece exchanged;                         // the piece the mover exchanged squares with (Messigny: "Ta8<->Tg5")
  Piece transformation;  // the mover's (castling: the rook's) new type by a rule, its side kept ("=R")
  // The promotion of the pawn a rule made of the mover (Frankfurt chess: "Ra7*a8=P=Q").
  Piece promotion_after_transformation;
  std::optional<Side> recolour;  // the mover's (castling: the rook's) new side by a rule (Andernach chess)
  Square rook_from = NoSquare;   // castling: where the rook stood (Move::castling_rook() if not its corner)
  Square rook_to = NoSquare;
  Piece rook;  // castling: the rook
  // The partner a rule's castling moves with the king (Castling chess: the
  // man it lands beside, "Ke1-e3/bSe5-e2"), from `partner_from` to `partner_to`.
  Piece partner;
  Square partner_from = NoSquare, partner_to = NoSquare;
  // The imitators' squares after the move, where they moved with it ("[Ic5,d6]").
  std::vector<Square> imitators;
  bool promoted_to_imitator = false;         // the mover, a pawn, became an imitator ("=I")
  std::vector<RuleEffectNote> rule_effects;  // in the order the notation writes them
  std::string annotation;                    // what the rules write after the move (BGL: " (4.5/3)")

  bool capture() const { return capture_square != NoSquare; }
};

// The last move made on `position` (the position is not changed).
MoveDescription describe_last_move(const Position& position);

}  // namespace feerie
