// Helpers of the Circe family's tests: a position under a condition line, its
// legal moves, and a move's rule effects written in Popeye's bracket notation.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "consistency.h"
#include "core/position.h"
#include "io/fen.h"
#include "movegen/movegen.h"
#include "movegen/perft.h"
#include "rules/registry.h"

namespace feerie::circe_test {

// A position under the conditions of `words` (Rules must outlive the position).
struct Game {
  Rules rules;
  Position position;
  Game(const char* fen, const std::vector<std::string>& words) {
    read_fen(fen, position);
    add_conditions(words, rules);
    position.set_rules(&rules);
  }
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  std::vector<Move> legal() {
    MoveList list;
    generate_legal(position, list);
    return {list.begin(), list.end()};
  }
  std::uint64_t count(int depth) { return perft(position, depth); }
};

inline std::string piece_text(Piece piece) { return {side_letter(piece.side), piece_letter(piece.type)}; }

// The rule effects of the last move (everything after its displacement, capture
// and promotion): "[+bBc8]", "[+bPa1=R]", "[bSc6->b8]", "[-bPe7]".
inline std::string rule_effects(const Position& position) {
  std::string text;
  const auto end = position.last_effects_end();
  for (auto effect = position.last_effects_begin(); effect != end; ++effect) {
    const auto next = effect + 1;
    if (effect->kind == EffectKind::Add) {
      text += "[+" + piece_text(effect->piece) + square_name(effect->to);
      if (next != end && next->kind == EffectKind::Promote && next->to == effect->to) {
        text += std::string("=") + piece_letter(next->piece.type);
        ++effect;
      }
      text += "]";
    } else if (effect->kind == EffectKind::Remove) {
      if (next != end && next->kind == EffectKind::Add && next->piece == effect->piece) {
        text += "[" + piece_text(effect->piece) + square_name(effect->from) + "->" + square_name(next->to) + "]";
        ++effect;
      } else {
        text += "[-" + piece_text(effect->piece) + square_name(effect->from) + "]";
      }
    }
  }
  return text;
}

// The rule effects of every legal move from `from` to `to`, sorted.
inline std::vector<std::string> effects_of(Game& game, const char* from, const char* to) {
  std::vector<std::string> result;
  for (const Move& move : game.legal()) {
    if (move.from != parse_square(from) || move.to != parse_square(to)) continue;
    game.position.make_move(move);
    result.push_back(rule_effects(game.position));
    game.position.unmake_move();
  }
  std::sort(result.begin(), result.end());
  return result;
}

// Plays the legal move from `from` to `to` (the first one, if it has choices).
inline bool play(Game& game, const char* from, const char* to) {
  for (const Move& move : game.legal()) {
    if (move.from == parse_square(from) && move.to == parse_square(to)) {
      game.position.make_move(move);
      return true;
    }
  }
  return false;
}

}  // namespace feerie::circe_test
