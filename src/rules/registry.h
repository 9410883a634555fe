// Registry of condition names: turns the words after `condition` into Rules.
#pragma once

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/rules.h"

namespace feerie {

struct ConditionError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The words of a condition line, read left to right by the factories.
class ConditionWords {
 public:
  explicit ConditionWords(std::vector<std::string> words) : words_(std::move(words)) {}
  bool done() const { return next_ >= words_.size(); }
  const std::string& peek() const { return words_[next_]; }
  // Consumes the next word if it equals one of the keywords (case-insensitive).
  bool accept(std::initializer_list<std::string_view> keywords);
  const std::string& take() { return words_[next_++]; }

 private:
  std::vector<std::string> words_;
  std::size_t next_ = 0;
};

struct ConditionEntry {
  std::vector<std::string_view> names;  // keywords in every input language, any case
  // Builds the condition, consuming its own modifiers (Strict, TypeB, ...) from the words.
  std::function<std::unique_ptr<Condition>(ConditionWords&)> make;
};

// Parses a whole condition line (several conditions may stand on one line).
// Throws ConditionError naming an unknown word.
void add_conditions(const std::vector<std::string>& words, Rules& rules);

const std::vector<ConditionEntry>& condition_entries();

}  // namespace feerie
