// The words Popeye reads after a Circe condition as its variants (Strict,
// Mirror, Cage, Super, Clone...), in its three languages. As in Popeye, a
// variant word may be abbreviated to a prefix that no other variant shares.
#pragma once

#include <optional>
#include <string_view>

#include "rules/registry.h"

namespace feerie {

// When the next word abbreviates one variant word, writes it in full (in the
// language it was written in), so that the Circe factories accept it by its
// name. Throws ConditionError when it abbreviates several.
void spell_out_circe_variant(ConditionWords& words);

// Throws ConditionError "<condition>: the Circe variant X is not supported"
// when the next word is a variant word that the factory did not read.
void refuse_unread_circe_variant(const ConditionWords& words, std::string_view condition);

// Reads the kings' part when it is the next word, in Popeye's spellings:
// true for RexInclusive, false for RexExclusive; nothing for another word.
std::optional<bool> read_rex_word(ConditionWords& words);

// Is `word` (any case) a full spelling, in one of the three languages, of
// the variant whose English spelling is `english`?
bool is_circe_variant_spelling(std::string_view word, std::string_view english);

// The variant word whose English spelling is `english`, in the language of
// `column` (0 English, 1 German, 2 French, Popeye's spellings); "" if none.
std::string_view circe_variant_spelling(std::string_view english, std::size_t column);

}  // namespace feerie
