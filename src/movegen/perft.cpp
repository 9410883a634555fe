#include "movegen/perft.h"

#include "movegen/movegen.h"

namespace feerie {

std::uint64_t perft(Position& position, int depth) {
  if (depth == 0) return 1;
  MoveList moves;
  generate_legal(position, moves);
  if (depth == 1) return moves.size();  // bulk counting at the last ply
  std::uint64_t nodes = 0;
  for (const Move& move : moves) {
    position.make_move(move);
    nodes += perft(position, depth - 1);
    position.unmake_move();
  }
  return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& position, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> result;
  if (depth < 1) return result;
  MoveList moves;
  generate_legal(position, moves);
  for (const Move& move : moves) {
    position.make_move(move);
    result.emplace_back(move, perft(position, depth - 1));
    position.unmake_move();
  }
  return result;
}

}  // namespace feerie
