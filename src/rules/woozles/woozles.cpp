#include "rules/woozles/woozles.h"

#include "core/position.h"
#include "rules/circe/variant_words.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Whether the steps from `from` to `a` and from `from` to `b` lie on one line.
bool on_one_line(Square from, Square a, Square b) {
  const int files_a = file_of(a) - file_of(from), ranks_a = rank_of(a) - rank_of(from);
  const int files_b = file_of(b) - file_of(from), ranks_b = rank_of(b) - rank_of(from);
  return files_a * ranks_b == ranks_a * files_b;
}

}  // namespace

std::string Woozles::name() const {
  std::string name = other_side_ ? "Bi" : "";
  name += barring_ == Barring::Woozles ? "Woozles" : "Heffalumps";
  if (!rex_inclusive_) name += " RexExclusive";
  return name;
}

bool Woozles::barred(const Position& position, Square observer, Square target) const {
  const Side side = position.piece_on(observer).side;
  if (!rex_inclusive_ && (position.kings(side) & square_bb(observer))) return false;
  const Side woozling = other_side_ ? opponent(side) : side;
  const Bitboard occupied = position.occupied();
  Bitboard others = position.observers(observer, woozling, occupied) & ~square_bb(observer);
  if (!rex_inclusive_) others &= ~position.pieces(woozling, PieceType::King);
  for (; others;) {
    const Square other = pop_lowest(others);
    if (!(position.observers(other, side, occupied) & square_bb(observer))) continue;
    if (barring_ == Barring::Woozles || on_one_line(observer, other, target)) return true;
  }
  return false;
}

void Woozles::generate(const Position& position, MoveList& moves) const {
  std::size_t kept = 0;
  for (const Move& move : moves)
    if (!position.is_capture(move) || !barred(position, move.from, move.to)) moves[kept++] = move;
  moves.truncate(kept);
}

bool Woozles::check_counts(const Position& position, Square attacker, Square king) const {
  return !barred(position, attacker, king);
}

namespace {

// Popeye reads RexInclusive (the default) or RexExclusive after the keyword.
bool reads_rex_inclusive(ConditionWords& words) { return read_rex_word(words).value_or(true); }

}  // namespace

std::unique_ptr<Condition> make_woozles(ConditionWords& words) {
  return std::make_unique<Woozles>(Woozles::Barring::Woozles, false, reads_rex_inclusive(words));
}
std::unique_ptr<Condition> make_bi_woozles(ConditionWords& words) {
  return std::make_unique<Woozles>(Woozles::Barring::Woozles, true, reads_rex_inclusive(words));
}
std::unique_ptr<Condition> make_heffalumps(ConditionWords& words) {
  return std::make_unique<Woozles>(Woozles::Barring::Heffalumps, false, reads_rex_inclusive(words));
}
std::unique_ptr<Condition> make_bi_heffalumps(ConditionWords& words) {
  return std::make_unique<Woozles>(Woozles::Barring::Heffalumps, true, reads_rex_inclusive(words));
}

}  // namespace feerie
