#include "solve/notation.h"

namespace feerie {

namespace {

// The effects that belong to the displacement itself and are written in the
// move's own text rather than in brackets.
struct MainText {
  std::string text;
  std::size_t consumed;  // effects used, from the first
};

MainText main_text(const Position& position, const Language& language) {
  const Move& move = position.state().last_move;
  auto effect = position.last_effects_begin();
  const auto end = position.last_effects_end();
  std::string text;
  bool capture = false;
  Square capture_square = NoSquare;
  if (effect != end && effect->kind == EffectKind::Capture) {
    capture = true;
    capture_square = effect->from;
    ++effect;
  }
  const Piece mover = effect->piece;
  ++effect;  // the mover's displacement
  if (move.is_castling()) {
    text = move.kind == MoveKind::CastleShort ? "0-0" : "0-0-0";
    ++effect;  // the rook's displacement
  } else {
    // A neutral piece is written with its colour, a pawn too ("nPb2-b4").
    if (mover.neutral)
      text += language.piece_text(mover);
    else if (mover.type != PieceType::Pawn)
      text += language.piece_code(mover.type);
    // A rule that moves a capturer on as part of its move (Take&Make chess)
    // has the further step written in the move's text, after the square of
    // the captured piece, as Popeye does: "Rd1*d5-c7", en passant "e5*d5".
    Square arrival = move.to;
    const bool moved_on =
        capture && effect != end && effect->kind == EffectKind::Displace && effect->from == move.to;
    if (moved_on) {
      arrival = effect->to;
      text += square_name(move.from) + "*" + square_name(capture_square);
      if (arrival != capture_square) text += "-" + square_name(arrival);
      ++effect;
    } else {
      text += square_name(move.from) + (capture ? "*" : "-") + square_name(move.to);
    }
    if (effect != end && effect->kind == EffectKind::Promote && effect->to == arrival) {
      text += '=';
      text += effect->piece.neutral ? language.piece_text(effect->piece) : language.piece_code(effect->piece.type);
      ++effect;
    }
    if (move.kind == MoveKind::EnPassant && !moved_on) text += " ep.";
    if (effect != end && effect->kind == EffectKind::Mutate && effect->to == arrival) {
      text += '=' + language.piece_text(effect->piece);
      ++effect;
    }
    if (effect != end && effect->kind == EffectKind::Recolour && effect->to == arrival) {
      text += '=';
      text += language.letter(effect->piece.side);
      ++effect;
    }
  }
  return {text, static_cast<std::size_t>(effect - position.last_effects_begin())};
}

// The bracketed rule effects, from the effect `first` of the last move on.
std::string bracket_text(const Position& position, const Language& language, std::size_t first) {
  std::string text;
  auto effect = position.last_effects_begin() + static_cast<std::ptrdiff_t>(first);
  const auto end = position.last_effects_end();
  while (effect != end) {
    const Effect& e = *effect++;
    switch (e.kind) {
      case EffectKind::Add:
        text += "[+" + language.piece_text(e.piece) + square_name(e.to);
        if (effect != end && effect->kind == EffectKind::Promote && effect->to == e.to) {
          text += '=';
          text += language.piece_code(effect->piece.type);
          ++effect;
        }
        text += ']';
        break;
      case EffectKind::Remove:
        if (effect != end && effect->kind == EffectKind::Add && effect->piece == e.piece) {
          text += "[" + language.piece_text(e.piece) + square_name(e.from) + "->" + square_name(effect->to) + "]";
          ++effect;
        } else {
          text += "[-" + language.piece_text(e.piece) + square_name(e.from) + "]";
        }
        break;
      case EffectKind::Recolour:
        text += "[" + square_name(e.to) + "=" + language.letter(e.piece.side) + "]";
        break;
      case EffectKind::Promote:
      case EffectKind::Mutate:
        text += "[" + language.piece_text(e.previous) + square_name(e.to) + "=" + language.piece_text(e.piece) + "]";
        break;
      case EffectKind::Displace:
      case EffectKind::Capture: break;  // a rule's extra displacement or capture has no notation of its own
    }
  }
  return text;
}

}  // namespace

std::string rule_effects_notation(const Position& position, const Language& language) {
  return bracket_text(position, language, main_text(position, language).consumed);
}

std::string last_move_notation(const Position& position, const Language& language) {
  const auto [text, consumed] = main_text(position, language);
  return text + bracket_text(position, language, consumed);
}

}  // namespace feerie
