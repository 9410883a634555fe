#include "rules/cavalier_majeur/cavalier_majeur.h"

#include <algorithm>
#include <vector>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void CavalierMajeur::prepare(Position& position) const {
  static const PieceType nightrider = piece_type_named("Nightrider");
  std::vector<PieceType> types;
  for (PieceType type : position.promotion_types()) {
    if (type == PieceType::Knight) type = nightrider;
    if (std::find(types.begin(), types.end(), type) == types.end()) types.push_back(type);
  }
  position.set_promotion_types(types);
}

PieceType CavalierMajeur::in_game_array(PieceType type) const {
  static const PieceType nightrider = piece_type_named("Nightrider");
  return type == PieceType::Knight ? nightrider : type;
}

std::string CavalierMajeur::refusal(const Position& position) const {
  if (position.pieces(PieceType::Knight))
    return "knight + cavalier majeur not allowed (CavalierMajeur: its knights are nightriders, written N)";
  return {};
}

std::unique_ptr<Condition> make_cavalier_majeur(ConditionWords&) { return std::make_unique<CavalierMajeur>(); }

}  // namespace feerie
