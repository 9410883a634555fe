#include "rules/dister/dister.h"

#include <algorithm>

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

constexpr std::uint32_t Gone = 0xFF;

std::uint32_t encode(const std::array<Square, 2>& squares) {
  std::uint32_t tally = 0;
  for (int i = 0; i < 2; ++i)
    tally |= (squares[i] == NoSquare ? Gone : static_cast<std::uint32_t>(squares[i])) << (8 * i);
  return tally;
}

}  // namespace

std::array<Square, 2> Dister::references(const Position& position) {
  std::array<Square, 2> squares{};
  for (int i = 0; i < 2; ++i) {
    const std::uint32_t code = (position.tally() >> (8 * i)) & 0xFF;
    squares[i] = code == Gone ? NoSquare : static_cast<Square>(code);
  }
  return squares;
}

std::string Dister::name() const {
  std::string name = side_ == Side::White ? "White" : "Black";
  name += farthest_ ? "MaxDister" : "MinDister";
  return name + " " + square_name(squares_[0]) + " " + square_name(squares_[1]);
}

void Dister::prepare(Position& position) const { position.set_tally(encode(squares_)); }

std::string Dister::refusal(const Position& position) const {
  for (const Square square : squares_)
    if (position.piece_on(square).empty()) return name() + ": no piece on the reference square " + square_name(square);
  return {};
}

int Dister::measure(const Position& position, const Move& move) const {
  std::array<Square, 2> squares = references(position);
  const Square taken = position.capture_square(move);
  for (Square& square : squares) {
    if (square == NoSquare || square == taken) return 0;
    if (square == move.from) square = move.to;
  }
  const int files = file_of(squares[0]) - file_of(squares[1]), ranks = rank_of(squares[0]) - rank_of(squares[1]);
  const int distance = files * files + ranks * ranks;
  return farthest_ ? distance : 1000 - distance;
}

void Dister::select(Position& position, MoveList& legal, const Rules&) const {
  if (legal.empty()) return;
  int best = measure(position, legal[0]);
  for (const Move& move : legal) best = std::max(best, measure(position, move));
  std::size_t kept = 0;
  for (const Move& move : legal)
    if (measure(position, move) == best) legal[kept++] = move;
  legal.truncate(kept);
}

void Dister::consequences(Position& position, const Displacement& displacement) const {
  std::array<Square, 2> squares = references(position);
  for (Square& square : squares) {
    if (square == NoSquare) continue;
    if (square == displacement.capture_square)
      square = NoSquare;
    else if (square == displacement.move.from)
      square = displacement.move.to;
    else if (square == displacement.rook_from)
      square = displacement.rook_to;
  }
  if (encode(squares) != position.tally()) position.set_tally(encode(squares));
}

namespace {

std::unique_ptr<Condition> read_dister(ConditionWords& words, Side side, bool farthest) {
  const std::string name =
      std::string(side == Side::White ? "White" : "Black") + (farthest ? "MaxDister" : "MinDister");
  if (words.done()) throw ConditionError(name + ": expected two reference squares in one word (e.g. e5b8)");
  const std::string word = words.peek();
  const Bitboard squares = words.take_square_word(name, "two reference squares", "e5b8");
  if (word.size() != 4 || popcount(squares) != 2)
    throw ConditionError(name + ": expected two different reference squares, found '" + word + "'");
  return std::make_unique<Dister>(side, farthest, parse_square(word.substr(0, 2)), parse_square(word.substr(2, 2)));
}

}  // namespace

std::unique_ptr<Condition> make_black_max_dister(ConditionWords& words) {
  return read_dister(words, Side::Black, true);
}
std::unique_ptr<Condition> make_black_min_dister(ConditionWords& words) {
  return read_dister(words, Side::Black, false);
}
std::unique_ptr<Condition> make_white_max_dister(ConditionWords& words) {
  return read_dister(words, Side::White, true);
}
std::unique_ptr<Condition> make_white_min_dister(ConditionWords& words) {
  return read_dister(words, Side::White, false);
}

}  // namespace feerie
