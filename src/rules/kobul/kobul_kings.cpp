#include "rules/kobul/kobul_kings.h"

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void KobulKings::consequences(Position& position, const Displacement& displacement) const {
  const Piece captured = displacement.captured;
  if (captured.empty()) return;
  const Side side = captured.side;
  if (!(sides_ & (side == Side::White ? 1u : 2u))) return;
  const Bitboard kings = position.kings(side);
  if (!kings || (kings & (kings - 1))) return;  // none, or several: no king to change
  const Square king = lowest_square(kings);
  const bool pawn = is_pawn_like(captured.type);
  Piece changed{pawn ? PieceType::King : captured.type, side};
  changed.royal = changed.type != PieceType::King;
  if (position.piece_on(king) != changed) position.change(king, changed, EffectKind::Promote);
}

std::unique_ptr<Condition> make_kobul_kings(ConditionWords& words) {
  if (words.accept({"White", "Weiss", "Blancs"})) return std::make_unique<KobulKings>("KobulKings White", 1);
  if (words.accept({"Black", "Schwarz", "Noirs"})) return std::make_unique<KobulKings>("KobulKings Black", 2);
  return std::make_unique<KobulKings>("KobulKings", 3);
}

}  // namespace feerie
