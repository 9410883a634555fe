#include "rules/circe/parrain.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/registry.h"

namespace feerie {

namespace {

bool on_last_rank(Piece piece, Square square) {
  return kind_of(piece.type).pawn_like && relative_rank(piece.side, square) == 7;
}

}  // namespace

Square ParrainCirce::target(const Position& position, const Move& move) const {
  const Square capture_square = position.reserve().capture_square;
  // Castling moves the king from e-file to g- or c-file: its vector is move.to - move.from too.
  int files = file_of(move.to) - file_of(move.from);
  int ranks = rank_of(move.to) - rank_of(move.from);
  if (contra_) {
    files = -files;
    ranks = -ranks;
  }
  const int file = file_of(capture_square) + files;
  const int rank = rank_of(capture_square) + ranks;
  return on_board(file, rank) ? make_square(file, rank) : NoSquare;
}

void ParrainCirce::expand(Position& position, const Move& move, MoveList& out) const {
  const Reserve& reserve = position.reserve();
  if (reserve.empty() || !kind_of(reserve.piece.type).pawn_like) {
    out.push(move);
    return;
  }
  const Square square = target(position, move);
  if (square == NoSquare || !on_last_rank(reserve.piece, square) ||
      (occupancy_after_displacement(position, move) & square_bb(square))) {
    out.push(move);
    return;
  }
  for (const PieceType type : position.promotion_types()) {
    Move choice = move;
    choice.choice_type = type;
    out.push(choice);
  }
}

void ParrainCirce::consequences(Position& position, const Displacement& displacement) const {
  const Reserve reserve = position.reserve();
  if (!reserve.empty()) {
    // position.reserve() is still the one the move was generated with, but the
    // board has moved on: only the vector is taken from the move.
    const Square square = target(position, displacement.move);
    if (square != NoSquare && position.piece_on(square).empty()) {
      if (on_last_rank(reserve.piece, square)) {
        const PieceType type =
            displacement.move.choice_type == PieceType::None ? PieceType::Queen : displacement.move.choice_type;
        position.add(square, reserve.piece);
        position.change(square, Piece{type, reserve.piece.side}, EffectKind::Promote);
      } else {
        rebirth(position, square, reserve.piece);
      }
    }
    position.set_reserve(Reserve{});
  }
  if (!displacement.captured.empty()) position.set_reserve(Reserve{displacement.captured, displacement.capture_square});
}

void ParrainCirce::prepare(Position& position) const {
  if (!last_capture_.empty()) position.set_reserve(last_capture_);
}

Reserve read_last_capture(ConditionWords& words) {
  if (!words.accept({"LastCapture"})) return {};
  if (words.done()) throw ConditionError("LastCapture: expected a colour (white or black)");
  Side side;
  if (words.accept({"white", "weiss", "blanc"}))
    side = Side::White;
  else if (words.accept({"black", "schwarz", "noir"}))
    side = Side::Black;
  else
    throw ConditionError("LastCapture: expected a colour (white or black), found '" + words.peek() + "'");
  if (words.done()) throw ConditionError("LastCapture: expected a piece and its square, e.g. bh1");
  std::string text = words.take();
  if (text.size() == 1 && !words.done()) text += words.take();  // "b h1"
  const PieceType type = text.empty() ? PieceType::None : piece_type_from_letter(text[0]);
  const Square square = text.size() == 3 ? parse_square(text.substr(1)) : NoSquare;
  if (type == PieceType::None || type == PieceType::King || square == NoSquare)
    throw ConditionError("LastCapture: expected a piece (P, S, B, R, Q) and its square, e.g. bh1, found '" + text +
                         "'");
  return Reserve{Piece{type, side}, square};
}

}  // namespace feerie
