#include "solve/move_description.h"

#include <algorithm>
#include <cstdlib>

#include "rules/rules.h"

namespace feerie {

namespace {

using EffectIterator = std::vector<Effect>::const_iterator;

// Castling: the king's and the rook's displacements, each perhaps after
// its way to the square it castles from (Anti-Mars Circe: the king from its
// rebirth square, a rook reborn on its corner), then a change of the rook's
// colour on arrival. Returns the first effect left.
EffectIterator describe_castling(EffectIterator effect, EffectIterator end, MoveDescription& description) {
  const Move& move = description.move;
  const int displacements = 2 + (move.via != NoSquare) + (move.castling_rook() != NoSquare);
  for (int i = 0; i < displacements; ++i, ++effect) {
    // The king's first displacement (the rook may castle from its square:
    // "[wKh1->e1][wRb3->h1]0-0").
    if (effect->from == move.from && description.mover.empty()) description.mover = effect->piece;
    // The rook's castling displacement comes last.
    description.rook = effect->piece;
    description.rook_from = move.castling_rook() != NoSquare ? move.castling_rook() : effect->from;
    description.rook_to = effect->to;
  }
  // The half-neutral king's change of phase ("0-0=nh").
  if (effect != end && effect->kind == EffectKind::HalfNeutralPhase && effect->to == move.to) {
    description.half_neutral_phase = effect->piece;
    ++effect;
  }
  // The rook's change of type on arrival (Einstein chess: "0-0=B").
  if (effect != end && effect->kind == EffectKind::Transform && effect->to == description.rook_to) {
    description.transformation = effect->piece;
    ++effect;
  }
  if (effect != end && effect->kind == EffectKind::Recolour && effect->to == description.rook_to) {
    description.recolour = effect->piece.side;
    ++effect;
  }
  return effect;
}

// The effects that belong to the displacement itself: written in the move's
// own text rather than in brackets. Returns the first effect left.
EffectIterator describe_displacement(const Position& position, MoveDescription& description) {
  const Move& move = description.move;
  auto effect = position.last_effects_begin();
  const auto end = position.last_effects_end();
  description.side = opponent(position.side_to_move());
  // An exchange of squares (Messigny chess): the partner taken off before
  // the displacement and put where the mover stood, "Ta8<->Tg5".
  if (end - effect >= 3 && effect[0].kind == EffectKind::Remove && effect[0].from == move.to &&
      effect[1].kind == EffectKind::Displace && effect[1].from == move.from && effect[1].to == move.to &&
      effect[2].kind == EffectKind::Add && effect[2].to == move.from && effect[2].piece == effect[0].piece) {
    description.exchanged = effect[0].piece;
    description.mover = effect[1].piece;
    description.arrival = move.to;
    return effect + 3;
  }
  // A rule's promotion before the displacement (Condition::prelude): "[d8=B]Bd8-b6".
  for (; effect != end && effect->kind == EffectKind::Promote; ++effect) {
    RuleEffectNote note;
    note.kind = RuleEffectNote::Kind::Promote;
    note.to = effect->to;
    note.piece = effect->piece;
    note.previous = effect->previous;
    note.before = true;
    description.rule_effects.push_back(note);
  }
  if (effect != end && effect->kind == EffectKind::Capture) {
    description.capture_square = effect->from;
    description.captured = effect->piece;
    ++effect;
  }
  description.side = opponent(position.side_to_move());
  description.arrival = move.to;
  if (move.is_castling()) return describe_castling(effect, end, description);
  description.mover = effect->piece;
  ++effect;  // the mover's displacement
  // A rule's castling partner, put on the square the king passed over
  // (Castling chess): "Ke1-e3/bSe5-e2".
  const bool king_passed_over =
      description.mover.type == PieceType::King &&
      std::max(std::abs(file_of(move.to) - file_of(move.from)), std::abs(rank_of(move.to) - rank_of(move.from))) == 2;
  if (king_passed_over && !description.capture() && effect != end && effect->kind == EffectKind::Displace &&
      effect->to == static_cast<Square>((move.from + move.to) / 2) && effect->from != move.to) {
    description.partner = effect->piece;
    description.partner_from = effect->from;
    description.partner_to = effect->to;
    ++effect;
  }
  // A rule that moves a capturer on as part of its move (Take&Make chess):
  // the further step belongs to the move.
  if (description.capture() && effect != end && effect->kind == EffectKind::Displace && effect->from == move.to) {
    description.moved_on = true;
    description.arrival = effect->to;
    ++effect;
  }
  const Square arrival = description.arrival;
  if (effect != end && effect->kind == EffectKind::Promote && effect->to == arrival) {
    description.promotion = effect->piece.type;
    description.promoted_chameleon = effect->piece.chameleon && !description.mover.chameleon;
    description.promoted_hurdle_rules = effect->piece.hurdle_rules;
    ++effect;
  }
  if (effect != end && effect->kind == EffectKind::Mutate && effect->to == arrival && effect->previous.chameleon) {
    description.chameleon_change = effect->piece;
    ++effect;
  }
  if (effect != end && effect->kind == EffectKind::HalfNeutralPhase && effect->to == arrival &&
      effect->piece.half_neutral) {
    description.half_neutral_phase = effect->piece;
    ++effect;
  }
  if (effect != end && effect->kind == EffectKind::Mutate && effect->to == arrival) {
    description.mutation = effect->piece;
    ++effect;
  }
  if (effect != end && effect->kind == EffectKind::Transform && effect->to == arrival) {
    description.transformation = effect->piece;
    ++effect;
    if (effect != end && effect->kind == EffectKind::Promote && effect->to == arrival) {
      description.promotion_after_transformation = effect->piece;
      ++effect;
    }
  }
  if (effect != end && effect->kind == EffectKind::Recolour && effect->to == arrival) {
    description.recolour = effect->piece.side;
    ++effect;
  }
  return effect;
}

RuleEffectNote note_of(RuleEffectNote::Kind kind, Square from, Square to, Piece piece, Piece previous = NoPiece) {
  RuleEffectNote note;
  note.kind = kind;
  note.from = from;
  note.to = to;
  note.piece = piece;
  note.previous = previous;
  return note;
}

// A rule's change of the mover's type on its arrival that comes after other
// rules' effects (Degradierung beside Circe): written in the move's text all
// the same ("Sd4*e2=P[+bBc8]", as Popeye), provided no effect before it
// touched the arrival square. Returns the change, or `end`.
EffectIterator later_transformation(EffectIterator effect, EffectIterator end, MoveDescription& description) {
  if (!description.transformation.empty() || description.move.is_castling()) return end;
  const Square arrival = description.arrival;
  for (; effect != end; ++effect) {
    if (effect->kind == EffectKind::Transform && effect->to == arrival) {
      description.transformation = effect->piece;
      return effect;
    }
    if (effect->from == arrival || effect->to == arrival) break;
  }
  return end;
}

// A Bury of a man that stood on no square (Position::bury: Volcanic Circe's
// reborn man), the man as it was before any promotion on the way, and the
// note's promotion and "->v".
bool sent_under(const Effect& bury) { return bury.kind == EffectKind::Bury && bury.from == NoSquare; }
Piece buried_as(const Effect& bury) { return bury.previous.empty() ? bury.piece : bury.previous; }
void buried_note(const Effect& bury, RuleEffectNote& note) {
  if (!bury.previous.empty() && bury.previous.type != bury.piece.type) note.promotion = bury.piece.type;
  note.buried = true;
}

void describe_rule_effects(EffectIterator effect, EffectIterator end, EffectIterator skipped,
                           std::vector<RuleEffectNote>& notes) {
  using Kind = RuleEffectNote::Kind;
  while (effect != end) {
    if (effect == skipped) {
      ++effect;
      continue;
    }
    const Effect& e = *effect++;
    switch (e.kind) {
      case EffectKind::Add: {
        RuleEffectNote note = note_of(Kind::Add, NoSquare, e.to, e.piece);
        if (effect != end && effect->kind == EffectKind::Promote && effect->to == e.to) {
          note.promotion = effect->piece.type;
          ++effect;
        }
        // A piece that changes side as it is put (Circe Turncoats): "[+bQd8=w]".
        if (effect != end && effect->kind == EffectKind::Recolour && effect->to == e.to) {
          note.recoloured = true;
          ++effect;
        }
        notes.push_back(note);
        break;
      }
      case EffectKind::Remove:
        // Two pieces taken off and each put where the other stood (Swapping
        // kings): "[Kh8<->Ka3]".
        if (end - effect >= 3 && effect[0].kind == EffectKind::Remove && effect[1].kind == EffectKind::Add &&
            effect[2].kind == EffectKind::Add && effect[1].to == effect[0].from && effect[1].piece == e.piece &&
            effect[2].to == e.from && effect[2].piece == effect[0].piece) {
          notes.push_back(note_of(Kind::Exchange, e.from, effect[0].from, e.piece, effect[0].piece));
          effect += 3;
          break;
        }
        // A piece taken off and sent under a square at once (AntiCirce
        // Volcanic): "[bNb5->b1->v]", "[wPb7->c8=Q->v]".
        if (effect != end && sent_under(*effect) && buried_as(*effect) == e.piece) {
          RuleEffectNote note = note_of(Kind::Relocate, e.from, effect->to, e.piece);
          buried_note(*effect++, note);
          notes.push_back(note);
          break;
        }
        if (effect != end && effect->kind == EffectKind::Add && effect->piece == e.piece) {
          RuleEffectNote note = note_of(Kind::Relocate, e.from, effect->to, e.piece);
          ++effect;
          // A pawn promoted where it is put (Wormholes): "[wPa4->f8=Q]".
          if (effect != end && effect->kind == EffectKind::Promote && effect->to == note.to) {
            note.promotion = effect->piece.type;
            note.promoted_hurdle_rules = effect->piece.hurdle_rules;
            ++effect;
          }
          // A piece put back as another (AntiCirce Clone, Einstein): "[wRd7->Qd1]".
          if (effect != end && effect->kind == EffectKind::Mutate && effect->to == note.to &&
              effect->piece.side == e.piece.side) {
            note.became = effect->piece;
            ++effect;
          }
          // A piece that changes side as it is put (AntiCirce Turncoats): "[wBb5->f1=b]".
          if (effect != end && effect->kind == EffectKind::Recolour && effect->to == note.to) {
            note.recoloured = true;
            ++effect;
          }
          notes.push_back(note);
        } else {
          notes.push_back(note_of(Kind::Remove, e.from, NoSquare, e.piece));
        }
        break;
      case EffectKind::Recolour:
      case EffectKind::Convert: notes.push_back(note_of(Kind::Recolour, NoSquare, e.to, e.piece)); break;
      // A promotion elsewhere than the arrival: a latent pawn's (SingleBox Type2).
      case EffectKind::Promote: notes.push_back(note_of(Kind::Promote, NoSquare, e.to, e.piece, e.previous)); break;
      case EffectKind::Mutate: notes.push_back(note_of(Kind::Change, NoSquare, e.to, e.piece, e.previous)); break;
      case EffectKind::Transform: {
        RuleEffectNote note = note_of(Kind::Change, NoSquare, e.to, e.piece, e.previous);
        note.retyped = true;
        notes.push_back(note);
        break;
      }
      case EffectKind::Bury:
        // A man sent under a square at once (Volcanic Circe): "[+wSg1->v]";
        // one taken off the board there (Ghost chess) goes unwritten.
        if (sent_under(e)) {
          RuleEffectNote note = note_of(Kind::Add, NoSquare, e.to, buried_as(e));
          buried_note(e, note);
          notes.push_back(note);
        }
        break;
      // A change of phase by a rule, of a man not half-neutral (Anda): "[=n]".
      case EffectKind::HalfNeutralPhase:
        if (!e.piece.half_neutral) notes.push_back(note_of(Kind::Phase, NoSquare, e.to, e.piece));
        break;
      case EffectKind::Displace:
      case EffectKind::Capture:
      case EffectKind::ShiftImitators:
      case EffectKind::AddImitator:
      case EffectKind::AddHole:
      case EffectKind::Forget: break;  // a rule's extra displacement or capture has no notation of its own
    }
  }
}

// The imitators that moved with the move (those there before it: a pawn
// promoted into one adds one after), then the mover's promotion into one.
// Returns the first effect left.
EffectIterator describe_imitators(const Position& position, EffectIterator effect, MoveDescription& description) {
  const auto end = position.last_effects_end();
  if (effect == end || effect->kind != EffectKind::ShiftImitators) return effect;
  ++effect;
  const auto added = std::count_if(effect, end, [](const Effect& e) { return e.kind == EffectKind::AddImitator; });
  const auto squares = position.imitators();
  description.imitators.assign(squares.begin(), squares.end() - added);
  if (effect != end && effect->kind == EffectKind::Remove && effect->from == description.arrival &&
      std::next(effect) != end && std::next(effect)->kind == EffectKind::AddImitator) {
    description.promoted_to_imitator = true;
    effect += 2;
  }
  return effect;
}

}  // namespace

MoveDescription describe_last_move(const Position& position) {
  MoveDescription description;
  description.move = position.state().last_move;
  description.side = opponent(position.side_to_move());
  // A turn that moves no man is written by its rule's name alone (a role
  // exchange's effects turn every man).
  if (description.move.moves_no_man()) {
    if (const Rules* rules = position.rules())
      for (const auto& condition : rules->conditions())
        if (description.turn.empty()) description.turn = condition->turn_name();
    return description;
  }
  // A pass (no man moves from anywhere): only the effects a rule gives it
  // (a threat's pass under LostPieces).
  if (description.move.from == NoSquare) {
    describe_rule_effects(position.last_effects_begin(), position.last_effects_end(), position.last_effects_end(),
                          description.rule_effects);
    return description;
  }
  auto rest = describe_displacement(position, description);
  rest = describe_imitators(position, rest, description);
  const auto skipped = later_transformation(rest, position.last_effects_end(), description);
  describe_rule_effects(rest, position.last_effects_end(), skipped, description.rule_effects);
  if (const Rules* rules = position.rules()) description.annotation = rules->annotation(position);
  return description;
}

}  // namespace feerie
