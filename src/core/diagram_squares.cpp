#include "core/diagram_squares.h"

#include <algorithm>
#include <iterator>
#include <span>
#include <utility>
#include <vector>

#include "core/position.h"

namespace feerie {

namespace {

// The name of the man followed by diagram_square_of_taken: no square.
constexpr Square Taken = 64;

// Backwards through the journal: returns at, where at[s] is the man that
// stood on s in the diagram, named by the square it stands on now (or
// Taken: the man taken off by the journal's effect `taken`, if any).
std::array<Square, 64> walk_back(const Position& position, const Effect* taken) {
  // At the time reached, at[s] is the man on s.
  std::array<Square, 64> at;
  at.fill(NoSquare);
  for (Bitboard men = position.occupied() & ~position.holes(); men;) {
    const Square square = pop_lowest(men);
    at[square] = square;
  }
  // The men put on the board whose removal is being looked for: each is the
  // man last taken off that is alike.
  std::vector<std::pair<Piece, Square>> added;
  const std::span<const Effect> journal = position.journal();
  for (auto effect = journal.rbegin(); effect != journal.rend(); ++effect) {
    switch (effect->kind) {
      case EffectKind::Displace:
        at[effect->from] = at[effect->to];
        at[effect->to] = NoSquare;
        break;
      case EffectKind::Add:
        if (at[effect->to] != NoSquare) added.emplace_back(effect->piece, at[effect->to]);
        at[effect->to] = NoSquare;
        break;
      case EffectKind::Capture:
      case EffectKind::Remove: {
        if (&*effect == taken) {
          at[effect->from] = Taken;
          break;
        }
        const auto found =
            std::find_if(added.rbegin(), added.rend(), [&](const auto& man) { return man.first == effect->piece; });
        if (found == added.rend()) break;
        at[effect->from] = found->second;
        added.erase(std::next(found).base());
        break;
      }
      default: break;
    }
  }
  return at;
}

}  // namespace

std::array<Square, 64> diagram_squares(const Position& position) {
  const std::array<Square, 64> at = walk_back(position, nullptr);
  std::array<Square, 64> result;
  result.fill(NoSquare);
  for (Square square = 0; square < 64; ++square)
    if (at[square] != NoSquare) result[at[square]] = square;
  return result;
}

Square diagram_square_of_taken(const Position& position) {
  const Effect* taken = nullptr;
  for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect)
    if (effect->kind == EffectKind::Capture) taken = &*effect;
  if (!taken) return NoSquare;
  const std::array<Square, 64> at = walk_back(position, taken);
  for (Square square = 0; square < 64; ++square)
    if (at[square] == Taken) return square;
  return NoSquare;
}

Hash diagram_key(const Position& position) {
  const std::array<Square, 64> home = diagram_squares(position);
  Hash key = 0;
  for (Square square = 0; square < 64; ++square) {
    if (home[square] == square || (home[square] == NoSquare && position.piece_on(square).empty())) continue;
    // splitmix64 of the pair
    Hash x = (static_cast<Hash>(square) << 8 | static_cast<std::uint8_t>(home[square])) + 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    key ^= x ^ (x >> 31);
  }
  return key;
}

}  // namespace feerie
