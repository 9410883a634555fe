#include "rules/castling_chess/castling_chess.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

struct CastlingDirection {
  int file_step, rank_step;
};

constexpr std::array<CastlingDirection, 8> castling_directions = {
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

// The partner of the rule's castling `move` (a king's move of two squares
// along a line), on the board as the king's displacement left it: the first
// man beyond the king's arrival.
Square castling_partner(const Position& position, const Move& move) {
  const int file_step = (file_of(move.to) - file_of(move.from)) / 2,
            rank_step = (rank_of(move.to) - rank_of(move.from)) / 2;
  for (int file = file_of(move.to) + file_step, rank = rank_of(move.to) + rank_step; on_board(file, rank);
       file += file_step, rank += rank_step)
    if (!position.piece_on(make_square(file, rank)).empty()) return make_square(file, rank);
  return NoSquare;
}

}  // namespace

void CastlingChess::generate(const Position& position, MoveList& moves) const {
  const Side side = position.side_to_move();
  if (position.in_check(side)) return;
  const Bitboard occupied = position.occupied();
  Bitboard kings = position.pieces(side, PieceType::King);
  while (kings) {
    const Square king = pop_lowest(kings);
    for (const CastlingDirection& direction : castling_directions) {
      if (rooks_only_ && direction.file_step != 0 && direction.rank_step != 0) continue;
      int file = file_of(king), rank = rank_of(king), distance = 0;
      Square partner = NoSquare;
      while (partner == NoSquare) {
        file += direction.file_step;
        rank += direction.rank_step;
        if (!on_board(file, rank)) break;
        ++distance;
        if (occupied & square_bb(make_square(file, rank))) partner = make_square(file, rank);
      }
      if (partner == NoSquare || distance < 3 || position.piece_on(partner).empty()) continue;
      if (rooks_only_ && position.piece_on(partner).type != PieceType::Rook) continue;
      const Square passed = make_square(file_of(king) + direction.file_step, rank_of(king) + direction.rank_step);
      // The king may not pass over an attacked square: it is observed with
      // the king standing there, gone from its own square.
      if (position.square_checked(passed, opponent(side), (occupied & ~square_bb(king)) | square_bb(passed))) continue;
      Move castling;
      castling.from = king;
      castling.to = make_square(file_of(king) + 2 * direction.file_step, rank_of(king) + 2 * direction.rank_step);
      moves.push(castling);
    }
  }
}

void CastlingChess::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  const int files = std::abs(file_of(move.to) - file_of(move.from)),
            ranks = std::abs(rank_of(move.to) - rank_of(move.from));
  if (displacement.mover.type != PieceType::King || std::max(files, ranks) != 2 || move.kind != MoveKind::Normal)
    return;
  position.displace(castling_partner(position, move), static_cast<Square>((move.from + move.to) / 2));
}

void CastlingChess::prepare(Position& position) const { position.set_castling(0); }

std::unique_ptr<Condition> make_castling_chess(ConditionWords&) { return std::make_unique<CastlingChess>(false); }
std::unique_ptr<Condition> make_rokagogo(ConditionWords&) { return std::make_unique<CastlingChess>(true); }

}  // namespace feerie
