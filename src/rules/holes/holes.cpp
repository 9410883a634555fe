#include "rules/holes/holes.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Whether the walk of `type` uses the squares it passes only as empty or
// not: a hole then acts as a square off the board.
bool walk_sees_holes_as_edges(PieceType type) {
  const Walk& walk = kind_of(type).walk;
  if (walk.count == 0) return false;
  for (int p = 0; p < walk.count; ++p) switch (walk.parts[p].reach) {
      case Reach::Leap:
      case Reach::Ride:
      case Reach::PawnStep:
      case Reach::PawnCapture:
      case Reach::Mao:
      case Reach::Moa:
      case Reach::MaoRide:
      case Reach::MoaRide: break;
      default: return false;
    }
  return true;
}

// Why the pieces of `position` cannot be played beside holes, or nothing.
std::string refused_pieces(const Position& position, const std::string& condition) {
  for (Bitboard fairy = position.fairy_pieces(); fairy;) {
    const PieceType type = position.piece_on(pop_lowest(fairy)).type;
    if (!walk_sees_holes_as_edges(type))
      return condition + ": the " + std::string(kind_of(type).name) + " beside holes is not supported";
  }
  return {};
}

}  // namespace

void Hole::prepare(Position& position) const { position.set_holes(position.holes() | squares_); }

std::string Hole::refusal(const Position& position) const {
  if (const Bitboard taken = squares_ & position.men())
    return "Hole: a piece stands on the hole " + square_name(lowest_square(taken));
  return refused_pieces(position, "Hole");
}

void HaanerChess::consequences(Position& position, const Displacement& displacement) const {
  const auto leave = [&position](Square square) {
    if (square != NoSquare && position.piece_on(square).empty() && !(position.holes() & square_bb(square)))
      position.add_hole(square);
  };
  leave(displacement.move.from);
  leave(displacement.rook_from);
  if (displacement.move.kind == MoveKind::EnPassant) leave(displacement.capture_square);
}

std::string HaanerChess::refusal(const Position& position) const { return refused_pieces(position, "HaanerChess"); }

std::unique_ptr<Condition> make_hole(ConditionWords& words) {
  return std::make_unique<Hole>(words.take_square_word("Hole", "holes", "d4e5"));
}

std::unique_ptr<Condition> make_haaner_chess(ConditionWords&) { return std::make_unique<HaanerChess>(); }

}  // namespace feerie
