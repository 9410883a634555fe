#include "solve/proof_game.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>

#include "core/piece_catalogue.h"
#include "rules/rules.h"

namespace feerie {

namespace {

constexpr int Far = ImpossibleProof;

int file_distance(Square a, Square b) { return std::abs(file_of(a) - file_of(b)); }
int rank_distance(Square a, Square b) { return std::abs(rank_of(a) - rank_of(b)); }

// Knight moves between two squares of an empty board.
const std::array<std::array<std::uint8_t, 64>, 64>& knight_distances() {
  static const auto table = [] {
    std::array<std::array<std::uint8_t, 64>, 64> result{};
    constexpr int jumps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int from = 0; from < 64; ++from) {
      std::array<std::uint8_t, 64>& distance = result[from];
      distance.fill(255);
      distance[from] = 0;
      std::array<int, 64> queue{};
      int head = 0, tail = 0;
      queue[tail++] = from;
      while (head < tail) {
        const int square = queue[head++];
        for (const auto& jump : jumps) {
          const int file = square % 8 + jump[0], rank = square / 8 + jump[1];
          if (file < 0 || file > 7 || rank < 0 || rank > 7) continue;
          const int to = rank * 8 + file;
          if (distance[to] != 255) continue;
          distance[to] = static_cast<std::uint8_t>(distance[square] + 1);
          queue[tail++] = to;
        }
      }
    }
    return result;
  }();
  return table;
}

// Moves of a pawn of `side` from `from` to `to`: forward only, one file more
// per capture, a double step from its second rank when the rest is straight.
int pawn_distance(Side side, Square from, Square to) {
  const int forward = side == Side::White ? rank_of(to) - rank_of(from) : rank_of(from) - rank_of(to);
  const int files = file_distance(from, to);
  if (forward < files || (forward == 0)) return from == to ? 0 : Far;
  const bool second_rank = relative_rank(side, from) == 1;
  return forward - (second_rank && forward - files >= 2 ? 1 : 0);
}

// Moves of a man of `type` (not a pawn) from `from` to `to` on an empty board.
int piece_distance(PieceType type, Square from, Square to) {
  if (from == to) return 0;
  const int files = file_distance(from, to), ranks = rank_distance(from, to);
  const bool line = files == 0 || ranks == 0, diagonal = files == ranks;
  switch (type) {
    case PieceType::King: return std::max(files, ranks);
    case PieceType::Queen: return line || diagonal ? 1 : 2;
    case PieceType::Rook: return line ? 1 : 2;
    case PieceType::Bishop:
      if (diagonal) return 1;
      return (files + ranks) % 2 == 0 ? 2 : Far;
    case PieceType::Knight: return knight_distances()[from][to];
    default: return 1;  // a fairy man: at least the move that places it
  }
}

// Moves a pawn of `side` needs to reach its last rank at the earliest.
int moves_to_promote(const Position& position, Side side) {
  int fewest = Far;
  for (Bitboard pawns = position.pieces(side, PieceType::Pawn); pawns;) {
    const Square from = pop_lowest(pawns);
    const int ranks = 7 - relative_rank(side, from);
    fewest = std::min(fewest, ranks - (relative_rank(side, from) == 1 ? 1 : 0));
  }
  return fewest;
}

// The fewest moves a man of `side` needs to stand on `square` as `wanted`.
int moves_to_place(const Position& position, Side side, Piece wanted, Square square, int to_promote) {
  int fewest = Far;
  for (Bitboard men = position.pieces(side, wanted.type); men;) {
    const Square from = pop_lowest(men);
    if (position.piece_on(from) != wanted) continue;
    const int moves =
        wanted.type == PieceType::Pawn ? pawn_distance(side, from, square) : piece_distance(wanted.type, from, square);
    fewest = std::min(fewest, moves);
  }
  const bool promotable = wanted.type != PieceType::Pawn && wanted.type != PieceType::King;
  if (promotable && to_promote < Far)
    fewest = std::min(fewest, to_promote + (relative_rank(side, square) == 7 ? 0 : 1));
  return fewest;
}

// What one castling may save on the distances counted: it brings the king
// two squares on (from where it goes on to its target square) and the rook
// onto its square beside the king, in one move.
int castling_saving(const Position& position, const Position& target, Side side) {
  const Square home = side == Side::White ? 4 : 60;
  const Bitboard king = target.pieces(side, PieceType::King);
  if (position.piece_on(home) != Piece{PieceType::King, side} || !king) return 0;
  const Square king_target = static_cast<Square>(std::countr_zero(king));
  const int walking = piece_distance(PieceType::King, home, king_target);
  int best = 0;
  for (const int direction : {1, -1}) {  // king side, queen side
    const Square rook_home = static_cast<Square>(direction == 1 ? home + 3 : home - 4);
    if ((position.castling_rights() & castling::bit_of(home)) == 0 ||
        (position.castling_rights() & castling::bit_of(rook_home)) == 0)
      continue;
    const Square king_to = static_cast<Square>(home + 2 * direction), rook_to = static_cast<Square>(home + direction);
    const Piece rook{PieceType::Rook, side};
    const int rook_saving = target.piece_on(rook_to) == rook && position.piece_on(rook_to) != rook ? 1 : 0;
    best = std::max(best, walking - (1 + piece_distance(PieceType::King, king_to, king_target)) + rook_saving);
  }
  return best;
}

}  // namespace

bool proof_bound_applies(const Position& position) {
  // A condition may bring men back, move them without a move or change
  // them: the count of the moves each man needs holds where each condition
  // only judges which of chess's moves are legal.
  if (position.rules() && !position.rules()->keeps_proof_bound()) return false;
  if (position.neutral_pieces() || position.half_neutrals() || position.chameleons()) return false;
  for (Bitboard fairy = position.fairy_pieces(); fairy;)
    if (kind_of(position.piece_on(pop_lowest(fairy)).type).pawn_like) return false;
  return true;
}

void set_up_game_array(Position& position) {
  position.clear();
  constexpr PieceType back_rank[8] = {PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
                                      PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};
  // The rules may stand other men there (CavalierMajeur: nightriders).
  const auto type = [&position](PieceType chess) {
    return position.rules() ? position.rules()->in_game_array(chess) : chess;
  };
  for (int file = 0; file < 8; ++file) {
    position.put(static_cast<Square>(file), Piece{type(back_rank[file]), Side::White});
    position.put(static_cast<Square>(8 + file), Piece{type(PieceType::Pawn), Side::White});
    position.put(static_cast<Square>(48 + file), Piece{type(PieceType::Pawn), Side::Black});
    position.put(static_cast<Square>(56 + file), Piece{type(back_rank[file]), Side::Black});
  }
  position.set_side_to_move(Side::White);
  position.set_castling(castling::All);
}

void set_up_start(Position& position, const std::vector<std::pair<Square, Piece>>& men) {
  position.clear();
  for (const auto& [square, piece] : men) position.put(square, piece);
  std::uint8_t rights = 0;
  for (const Side side : {Side::White, Side::Black}) {
    const int rank = side == Side::White ? 0 : 56;
    for (const auto& [file, type] : {std::pair{4, PieceType::King}, {0, PieceType::Rook}, {7, PieceType::Rook}})
      if (position.piece_on(static_cast<Square>(rank + file)) == Piece{type, side})
        rights |= castling::bit_of(static_cast<Square>(rank + file));
  }
  position.set_castling(rights);
}

bool same_placement(const Position& position, const Position& target) {
  if (position.pieces(Side::White) != target.pieces(Side::White) ||
      position.pieces(Side::Black) != target.pieces(Side::Black))
    return false;
  for (Bitboard men = position.men(); men;) {
    const Square square = pop_lowest(men);
    if (position.piece_on(square) != target.piece_on(square)) return false;
  }
  return true;
}

int proof_moves_needed(const Position& position, const Position& target, Side side) {
  if (std::popcount(position.pieces(side)) < std::popcount(target.pieces(side))) return Far;
  const int to_promote = moves_to_promote(position, side);
  int needed = 0;
  for (Bitboard wanted = target.pieces(side); wanted;) {
    const Square square = pop_lowest(wanted);
    const Piece man = target.piece_on(square);
    if (position.piece_on(square) == man) continue;
    const int moves = moves_to_place(position, side, man, square, to_promote);
    if (moves >= Far) return Far;
    needed += moves;
  }
  return std::max(0, needed - castling_saving(position, target, side));
}

}  // namespace feerie
