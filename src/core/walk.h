// How a piece moves, as data: a walk is a few parts, each a set of vectors
// with a way of reaching along them and whether it moves, captures or both.
// Most fairy pieces are one line of such data (see piece_catalogue.cpp); the
// orthodox six keep their bitboard tables and never come here.
#pragma once

#include <array>
#include <cstdint>

#include "core/bitboard.h"

namespace feerie {

// One vector: files and ranks, for White (forward = towards rank 8).
struct Vector {
  std::int8_t files = 0;
  std::int8_t ranks = 0;
};

enum class Reach : std::uint8_t {
  Leap,          // to the vector's square, over anything
  Ride,          // along the vector over empty squares, up to the first piece
  Hop,           // over the first piece on the line (the hurdle), `distance` squares beyond it
  Lion,          // over the first `distance` pieces on the line, to any square beyond up to the next piece
  Kangaroo,      // over two pieces on the line, to the square just beyond the second
  KangarooLion,  // over two pieces on the line, to any square beyond the second up to the next piece
  Mao,           // a leap of (1,2) through the orthogonally adjacent square, which must be empty
  Moa,           // a leap of (1,2) through the diagonally adjacent square, which must be empty
  MaoRide,       // repeated Mao leaps over empty squares
  MoaRide,       // repeated Moa leaps over empty squares
  // Lions of the Maorider and Moarider: along their course to the first
  // piece, on a square passed or landed on, and on beyond it (BentLion).
  MaoRideLion,
  MoaRideLion,
  // Captures elsewhere than on the arrival square (capture-only parts):
  Locust,      // the first piece on the line, landing on the square just beyond, which must be empty
  LocustLeap,  // the piece on the vector's square, landing one vector beyond on an empty square
  // Equihoppers: over a hurdle to the square as far beyond it as it is away.
  EquiHop,   // over the first piece on the line, the line beyond it empty up to the landing square
  EquiLeap,  // over the piece on the vector's square, whatever stands between (non-stop)
  // Hoppers that change course at the hurdle (the angle hoppers): over the
  // first piece on the line to the square next to it in each direction
  // `turns` allows (WalkPart::turns).
  AngleHop,
  // Contra-grasshopper: over a piece next to it, to any square beyond up to the next piece.
  ContraHop,
  // The Bouncer: as far back along the line as the first piece (or the
  // square past the edge) stands ahead, the squares between empty.
  Bounce,
  // Two grasshopper hops along the part's lines, the square after the
  // first empty, the second from there in any of the part's directions.
  DoubleHop,
  // Tree and leaf hoppers: over a piece one vector away to any square one
  // vector of the same length beyond it (TreeHop), or to any square one
  // vector of that length away from the start but the hurdle's (LeafHop).
  // The part holds one vector (0 <= files <= ranks) per family of eight.
  TreeHop,
  LeafHop,
  // Eagle equihoppers: over the first piece on the line, then turned 90
  // degrees either way to the square as far from it, the squares between
  // empty (EagleEquiHop); over the piece on the vector's square, then turned
  // so, one vector on (EagleEquiLeap: the leaps no piece can block).
  EagleEquiHop,
  EagleEquiLeap,
  // The pawn's part of the pawned pieces (Dragon, Gryphon, Ship), which do
  // not promote: a step forward, two from the second rank (PawnStep), or a
  // capture diagonally forward (PawnCapture); neither from the first rank.
  PawnStep,
  PawnCapture,
  // The Bouncy knight: a leap, and from an empty edge square up to
  // `distance` more (BouncyLeap); the Ubi-Ubi: any number of leaps over
  // empty squares (LeapFlood).
  BouncyLeap,
  LeapFlood,
  // The Radial knight: a tree hop (greater) whose hurdle is an enemy piece.
  EnemyTreeHop,
  // Reflecting bishops: a ride that, stopped by the edge, turns 90 degrees
  // either way from its last square, up to `distance` times.
  Reflect,
  // The Maohopper and Moahopper: the Mao's (Moa's) leap of (1,2), the
  // square it passes occupied (the hurdle) instead of empty.
  MaoHop,
  MoaHop,
};

// The shape of a part's lines.
enum class Shape : std::uint8_t {
  Straight,  // one vector repeated
  // From each vector the line turns to the next one at every step, either
  // way round, and ends before it comes back to its start (the rose's
  // octagon of knight leaps: the vectors in circular order).
  Circular,
  // The vectors go in pairs (zig, zag), each line alternating its pair's two
  // vectors (the spiral springers).
  Zigzag,
};

// Does the reach capture a piece elsewhere than where the capturer lands?
constexpr bool captures_remotely(Reach reach) { return reach == Reach::Locust || reach == Reach::LocustLeap; }

enum class Mode : std::uint8_t { MoveAndCapture, MoveOnly, CaptureOnly };

// The course an angle hopper may take from its hurdle: bit k turns k eighths
// of a circle either way (0 straight on, 4 back), KnightTurn half an eighth
// (the knight's leaps beside the line: the Scarabeus).
namespace Turn {
constexpr std::uint8_t Straight = 1 << 0, Eighth = 1 << 1, Quarter = 1 << 2, ThreeEighths = 1 << 3, Back = 1 << 4,
                       Knight = 1 << 5;
}

struct WalkPart {
  Reach reach = Reach::Leap;
  Mode mode = Mode::MoveAndCapture;
  std::uint8_t distance = 1;  // Hop: squares beyond the hurdle (grasshopper 1, G2 2, ...); Lion: hurdles
  std::uint8_t count = 0;
  std::array<Vector, 48> vectors{};
  Shape shape = Shape::Straight;
  std::uint8_t turns = 0;  // AngleHop: the courses from the hurdle (Turn)
  // The files (bit 0 = a) from which the part moves: all but for the
  // Querquisite, which moves as the game array's piece of its file.
  std::uint8_t files = 0xff;
};

struct Walk {
  std::uint8_t count = 0;
  std::array<WalkPart, 4> parts{};
  // Vectors mirror for Black (pawns and their relatives move forward only).
  bool forward_only = false;
  // A move goes from an edge square to an inner one or from an inner square
  // to the edge (the Edgehog).
  bool crosses_edge = false;
};

// The squares of a piece's field from `from` given the occupancy: where it
// may move (empty or not: the caller keeps the empty ones) or where it
// captures (the caller keeps the enemy pieces; an empty square in the capture
// field is a square the piece observes, as for castling through check).
// Captures are the squares of the pieces it may capture, those it takes by
// hopping over them included (its observation); DirectCaptures only those
// where it lands on the captured piece's square.
// `enemies`: the pieces of the other side, for the walks that hop only over
// them (sides_matter); where not given, every piece counts as one.
enum class Field : std::uint8_t { Moves, Captures, DirectCaptures };
Bitboard walk_field(const Walk& walk, Side side, Square from, Bitboard occupied, Field field,
                    Bitboard enemies = ~Bitboard{0});

// A bound of the walk's field from `from` on any board: every square that
// walk_field (moves or captures) may hold, and perhaps others. Straight
// lines of the simple reaches bound it tightly; the others are not bounded.
Bitboard walk_field_bound(const Walk& walk, Side side, Square from);
// Whether a piece of the walk may reach one square by two courses (a
// course that turns, bounces or repeats a leap, or two parts along one
// vector), which Popeye generates as two moves: conditions that count a
// side's or a piece's moves (MultiCaptures, CAST) refuse such pieces.
bool reaches_by_several_courses(const Walk& walk);

// A capture that takes the piece on `captured` and lands on `landing` (a locust's).
struct RemoteCapture {
  Square captured = NoSquare;
  Square landing = NoSquare;
};
// The walk's captures elsewhere than on the landing square, of any piece
// (the caller keeps those of enemy pieces); returns how many were written.
constexpr int MaxRemoteCaptures = 64;
int remote_captures(const Walk& walk, Side side, Square from, Bitboard occupied,
                    std::array<RemoteCapture, MaxRemoteCaptures>& out);

// The men a hopper of the walk hops over from `from` to `to` (its
// capturing parts if `capture`, else its moving parts) on the board
// `occupied` as it stands before the move: one per course, each once (an
// angle hopper may reach a square over two). Only the reaches with one
// hurdle count: Hop, Lion (over one man), EquiHop, EquiLeap, AngleHop and
// ContraHop. Returns how many were written.
constexpr int MaxHurdles = 8;
int hurdles(const Walk& walk, Side side, Square from, Square to, Bitboard occupied, bool capture,
            std::array<Square, MaxHurdles>& out);

// Does the walk capture elsewhere than where it lands (locusts, marine pieces)?
constexpr bool captures_remotely(const Walk& walk) {
  for (int p = 0; p < walk.count; ++p)
    if (captures_remotely(walk.parts[p].reach)) return true;
  return false;
}

// Does the walk tell the sides apart (a hurdle that must be an enemy piece)?
constexpr bool sides_matter(const Walk& walk) {
  for (int p = 0; p < walk.count; ++p)
    if (walk.parts[p].reach == Reach::EnemyTreeHop) return true;
  return false;
}

// Building walks, for the catalogue.
// The 8 (or 4) vectors of an (m,n) leap in every direction.
constexpr WalkPart symmetric(Reach reach, int m, int n, Mode mode = Mode::MoveAndCapture) {
  WalkPart part{reach, mode, 1, 0, {}, Shape::Straight};
  const int signs[2] = {1, -1};
  for (const int a : {m, n})
    for (const int sa : signs)
      for (const int sb : signs) {
        const int b = a == m ? n : m;
        const Vector v{static_cast<std::int8_t>(sa * a), static_cast<std::int8_t>(sb * b)};
        bool known = false;
        for (int i = 0; i < part.count; ++i)
          known = known || (part.vectors[i].files == v.files && part.vectors[i].ranks == v.ranks);
        if (!known) part.vectors[part.count++] = v;
      }
  return part;
}
// Orthogonal and/or diagonal lines, as one part (rook, bishop or queen lines).
constexpr WalkPart lines(Reach reach, bool orthogonal, bool diagonal, Mode mode = Mode::MoveAndCapture) {
  WalkPart part{reach, mode, 1, 0, {}, Shape::Straight};
  const auto append = [&part](const WalkPart& set) {
    for (int i = 0; i < set.count; ++i) part.vectors[part.count++] = set.vectors[i];
  };
  if (orthogonal) append(symmetric(reach, 1, 0));
  if (diagonal) append(symmetric(reach, 1, 1));
  return part;
}
// Given vectors (for White), as pawns use them.
constexpr WalkPart vectors(Reach reach, Mode mode, std::initializer_list<Vector> list) {
  WalkPart part{reach, mode, 1, 0, {}, Shape::Straight};
  for (const Vector v : list) part.vectors[part.count++] = v;
  return part;
}
constexpr WalkPart with_distance(WalkPart part, int distance) {
  part.distance = static_cast<std::uint8_t>(distance);
  return part;
}
constexpr WalkPart with_turns(WalkPart part, std::uint8_t turns) {
  part.turns = turns;
  return part;
}
constexpr Walk walk_of(std::initializer_list<WalkPart> parts) {
  Walk walk;
  for (const WalkPart& part : parts) walk.parts[walk.count++] = part;
  return walk;
}

}  // namespace feerie
