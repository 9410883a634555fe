// Test positions: set up from a FEN, and asked about their legal moves.
#pragma once

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "io/fen.h"
#include "io/popeye_reader.h"
#include "io/position_setup.h"
#include "io/twin.h"
#include "movegen/movegen.h"
#include "rules/registry.h"

namespace feerie {

// The position of `fen` (throws FenError if malformed), without rules.
inline Position position_from(const char* fen) {
  Position position;
  read_fen(fen, position);
  return position;
}

// Has the side to move a legal move from `from` to `to` ("d7", "d5")?
inline bool has_move(Position& position, const char* from, const char* to) {
  MoveList moves;
  generate_legal(position, moves);
  return std::any_of(moves.begin(), moves.end(),
                     [&](const Move& m) { return m.from == parse_square(from) && m.to == parse_square(to); });
}

// Sets up the first twin of the only problem in `input` (Popeye's language)
// as the solver does: conditions, promotions, side to move. Throws what the
// reader or the set-up throws.
inline void set_up_problem(const std::string& input, Position& position, Rules& rules) {
  const auto problems = read_popeye(input);
  if (!problems.at(0).problem) throw *problems[0].error;
  const Problem& problem = *problems[0].problem;
  const std::vector<TwinSetup> setups = twin_setups(problem);
  rules = rules_of(setups.front().diagram);
  set_up_position(position, setups.front().diagram, problem, rules);
}

// The first problem of a Popeye input whose pieces line is `pieces`, set up
// as the solver sets it up: Played problem("white ka5 black kh8 qd5").
struct Played {
  Position position;
  Rules rules;
  explicit Played(const std::string& pieces, const std::string& rest = "stipulation ~1") {
    set_up_problem("beginproblem\npieces " + pieces + "\n" + rest + "\nendproblem\n", position, rules);
  }
};

// `piece` with an attribute set: with_attribute(Piece{...}, &Piece::chameleon).
inline Piece with_attribute(Piece piece, bool Piece::*attribute) {
  piece.*attribute = true;
  return piece;
}

// "wGd4 bPd6 ..." (English codes) -> a position without rules; throws
// std::invalid_argument on an unknown code.
inline Position position_of(const std::string& pieces, Side to_move = Side::White) {
  Position position;
  std::istringstream words(pieces);
  std::string word;
  while (words >> word) {
    const Side side = word[0] == 'w' ? Side::White : Side::Black;
    const PieceType type = piece_type_with_code(0, word.substr(1, word.size() - 3));
    if (type == PieceType::None) throw std::invalid_argument("unknown piece " + word);
    position.put(parse_square(word.substr(word.size() - 2)), Piece{type, side});
  }
  position.set_side_to_move(to_move);
  return position;
}

// The destinations of the legal moves of the piece on `from`, as "d5 e6*"
// ("*": the move captures, wherever the captured piece stands).
inline std::string destinations(Position& position, const char* from) {
  MoveList moves;
  generate_legal(position, moves);
  std::set<std::string> found;
  for (const Move& move : moves)
    if (move.from == parse_square(from)) found.insert(square_name(move.to) + (position.is_capture(move) ? "*" : ""));
  std::string text;
  for (const std::string& square : found) text += (text.empty() ? "" : " ") + square;
  return text;
}

}  // namespace feerie
