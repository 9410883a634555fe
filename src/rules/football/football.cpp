#include "rules/football/football.h"

#include <algorithm>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

bool on_touch_line(Square square) { return file_of(square) == 0 || file_of(square) == 7; }

}  // namespace

Football::Football(std::vector<PieceType> bench) : bench_(std::move(bench)) {
  std::sort(bench_.begin(), bench_.end(), [](PieceType a, PieceType b) { return promotion_rank(a) < promotion_rank(b); });
  bench_.erase(std::unique(bench_.begin(), bench_.end()), bench_.end());
}

std::string Football::name() const { return "Football" + type_codes_text(bench_); }

// Each choice carries the substitute in Move::choice_type (None: the piece
// stays itself); the mover's own type, if not on the bench, comes first.
void Football::expand(Position& position, const Move& move, MoveList& out) const {
  const Piece mover = position.piece_on(move.from);
  if (move.is_castling() || !on_touch_line(move.to) || mover.type == PieceType::King || mover.royal) {
    out.push(move);
    return;
  }
  const PieceType arriving = move.promotion != PieceType::None ? move.promotion : mover.type;
  if (std::find(bench_.begin(), bench_.end(), arriving) == bench_.end()) out.push(move);
  for (const PieceType substitute : bench_) {
    Move choice = move;
    if (substitute != arriving) choice.choice_type = substitute;
    out.push(choice);
  }
}

void Football::consequences(Position& position, const Displacement& displacement) const {
  const PieceType substitute = displacement.move.choice_type;
  if (substitute == PieceType::None) return;
  Piece piece = position.piece_on(displacement.move.to);
  if (piece.empty()) return;  // a kamikaze piece gone
  piece.type = substitute;
  position.change(displacement.move.to, piece, EffectKind::Transform);
}

std::unique_ptr<Condition> make_football(ConditionWords& words) {
  std::vector<PieceType> bench;
  while (!words.done()) {
    const PieceType type = piece_type_with_code(0, words.peek());
    if (type == PieceType::None) break;
    if (type == PieceType::King || type == PieceType::Pawn)
      throw ConditionError("Football: the " + std::string(type == PieceType::King ? "king" : "pawn") +
                           " cannot be a substitute");
    words.take();
    bench.push_back(type);
  }
  if (bench.empty())
    throw ConditionError(
        "Football: name the substitutes after the keyword (e.g. Football R S); Popeye 4.104 "
        "substitutes none without them");
  return std::make_unique<Football>(std::move(bench));
}

}  // namespace feerie
