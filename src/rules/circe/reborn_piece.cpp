#include "rules/circe/reborn_piece.h"

#include "rules/einstein/einstein_ladder.h"

namespace feerie {

namespace {

bool orthodox(PieceType type) { return index(type) >= index(PieceType::Pawn) && index(type) <= index(PieceType::King); }

}  // namespace

void ChameleonSequence::name_successor(PieceType from, PieceType to) {
  if (!named) {
    for (int type = 0; type < static_cast<int>(next.size()); ++type) next[type] = static_cast<PieceType>(type);
    named = true;
  }
  next[index(from)] = to;
}

PieceType ChameleonSequence::successor(PieceType type) const { return orthodox(type) ? next[index(type)] : type; }

std::string ChameleonSequence::words() const {
  // Popeye writes the cycles from the first type of its own order that moves.
  constexpr std::array<PieceType, 6> order = {PieceType::King,   PieceType::Pawn,   PieceType::Queen,
                                              PieceType::Knight, PieceType::Bishop, PieceType::Rook};
  std::array<bool, 7> written{};
  std::string text = " ";
  for (const PieceType first : order) {
    if (written[index(first)] || next[index(first)] == first) continue;
    text += piece_letter(first);
    PieceType type = first;
    do {
      type = next[index(type)];
      text += "->";
      text += piece_letter(type);
      written[index(type)] = true;
    } while (type != first && type != PieceType::None);
  }
  return text;
}

PieceType reborn_type(RebornType rule, const ChameleonSequence& sequence, Piece captured, Piece capturer) {
  switch (rule) {
    case RebornType::Same: return captured.type;
    case RebornType::Clone: return capturer.royal || capturer.type == PieceType::King ? captured.type : capturer.type;
    case RebornType::Chameleon: return sequence.successor(captured.type);
    case RebornType::Einstein: return einstein_lower(captured.type);
    case RebornType::ReversalEinstein: return einstein_higher(captured.type);
  }
  return captured.type;
}

}  // namespace feerie
