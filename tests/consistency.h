// Recursive make/unmake check: the guard against effects that are undone
// wrongly or hash keys that drift. Orthodox tests use it, and so can the tests
// of every condition, whose consequences add effects of their own.
#pragma once

#include <string>
#include <vector>

#include "core/position.h"
#include "movegen/movegen.h"

namespace feerie {

namespace consistency_detail {

inline std::string describe(const std::vector<Move>& line) {
  std::string text = line.empty() ? " the start" : "";
  for (const Move& move : line) {
    text.append(" ").append(square_name(move.from)).append("-").append(square_name(move.to));
    if (move.promotion != PieceType::None) text.push_back(piece_letter(move.promotion));
  }
  return text;
}

// Compares what unmake_move must restore: board, side, per-ply record, ply
// count and the length of the effect journal.
inline std::string restore_fault(const Position& position, const Position& before, const std::vector<Move>& line) {
  if (!(position == before)) return "position not restored after undoing" + describe(line);
  if (!(position.state() == before.state())) return "per-ply record not restored after undoing" + describe(line);
  if (position.ply() != before.ply()) return "ply count not restored after undoing" + describe(line);
  if (position.last_effects_end() - position.last_effects_begin() !=
      before.last_effects_end() - before.last_effects_begin())
    return "effect journal not restored after undoing" + describe(line);
  return "";
}

inline std::string first_inconsistency(Position& position, int depth, std::vector<Move>& line) {
  if (position.hash() != position.compute_hash()) return "incremental hash differs after" + describe(line);
  if (depth == 0) return "";
  MoveList moves;
  generate_legal(position, moves);
  const Position before = position;
  for (const Move& move : moves) {
    line.push_back(move);
    position.make_move(move);
    std::string fault;
    if (position.ply() != before.ply() + 1 || !(position.state().last_move == move))
      fault = "per-ply record not pushed by" + describe(line);
    if (fault.empty()) fault = first_inconsistency(position, depth - 1, line);
    position.unmake_move();
    if (fault.empty()) fault = restore_fault(position, before, line);
    if (!fault.empty()) return fault;
    line.pop_back();
  }
  // The null move (for threats) shares the per-ply machinery.
  position.make_null_move();
  std::string fault;
  if (position.hash() != position.compute_hash()) fault = "incremental hash differs after a null move after";
  position.unmake_move();
  if (fault.empty() && !restore_fault(position, before, line).empty()) fault = "null move not undone after";
  return fault.empty() ? "" : fault + describe(line);
}

}  // namespace consistency_detail

// Plays every legal move to `depth` plies (and a null move at every inner
// node). At every node the incremental hash must equal compute_hash(); after
// each unmake the position must equal (operator==) a copy taken before, with
// the same per-ply record, ply count and journal length. Returns "" or the
// first fault found, with the line of moves that led to it.
inline std::string first_inconsistency(Position& position, int depth) {
  std::vector<Move> line;
  return consistency_detail::first_inconsistency(position, depth, line);
}

}  // namespace feerie
