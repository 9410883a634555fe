#include "core/walk.h"

namespace feerie {

namespace {

// The square `steps` times `v` away from `from`, or NoSquare off the board.
Square step(Square from, Vector v, int steps = 1) {
  const int file = file_of(from) + v.files * steps, rank = rank_of(from) + v.ranks * steps;
  return on_board(file, rank) ? make_square(file, rank) : NoSquare;
}

bool occupied_at(Bitboard occupied, Square square) { return (occupied & square_bb(square)) != 0; }

// The first piece along v from `from` (exclusive), or NoSquare.
Square first_piece(Square from, Vector v, Bitboard occupied) {
  for (Square s = step(from, v); s != NoSquare; s = step(s, v))
    if (occupied_at(occupied, s)) return s;
  return NoSquare;
}

// Empty squares along v from `from`, and the first piece (inclusive).
Bitboard ray(Square from, Vector v, Bitboard occupied) {
  Bitboard field = 0;
  for (Square s = step(from, v); s != NoSquare; s = step(s, v)) {
    field |= square_bb(s);
    if (occupied_at(occupied, s)) break;
  }
  return field;
}

// The square passed over by a Mao (orthogonally) or Moa (diagonally) leap.
Square bent_leap_middle(Square from, Vector v, bool orthogonal_first) {
  const bool long_files = v.files == 2 || v.files == -2;
  const Vector orthogonal =
      long_files ? Vector{static_cast<std::int8_t>(v.files / 2), 0} : Vector{0, static_cast<std::int8_t>(v.ranks / 2)};
  const Vector diagonal = long_files ? Vector{static_cast<std::int8_t>(v.files / 2), v.ranks}
                                     : Vector{v.files, static_cast<std::int8_t>(v.ranks / 2)};
  return step(from, orthogonal_first ? orthogonal : diagonal);
}

Bitboard bent_leaps(Square from, Vector v, Bitboard occupied, bool orthogonal_first, bool repeat) {
  Bitboard field = 0;
  for (Square s = from;;) {
    const Square middle = bent_leap_middle(s, v, orthogonal_first);
    const Square to = step(s, v);
    if (middle == NoSquare || to == NoSquare || occupied_at(occupied, middle)) break;
    field |= square_bb(to);
    if (!repeat || occupied_at(occupied, to)) break;
    s = to;
  }
  return field;
}

// The capture of a locust-like reach along v: the piece hopped over and the
// empty square beyond it; NoSquare for both if there is none.
RemoteCapture remote_capture_along(Reach reach, Square from, Vector v, Bitboard occupied) {
  const Square captured = reach == Reach::Locust ? first_piece(from, v, occupied) : step(from, v);
  if (captured == NoSquare || !occupied_at(occupied, captured)) return {};
  const Square landing = step(captured, v);
  if (landing == NoSquare || occupied_at(occupied, landing)) return {};
  return {captured, landing};
}

Bitboard reach_along(const WalkPart& part, Square from, Vector v, Bitboard occupied) {
  switch (part.reach) {
    case Reach::Leap: {
      const Square to = step(from, v);
      return to == NoSquare ? 0 : square_bb(to);
    }
    case Reach::Ride: return ray(from, v, occupied);
    case Reach::Hop: {
      const Square hurdle = first_piece(from, v, occupied);
      if (hurdle == NoSquare) return 0;
      for (int i = 1; i < part.distance; ++i) {
        const Square passed = step(hurdle, v, i);
        if (passed == NoSquare || occupied_at(occupied, passed)) return 0;
      }
      const Square to = step(hurdle, v, part.distance);
      return to == NoSquare ? 0 : square_bb(to);
    }
    case Reach::Lion: {
      const Square hurdle = first_piece(from, v, occupied);
      return hurdle == NoSquare ? 0 : ray(hurdle, v, occupied);
    }
    case Reach::Kangaroo: {
      const Square first = first_piece(from, v, occupied);
      const Square second = first == NoSquare ? NoSquare : first_piece(first, v, occupied);
      const Square to = second == NoSquare ? NoSquare : step(second, v);
      return to == NoSquare ? 0 : square_bb(to);
    }
    case Reach::Mao: return bent_leaps(from, v, occupied, true, false);
    case Reach::Moa: return bent_leaps(from, v, occupied, false, false);
    case Reach::MaoRide: return bent_leaps(from, v, occupied, true, true);
    case Reach::MoaRide: return bent_leaps(from, v, occupied, false, true);
    case Reach::Locust:
    case Reach::LocustLeap: {
      const RemoteCapture capture = remote_capture_along(part.reach, from, v, occupied);
      return capture.captured == NoSquare ? 0 : square_bb(capture.captured);
    }
  }
  return 0;
}

}  // namespace

namespace {

Vector oriented(Vector v, const Walk& walk, Side side) {
  if (walk.forward_only && side == Side::Black) v.ranks = static_cast<std::int8_t>(-v.ranks);
  return v;
}

}  // namespace

Bitboard walk_field(const Walk& walk, Side side, Square from, Bitboard occupied, Field field) {
  const Mode excluded = field == Field::Moves ? Mode::CaptureOnly : Mode::MoveOnly;
  Bitboard result = 0;
  for (int p = 0; p < walk.count; ++p) {
    const WalkPart& part = walk.parts[p];
    if (part.mode == excluded || (field == Field::DirectCaptures && captures_remotely(part.reach))) continue;
    for (int i = 0; i < part.count; ++i)
      result |= reach_along(part, from, oriented(part.vectors[i], walk, side), occupied);
  }
  return result;
}

int remote_captures(const Walk& walk, Side side, Square from, Bitboard occupied,
                    std::array<RemoteCapture, MaxRemoteCaptures>& out) {
  int count = 0;
  for (int p = 0; p < walk.count; ++p) {
    const WalkPart& part = walk.parts[p];
    if (!captures_remotely(part.reach)) continue;
    for (int i = 0; i < part.count; ++i) {
      const RemoteCapture capture =
          remote_capture_along(part.reach, from, oriented(part.vectors[i], walk, side), occupied);
      if (capture.captured != NoSquare) out[count++] = capture;
    }
  }
  return count;
}

}  // namespace feerie
