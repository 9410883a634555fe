#include "rules/multi_captures/multi_captures.h"

#include <algorithm>
#include <array>
#include <vector>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

std::string MultiCaptures::name() const {
  switch (sides_) {
    case 1: return "MultiCaptures White";
    case 2: return "MultiCaptures Black";
    default: return "MultiCaptures";
  }
}

// Keeps a capture only where another generated move takes the same man.
// Each displacement counts once, whatever its promotions.
void MultiCaptures::generate(const Position& position, MoveList& moves) const {
  if (!binds(position.side_to_move())) return;
  struct Capture {
    Square from, to, taken;
    bool operator==(const Capture&) const = default;
  };
  std::vector<Capture> captures;
  std::array<int, 64> takers{};
  for (const Move& move : moves) {
    const Square taken = position.capture_square(move);
    if (taken == NoSquare) continue;
    const Capture capture{move.from, move.to, taken};
    if (std::find(captures.begin(), captures.end(), capture) != captures.end()) continue;
    captures.push_back(capture);
    ++takers[taken];
  }
  std::size_t kept = 0;
  for (const Move& move : moves) {
    const Square taken = position.capture_square(move);
    if (taken == NoSquare || takers[taken] >= 2) moves[kept++] = move;
  }
  moves.truncate(kept);
}

bool MultiCaptures::in_check(const Position& position, Side side) const {
  const Side enemy = opponent(side);
  if (!binds(enemy)) return position.king_attacked(side);
  for (Bitboard kings = position.kings(side); kings;) {
    const Square king = pop_lowest(kings);
    const Bitboard observing = position.king_observers(king, enemy, position.occupied());
    if (popcount(observing & ~position.paralysed(observing)) >= 2) return true;
  }
  return false;
}

std::string MultiCaptures::refusal(const Position& position) const {
  for (Bitboard fairy = position.fairy_pieces(); fairy;) {
    const PieceKind& kind = kind_of(position.piece_on(pop_lowest(fairy)).type);
    if (kind.borrows_walks || reaches_by_several_courses(kind.walk))
      return "MultiCaptures beside the " + std::string(kind.name) +
             " is not supported (Popeye counts its several courses to one square as several captures)";
  }
  return {};
}

std::unique_ptr<Condition> make_multi_captures(ConditionWords& words) {
  if (words.accept({"White", "Weiss", "Blancs"})) return std::make_unique<MultiCaptures>(1);
  if (words.accept({"Black", "Schwarz", "Noirs"})) return std::make_unique<MultiCaptures>(2);
  return std::make_unique<MultiCaptures>(3);
}

}  // namespace feerie
