// The names of every condition Popeye knows, in its three input languages,
// so that a condition may be abbreviated as in Popeye: to any prefix that no
// other condition name of the problem's language shares. Feerie resolves an
// abbreviation to the full name here and then looks the name up in the
// registry, so a condition Popeye knows and Feerie lacks is named in full in
// the error.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "io/language.h"

namespace feerie {

struct ConditionNameMatch {
  enum class Status { Found, Unknown, Ambiguous } status = Status::Unknown;
  std::string name;                     // the full name, as Popeye spells it
  std::vector<std::string> candidates;  // the names an ambiguous token could mean
};

// Popeye's rule: the first name the token begins is the match if it is written
// in full or no later name shares the prefix; otherwise the token is
// ambiguous. The names of the conditions Popeye keeps apart (Maximummer,
// UltraSchachZwang) are tried only when no other condition matches.
ConditionNameMatch match_condition_name(LanguageId language, std::string_view token);

// The condition whose English name is `english`, as Popeye spells it in
// `language` (for the condition lines of the output); "" if there is none.
std::string condition_name_spelling(LanguageId language, std::string_view english);

// Where Popeye writes the condition named `name` (its English name, perhaps
// followed by its variants: "Circe Parrain") among the condition lines under
// the diagram: its place in Popeye's table, Maximummer and UltraSchachZwang
// without a side first. A condition Popeye lacks comes after all of Popeye's.
std::size_t popeye_condition_rank(std::string_view name);

}  // namespace feerie
