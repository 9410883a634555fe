// The fixture of the condition tests: a position under a condition line, set up
// from a FEN or from piece lists, with its legal moves, moves played by squares,
// perft counts, the effects of the last move and their notation, and mate.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/position.h"
#include "io/fen.h"
#include "io/language.h"
#include "movegen/movegen.h"
#include "movegen/perft.h"
#include "rules/registry.h"
#include "solve/goal.h"
#include "solve/notation.h"

namespace feerie {

// Popeye's notation of the legal moves of the side to move, sorted
// ("Sb8-g1*e2", "0-0"): all of them, or those of the piece on `from`.
inline std::vector<std::string> legal_notations(Position& position, Square from = NoSquare) {
  MoveList moves;
  generate_legal(position, moves);
  std::vector<std::string> result;
  for (const Move& move : moves) {
    if (from != NoSquare && move.from != from) continue;
    position.make_move(move);
    result.push_back(last_move_notation(position, language(LanguageId::English)));
    position.unmake_move();
  }
  std::sort(result.begin(), result.end());
  return result;
}

inline Square sq(const char* name) { return parse_square(name); }

// The last move played, in Popeye's English notation ("Rd1*d5=S").
inline std::string last_text(const Position& position) {
  return last_move_notation(position, language(LanguageId::English));
}

// The set of the named squares.
inline Bitboard squares(std::initializer_list<const char*> names) {
  Bitboard result = 0;
  for (const char* name : names) result |= square_bb(parse_square(name));
  return result;
}

// The names of the conditions that the condition line `words` sets.
inline std::vector<std::string> condition_names(const std::vector<std::string>& words) {
  Rules rules;
  add_conditions(words, rules);
  std::vector<std::string> names;
  for (const auto& condition : rules.conditions()) names.push_back(condition->name());
  return names;
}

class RuleGame {
  Rules rules_;  // first: the position refers to it

 public:
  // From a FEN, under the conditions of `words` (empty: orthodox).
  RuleGame(const char* fen, const std::vector<std::string>& words) {
    read_fen(fen, position);
    add_conditions(words, rules_);
    position.set_rules(&rules_);
  }
  // From piece lists, one a side: "Ke1 Pf2 Sg1".
  RuleGame(const std::vector<std::string>& words, const char* white, const char* black, Side to_move,
           std::uint8_t castling = 0) {
    add_conditions(words, rules_);
    place(Side::White, white);
    place(Side::Black, black);
    position.set_side_to_move(to_move);
    position.set_castling(castling);
    position.set_rules(&rules_);
  }
  // The position points to the rules: neither may be copied apart.
  RuleGame(const RuleGame&) = delete;
  RuleGame& operator=(const RuleGame&) = delete;

  std::vector<Move> legal() {
    MoveList list;
    generate_legal(position, list);
    return {list.begin(), list.end()};
  }
  // The legal moves as "e2e4" (choices of one displacement counted once).
  std::set<std::string> moves() {
    std::set<std::string> result;
    for (const Move& move : legal()) result.insert(square_name(move.from) + square_name(move.to));
    return result;
  }
  // Popeye's notation of every legal move, sorted ("Sb8-g1*e2", "0-0").
  std::vector<std::string> notations() { return legal_notations(position); }
  bool has_notation(const std::string& notation) {
    const std::vector<std::string> all = notations();
    return std::find(all.begin(), all.end(), notation) != all.end();
  }
  bool is_legal(const char* from, const char* to) {
    const std::vector<Move> list = legal();
    return std::any_of(list.begin(), list.end(), [&](const Move& move) { return matches(move, from, to, {}); });
  }

  // Plays the legal move from -> to (of `kind`, when given; the first, if it has
  // choices). Fails the test and returns false when there is none.
  bool play(const char* from, const char* to, std::optional<MoveKind> kind = {}) {
    return play_first(legal(), from, to, kind, "legal");
  }
  // As play, but any pseudo-legal move: for tests of what an illegal move would do.
  bool force(const char* from, const char* to, std::optional<MoveKind> kind = {}) {
    MoveList list;
    generate_pseudo_legal(position, list);
    return play_first({list.begin(), list.end()}, from, to, kind, "pseudo-legal");
  }

  std::uint64_t count(int depth) { return perft(position, depth); }
  bool mated() { return goal_reached(position, GoalKind::Mate); }

  // The effects of the last move, and its rule effects in Popeye's notation
  // ("[+bBc8]", "[+bPa1=R]", "[bSc6->b8]", "[-bPe7]").
  std::vector<Effect> effects() const { return {position.last_effects_begin(), position.last_effects_end()}; }
  std::string rule_effects() const { return rule_effects_notation(position, language(LanguageId::English)); }
  // The rule effects of every legal move from -> to, sorted.
  std::vector<std::string> rule_effects_of(const char* from, const char* to) {
    std::vector<std::string> result;
    for (const Move& move : legal()) {
      if (!matches(move, from, to, {})) continue;
      position.make_move(move);
      result.push_back(rule_effects());
      position.unmake_move();
    }
    std::sort(result.begin(), result.end());
    return result;
  }

  Position position;

 private:
  static bool matches(const Move& move, const char* from, const char* to, std::optional<MoveKind> kind) {
    return move.from == sq(from) && move.to == sq(to) && (!kind || move.kind == *kind);
  }
  bool play_first(const std::vector<Move>& list, const char* from, const char* to, std::optional<MoveKind> kind,
                  const char* what) {
    for (const Move& move : list) {
      if (!matches(move, from, to, kind)) continue;
      position.make_move(move);
      return true;
    }
    ADD_FAILURE() << "no " << what << " move " << from << "-" << to;
    return false;
  }
  void place(Side side, const char* pieces) {
    std::istringstream words(pieces);
    std::string word;
    while (words >> word) position.put(parse_square(word.substr(1)), Piece{piece_type_from_letter(word[0]), side});
  }
};

}  // namespace feerie
