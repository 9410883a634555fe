#include "rules/in_chess/in_chess.h"

#include <cstdint>

#include "core/position.h"
#include "core/tally_squares.h"
#include "movegen/movegen.h"

namespace feerie {

namespace {

// The tally: slot 0 the arrival of the move just played, slot 1 its
// departure (AllInChess, a move that neither captured nor promoted), and
// whether Black played it.
constexpr int ArrivalSlot = 0, DepartureSlot = 1;
constexpr std::uint32_t BlackMovedLast = std::uint32_t{1} << 31;

// Whether the side to move faces the other side's last move (not its own,
// before a pass).
bool after_other_sides_move(const Position& position) {
  if (tally_square(position.tally(), ArrivalSlot) == NoSquare) return false;
  const bool black_moved_last = (position.tally() & BlackMovedLast) != 0;
  return black_moved_last == (position.side_to_move() == Side::White);
}

}  // namespace

std::string InChess::name() const {
  switch (variant_) {
    case Variant::Half: return "HalfInChess";
    case Variant::All: return "AllInChess";
    case Variant::Mainly: return "MainlyInChess";
  }
  return {};
}

void InChess::generate(const Position& position, MoveList& moves) const {
  if (variant_ == Variant::Half) moves.truncate(0);
  generate_pseudo_legal_of_men(position, opponent(position.side_to_move()), moves);
  // The other side's men do not take the mover's king. (En passant needs no
  // filter: a pawn takes so only on its sixth rank, behind an enemy pawn's
  // double step.)
  const Bitboard own_kings = position.kings(position.side_to_move());
  std::size_t kept = 0;
  for (const Move& move : moves) {
    const Square taken = position.capture_square(move);
    if (taken == NoSquare || !(own_kings & square_bb(taken))) moves[kept++] = move;
  }
  moves.truncate(kept);
  if (variant_ == Variant::Half || !after_other_sides_move(position)) return;
  const Square arrival = tally_square(position.tally(), ArrivalSlot);
  const Square departure = tally_square(position.tally(), DepartureSlot);
  kept = 0;
  for (const Move& move : moves) {
    const bool forbidden = variant_ == Variant::Mainly
                               ? move.from == arrival
                               : move.from == arrival && move.to == departure && !position.is_capture(move);
    if (!forbidden) moves[kept++] = move;
  }
  moves.truncate(kept);
}

// The turn has not yet passed: the side to move is the mover. The man moved
// stands on the move's arrival (a castling's man is its king).
void InChess::consequences(Position& position, const Displacement& displacement) const {
  if (variant_ == Variant::Half) return;
  const Move& move = displacement.move;
  const bool undoable = displacement.captured.empty() && move.promotion == PieceType::None;
  std::uint32_t tally = with_tally_square(position.tally(), ArrivalSlot, move.to);
  tally = with_tally_square(tally, DepartureSlot, undoable ? move.from : NoSquare);
  tally = position.side_to_move() == Side::Black ? tally | BlackMovedLast : tally & ~BlackMovedLast;
  position.set_tally(tally);
}

std::unique_ptr<Condition> make_half_in_chess(ConditionWords&) {
  return std::make_unique<InChess>(InChess::Variant::Half);
}
std::unique_ptr<Condition> make_all_in_chess(ConditionWords&) {
  return std::make_unique<InChess>(InChess::Variant::All);
}
std::unique_ptr<Condition> make_mainly_in_chess(ConditionWords&) {
  return std::make_unique<InChess>(InChess::Variant::Mainly);
}

}  // namespace feerie
