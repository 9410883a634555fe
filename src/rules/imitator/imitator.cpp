#include "rules/imitator/imitator.h"

#include <array>
#include <cstdlib>
#include <numeric>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "io/piece_reader.h"
#include "rules/registry.h"
#include "rules/rules.h"

namespace feerie {

namespace {

struct Offset {
  int files = 0;
  int ranks = 0;
  friend bool operator==(const Offset&, const Offset&) = default;
};

Offset operator*(int n, Offset o) { return {n * o.files, n * o.ranks}; }
Offset operator+(Offset a, Offset b) { return {a.files + b.files, a.ranks + b.ranks}; }
Offset operator-(Offset a, Offset b) { return {a.files - b.files, a.ranks - b.ranks}; }

Offset offset(Square from, Square to) { return {file_of(to) - file_of(from), rank_of(to) - rank_of(from)}; }

// The square `o` away from `square`, or NoSquare off the board.
Square shifted(Square square, Offset o) {
  const int file = file_of(square) + o.files, rank = rank_of(square) + o.ranks;
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return NoSquare;
  return make_square(file, rank);
}

// What each imitator must find to copy a move: the squares it passes or
// lands on empty, in order, and its hurdle occupied (offsets from it). As
// Popeye, the mover's departure counts as empty where a square is a step's
// arrival (`departure_free`) but not on a hopper's way to or past its hurdle
// nor as its hurdle; for a check, the checking piece's square is empty.
struct Course {
  std::array<Offset, 16> empty{};
  std::array<bool, 16> departure_free{};
  int empty_count = 0;
  Offset hurdle;
  bool has_hurdle = false;
  bool known = true;  // false: a walk whose imitation is not defined
  void pass(Offset o, bool free = true) {
    if (empty_count == static_cast<int>(empty.size())) return;
    departure_free[empty_count] = free;
    empty[empty_count++] = o;
  }
  // Every square of the line from `first` by `step` before `end`.
  void pass_line(Offset first, Offset step, Offset end, bool free = true) {
    for (Offset o = first; !(o == end) && empty_count < static_cast<int>(empty.size()); o = o + step) pass(o, free);
  }
};

// The vector whose multiple `d` is, n times, or {0, 0}.
Offset divide(Offset d, Offset v, int& n) {
  const int a = v.files ? d.files / v.files : (v.ranks ? d.ranks / v.ranks : 0);
  if (a < 1 || !(a * v == d)) return {};
  n = a;
  return v;
}

Offset primitive(Offset d) {
  const int g = std::gcd(std::abs(d.files), std::abs(d.ranks));
  return g ? Offset{d.files / g, d.ranks / g} : d;
}

// The part's vectors as they point for `side` (pawns' mirror for Black).
template <typename Visit>
void each_vector(const Walk& walk, const WalkPart& part, Side side, Visit visit) {
  for (int i = 0; i < part.count; ++i) {
    Offset v{part.vectors[i].files, part.vectors[i].ranks};
    if (walk.forward_only && side == Side::Black) v.ranks = -v.ranks;
    if (visit(v)) return;
  }
}

// A rider's course: each square of its line; a leaper's: its arrival.
void ride_or_leap(Course& course, Offset d, bool rides) {
  const Offset step = rides ? primitive(d) : d;
  course.pass_line(step, step, d + step);
}

// The course of a fairy piece's move, its walk read for the part that made it.
Course fairy_course(const Position& position, Square from, Offset d, const Walk& walk, Side side) {
  Course course;
  const Bitboard occupied = position.occupied() & ~square_bb(from);
  const auto occupied_at = [&](Offset o) {
    const Square s = shifted(from, o);
    return s != NoSquare && (occupied & square_bb(s));
  };
  bool rides = false, leaps = false;
  for (int p = 0; p < walk.count; ++p) {
    const WalkPart& part = walk.parts[p];
    bool found = false;
    switch (part.reach) {
      case Reach::Leap:
      case Reach::PawnCapture: leaps = true; break;
      case Reach::Ride:
      case Reach::PawnStep:
        each_vector(walk, part, side, [&](Offset v) { return rides = rides || primitive(d) == v; });
        leaps = true;
        break;
      case Reach::Hop:
        // Over the hurdle, `distance` squares beyond it.
        each_vector(walk, part, side, [&](Offset v) {
          int n = 0;
          if (divide(d, v, n) == Offset{}) return false;
          if (n <= part.distance || !occupied_at((n - part.distance) * v)) return false;
          course.pass_line(v, v, (n - part.distance) * v, false);
          course.hurdle = (n - part.distance) * v;
          course.pass(d);
          return found = true;
        });
        break;
      case Reach::EquiHop:
      case Reach::EquiLeap:
        if (d.files % 2 == 0 && d.ranks % 2 == 0) {
          const Offset h{d.files / 2, d.ranks / 2};
          each_vector(walk, part, side, [&](Offset v) {
            int n = 0;
            if (divide(h, v, n) == Offset{} || !occupied_at(h)) return false;
            if (part.reach == Reach::EquiHop) {
              course.pass_line(v, v, h, false);
              course.pass_line(h + v, v, d + v, false);
            } else {
              course.pass(d);
            }
            course.hurdle = h;
            return found = true;
          });
        }
        break;
      case Reach::AngleHop:
        // Along a line to the hurdle, then one step turned.
        each_vector(walk, part, side, [&](Offset v) {
          for (int n = 1; n < 8; ++n) {
            const Offset h = n * v, w = d - h;
            if (std::abs(w.files) > 1 || std::abs(w.ranks) > 1 || w == Offset{} || w == v) continue;
            if (!occupied_at(h)) return false;
            course.pass_line(v, v, h, false);
            course.pass(d);
            course.hurdle = h;
            return found = true;
          }
          return false;
        });
        break;
      case Reach::Mao:
      case Reach::Moa: {
        // The corner passed: a step along the leap's longer (Mao) or a
        // diagonal step (Moa).
        const Offset unit{d.files > 0 ? 1 : -1, d.ranks > 0 ? 1 : -1};
        const bool long_files = std::abs(d.files) > std::abs(d.ranks);
        const Offset corner = part.reach == Reach::Moa ? unit
                              : long_files             ? Offset{unit.files, 0}
                                                       : Offset{0, unit.ranks};
        course.pass(corner);
        course.pass(d);
        found = true;
        break;
      }
      default: course.known = false; return course;
    }
    if (found) {
      course.has_hurdle = part.reach != Reach::Mao && part.reach != Reach::Moa;
      return course;
    }
  }
  if (!leaps)
    course.known = false;
  else
    ride_or_leap(course, d, rides);
  return course;
}

Course course_of(const Position& position, Square from, Square to) {
  const Piece piece = position.piece_on(from);
  const Offset d = offset(from, to);
  Course course;
  switch (piece.type) {
    case PieceType::King:
    case PieceType::Knight: ride_or_leap(course, d, false); break;
    case PieceType::Pawn:
    case PieceType::Bishop:
    case PieceType::Rook:
    case PieceType::Queen: ride_or_leap(course, d, true); break;
    default: return fairy_course(position, from, d, kind_of(piece.type).walk, piece.side);
  }
  return course;
}

// Whether every imitator finds the squares of `course` empty and its hurdle
// occupied, `start` away from it: the mover on `from` (`filled` occupied
// too), its square empty for a check (`check`) or where the course says so.
bool imitators_follow(const Position& position, Offset start, const Course& course, Square from, bool check,
                      Square filled = NoSquare) {
  const Bitboard board = position.occupied() | (filled == NoSquare ? 0 : square_bb(filled));
  const Bitboard vacated = board & ~square_bb(from);
  for (const Square imitator : position.imitators()) {
    for (int i = 0; i < course.empty_count; ++i) {
      const Square s = shifted(imitator, start + course.empty[i]);
      const Bitboard occupied = check || course.departure_free[i] ? vacated : board;
      if (s == NoSquare || (occupied & square_bb(s))) return false;
    }
    if (course.has_hurdle) {
      const Square s = shifted(imitator, start + course.hurdle);
      if (s == NoSquare || !((check ? vacated : board) & square_bb(s))) return false;
    }
  }
  return true;
}

// Castling: the imitators follow the king, then (0-0-0) the rook.
bool imitators_follow_castling(const Position& position, const Move& move) {
  const bool short_side = move.kind == MoveKind::CastleShort;
  const int toward = short_side ? 1 : -1;
  Course king;
  king.pass_line({toward, 0}, {toward, 0}, {3 * toward, 0});
  if (!imitators_follow(position, {}, king, move.from, false)) return false;
  if (short_side) return true;
  // The rook's three steps, the king standing on its arrival square.
  Course rook;
  rook.pass_line({1, 0}, {1, 0}, {4, 0});
  return imitators_follow(position, {-2, 0}, rook, move.from, false, move.to);
}

bool promotes_into_imitator(const Move& move) {
  return move.choice_type == PieceType::Pawn && move.promotion == PieceType::None;
}

bool imitator_promotions(const Position& position) {
  if (!position.rules()) return true;
  for (const auto& condition : position.rules()->conditions())
    if (dynamic_cast<const NoImitatorPromotion*>(condition.get())) return false;
  return true;
}

}  // namespace

std::string Imitator::name() const {
  std::string text = "Imitator";
  for (const Square square : squares_) text += " " + square_name(square);
  return text;
}

bool Imitator::can_follow(const Position& position, Square from, Square to, bool check) {
  const Course course = course_of(position, from, to);
  return course.known && imitators_follow(position, {}, course, from, check);
}

void Imitator::generate(const Position& position, MoveList& moves) const {
  std::size_t kept = 0;
  for (const Move& move : moves) {
    const bool follows = move.is_castling() ? imitators_follow_castling(position, move)
                                            : can_follow(position, move.start(), move.to, false);
    if (follows) moves[kept++] = move;
  }
  moves.truncate(kept);
}

void Imitator::expand(Position& position, const Move& move, MoveList& out) const {
  // The promotion into an imitator comes first, beside the first promotion;
  // none beyond the imitators the position holds (Popeye stops there).
  const Piece mover = position.piece_on(move.from);
  const auto types = position.promotion_types(mover.type);
  if (move.promotion != PieceType::None && !types.empty() && move.promotion == types.front() &&
      !move.chameleon_promotion && move.choice_type == PieceType::None && imitator_promotions(position) &&
      position.imitators().size() < static_cast<std::size_t>(Position::ImitatorCapacity)) {
    Move imitator = move;
    imitator.promotion = PieceType::None;
    imitator.choice_type = PieceType::Pawn;
    out.push(imitator);
  }
  out.push(move);
}

void Imitator::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  int delta = move.to - move.start();
  if (move.is_castling()) delta += displacement.rook_to - displacement.rook_from;
  position.shift_imitators(delta);
  if (promotes_into_imitator(move)) {
    position.remove(move.to);
    position.add_imitator(move.to);
  }
}

bool Imitator::check_counts(const Position& position, Square attacker, Square king) const {
  // A castling king's passage is judged as the king standing there.
  if (position.piece_on(attacker).empty()) return true;
  return can_follow(position, attacker, king, true);
}

void Imitator::prepare(Position& position) const { position.set_imitators(squares_); }

std::string Imitator::refusal(const Position& position) const {
  for (const Square square : squares_)
    if (!position.piece_on(square).empty())
      return "Imitator: a piece stands on the imitator's square " + square_name(square);
  for (Bitboard fairy = position.fairy_pieces(); fairy;) {
    const Square square = pop_lowest(fairy);
    const PieceType type = position.piece_on(square).type;
    bool known = true;
    const Walk& walk = kind_of(type).walk;
    for (int p = 0; p < walk.count; ++p) switch (walk.parts[p].reach) {
        case Reach::Leap:
        case Reach::PawnCapture:
        case Reach::Ride:
        case Reach::PawnStep:
        case Reach::Hop:
        case Reach::EquiHop:
        case Reach::EquiLeap:
        case Reach::AngleHop:
        case Reach::Mao:
        case Reach::Moa: break;
        default: known = false;
      }
    if (!known || walk.count == 0)
      return "Imitator: the imitation of the " + std::string(kind_of(type).name) + " is not supported";
  }
  return {};
}

std::unique_ptr<Condition> make_imitator(ConditionWords& words) {
  // One word of squares ("a2c3"), as Popeye reads it; at most ten.
  const auto refuse = [](const std::string& found) {
    throw ConditionError("Imitator: expected the imitators' squares in one word (e.g. a2c3, at most " +
                         std::to_string(Position::ImitatorCapacity) + ")" +
                         (found.empty() ? std::string() : ", found '" + found + "'"));
  };
  if (words.done()) refuse("");
  const std::string_view word = words.peek();
  if (word.empty() || word.size() % 2 != 0 || word.size() / 2 > Position::ImitatorCapacity) refuse(std::string(word));
  std::vector<Square> squares;
  for (std::size_t i = 0; i < word.size(); i += 2) {
    const Square square = parse_square(word.substr(i, 2));
    if (square == NoSquare) refuse(std::string(word));
    squares.push_back(square);
  }
  words.take();
  return std::make_unique<Imitator>(std::move(squares));
}

std::unique_ptr<Condition> make_no_imitator_promotion(ConditionWords&) {
  return std::make_unique<NoImitatorPromotion>();
}

}  // namespace feerie
