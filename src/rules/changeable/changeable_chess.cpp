#include "rules/changeable/changeable_chess.h"

#include <algorithm>
#include <string_view>

#include "core/position.h"
#include "core/words.h"
#include "rules/changeable/rex_multiplex.h"
#include "rules/registry.h"

namespace feerie {

namespace {

bool is_condition_keyword(const std::string& word) {
  const auto same = [&](std::string_view name) { return equal_ignoring_case(name, word); };
  return std::any_of(condition_entries().begin(), condition_entries().end(), [&](const ConditionEntry& entry) {
    return std::any_of(entry.names.begin(), entry.names.end(), same);
  });
}

}  // namespace

std::unique_ptr<Condition> make_changeable_chess(ConditionWords& words) {
  if (words.accept({"Inverse", "Inverted", "Invers"}))
    return std::make_unique<ChangeableChess>(MutationTable::Variant::Inverse);
  if (words.accept({"SameColour", "SameColor", "Gleichfarbig"}))
    return std::make_unique<ChangeableChess>(MutationTable::Variant::SameColour);
  // Any other word must start the next condition of the line.
  if (!words.done() && !is_condition_keyword(words.peek()))
    throw ConditionError("ChangeableChess: unknown variant '" + words.peek() +
                         "' (the variants are Inverse and SameColour)");
  return std::make_unique<ChangeableChess>(MutationTable::Variant::Standard);
}

ChangeableChess::ChangeableChess(MutationTable::Variant variant)
    : variant_(variant), table_(MutationTable::of(variant)) {}

std::string ChangeableChess::name() const {
  switch (variant_) {
    case MutationTable::Variant::Standard: return "ChangeableChess";
    case MutationTable::Variant::Inverse: return "ChangeableChess Inverse";
    case MutationTable::Variant::SameColour: break;
  }
  return "ChangeableChess SameColour";
}

unsigned ChangeableChess::hooks() const {
  return static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences) |
         static_cast<unsigned>(Hook::Legality);
}

void ChangeableChess::expand(Position&, const Move& move, MoveList& out) const {
  // The last rank is a mutation square: the four promotion moves the generator
  // offers collapse into one move without promotion, which then mutates.
  if (move.promotion == PieceType::None) {
    out.push(move);
  } else if (move.promotion == PieceType::Queen) {
    Move single = move;
    single.promotion = PieceType::None;
    out.push(single);
  }
}

void ChangeableChess::consequences(Position& position, const Displacement& displacement) const {
  // The castling king never mutates; its rook does, on d1/f1 (d8/f8).
  mutate(position, displacement.move.is_castling() ? displacement.rook_to : displacement.move.to);
}

bool ChangeableChess::allows(Position& position, Side mover) const { return rex_multiplex_allows(position, mover); }

void ChangeableChess::mutate(Position& position, Square square) const {
  const Piece arriving = position.piece_on(square);
  if (arriving.empty()) return;
  const Piece result = table_.result(arriving, square);
  if (result == arriving) return;
  position.change(square, result, EffectKind::Mutate);
  position.count_as_unmoved(square);
}

}  // namespace feerie
