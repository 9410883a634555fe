#include "rules/bicaptures/bicaptures.h"

namespace feerie {

std::unique_ptr<Condition> make_bicaptures(ConditionWords&) { return std::make_unique<Bicaptures>(); }

}  // namespace feerie
