#include "solve/notation.h"

namespace feerie {

namespace {

// The imitators' squares after the move, as Popeye writes them: "[Ic5,d6]".
std::string imitators_text(const MoveDescription& move) {
  if (move.imitators.empty()) return {};
  std::string text = "[I";
  for (std::size_t i = 0; i < move.imitators.size(); ++i) text += (i ? "," : "") + square_name(move.imitators[i]);
  return text + "]";
}

// The move's own text, before the brackets.
// A half-neutral mover's change of phase, as Popeye writes it: "=nh" when it
// became neutral, "=wh" ("=bh") when it became White's (Black's).
std::string half_neutral_phase_text(const MoveDescription& move, const Language& language) {
  const Piece& piece = move.half_neutral_phase;
  if (piece.empty()) return {};
  return std::string("=") + (piece.neutral ? 'n' : language.letter(piece.side)) + 'h';
}

std::string displacement_text(const MoveDescription& move, const Language& language) {
  if (move.move.is_castling()) {
    // A king or rook put on its castling square first, in brackets before
    // the castling (Anti-Mars Circe): "[bKf6->e8][bRh5->a8]0-0-0", as Popeye.
    std::string castling;
    const bool short_side = move.move.kind == MoveKind::CastleShort;
    if (move.move.via != NoSquare)
      castling +=
          "[" + language.piece_text(move.mover) + square_name(move.move.from) + "->" + square_name(move.move.via) + "]";
    if (move.move.castling_rook() != NoSquare)
      castling += "[" + language.piece_text(move.rook) + square_name(move.rook_from) + "->" +
                  square_name(make_square(short_side ? 7 : 0, rank_of(move.rook_to))) + "]";
    castling += short_side ? "0-0" : "0-0-0";
    castling += half_neutral_phase_text(move, language);
    // The rook's change of colour on its arrival (Magic squares): "0-0-0=b", as Popeye.
    if (move.recolour) castling += std::string("=") + language.letter(*move.recolour);
    // Its change of type (Einstein chess): "0-0=B", as Popeye.
    if (!move.transformation.empty())
      castling += '=' + language.attribute_letters(move.transformation) + language.piece_code(move.transformation.type);
    return castling + imitators_text(move);
  }
  // An exchange of squares (Messigny chess): both pieces' codes, a pawn's
  // too, as Popeye: "Ta8<->Tg5", "Pb2<->Pb6".
  if (!move.exchanged.empty())
    return language.attribute_letters(move.mover) + language.piece_code(move.mover.type) + square_name(move.move.from) +
           "<->" + language.attribute_letters(move.exchanged) + language.piece_code(move.exchanged.type) +
           square_name(move.move.to);
  std::string text;
  // A neutral or royal piece is written with its attributes, a pawn too
  // ("nPb2-b4", "rSb4-c6").
  const std::string attributes = language.attribute_letters(move.mover);
  if (!attributes.empty() || move.mover.type != PieceType::Pawn)
    text += attributes + language.piece_code(move.mover.type);
  // Take&Make chess writes the further step after the square of the captured
  // piece, as Popeye does: "Rd1*d5-c7", en passant "e5*d5"; so is a locust's
  // capture written, with the square it hops over: "Ld1*d2-d3".
  const bool remote = move.capture() && move.move.kind != MoveKind::EnPassant && move.capture_square != move.move.to;
  // A move that starts where a rule puts the piece first (Mars Circe's
  // rebirth square) shows that square: "Sb8-g1*e2", "Kd2-e1-f2", "Le4-d5*f7-g8".
  text += square_name(move.move.from);
  if (move.move.via != NoSquare) text += "-" + square_name(move.move.via);
  if (move.moved_on || remote) {
    text += "*" + square_name(move.capture_square);
    if (move.arrival != move.capture_square) text += "-" + square_name(move.arrival);
  } else {
    text += (move.capture() ? "*" : "-") + square_name(move.move.to);
  }
  if (!move.partner.empty())
    text +=
        "/" + language.piece_text(move.partner) + square_name(move.partner_from) + "-" + square_name(move.partner_to);
  // The imitators' squares come before a promotion, after " ep." (as Popeye).
  const bool en_passant = move.move.kind == MoveKind::EnPassant && !move.moved_on;
  if (!en_passant) text += imitators_text(move);
  if (move.promoted_to_imitator) text += "=I";
  // A promoted piece keeps the pawn's attributes: "=nQ", "=rQ".
  if (move.promotion != PieceType::None) {
    text += '=' + language.attribute_letters(move.mover) + language.piece_code(move.promotion);
    // Its new attributes: "=Q=c", a neutral pawn's "=nQ=nc", "=G=hcc".
    if (move.promoted_chameleon || move.promoted_hurdle_rules) {
      Piece promoted = move.mover;
      promoted.chameleon = move.promoted_chameleon;
      promoted.hurdle_rules = move.promoted_hurdle_rules;
      text += '=' + language.attribute_letters(promoted);
    }
  }
  if (!move.chameleon_change.empty())
    text += '=' + language.attribute_letters(move.chameleon_change) + language.piece_code(move.chameleon_change.type);
  text += half_neutral_phase_text(move, language);
  if (en_passant) text += " ep." + imitators_text(move);
  if (!move.mutation.empty()) text += '=' + language.piece_text(move.mutation);
  for (const Piece changed : {move.transformation, move.promotion_after_transformation})
    if (!changed.empty()) text += '=' + language.attribute_letters(changed) + language.piece_code(changed.type);
  if (move.recolour) {
    text += '=';
    text += language.letter(*move.recolour);
  }
  return text;
}

// The rule effects written after the move's text, or (before) those written before it.
std::string rule_effects_text(const MoveDescription& move, const Language& language, bool before = false) {
  std::string text;
  for (const RuleEffectNote& effect : move.rule_effects)
    if (effect.before == before) text += rule_effect_notation(effect, language);
  return text;
}

}  // namespace

std::string rule_effect_notation(const RuleEffectNote& effect, const Language& language) {
  using Kind = RuleEffectNote::Kind;
  switch (effect.kind) {
    case Kind::Add: {
      std::string text = "[+" + language.piece_text(effect.piece) + square_name(effect.to);
      // A neutral piece reborn and promoted is neutral still: "[+nPa1=nB]".
      if (effect.promotion != PieceType::None)
        text += '=' + language.attribute_letters(effect.piece) + language.piece_code(effect.promotion);
      if (effect.recoloured) {
        text += '=';
        text += language.letter(opponent(effect.piece.side));
      }
      if (effect.buried) text += "->v";
      return text + ']';
    }
    case Kind::Remove: return "[-" + language.piece_text(effect.piece) + square_name(effect.from) + "]";
    case Kind::Relocate: {
      std::string text = "[" + language.piece_text(effect.piece) + square_name(effect.from) + "->";
      if (!effect.became.empty())
        text += language.attribute_letters(effect.became) + language.piece_code(effect.became.type);
      text += square_name(effect.to);
      if (effect.promotion != PieceType::None)
        text += '=' + language.attribute_letters(effect.piece) + language.piece_code(effect.promotion);
      // A hurdle promoted to a hopper with hurdle rules (rules/hurdle_rules): "=PA=b".
      if (effect.promoted_hurdle_rules) {
        Piece promoted = effect.piece;
        promoted.hurdle_rules = effect.promoted_hurdle_rules;
        text += '=' + language.attribute_letters(promoted);
      }
      if (effect.recoloured) {
        text += '=';
        text += language.letter(opponent(effect.piece.side));
      }
      if (effect.buried) text += "->v";
      return text + ']';
    }
    case Kind::Recolour: return "[" + square_name(effect.to) + "=" + language.letter(effect.piece.side) + "]";
    case Kind::Phase:
      return std::string("[=") + (effect.piece.neutral ? 'n' : language.letter(effect.piece.side)) + "]";
    case Kind::Change:
      if (effect.retyped)
        return "[" + square_name(effect.to) + "=" + language.attribute_letters(effect.piece) +
               language.piece_code(effect.piece.type) + "]";
      return "[" + language.piece_text(effect.previous) + square_name(effect.to) + "=" +
             language.piece_text(effect.piece) + "]";
    // As Popeye writes its oscillating kings: the types, without colour.
    case Kind::Exchange:
      return "[" + language.piece_code(effect.piece.type) + square_name(effect.from) + "<->" +
             language.piece_code(effect.previous.type) + square_name(effect.to) + "]";
    // As Popeye writes a latent pawn's promotion: the square and the new
    // type; a piece that stays royal says so (Kobul kings: "[d4=rS]").
    case Kind::Promote: {
      const Piece royal{effect.piece.type, effect.piece.side, false, effect.piece.royal};
      return "[" + square_name(effect.to) + "=" + language.attribute_letters(royal) +
             language.piece_code(effect.piece.type) + "]";
    }
  }
  return "";
}

std::string notation(const MoveDescription& move, const Language& language) {
  // A turn that moves no man, by its rule's name, as Popeye: "1. RoleExchange".
  if (move.move.moves_no_man()) return " " + language.condition_name(move.turn);
  return rule_effects_text(move, language, true) + displacement_text(move, language) +
         rule_effects_text(move, language) + move.annotation;
}

std::string rule_effects_notation(const Position& position, const Language& language) {
  return rule_effects_text(describe_last_move(position), language);
}

std::string last_move_notation(const Position& position, const Language& language) {
  return notation(describe_last_move(position), language);
}

std::string last_move_notation_with_check(const Position& position, const Language& language) {
  std::string text = last_move_notation(position, language);
  if (position.in_check(position.side_to_move())) text += " +";
  return text;
}

}  // namespace feerie
