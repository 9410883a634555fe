#include "rules/standard_walks/standard_walks.h"

#include <algorithm>
#include <vector>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void StandardWalks::prepare(Position& position) const {
  std::vector<PieceType> types;
  for (const PieceType type : position.promotion_types()) {
    const PieceType placed = in_game_array(type);
    if (std::find(types.begin(), types.end(), placed) == types.end()) types.push_back(placed);
  }
  position.set_promotion_types(types);
}

PieceType StandardWalks::in_game_array(PieceType type) const {
  for (const auto& [orthodox, fairy] : places_)
    if (type == orthodox) return fairy;
  return type;
}

std::string StandardWalks::refusal(const Position& position) const {
  if (refused_.empty()) return {};
  for (const auto& [orthodox, fairy] : places_)
    if (position.pieces(orthodox)) return refused_;
  return {};
}

std::unique_ptr<Condition> make_cavalier_majeur(ConditionWords&) {
  return std::make_unique<StandardWalks>(
      "CavalierMajeur", std::vector{std::pair{PieceType::Knight, piece_type_named("Nightrider")}},
      "knight + cavalier majeur not allowed (CavalierMajeur: its knights are nightriders, written N)");
}

std::unique_ptr<Condition> make_argentinian_chess(ConditionWords&) {
  return std::make_unique<StandardWalks>("ArgentinianChess",
                                         std::vector{std::pair{PieceType::Queen, piece_type_named("Senora")},
                                                     std::pair{PieceType::Rook, piece_type_named("Faro")},
                                                     std::pair{PieceType::Bishop, piece_type_named("Loco")},
                                                     std::pair{PieceType::Knight, piece_type_named("Saltador")}},
                                         "");
}

}  // namespace feerie
