// Comparisons of the words of Popeye's input language, where case never
// matters and a keyword may be abbreviated.
#pragma once

#include <algorithm>
#include <cctype>
#include <string_view>

namespace feerie {

inline bool same_letter(char a, char b) {
  return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
}

inline bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), same_letter);
}

// Whether `word` is a non-empty prefix of `name`, in any case.
inline bool abbreviates(std::string_view word, std::string_view name) {
  return !word.empty() && word.size() <= name.size() && std::equal(word.begin(), word.end(), name.begin(), same_letter);
}

// Whether `text` starts with `prefix`, in any case.
inline bool starts_with_ignoring_case(std::string_view text, std::string_view prefix) {
  return prefix.size() <= text.size() && std::equal(prefix.begin(), prefix.end(), text.begin(), same_letter);
}

}  // namespace feerie
