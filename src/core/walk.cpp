#include "core/walk.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>
#include <utility>

namespace feerie {

namespace {

// Reaches whose field is found for the whole part at once (part_field),
// not direction by direction (reach_along).
bool whole_part(Reach reach) {
  switch (reach) {
    case Reach::DoubleHop:
    case Reach::TreeHop:
    case Reach::LeafHop:
    case Reach::PawnStep:
    case Reach::PawnCapture:
    case Reach::BouncyLeap:
    case Reach::LeapFlood:
    case Reach::EnemyTreeHop:
    case Reach::Reflect: return true;
    default: return false;
  }
}

// The square `steps` times `v` away from `from`, or NoSquare off the board.
Square step(Square from, Vector v, int steps = 1) {
  const int file = file_of(from) + v.files * steps, rank = rank_of(from) + v.ranks * steps;
  return on_board(file, rank) ? make_square(file, rank) : NoSquare;
}

bool occupied_at(Bitboard occupied, Square square) { return (occupied & square_bb(square)) != 0; }

// The squares of a line, one at a time: a straight line repeats its vector,
// a zigzag alternates two; a circular one (the rose's octagon) turns to the
// part's next vector at each step, in the sense given, and ends before it
// would come back to its start.
class Line {
 public:
  Line(Square from, Vector zig, Vector zag) : square_(from), zig_(zig), zag_(zag) {}
  Line(Square from, const WalkPart& part, int first, int sense)
      : square_(from), part_(&part), index_(first), sense_(sense), steps_left_(part.count - 1) {}

  // The next square, or NoSquare at the board's edge or the circle's end.
  Square next() {
    if (square_ == NoSquare) return NoSquare;
    if (!part_) {
      square_ = step(square_, zig_);
      std::swap(zig_, zag_);
      return square_;
    }
    if (steps_left_-- == 0) return square_ = NoSquare;
    square_ = step(square_, part_->vectors[index_]);
    index_ = (index_ + sense_ + part_->count) % part_->count;
    return square_;
  }
  // The first occupied square from here on (exclusive), or NoSquare.
  Square next_piece(Bitboard occupied) {
    for (Square s = next(); s != NoSquare; s = next())
      if (occupied_at(occupied, s)) return s;
    return NoSquare;
  }
  // The empty squares from here on and the first piece (inclusive).
  Bitboard ray(Bitboard occupied) {
    Bitboard field = 0;
    for (Square s = next(); s != NoSquare; s = next()) {
      field |= square_bb(s);
      if (occupied_at(occupied, s)) break;
    }
    return field;
  }

 private:
  Square square_;
  Vector zig_{}, zag_{};
  const WalkPart* part_ = nullptr;
  int index_ = 0, sense_ = 1, steps_left_ = 0;
};

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

Bitboard angle_hop_landings(std::uint8_t turns, Square from, Square hurdle, Vector v);

// The Maorider lion and Moarider lion (Popeye's): along the rider's course
// of bent leaps to its first piece, which stands either on a square passed
// or on a square landed on. A piece passed over gives the landing just after
// it (a move or a capture); from there on, and after a piece landed on, the
// lion goes on over empty squares and captures on the next landing whose
// square passed is empty.
Bitboard bent_lion(Square from, Vector v, Bitboard occupied, bool orthogonal_first) {
  Square s = from, middle = NoSquare, to = NoSquare;
  const auto advance = [&] {
    middle = bent_leap_middle(s, v, orthogonal_first);
    to = step(s, v);
    return middle != NoSquare && to != NoSquare;
  };
  for (;;) {
    if (!advance()) return 0;
    if (occupied_at(occupied, middle) || occupied_at(occupied, to)) break;
    s = to;
  }
  Bitboard field = 0;
  if (occupied_at(occupied, middle)) field |= square_bb(to);
  if (occupied_at(occupied, middle) && occupied_at(occupied, to)) return field;
  for (s = to;;) {
    if (!advance()) return field;
    if (occupied_at(occupied, middle) || occupied_at(occupied, to)) break;
    field |= square_bb(to);
    s = to;
  }
  if (!occupied_at(occupied, middle)) field |= square_bb(to);
  return field;
}

// A vector turned 90 degrees anticlockwise or clockwise.
Vector turned_left(Vector v) { return {static_cast<std::int8_t>(-v.ranks), v.files}; }
Vector turned_right(Vector v) { return {v.ranks, static_cast<std::int8_t>(-v.files)}; }

// The capture of a locust-like reach along a line: the piece hopped over and
// the empty square beyond it; NoSquare for both if there is none.
RemoteCapture remote_capture_along(Reach reach, Line line, Bitboard occupied) {
  const Square captured = reach == Reach::Locust ? line.next_piece(occupied) : line.next();
  if (captured == NoSquare || !occupied_at(occupied, captured)) return {};
  const Square landing = line.next();
  if (landing == NoSquare || occupied_at(occupied, landing)) return {};
  return {captured, landing};
}

// The squares a part reaches along one line from `from` (`v`: the line's
// first vector, for the leaps that do not follow lines).
Bitboard reach_along(const WalkPart& part, Square from, Vector v, Line line, Bitboard occupied) {
  switch (part.reach) {
    case Reach::Leap: {
      const Square to = line.next();
      return to == NoSquare ? 0 : square_bb(to);
    }
    case Reach::Ride: return line.ray(occupied);
    case Reach::Hop: {
      if (line.next_piece(occupied) == NoSquare) return 0;
      for (int i = 1; i < part.distance; ++i) {
        const Square passed = line.next();
        if (passed == NoSquare || occupied_at(occupied, passed)) return 0;
      }
      const Square to = line.next();
      return to == NoSquare ? 0 : square_bb(to);
    }
    case Reach::Lion:
      for (int i = 0; i < part.distance; ++i)
        if (line.next_piece(occupied) == NoSquare) return 0;
      return line.ray(occupied);
    case Reach::Kangaroo: {
      if (line.next_piece(occupied) == NoSquare || line.next_piece(occupied) == NoSquare) return 0;
      const Square to = line.next();
      return to == NoSquare ? 0 : square_bb(to);
    }
    case Reach::KangarooLion:
      if (line.next_piece(occupied) == NoSquare || line.next_piece(occupied) == NoSquare) return 0;
      return line.ray(occupied);
    case Reach::Mao: return bent_leaps(from, v, occupied, true, false);
    case Reach::Moa: return bent_leaps(from, v, occupied, false, false);
    case Reach::MaoRide: return bent_leaps(from, v, occupied, true, true);
    case Reach::MoaRide: return bent_leaps(from, v, occupied, false, true);
    case Reach::MaoHop:
    case Reach::MoaHop: {
      const Square middle = bent_leap_middle(from, v, part.reach == Reach::MaoHop);
      const Square to = step(from, v);
      return middle == NoSquare || to == NoSquare || !occupied_at(occupied, middle) ? 0 : square_bb(to);
    }
    case Reach::MaoRideLion: return bent_lion(from, v, occupied, true);
    case Reach::MoaRideLion: return bent_lion(from, v, occupied, false);
    case Reach::Locust:
    case Reach::LocustLeap: {
      const RemoteCapture capture = remote_capture_along(part.reach, line, occupied);
      return capture.captured == NoSquare ? 0 : square_bb(capture.captured);
    }
    case Reach::EquiHop: {
      // The hurdle k squares away, the k - 1 squares beyond it empty, and the
      // landing square 2k away.
      int steps = 0;
      Square s = line.next();
      for (; s != NoSquare && !occupied_at(occupied, s); s = line.next()) ++steps;
      if (s == NoSquare) return 0;
      for (int i = 0; i < steps; ++i)
        if (const Square passed = line.next(); passed == NoSquare || occupied_at(occupied, passed)) return 0;
      const Square to = line.next();
      return to == NoSquare ? 0 : square_bb(to);
    }
    case Reach::EquiLeap: {
      const Square hurdle = step(from, v);
      const Square to = step(from, v, 2);
      return hurdle == NoSquare || to == NoSquare || !occupied_at(occupied, hurdle) ? 0 : square_bb(to);
    }
    case Reach::AngleHop: {
      const Square hurdle = line.next_piece(occupied);
      return hurdle == NoSquare ? 0 : angle_hop_landings(part.turns, from, hurdle, v);
    }
    case Reach::ContraHop: {
      const Square hurdle = line.next();
      return hurdle == NoSquare || !occupied_at(occupied, hurdle) ? 0 : line.ray(occupied);
    }
    case Reach::Bounce: {
      // The first piece ahead, or the first square past the edge, n steps away.
      int steps = 1;
      for (Square s = line.next(); s != NoSquare && !occupied_at(occupied, s); s = line.next()) ++steps;
      const Vector back{static_cast<std::int8_t>(-v.files), static_cast<std::int8_t>(-v.ranks)};
      for (int i = 1; i < steps; ++i)
        if (const Square passed = step(from, back, i); passed == NoSquare || occupied_at(occupied, passed)) return 0;
      const Square to = step(from, back, steps);
      return to == NoSquare ? 0 : square_bb(to);
    }
    case Reach::EagleEquiHop: {
      int steps = 1;
      Square hurdle = line.next();
      for (; hurdle != NoSquare && !occupied_at(occupied, hurdle); hurdle = line.next()) ++steps;
      if (hurdle == NoSquare) return 0;
      Bitboard field = 0;
      for (const Vector w : {turned_left(v), turned_right(v)}) {
        bool open = true;
        for (int i = 1; i < steps && open; ++i) {
          const Square passed = step(hurdle, w, i);
          open = passed != NoSquare && !occupied_at(occupied, passed);
        }
        const Square to = step(hurdle, w, steps);
        if (open && to != NoSquare) field |= square_bb(to);
      }
      return field;
    }
    case Reach::EagleEquiLeap: {
      const Square hurdle = step(from, v);
      if (hurdle == NoSquare || !occupied_at(occupied, hurdle)) return 0;
      Bitboard field = 0;
      for (const Vector w : {turned_left(v), turned_right(v)})
        if (const Square to = step(hurdle, w); to != NoSquare) field |= square_bb(to);
      return field;
    }
    default:
      // The reaches found for the whole part at once (whole_part: part_field).
      assert(whole_part(part.reach));
      return 0;
  }
}

// The queen's eight directions in circular order, for the angle hoppers' turns.
constexpr Vector Compass[8] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

int compass_index(Vector v) {
  for (int i = 0; i < 8; ++i)
    if (Compass[i].files == v.files && Compass[i].ranks == v.ranks) return i;
  return -1;
}

Vector plus(Vector a, Vector b) {
  return {static_cast<std::int8_t>(a.files + b.files), static_cast<std::int8_t>(a.ranks + b.ranks)};
}

// The squares next to the hurdle that an angle hopper coming along `v`
// reaches, turning as `turns` allows; never its own square.
Bitboard angle_hop_landings(std::uint8_t turns, Square from, Square hurdle, Vector v) {
  const int course = compass_index(v);
  if (course < 0) return 0;
  Bitboard field = 0;
  const auto land = [&](Vector w) {
    const Square to = step(hurdle, w);
    if (to != NoSquare && to != from) field |= square_bb(to);
  };
  for (int eighths = 0; eighths <= 4; ++eighths)
    if (turns & (1 << eighths)) {
      land(Compass[(course + eighths) % 8]);
      land(Compass[(course + 8 - eighths) % 8]);
    }
  if (turns & Turn::Knight) {
    land(plus(Compass[course], Compass[(course + 1) % 8]));
    land(plus(Compass[course], Compass[(course + 7) % 8]));
  }
  return field;
}

// The edge squares, for the Edgehog and the Bouncy knight.
constexpr Bitboard Edge = 0xff818181818181ffULL;

Vector oriented(Vector v, const Walk& walk, Side side) {
  if (walk.forward_only && side == Side::Black) v.ranks = static_cast<std::int8_t>(-v.ranks);
  return v;
}

// Calls visit(vector, line) for each line of the part from `from`: one per
// vector (per pair of a zigzag), or two for a circular part, turning either way.
template <typename Visit>
void for_each_line(const WalkPart& part, const Walk& walk, Side side, Square from, Visit visit) {
  for (int i = 0; i < part.count; ++i) {
    const Vector v = oriented(part.vectors[i], walk, side);
    switch (part.shape) {
      case Shape::Straight: visit(v, Line(from, v, v)); break;
      case Shape::Zigzag: visit(v, Line(from, v, oriented(part.vectors[++i], walk, side))); break;
      case Shape::Circular:
        visit(v, Line(from, part, i, 1));
        visit(v, Line(from, part, i, -1));
        break;
    }
  }
}

// Two grasshopper hops: along each line to the square past its first piece,
// which must be empty, then from there along any line of the part.
Bitboard double_hops(const WalkPart& part, Square from, Bitboard occupied) {
  Bitboard field = 0;
  for (int i = 0; i < part.count; ++i) {
    Line first(from, part.vectors[i], part.vectors[i]);
    if (first.next_piece(occupied) == NoSquare) continue;
    const Square middle = first.next();
    if (middle == NoSquare || occupied_at(occupied, middle)) continue;
    for (int j = 0; j < part.count; ++j) {
      Line second(middle, part.vectors[j], part.vectors[j]);
      if (second.next_piece(occupied) == NoSquare) continue;
      const Square to = second.next();
      if (to != NoSquare && to != from) field |= square_bb(to);
    }
  }
  return field;
}

// The leaps of the tree and leaf hoppers by family: a family is a vector
// (low, high), 0 <= low <= high <= 7, with its eight images under the board's
// symmetries; 35 families.
namespace leap_families {
constexpr int Count = 35;
constexpr int of(int files, int ranks) {
  const int low = std::min(std::abs(files), std::abs(ranks)), high = std::max(std::abs(files), std::abs(ranks));
  return (high - 1) * (high + 2) / 2 + low;
}
struct Tables {
  std::array<std::array<Bitboard, Count>, 64> ring{};     // the squares one leap of a family away
  std::array<std::array<std::int8_t, 4>, Count> alike{};  // the families of the same length, -1 after the last
  std::array<std::array<std::uint64_t, 8>, 8> bit{};      // by a vector's files and ranks, 0 to 7
  Tables() {
    for (int files = 0; files < 8; ++files)
      for (int ranks = 0; ranks < 8; ++ranks)
        bit[files][ranks] = files || ranks ? std::uint64_t{1} << of(files, ranks) : 0;
    std::array<int, Count> length{};
    for (int from = 0; from < 64; ++from)
      for (int to = 0; to < 64; ++to) {
        const int files = file_of(Square(to)) - file_of(Square(from)),
                  ranks = rank_of(Square(to)) - rank_of(Square(from));
        if (to == from) continue;
        ring[from][of(files, ranks)] |= square_bb(Square(to));
        length[of(files, ranks)] = files * files + ranks * ranks;
      }
    for (int f = 0; f < Count; ++f) {
      int n = 0;
      for (int g = 0; g < Count; ++g)
        if (length[g] == length[f]) alike[f][n++] = static_cast<std::int8_t>(g);
      while (n < 4) alike[f][n++] = -1;
    }
  }
};
const Tables tables;
}  // namespace leap_families

// Tree and leaf hoppers (Reach::TreeHop, Reach::LeafHop): a hurdle one
// vector of the part away, then one vector of the part of the same length,
// from the hurdle or from the start. The hurdles are found among the men on
// the board, the landing squares in the table of families.
Bitboard radial_hops(const WalkPart& part, Square from, Bitboard occupied, Bitboard hurdles) {
  using namespace leap_families;
  std::uint64_t in_part = 0;
  for (int i = 0; i < part.count; ++i)
    in_part |= tables.bit[std::abs(part.vectors[i].files)][std::abs(part.vectors[i].ranks)];
  Bitboard field = 0;
  for (Bitboard men = occupied & hurdles & ~square_bb(from); men;) {
    const Square hurdle = pop_lowest(men);
    const int family = of(file_of(hurdle) - file_of(from), rank_of(hurdle) - rank_of(from));
    if (!(in_part >> family & 1)) continue;
    const Square base = part.reach == Reach::LeafHop ? from : hurdle;
    Bitboard landing = 0;
    for (const std::int8_t alike : tables.alike[family])
      if (alike >= 0 && (in_part >> alike & 1)) landing |= tables.ring[base][alike];
    // A leaf hop does not land on its own hurdle; no hop lands where it started.
    field |= landing & ~square_bb(from) & (part.reach == Reach::LeafHop ? ~square_bb(hurdle) : ~Bitboard{0});
  }
  return field;
}

// A pawn's step or capture for the pawned pieces (Reach::PawnStep, Reach::PawnCapture).
Bitboard pawn_part(Reach reach, Side side, Square from, Bitboard occupied) {
  const int rank = side == Side::White ? rank_of(from) : 7 - rank_of(from);
  if (rank == 0) return 0;
  const std::int8_t ahead = side == Side::White ? 1 : -1;
  if (reach == Reach::PawnCapture) {
    Bitboard field = 0;
    for (const std::int8_t files : {-1, 1})
      if (const Square to = step(from, Vector{files, ahead}); to != NoSquare) field |= square_bb(to);
    return field;
  }
  const Square one = step(from, Vector{0, ahead});
  if (one == NoSquare || occupied_at(occupied, one)) return 0;
  const Square two = rank == 1 ? step(one, Vector{0, ahead}) : NoSquare;
  return square_bb(one) | (two != NoSquare && !occupied_at(occupied, two) ? square_bb(two) : 0);
}

// Leaps of the part from `from`; from an empty edge square `bounces` more (the Bouncy knight).
Bitboard bouncy_leaps(const WalkPart& part, Square from, Bitboard occupied, int bounces) {
  Bitboard field = 0;
  for (int i = 0; i < part.count; ++i) {
    const Square to = step(from, part.vectors[i]);
    if (to == NoSquare) continue;
    field |= square_bb(to);
    if (bounces > 0 && !occupied_at(occupied, to) && (Edge & square_bb(to)))
      field |= bouncy_leaps(part, to, occupied, bounces - 1);
  }
  return field;
}

// Leaps of the part repeated over empty squares in any order (the Ubi-Ubi),
// and the pieces they reach.
Bitboard leap_flood(const WalkPart& part, Square from, Bitboard occupied) {
  Bitboard reached = 0, frontier = square_bb(from);
  while (frontier) {
    const Square s = pop_lowest(frontier);
    for (int i = 0; i < part.count; ++i) {
      const Square to = step(s, part.vectors[i]);
      if (to == NoSquare || to == from || (reached & square_bb(to))) continue;
      reached |= square_bb(to);
      if (!occupied_at(occupied, to)) frontier |= square_bb(to);
    }
  }
  return reached;
}

// A ride along `v` from `from`, turned 90 degrees either way at the edge,
// `reflections` times at most (the reflecting bishops). Popeye turns no
// ride whose first step is off the board; turned, such a ride would only
// retrace, with fewer reflections, a ride the piece makes anyway.
Bitboard reflected_ride(Square from, Vector v, Bitboard occupied, int reflections) {
  Bitboard field = 0;
  Square last = from;
  for (Square s = step(from, v); s != NoSquare; s = step(s, v)) {
    field |= square_bb(s);
    if (occupied_at(occupied, s)) return field;
    last = s;
  }
  if (reflections > 0)
    for (const Vector w : {turned_left(v), turned_right(v)})
      field |= reflected_ride(last, w, occupied, reflections - 1);
  return field;
}

// The squares of a part that is not followed line by line, or 0.
Bitboard part_field(const WalkPart& part, Side side, Square from, Bitboard occupied, Bitboard enemies) {
  switch (part.reach) {
    case Reach::DoubleHop: return double_hops(part, from, occupied);
    case Reach::PawnStep:
    case Reach::PawnCapture: return pawn_part(part.reach, side, from, occupied);
    case Reach::BouncyLeap: return bouncy_leaps(part, from, occupied, part.distance);
    case Reach::LeapFlood: return leap_flood(part, from, occupied);
    case Reach::EnemyTreeHop: return radial_hops(part, from, occupied, enemies);
    case Reach::Reflect: {
      Bitboard field = 0;
      for (int i = 0; i < part.count; ++i) field |= reflected_ride(from, part.vectors[i], occupied, part.distance);
      return field;
    }
    default: return radial_hops(part, from, occupied, ~Bitboard{0});
  }
}

// The man a hop along one line from `from` goes over to land on `to`
// (Hop, Lion, EquiHop, EquiLeap, AngleHop, ContraHop), or NoSquare: the
// course does not land there, or the reach has no single hurdle.
Square hurdle_along(const WalkPart& part, Square from, Vector v, Line line, Bitboard occupied, Square to) {
  const Bitboard target = square_bb(to);
  switch (part.reach) {
    case Reach::Hop:
    case Reach::AngleHop:
    case Reach::EquiHop:
    case Reach::ContraHop: {
      // The hurdle is the first man on the line (the contra-grasshopper's next to it).
      Line ahead = line;
      const Square hurdle = part.reach == Reach::ContraHop ? ahead.next() : ahead.next_piece(occupied);
      if (hurdle == NoSquare || !occupied_at(occupied, hurdle)) return NoSquare;
      return reach_along(part, from, v, line, occupied) & target ? hurdle : NoSquare;
    }
    case Reach::Lion: {
      if (part.distance != 1) return NoSquare;
      const Square hurdle = line.next_piece(occupied);
      return hurdle != NoSquare && (line.ray(occupied) & target) ? hurdle : NoSquare;
    }
    case Reach::EquiLeap: return reach_along(part, from, v, line, occupied) & target ? step(from, v) : NoSquare;
    default: return NoSquare;
  }
}

}  // namespace

Bitboard walk_field(const Walk& walk, Side side, Square from, Bitboard occupied, Field field, Bitboard enemies) {
  const Mode excluded = field == Field::Moves ? Mode::CaptureOnly : Mode::MoveOnly;
  Bitboard result = 0;
  for (int p = 0; p < walk.count; ++p) {
    const WalkPart& part = walk.parts[p];
    if (part.mode == excluded || (field == Field::DirectCaptures && captures_remotely(part.reach))) continue;
    if (!(part.files & (1 << file_of(from)))) continue;
    if (whole_part(part.reach)) {
      result |= part_field(part, side, from, occupied, enemies);
      continue;
    }
    for_each_line(part, walk, side, from,
                  [&](Vector v, Line line) { result |= reach_along(part, from, v, line, occupied); });
  }
  if (walk.crosses_edge) result &= (Edge & square_bb(from)) ? ~Edge : Edge;
  return result;
}

Bitboard walk_field_bound(const Walk& walk, Side side, Square from) {
  Bitboard bound = 0;
  for (int p = 0; p < walk.count; ++p) {
    const WalkPart& part = walk.parts[p];
    if (part.shape != Shape::Straight) return ~Bitboard{0};
    int steps = 0;  // how far along each vector the part's squares lie; 0: anywhere on its line
    switch (part.reach) {
      case Reach::Leap: steps = 1; break;
      case Reach::Ride:
      case Reach::Hop:
      case Reach::Lion:
      case Reach::Kangaroo:
      case Reach::KangarooLion:
      case Reach::Locust:
      case Reach::LocustLeap:
      case Reach::EquiHop:
      case Reach::ContraHop: break;
      default: return ~Bitboard{0};
    }
    for (int i = 0; i < part.count; ++i) {
      const Vector v = oriented(part.vectors[i], walk, side);
      for (int k = 1; (steps == 0 || k <= steps) && step(from, v, k) != NoSquare; ++k)
        bound |= square_bb(step(from, v, k));
    }
  }
  return bound;
}

int remote_captures(const Walk& walk, Side side, Square from, Bitboard occupied,
                    std::array<RemoteCapture, MaxRemoteCaptures>& out) {
  int count = 0;
  for (int p = 0; p < walk.count; ++p) {
    const WalkPart& part = walk.parts[p];
    if (!captures_remotely(part.reach)) continue;
    for_each_line(part, walk, side, from, [&](Vector, Line line) {
      const RemoteCapture capture = remote_capture_along(part.reach, line, occupied);
      if (capture.captured == NoSquare) return;
      for (int i = 0; i < count; ++i)
        if (out[i].captured == capture.captured && out[i].landing == capture.landing) return;
      out[count++] = capture;
    });
  }
  return count;
}

int hurdles(const Walk& walk, Side side, Square from, Square to, Bitboard occupied, bool capture,
            std::array<Square, MaxHurdles>& out) {
  const Mode excluded = capture ? Mode::MoveOnly : Mode::CaptureOnly;
  int count = 0;
  for (int p = 0; p < walk.count; ++p) {
    const WalkPart& part = walk.parts[p];
    if (part.mode == excluded || whole_part(part.reach) || !(part.files & (1 << file_of(from)))) continue;
    for_each_line(part, walk, side, from, [&](Vector v, Line line) {
      const Square hurdle = hurdle_along(part, from, v, line, occupied, to);
      if (hurdle == NoSquare || count == MaxHurdles ||
          std::find(out.begin(), out.begin() + count, hurdle) != out.begin() + count)
        return;
      out[count++] = hurdle;
    });
  }
  return count;
}

bool reaches_by_several_courses(const Walk& walk) {
  for (int i = 0; i < walk.count; ++i) {
    const WalkPart& part = walk.parts[i];
    if (part.shape != Shape::Straight) return true;
    switch (part.reach) {
      case Reach::Leap:
      case Reach::Ride:
      case Reach::Hop:
      case Reach::Lion:
      case Reach::Kangaroo:
      case Reach::KangarooLion:
      case Reach::Mao:
      case Reach::Moa:
      case Reach::MaoRide:
      case Reach::MoaRide:
      case Reach::Locust:
      case Reach::LocustLeap:
      case Reach::EquiHop:
      case Reach::EquiLeap:
      case Reach::ContraHop:
      case Reach::PawnStep:
      case Reach::PawnCapture: break;
      default: return true;
    }
    for (int j = 0; j < i; ++j)
      for (int a = 0; a < part.count; ++a)
        for (int b = 0; b < walk.parts[j].count; ++b)
          if (part.vectors[a].files == walk.parts[j].vectors[b].files &&
              part.vectors[a].ranks == walk.parts[j].vectors[b].ranks)
            return true;
  }
  return false;
}

}  // namespace feerie
