#include "rules/wormholes/wormholes.h"

#include <string_view>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The occupancy once the displacement of `move` is played (castling's rook included).
Bitboard occupancy_after(const Position& position, const Move& move) {
  Bitboard occupied = position.occupied() & ~square_bb(move.from);
  const Square captured = position.capture_square(move);
  if (captured != NoSquare) occupied &= ~square_bb(captured);
  if (move.is_castling()) {
    const int rank = rank_of(move.from);
    const bool short_side = move.kind == MoveKind::CastleShort;
    occupied &= ~square_bb(make_square(short_side ? 7 : 0, rank));
    occupied |= square_bb(make_square(short_side ? 5 : 3, rank));
  }
  return occupied | square_bb(move.to);
}

}  // namespace

std::string Wormholes::name() const {
  // Popeye's line: the squares from a1, rank by rank.
  std::string text = "Wormholes";
  for (Square square = 0; square < 64; ++square)
    if (squares_ & square_bb(square)) text += " " + square_name(square);
  return text;
}

void Wormholes::expand(Position& position, const Move& move, MoveList& out) const {
  // A pawn on its own first rank moves only from a wormhole, one step (as Popeye).
  const Piece mover = position.piece_on(move.from);
  if (mover.type == PieceType::Pawn && relative_rank(mover.side, move.from) == 0 && !(squares_ & square_bb(move.from)))
    return;
  const Bitboard arrival = square_bb(move.to);
  if (!(squares_ & arrival)) {
    out.push(move);
    return;
  }
  // Generated only if another wormhole is empty now, unless it starts on one.
  if (!(squares_ & square_bb(move.from)) && !(squares_ & ~arrival & ~position.occupied())) return;
  Bitboard targets = squares_ & ~arrival & ~occupancy_after(position, move);
  const bool changes = position.capture_square(move) != NoSquare || move.promotion != PieceType::None;
  if (!changes) targets &= ~square_bb(move.from);  // back to its departure: a null move
  const Piece piece = position.piece_on(move.from);
  const bool pawn = is_pawn_like(piece.type) && move.promotion == PieceType::None;
  // The mover's last rank (a neutral pawn promotes on the side's that moves it).
  const Bitboard last_rank = rank_bb(position.side_to_move() == Side::White ? 7 : 0);
  Move choice = move;
  while (targets) {
    choice.choice_square = pop_lowest(targets);
    if (!pawn || !(last_rank & square_bb(choice.choice_square))) {
      out.push(choice);
      continue;
    }
    for (const PieceType type : position.promotion_types(piece.type)) {
      choice.choice_type = type;
      out.push(choice);
    }
    choice.choice_type = PieceType::None;
  }
}

void Wormholes::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  if (move.choice_square == NoSquare) return;
  const Piece piece = position.piece_on(move.to);
  position.remove(move.to);
  rebirth(position, move.choice_square, piece);
  if (move.choice_type != PieceType::None) {
    Piece promoted = piece;  // a neutral pawn promotes to a neutral piece
    promoted.type = move.choice_type;
    position.change(move.choice_square, promoted, EffectKind::Promote);
  }
  // A pawn that went two steps may still be taken en passant, where it went
  // (as Popeye); not once it is promoted there.
  if (move.kind == MoveKind::DoubleStep && position.en_passant() != NoSquare) {
    if (move.choice_type != PieceType::None)
      position.set_en_passant(NoSquare);
    else
      position.set_en_passant_pawn(move.choice_square);
  }
}

bool Wormholes::check_counts(const Position& position, Square attacker, Square king) const {
  if ((squares_ & square_bb(attacker)) || !(squares_ & square_bb(king))) return true;
  return (squares_ & ~square_bb(king) & ~position.occupied()) != 0;
}

std::unique_ptr<Condition> make_wormholes(ConditionWords& words) {
  return std::make_unique<Wormholes>(words.take_square_word("Wormholes", "wormholes", "d4f1"));
}

}  // namespace feerie
