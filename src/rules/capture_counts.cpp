#include "rules/capture_counts.h"

#include <algorithm>
#include <vector>

#include "core/piece_catalogue.h"

namespace feerie {

CaptureCounts count_captures(const Position& position, const MoveList& moves) {
  struct Capture {
    Square from, to, taken;
    bool operator==(const Capture&) const = default;
  };
  std::vector<Capture> seen;
  CaptureCounts counts;
  for (const Move& move : moves) {
    const Square taken = position.capture_square(move);
    if (taken == NoSquare) continue;
    const Capture capture{move.from, move.to, taken};
    if (std::find(seen.begin(), seen.end(), capture) != seen.end()) continue;
    seen.push_back(capture);
    ++counts.of_man[taken];
    ++counts.by_piece[move.from];
  }
  return counts;
}

std::string refusal_of_several_courses(const Position& position, std::string_view condition) {
  for (Bitboard fairy = position.fairy_pieces(); fairy;) {
    const PieceKind& kind = kind_of(position.piece_on(pop_lowest(fairy)).type);
    if (kind.borrows_walks || reaches_by_several_courses(kind.walk))
      return std::string(condition) + " beside the " + std::string(kind.name) +
             " is not supported (Popeye counts its several courses to one square as several captures)";
  }
  return {};
}

}  // namespace feerie
