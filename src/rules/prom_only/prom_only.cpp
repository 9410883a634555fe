#include "rules/prom_only/prom_only.h"

#include <algorithm>

#include "core/piece_catalogue.h"
#include "rules/registry.h"

namespace feerie {

PromOnly::PromOnly(std::vector<PieceType> types) : types_(std::move(types)) {
  std::sort(types_.begin(), types_.end(), [](PieceType a, PieceType b) { return promotion_rank(a) < promotion_rank(b); });
  types_.erase(std::unique(types_.begin(), types_.end()), types_.end());
}

std::string PromOnly::name() const { return "PromOnly" + type_codes_text(types_); }

std::unique_ptr<Condition> make_prom_only(ConditionWords& words) {
  std::vector<PieceType> types;
  while (!words.done()) {
    const PieceType type = piece_type_with_code(0, words.peek());
    if (type == PieceType::None) break;
    if (type == PieceType::King || type == PieceType::Pawn)
      throw ConditionError("PromOnly: a pawn cannot promote to a " +
                           std::string(type == PieceType::King ? "king" : "pawn"));
    words.take();
    types.push_back(type);
  }
  if (types.empty())
    throw ConditionError(
        "PromOnly without types is not supported: name the types a pawn may promote to (e.g. PromOnly Q S)");
  return std::make_unique<PromOnly>(std::move(types));
}

}  // namespace feerie
