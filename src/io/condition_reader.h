// The words of a `condition` line: taken until the next keyword and checked
// against the registry at once, so an unknown condition fails its problem
// while it is read.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "io/input_cursor.h"

namespace feerie {

// Limitation: a condition word that is also a keyword of `ends` ends the list;
// Popeye avoids this by parsing each condition's own modifiers.
// The words are checked together with `before`, the conditions already read
// for the problem, so that a condition repeated or contradicted on a later
// line is found there.
std::vector<std::string> read_condition_words(InputCursor& cursor, std::initializer_list<KeywordTable> ends,
                                              const std::vector<std::string>& before = {});

}  // namespace feerie
