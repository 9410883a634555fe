#include "rules/registry.h"

#include <algorithm>
#include <cctype>

#include "rules/circe/circe.h"
#include "rules/changeable/changeable_chess.h"
#include "rules/changeable/rex_multiplex.h"
#include "rules/paralysis/paralysis_conditions.h"

namespace feerie {

namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

bool ConditionWords::accept(std::initializer_list<std::string_view> keywords) {
  if (done()) return false;
  for (const std::string_view keyword : keywords) {
    if (equal_ignoring_case(peek(), keyword)) {
      ++next_;
      return true;
    }
  }
  return false;
}

const std::vector<ConditionEntry>& condition_entries() {
  // One line per condition family; each family's factory reads its own modifiers.
  static const std::vector<ConditionEntry> entries = {
      {{"Circe"}, make_circe},
      {{"CageCirce", "KaefigCirce"}, make_cage_circe},
      {{"ParrainCirce", "CirceParrain", "Parrain"}, make_parrain_circe},
      {{"ContraParrain", "KontraParrain"}, make_contra_parrain},
      {{"AtomicCirce", "Atomcirce"}, make_atomic_circe},
      {{"Eiffel", "EiffelChess", "EiffelSchach", "EchecsEiffel"}, make_eiffel},
      {{"Madrasi"}, make_madrasi},
      {{"Leffie"}, make_leffie},
      {{"Isardam"}, make_isardam},
      {{"ChangeableChess", "Wandelschach"}, make_changeable_chess},
      {{"RexMultiplex"}, [](ConditionWords&) { return std::make_unique<RexMultiplex>(); }},
  };
  return entries;
}

void add_conditions(const std::vector<std::string>& words, Rules& rules) {
  ConditionWords cursor(words);
  while (!cursor.done()) {
    const std::string& word = cursor.peek();
    const auto& entries = condition_entries();
    const auto entry = std::find_if(entries.begin(), entries.end(), [&](const ConditionEntry& e) {
      return std::any_of(e.names.begin(), e.names.end(), [&](std::string_view name) { return equal_ignoring_case(name, word); });
    });
    if (entry == entries.end()) throw ConditionError("unknown condition '" + word + "'");
    cursor.take();
    rules.add(entry->make(cursor));
  }
}

}  // namespace feerie
