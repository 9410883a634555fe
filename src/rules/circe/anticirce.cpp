#include "rules/circe/anticirce.h"

#include "core/diagram_squares.h"
#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/circe/variant_words.h"
#include "rules/einstein/einstein_ladder.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Einstein and ReversalEinstein move the capturer the other way than the
// captured piece of Circe: AntiCirce Einstein gives the capturer one step up.
RebornType capturer_rule(RebornType rule) {
  if (rule == RebornType::Einstein) return RebornType::ReversalEinstein;
  if (rule == RebornType::ReversalEinstein) return RebornType::Einstein;
  return rule;
}

}  // namespace

Piece AntiCirce::reborn_piece(Piece capturer, Piece captured) const {
  Piece reborn = capturer;
  switch (capturer_rule(variant_.reborn)) {
    case RebornType::Same: return capturer;
    case RebornType::Clone: reborn.type = king_or_royal(captured) ? capturer.type : captured.type; break;
    case RebornType::Chameleon: reborn.type = variant_.chameleon.successor(capturer.type); break;
    case RebornType::Einstein: reborn.type = einstein_lower(capturer.type); break;
    case RebornType::ReversalEinstein: reborn.type = einstein_higher(capturer.type); break;
  }
  // A king reborn as another type stays royal (Popeye: "[wKf2->rPf2]").
  const bool royal = capturer.royal || capturer.type == PieceType::King;
  reborn.royal = royal && reborn.type != PieceType::King;
  return reborn;
}

std::string AntiCirce::name() const {
  std::string text = "AntiCirce" + variant_.words();
  if (super_) text += " Super";
  text += variant_.april_words();
  if (type_ == AntiCirceType::Cheylan) text += " Cheylan";
  if (!kings_reborn_) text += " RexExclusive";
  return text;
}

unsigned AntiCirce::hooks() const {
  unsigned hooks = static_cast<unsigned>(Hook::Consequences) | static_cast<unsigned>(Hook::Legality);
  // Super: every observation checks (there is always a square).
  if (!super_) hooks |= static_cast<unsigned>(Hook::CheckValidation);
  if (super_ || variant_.where.may_promote()) hooks |= static_cast<unsigned>(Hook::Expansion);
  if (variant_.occupied == OccupiedRebirth::Assassin) hooks |= static_cast<unsigned>(Hook::Check);
  return hooks;
}

void AntiCirce::expand(Position& position, const Move& move, MoveList& out) const {
  if (!position.is_capture(move)) return out.push(move);
  const Piece capturer = piece_after_displacement(position, move, move.to);
  if (king_or_royal(capturer) && !kings_reborn_) return out.push(move);  // RexExclusive: an ordinary capture
  if (!variant_.reborn_type_of(capturer.type)) return out.push(move);  // April: an ordinary capture
  if (super_) {
    Bitboard squares = ~occupancy_after_displacement(position, move);
    if (type_ == AntiCirceType::Calvet) squares |= square_bb(move.to);
    Move bare = move;
    bare.choice_square = NoSquare;
    bare.choice_type = PieceType::None;
    return push_rebirth_choices(position, bare, capturer, squares, out);
  }
  // A pawn reborn on its own last rank is promoted, the capturer choosing the piece.
  if (!is_pawn_like(capturer.type)) return out.push(move);
  const Square capture_square = position.capture_square(move);
  const Square diagram =
      variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[move.from] : NoSquare;
  const Square square =
      square_for(capturer, position.piece_on(capture_square), capture_square, move.from, move.to, diagram);
  if (square == NoSquare || relative_rank(capturer.side, square) != 7 ||
      !may_be_reborn(position, capturer, square, move.to, occupancy_after_displacement(position, move)))
    return out.push(move);
  for (const PieceType type : position.promotion_types(capturer.type)) {
    Move choice = move;
    choice.choice_type = type;
    out.push(choice);
  }
}

Square AntiCirce::square_for(Piece capturer, Piece captured, Square capture_square, Square from, Square to,
                            Square diagram) const {
  if (king_or_royal(capturer) && !kings_reborn_) return NoSquare;
  // Couscous: the captured man's square, found as for that man.
  return rebirth_square(variant_.where, variant_.where.couscous ? captured : capturer, capture_square, from, to,
                        diagram);
}

bool AntiCirce::may_be_reborn(const Position& position, Piece capturer, Square square, Square to,
                              Bitboard occupied) const {
  if (square == to) return type_ == AntiCirceType::Calvet;
  if (!(occupied & square_bb(square))) return true;
  if (waits_under(variant_.occupied)) return true;
  return variant_.occupied == OccupiedRebirth::Assassin && !(position.kings(capturer.side) & square_bb(square));
}

void AntiCirce::consequences(Position& position, const Displacement& displacement) const {
  rebirth_of(position, displacement);
  if (waits_under(variant_.occupied)) uncover(position, variant_.occupied == OccupiedRebirth::Parachute);
}

void AntiCirce::rebirth_of(Position& position, const Displacement& displacement) const {
  if (displacement.captured.empty()) return;
  const Move& move = displacement.move;
  const Piece capturer = position.piece_on(move.to);
  if (king_or_royal(capturer) && !kings_reborn_) return;  // RexExclusive: an ordinary capture
  if (!variant_.reborn_type_of(capturer.type)) return;  // April: an ordinary capture
  if (super_) {
    position.remove(move.to);
    rebirth(position, move.choice_square, capturer);
    if (move.choice_type != PieceType::None)
      position.change(move.choice_square, Piece{move.choice_type, capturer.side}, EffectKind::Promote);
    return;
  }
  const Piece reborn = reborn_piece(capturer, displacement.captured);
  const Square diagram = variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[move.to] : NoSquare;
  const Square square =
      square_for(reborn, displacement.captured, displacement.capture_square, move.from, move.to, diagram);
  // Otherwise the capturer must be reborn; allows() refuses a capture without rebirth.
  if (square == NoSquare || !may_be_reborn(position, capturer, square, move.to, position.occupied())) return;
  const bool promoted =
      move.choice_type != PieceType::None && is_pawn_like(capturer.type) && relative_rank(capturer.side, square) == 7;
  const Piece promotion{move.choice_type, capturer.side};  // expand's choice
  if (square != move.to && !position.piece_on(square).empty()) {
    switch (variant_.occupied) {
      case OccupiedRebirth::Lost:
      case OccupiedRebirth::Illegal: return;  // may_be_reborn said no
      case OccupiedRebirth::Assassin: position.capture(square); break;  // taken off, unwritten
      case OccupiedRebirth::Parachute: land_on_occupant(position, square); break;
      case OccupiedRebirth::Volcanic:
        position.remove(move.to);
        return send_under(position, square, promoted ? promotion : capturer, capturer);
    }
  }
  position.remove(move.to);
  rebirth(position, square, capturer);
  if (promoted) position.change(square, promotion, EffectKind::Promote);
  if (reborn != capturer) position.change(square, reborn, EffectKind::Mutate);
  if (variant_.turncoat) {
    // Any capturer changes side, a king too (as Popeye: "[wKf2->e1=b]").
    Piece turned = reborn;
    turned.side = opponent(reborn.side);
    position.change(square, turned, EffectKind::Recolour);
  }
}

bool AntiCirce::allows(Position& position, Side) const {
  // A capture must show the capturer's rebirth (its removal from its
  // arrival square, then its rebirth or its going under), unless a king
  // captured under RexExclusive.
  bool captured = false;
  for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect) {
    if (effect->kind == EffectKind::Remove) return true;
    if (effect->kind == EffectKind::Capture) captured = true;
    if (effect->kind == EffectKind::Displace && king_or_royal(effect->piece) && !kings_reborn_) return true;
    // April: a capturer of another type is not reborn.
    if (effect->kind == EffectKind::Displace && !variant_.reborn_type_of(position.piece_on(effect->to).type))
      return true;
  }
  return !captured;
}

bool AntiCirce::check_counts(const Position& position, Square attacker, Square king) const {
  // The capture of the king must be legal: the attacker, gone from its square
  // and from the king's, must find its rebirth square free.
  const Piece piece = position.piece_on(attacker);
  Bitboard occupied = position.occupied() & ~square_bb(attacker) & ~square_bb(king);
  Piece captured = position.piece_on(king);
  if (captured.empty()) {
    // A square a castling king (of the side to move) passes: the king is
    // taken there, its home square empty (as Popeye moves it to test).
    const Bitboard home = position.kings(position.side_to_move());
    if (!home) return true;
    captured = position.piece_on(lowest_square(home));
    occupied &= ~home;
  }
  const Square diagram = variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[attacker] : NoSquare;
  const auto legal_as = [&](Piece capturer) {
    if (king_or_royal(capturer) && !kings_reborn_) return true;
    if (!variant_.reborn_type_of(capturer.type)) return true;  // April: an ordinary capture
    const Square square = square_for(reborn_piece(capturer, captured), captured, king, attacker, king, diagram);
    if (square == NoSquare) return false;
    return may_be_reborn(position, capturer, square, king, occupied);
  };
  if (piece.type == PieceType::Pawn && relative_rank(piece.side, king) == 7) {
    for (const PieceType type : position.promotion_types())
      if (legal_as(Piece{type, piece.side})) return true;
    return false;
  }
  return legal_as(piece);
}

bool AntiCirce::in_check(const Position& position, Side side) const {
  if (position.king_attacked(side)) return true;
  // A capture by the other side that puts the capturer back on a king of `side`.
  const Bitboard kings = position.kings(side);
  for (Bitboard men = position.pieces(side) & ~kings; men;) {
    const Square square = pop_lowest(men);
    const Piece man = position.piece_on(square);
    for (Bitboard takers = position.attackers(square, opponent(side)); takers;) {
      const Square from = pop_lowest(takers);
      const Square diagram =
          variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[from] : NoSquare;
      const Piece taker = position.piece_on(from);
      const auto assassinates = [&](Piece capturer) {
        const Square home = square_for(reborn_piece(capturer, man), man, square, from, square, diagram);
        return home != NoSquare && (kings & square_bb(home));
      };
      if (taker.type == PieceType::Pawn && relative_rank(taker.side, square) == 7) {
        for (const PieceType type : position.promotion_types())
          if (assassinates(Piece{type, taker.side})) return true;
      } else if (assassinates(taker)) {
        return true;
      }
    }
  }
  return false;
}

std::unique_ptr<Condition> make_anticirce_with(CirceVariant variant, ConditionWords& words, bool super) {
  variant.occupied = OccupiedRebirth::Illegal;
  AntiCirceType type = AntiCirceType::Calvet;
  bool kings_reborn = true;
  for (;;) {
    spell_out_circe_variant(words);
    if (read_rebirth_modifier(words, variant) || read_reborn_modifier(words, variant)) {
      // read into the variant
    } else if (words.accept({"Calvet"})) {
      type = AntiCirceType::Calvet;
    } else if (words.accept({"Cheylan"})) {
      type = AntiCirceType::Cheylan;
    } else if (words.accept({"Super"})) {
      super = true;
    } else if (const std::optional<bool> rex = read_rex_word(words)) {
      kings_reborn = *rex;
    } else {
      break;
    }
  }
  refuse_unread_circe_variant(words, "AntiCirce");
  if (variant.occupied == OccupiedRebirth::Lost)
    throw ConditionError("AntiCirce Relaxed (a capturer lost on an occupied square) is not supported");
  if (variant.where.place == RebirthPlace::Departure || variant.where.place == RebirthPlace::CaptureSquare)
    throw ConditionError("AntiCirce with PWC or CaptureSquare is not supported");
  if (variant.where.may_promote() && variant.changes_reborn())
    throw ConditionError(
        "AntiCirce with a rebirth place where pawns may promote beside Clone, Chameleon, Einstein or Turncoats is not "
        "supported");
  if (variant.where.couscous && variant.where.place != RebirthPlace::Classic)
    throw ConditionError("AntiCirce Couscous beside another rebirth place is not supported");
  if (waits_under(variant.occupied) && (super || variant.changes_reborn()))
    throw ConditionError(
        "AntiCirce Volcanic and Parachute beside Super or a change of what is reborn are not supported");
  if (variant.occupied == OccupiedRebirth::Assassin && (super || variant.changes_reborn() || !kings_reborn))
    throw ConditionError("AntiCirce Assassin beside Super, RexExclusive or a change of what is reborn is not supported");
  if (!variant.april.empty() && (variant.changes_reborn() || !(variant.where == RebirthRule{}) ||
                                 variant.occupied != OccupiedRebirth::Illegal || !kings_reborn ||
                                 type == AntiCirceType::Cheylan))
    throw ConditionError("AntiCirce April beside a modifier other than Super is not supported");
  if (super && (!(variant.where == RebirthRule{}) || variant.changes_reborn()))
    throw ConditionError("AntiCirce Super beside another rebirth place, Clone, Chameleon, Einstein or Turncoats is not "
                         "supported");
  return std::make_unique<AntiCirce>(std::move(variant), type, kings_reborn, super);
}

std::unique_ptr<Condition> make_anticirce(ConditionWords& words) { return make_anticirce_with(CirceVariant{}, words); }

}  // namespace feerie
