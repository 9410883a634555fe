#include "solve/goal_reach.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <span>
#include <vector>

#include "core/bitboard.h"
#include "rules/rules.h"

namespace feerie {

namespace {

// No piece needs more moves than this to reach a square of the empty board
// (a pawn's promotion and a knight's tour to the far corner included).
constexpr int MaxDistance = 15;
constexpr std::uint8_t Unreachable = 0xff;

// How a piece of the relaxed game attacks.
enum RelaxedWalk : std::uint8_t { King, Queen, Rook, Bishop, Knight, WhitePawn, BlackPawn, WalkCount };

// The ways a piece can travel, each ending as a piece of one walk: the
// orthodox pieces as themselves; a pawn as a pawn, or promoted on the way to
// a queen (whose walk holds the rook's and the bishop's) or a knight.
enum Route : std::uint8_t {
  KingRoute,
  QueenRoute,
  RookRoute,
  BishopRoute,
  KnightRoute,
  WhitePawnRoute,
  BlackPawnRoute,
  WhiteToQueen,
  BlackToQueen,
  WhiteToKnight,
  BlackToKnight,
  RouteCount
};

constexpr RelaxedWalk walk_of(Route route) {
  switch (route) {
    case WhiteToQueen:
    case BlackToQueen: return Queen;
    case WhiteToKnight:
    case BlackToKnight: return Knight;
    default: return static_cast<RelaxedWalk>(route);
  }
}

// The routes of a piece; none for a fairy piece, which is taken to reach,
// guard and block every square.
std::span<const Route> routes_of(Piece piece) {
  static constexpr Route King_[] = {KingRoute}, Queen_[] = {QueenRoute}, Rook_[] = {RookRoute},
                         Bishop_[] = {BishopRoute}, Knight_[] = {KnightRoute},
                         WhitePawn_[] = {WhitePawnRoute, WhiteToQueen, WhiteToKnight},
                         BlackPawn_[] = {BlackPawnRoute, BlackToQueen, BlackToKnight};
  switch (piece.type) {
    case PieceType::King: return King_;
    case PieceType::Queen: return Queen_;
    case PieceType::Rook: return Rook_;
    case PieceType::Bishop: return Bishop_;
    case PieceType::Knight: return Knight_;
    case PieceType::Pawn: return piece.side == Side::White ? WhitePawn_ : BlackPawn_;
    default: return {};
  }
}

Bitboard empty_board_attacks(RelaxedWalk walk, Square square) {
  switch (walk) {
    case King: return king_attacks(square);
    case Queen: return queen_attacks(square, 0);
    case Rook: return rook_attacks(square, 0);
    case Bishop: return bishop_attacks(square, 0);
    case Knight: return knight_attacks(square);
    case WhitePawn: return pawn_attacks(Side::White, square);
    case BlackPawn: return pawn_attacks(Side::Black, square);
    case WalkCount: break;
  }
  return 0;
}

// A pawn's steps in the relaxed game: one rank forward, straight or
// diagonally (as if capturing), and two ranks straight from its first two
// ranks. On its last rank it has promoted and steps no more as a pawn.
Bitboard pawn_steps(Side side, Square square) {
  const int rank = relative_rank(side, square);
  if (rank == 7) return 0;
  const int forward = side == Side::White ? 8 : -8;
  const auto ahead = static_cast<Square>(square + forward);
  Bitboard steps = square_bb(ahead) | pawn_attacks(side, square);
  if (rank <= 1) steps |= square_bb(static_cast<Square>(ahead + forward));
  return steps;
}

using Row = std::array<std::uint8_t, 64>;

// Breadth-first distances from `from` over `steps`.
template <typename Steps>
Row distances_from(Square from, Steps&& steps) {
  Row distance;
  distance.fill(Unreachable);
  distance[from] = 0;
  std::deque<Square> queue{from};
  while (!queue.empty()) {
    const Square square = queue.front();
    queue.pop_front();
    for_each_square(steps(square), [&](Square next) {
      if (distance[next] != Unreachable) return;
      distance[next] = static_cast<std::uint8_t>(distance[square] + 1);
      queue.push_back(next);
    });
  }
  return distance;
}

// A set of the squares of a king's neighbourhood (Tables::guards) that a
// piece guards from a square it can reach, and the moves it needs to get
// there.
struct Option {
  std::uint16_t set;
  std::uint8_t moves;
};

struct Tables {
  // distance[route][from][to]: the fewest moves from `from` to `to`.
  std::array<std::array<Row, 64>, RouteCount> distance;
  // within[route][from][d]: the squares at most d moves away.
  std::array<std::array<std::array<Bitboard, MaxDistance + 1>, 64>, RouteCount> within;
  // covered[route][from][d]: the squares the piece can stand on or attack
  // after at most d moves (from one square or another).
  std::array<std::array<std::array<Bitboard, MaxDistance + 1>, 64>, RouteCount> covered;
  // guards[walk][king][s]: the squares of the king's neighbourhood (bit 0:
  // the king's square; bits 1 up: the squares next to it, in the order of
  // the board) that a piece of `walk` on s stands on or attacks.
  std::array<std::array<std::array<std::uint16_t, 64>, 64>, WalkCount> guards;
  // The options of a piece of each route on each square around each king,
  // cheapest first, none guarding less than a cheaper or equal one: listed
  // for a route and square when first asked (a problem meets few of them;
  // listing all would cost each run more than most problems take).
  struct OptionLists {
    std::once_flag listed;
    std::vector<Option> options;
    std::array<std::uint16_t, 65> begin{};  // each king's options, in `options`
  };
  mutable std::array<OptionLists, RouteCount * 64> option_lists;

  std::span<const Option> options(Route route, Square from, Square king) const {
    OptionLists& lists = option_lists[static_cast<std::size_t>(route) * 64 + from];
    std::call_once(lists.listed, [&] { list_options(route, from, lists); });
    return std::span(lists.options).subspan(lists.begin[king], lists.begin[king + 1] - lists.begin[king]);
  }

  Tables() {
    for (const Route route : {KingRoute, QueenRoute, RookRoute, BishopRoute, KnightRoute})
      for (Square from = 0; from < 64; ++from)
        distance[route][from] =
            distances_from(from, [route](Square s) { return empty_board_attacks(walk_of(route), s); });
    for (const Side side : {Side::White, Side::Black}) fill_pawn_routes(side);
    for (int route = 0; route < RouteCount; ++route)
      for (Square from = 0; from < 64; ++from) fill_within(static_cast<Route>(route), from);
    for (int walk = 0; walk < WalkCount; ++walk)
      for (Square king = 0; king < 64; ++king)
        for (Square s = 0; s < 64; ++s) {
          // A king never stands next to the other king, nor checks it.
          if (walk == King && ((king_attacks(king) | square_bb(king)) & square_bb(s))) {
            guards[walk][king][s] = 0;
            continue;
          }
          const Bitboard reach = empty_board_attacks(static_cast<RelaxedWalk>(walk), s) | square_bb(s);
          std::uint16_t mask = (reach & square_bb(king)) ? 1 : 0;
          int bit = 1;
          for_each_square(king_attacks(king), [&](Square flight) {
            if (reach & square_bb(flight)) mask |= static_cast<std::uint16_t>(1u << bit);
            ++bit;
          });
          guards[walk][king][s] = mask;
        }
  }

  void list_options(Route route, Square from, OptionLists& lists) const {
    std::vector<Option>& listed = lists.options;
    for (Square king = 0; king < 64; ++king) {
      const std::size_t first = listed.size();
      lists.begin[king] = static_cast<std::uint16_t>(first);
      // Cheapest first, so that an option is dropped where an earlier one
      // guards all it guards.
      for (int moves = 0; moves <= MaxDistance; ++moves) {
        const Bitboard ends = within[route][from][moves] & ~(moves ? within[route][from][moves - 1] : 0);
        for_each_square(ends, [&](Square s) {
          const std::uint16_t set = guards[walk_of(route)][king][s];
          if (!set) return;
          const bool dominated = std::any_of(listed.begin() + static_cast<std::ptrdiff_t>(first), listed.end(),
                                             [&](const Option& kept) { return (set & ~kept.set) == 0; });
          if (!dominated) listed.push_back({set, static_cast<std::uint8_t>(moves)});
        });
      }
    }
    lists.begin[64] = static_cast<std::uint16_t>(listed.size());
  }

  void fill_pawn_routes(Side side) {
    const bool white = side == Side::White;
    const Route as_pawn = white ? WhitePawnRoute : BlackPawnRoute;
    const Route to_queen = white ? WhiteToQueen : BlackToQueen, to_knight = white ? WhiteToKnight : BlackToKnight;
    const int last_rank = white ? 7 : 0;
    for (Square from = 0; from < 64; ++from) {
      distance[as_pawn][from] = distances_from(from, [side](Square s) { return pawn_steps(side, s); });
      distance[to_queen][from].fill(Unreachable);
      distance[to_knight][from].fill(Unreachable);
      for (int file = 0; file < 8; ++file) {
        const Square promotion = make_square(file, last_rank);
        const int steps = distance[as_pawn][from][promotion];
        if (steps == Unreachable) continue;
        for (Square to = 0; to < 64; ++to) {
          auto lower = [&](Route route, Route walk) {
            const int moves = steps + distance[walk][promotion][to];
            distance[route][from][to] = static_cast<std::uint8_t>(std::min<int>(distance[route][from][to], moves));
          };
          lower(to_queen, QueenRoute);
          lower(to_knight, KnightRoute);
        }
      }
    }
  }

  void fill_within(Route route, Square from) {
    for (int d = 0; d <= MaxDistance; ++d) {
      Bitboard reached = 0, guarded = 0;
      for (Square to = 0; to < 64; ++to)
        if (distance[route][from][to] <= d) {
          reached |= square_bb(to);
          guarded |= square_bb(to) | empty_board_attacks(walk_of(route), to);
        }
      within[route][from][d] = reached;
      covered[route][from][d] = guarded;
    }
  }
};

const Tables& tables() {
  static const Tables built;
  return built;
}

// Castling moves the king two squares and a rook two or three in one move:
// a king or rook that may castle is given one move more.
int castling_bonus(const Position& position, Square square) {
  const Piece piece = position.piece_on(square);
  const std::uint8_t rights = position.castling_rights();
  const bool white = piece.side == Side::White;
  if (!(rights & (white ? castling::E1 : castling::E8))) return 0;
  const std::uint8_t rooks = white ? castling::A1 | castling::H1 : castling::A8 | castling::H8;
  if (piece.type == PieceType::King) return (rights & rooks) ? 1 : 0;
  return piece.type == PieceType::Rook && (rights & rooks & castling::bit_of(square)) ? 1 : 0;
}

// A pawn that may promote to a fairy piece walks on as one: it is taken to
// reach, guard and block every square, as a fairy piece is.
bool moves_as_fairy(const Position& position, Piece piece) {
  if (routes_of(piece).empty()) return true;
  if (piece.type != PieceType::Pawn) return false;
  const auto promotions = position.promotion_types();
  return std::any_of(promotions.begin(), promotions.end(), [](PieceType type) {
    return type != PieceType::Queen && type != PieceType::Rook && type != PieceType::Bishop &&
           type != PieceType::Knight;
  });
}

int clamp_moves(int moves) { return std::clamp(moves, 0, MaxDistance); }

// A piece of the attacker: its routes and square, and one move more for a
// king or rook that may castle.
struct Guard {
  std::span<const Route> routes;
  Square square = NoSquare;
  int bonus = 0;
};

// The relaxed game at one node.
class Relaxation {
 public:
  Relaxation(const Position& position, const KingGoalBudget& budget)
      : king_(lowest_square(position.kings(budget.target))),
        king_bonus_(castling_bonus(position, king_)),
        attacker_moves_(clamp_moves(budget.attacker_moves)),
        target_moves_(clamp_moves(budget.target_moves)),
        needs_check_(budget.needs_check),
        holes_(position.holes()) {
    const Tables& table = tables();
    for (Bitboard pieces = position.pieces(opponent(budget.target)); pieces;) {
      const Square square = pop_lowest(pieces);
      const Piece piece = position.piece_on(square);
      if (moves_as_fairy(position, piece)) {
        guards_anything_ = true;
        continue;
      }
      const Guard guard{routes_of(piece), square, castling_bonus(position, square)};
      for (const Route route : guard.routes) {
        const Bitboard covered = table.covered[route][square][clamp_moves(attacker_moves_ + guard.bonus)];
        coverable_ |= covered;
        if (piece.type != PieceType::King) checkable_ |= covered;
      }
      guards_[guard_count_++] = guard;
    }
    for (Bitboard pieces = position.pieces(budget.target) & ~position.kings(budget.target); pieces;) {
      const Square square = pop_lowest(pieces);
      ++blockers_;
      const Piece piece = position.piece_on(square);
      const bool fairy = moves_as_fairy(position, piece);
      const int bonus = castling_bonus(position, square);
      for (int d = 0; d <= target_moves_; ++d) {
        if (fairy) {
          blockable_[d] |= d == 0 ? square_bb(square) : ~Bitboard{0};
          continue;
        }
        for (const Route route : routes_of(piece)) blockable_[d] |= table.within[route][square][clamp_moves(d + bonus)];
      }
    }
  }

  bool goal_reachable() const {
    if (guards_anything_) return true;
    const Tables& table = tables();
    for (Bitboard squares = table.within[KingRoute][king_][clamp_moves(target_moves_ + king_bonus_)] & ~holes_;
         squares;) {
      const Square k = pop_lowest(squares);
      const int walk = std::max(0, table.distance[KingRoute][king_][k] - king_bonus_);
      if (mateable_on(k, target_moves_ - walk)) return true;
    }
    return false;
  }

 private:
  // The moves the target's pieces other than its king need to stand on each
  // of `squares`, summed; any sum above `limit` may be told as limit + 1.
  int block_moves(Bitboard squares, int limit) const {
    int total = 0;
    for (int d = 0; d <= limit && total <= limit; ++d) total += popcount(squares & ~blockable_[d]);
    return total;
  }
  int block_moves(Square square, int limit) const { return block_moves(square_bb(square), limit); }

  // The king on k, with `block_moves` moves left for the target's other
  // pieces: can the attacker guard k (for mate) and enough of its flights
  // that the target blocks the others?
  bool mateable_on(Square k, int moves_left) const {
    // 1. Guarding k; blocking the flights that no piece of the attacker can
    // guard in any share of its moves (a flight a piece stands on already,
    // or a hole, is blocked for nothing). Each block is a piece of its own.
    if (needs_check_ && !(checkable_ & square_bb(k))) return false;
    const Bitboard neighbours = king_attacks(k) & ~holes_;
    const Bitboard flights = neighbours & ~blockable_[0];
    const int forced_blocks = popcount(neighbours & ~coverable_);
    if (forced_blocks > blockers_) return false;
    moves_left -= block_moves(flights & ~coverable_, moves_left);
    if (moves_left < 0) return false;
    const Bitboard open = flights & coverable_;
    if (forced_blocks + popcount(open) <= blockers_ && block_moves(open, moves_left) <= moves_left)
      return true;  // k is guarded by some piece (step 1)

    // 2. Each piece of the attacker ending on one square: can a share of
    // the attacker's moves guard k (for mate) and enough of the open flights
    // that the target blocks the others? Sets of squares are masks of k's
    // neighbourhood (Tables::guards).
    Question question;
    question.king = k;
    question.needs_check = needs_check_;
    question.block_moves = moves_left;
    question.blockers = blockers_ - forced_blocks;
    if (needs_check_) question.wanted = 1;
    int bit = 1;
    for_each_square(king_attacks(k), [&](Square flight) {
      if (open & square_bb(flight)) {
        question.wanted |= static_cast<std::uint16_t>(1u << bit);
        question.block[bit] = block_moves(flight, moves_left);
      }
      ++bit;
    });
    return attacker_moves_ <= 2 ? share_by_choice(question) : share_by_cost(question);
  }

  // The king's square and what must be guarded or blocked around it.
  struct Question {
    Square king = NoSquare;
    std::uint16_t wanted = 0;    // k (for mate) and the open flights
    std::array<int, 9> block{};  // moves to block each open flight
    bool needs_check = true;
    int block_moves = 0;  // the target's moves left for blocks
    int blockers = 0;     // its pieces left for blocks

    // Does guarding `set` leave the target enough to block the other open
    // flights?
    bool met_by(unsigned set) const {
      if (needs_check && !(set & 1)) return false;
      int moves = 0, pieces = 0;
      for (unsigned left = wanted & ~set & ~1u; left; left &= left - 1) {
        moves += block[std::countr_zero(left)];
        ++pieces;
      }
      return moves <= block_moves && pieces <= blockers;
    }
  };

  // At most the squares of the board for each of a pawn's three routes.
  static constexpr int MaxOptions = 3 * 64 + 1;

  // What `guard` can guard of the wanted squares with the moves the
  // attacker has, from each square it can reach; the empty set first.
  // Returns the number of options.
  int options_of(const Guard& guard, const Question& question, std::span<Option, MaxOptions> out) const {
    const int reach = attacker_moves_ + guard.bonus;
    int count = 0;
    out[count++] = {0, 0};
    // Each set of wanted squares once, at its fewest moves (many options
    // guard the same wanted squares).
    std::array<std::uint64_t, 8> listed{};
    for (const Route route : guard.routes)
      for (const Option& option : tables().options(route, guard.square, question.king)) {
        if (option.moves > reach) break;
        const auto set = static_cast<std::uint16_t>(option.set & question.wanted);
        if (!set) continue;
        const auto moves = static_cast<std::uint8_t>(std::max(0, option.moves - guard.bonus));
        std::uint64_t& word = listed[set / 64];
        const std::uint64_t bit = std::uint64_t{1} << (set % 64);
        if (!(word & bit)) {
          word |= bit;
          out[count++] = {set, moves};
          continue;
        }
        for (int o = 1; o < count; ++o)
          if (out[o].set == set) out[o].moves = std::min(out[o].moves, moves);
      }
    return count;
  }

  // For few attacker moves: each piece picks one of its options, at most as
  // many moves in all as the attacker has; a branch ends where even every
  // option of the pieces left together cannot meet the question.
  bool share_by_choice(const Question& question) const {
    std::array<Option, 4 * MaxOptions> options;
    std::array<int, 65> first{};       // the options of the i-th piece taking part
    std::array<unsigned, 65> later{};  // what the pieces from the i-th on could guard together
    int pieces = 0, count = 0;
    for (const Guard& guard : std::span(guards_.data(), guard_count_)) {
      if (count + MaxOptions > static_cast<int>(options.size())) return share_by_cost(question);
      const int own = options_of(guard, question, std::span<Option, MaxOptions>(options.data() + count, MaxOptions));
      if (own == 1) continue;  // nothing to guard
      first[pieces++] = count;
      count += own;
    }
    first[pieces] = count;
    for (int i = pieces; i-- > 0;) {
      later[i] = later[i + 1];
      for (int o = first[i]; o < first[i + 1]; ++o) later[i] |= options[o].set;
    }
    auto choose = [&](auto&& self, int piece, int moves_left, unsigned guarded) -> bool {
      if (!question.met_by(guarded | later[piece])) return false;
      if (piece == pieces) return true;
      for (int o = first[piece]; o < first[piece + 1]; ++o)
        if (options[o].moves <= moves_left &&
            self(self, piece + 1, moves_left - options[o].moves, guarded | options[o].set))
          return true;
      return false;
    };
    return choose(choose, 0, attacker_moves_, 0);
  }

  // For more attacker moves: the cheapest share of them for each set of the
  // wanted squares, piece by piece. A share is found as soon as one set
  // with a cost meets the question (the pieces not yet joined stay where
  // they are).
  bool share_by_cost(const Question& question) const {
    if (question.met_by(0)) return true;
    std::array<Option, MaxOptions> options;
    std::array<std::uint8_t, 512> cost;
    cost.fill(Unreachable);
    cost[0] = 0;
    std::array<std::uint64_t, 8> reached{1};  // the sets with a cost
    for (const Guard& guard : std::span(guards_.data(), guard_count_)) {
      const int option_count = options_of(guard, question, options);
      // Joined in decreasing order of sets: a union is never smaller than
      // the set it grew from, so each piece is counted once.
      for (int word = static_cast<int>(reached.size()); word-- > 0;)
        for (std::uint64_t bits = reached[word]; bits;) {
          const int high = 63 - std::countl_zero(bits);
          bits &= ~(std::uint64_t{1} << high);
          const unsigned set = static_cast<unsigned>(word * 64 + high);
          for (int o = 1; o < option_count; ++o) {
            const unsigned joined = set | options[o].set;
            const int spent = cost[set] + options[o].moves;
            if (joined == set || spent > attacker_moves_ || spent >= cost[joined]) continue;
            if (question.met_by(joined)) return true;
            cost[joined] = static_cast<std::uint8_t>(spent);
            reached[joined / 64] |= std::uint64_t{1} << (joined % 64);
          }
        }
    }
    return false;
  }

  const Square king_;
  const int king_bonus_;
  const int attacker_moves_;
  const int target_moves_;
  const bool needs_check_;
  // Squares off the board (Hole): no king stands there, and a hole next to
  // the king is no flight.
  const Bitboard holes_;
  bool guards_anything_ = false;  // a fairy piece of the attacker
  Bitboard coverable_ = 0;        // squares some piece of the attacker can guard or stand on
  Bitboard checkable_ = 0;        // the same, for its pieces other than its king
  std::array<Guard, 64> guards_{};
  std::size_t guard_count_ = 0;
  int blockers_ = 0;  // the target's pieces other than its king
  // blockable_[d]: the squares a piece of the target other than its king can
  // stand on after at most d moves.
  std::array<Bitboard, MaxDistance + 1> blockable_{};
};

}  // namespace

bool goal_pruning_applies(const Position& position, const Goal& goal) {
  const bool king_goal =
      goal.kind == GoalKind::Mate || goal.kind == GoalKind::Stalemate || goal.kind == GoalKind::MateOrStalemate;
  // A neutral piece guards for both sides and may be moved by either: the
  // relaxed game's split of the pieces between the sides does not hold; a
  // royal piece does not walk as a king.
  const Rules* rules = position.rules();
  // A chameleon changes its walk as it moves (and a pawn may become one); a
  // kamikaze piece's capture takes two men off; an uncapturable man next to
  // a king blocks it unguarded, and checks it without a parry by capture; a
  // half-neutral piece becomes neutral.
  return king_goal && !position.neutral_pieces() && !position.royal_pieces() && !position.chameleons() &&
         !position.kamikazes() && !position.uncapturables() && !position.half_neutrals() &&
         !position.chameleon_promotions() && (rules == nullptr || rules->keeps_mate_geometry());
}

bool goal_needs_check(const Goal& goal) { return goal.kind == GoalKind::Mate; }

bool king_goal_reachable(const Position& position, const KingGoalBudget& budget) {
  const Bitboard kings = position.kings(budget.target);
  if (!kings || more_than_one(kings)) return true;
  return Relaxation(position, budget).goal_reachable();
}

MoveFilter move_filter(const Position& position, const KingGoalBudget& budget) {
  MoveFilter filter;
  const Bitboard kings = position.kings(budget.target);
  if (!kings || more_than_one(kings)) return filter;
  const bool target_moves = position.side_to_move() == budget.target;
  KingGoalBudget passed = budget;
  int& mover_moves = target_moves ? passed.target_moves : passed.attacker_moves;
  if (mover_moves < 1) return filter;
  --mover_moves;
  if (king_goal_reachable(position, passed)) return filter;
  const Square king = lowest_square(kings);
  const int king_moves = clamp_moves(passed.target_moves + castling_bonus(position, king));
  filter.filters_ = true;
  filter.king_ = target_moves ? king : NoSquare;
  filter.zone_ = tables().covered[KingRoute][king][king_moves];
  filter.moves_after_ = clamp_moves(mover_moves);
  filter.guards_ = !target_moves;
  return filter;
}

bool MoveFilter::keeps(const Position& position, const Move& move) const {
  if (!filters_ || move.from == king_ || move.is_castling()) return true;
  Piece piece = position.piece_on(move.from);
  if (move.promotion != PieceType::None) piece.type = move.promotion;
  if (moves_as_fairy(position, piece)) return true;
  const Tables& table = tables();
  for (const Route route : routes_of(piece)) {
    const Bitboard reach =
        guards_ ? table.covered[route][move.to][moves_after_] : table.within[route][move.to][moves_after_];
    if (reach & zone_) return true;
  }
  return false;
}

}  // namespace feerie
