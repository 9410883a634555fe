// Registry of condition names: turns the words after `condition` into Rules.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/rules.h"

namespace feerie {

// A condition line that cannot be read; `word` is the index of the word at
// fault among the words given to add_conditions.
struct ConditionError : std::runtime_error {
  explicit ConditionError(const std::string& what, std::size_t word = 0) : std::runtime_error(what), word(word) {}
  std::size_t word;
};

// The words of a condition line, read left to right by the factories.
class ConditionWords {
 public:
  explicit ConditionWords(std::vector<std::string> words) : words_(std::move(words)) {}
  bool done() const { return next_ >= words_.size(); }
  const std::string& peek() const { return words_[next_]; }
  // Consumes the next word if it equals one of the keywords (case-insensitive).
  bool accept(std::initializer_list<std::string_view> keywords);
  // Consumes the next word if it is RexInclusive in one of its spellings
  // (English, German RexInklusive, French RexInclusif) or a beginning of one
  // from "RexI" on, as Popeye reads it ("rexi"): the variant word of the
  // conditions that take kings in too.
  bool accept_rex_inclusive();
  // Consumes one word of squares ("d4e5"), as Popeye reads the squares of
  // MagicSquares, Wormholes and Hole; else throws ConditionError: "<condition>:
  // expected the <what> in one word (e.g. <example>), found '...'".
  Bitboard take_square_word(std::string_view condition, std::string_view what, std::string_view example);
  const std::string& take() { return words_[next_++]; }
  std::size_t position() const { return next_; }
  // Replaces the next word by the word it abbreviates.
  void rewrite(std::string word) { words_[next_] = std::move(word); }
  const std::vector<std::string>& words() const { return words_; }

 private:
  std::vector<std::string> words_;
  std::size_t next_ = 0;
};

struct ConditionEntry {
  std::vector<std::string_view> names;  // keywords in every input language, any case
  std::string_view family;              // what the condition is a variant of (see exclusive_families)
  // Builds the condition, consuming its own modifiers (Strict, TypeB, ...) from the words.
  std::function<std::unique_ptr<Condition>(ConditionWords&)> make;
  // Words that complete the keyword into a condition line where it needs
  // some (a magic square, a distance): an example, for registry-wide tests.
  std::vector<std::string_view> example_arguments = {};
  // The words the reader takes after the keyword as the condition's own,
  // though they might begin a keyword: piece codes, read in the problem's
  // language and handed over in English (Vaulting kings' vaulters:
  // "VaultingKings S CA"), or a chameleon sequence as written
  // ("ChameleonCirce Q S B R").
  enum class Following : std::uint8_t { Nothing, PieceCodes, ChameleonSequence };
  Following following = Following::Nothing;
};

// Families that define the same thing, so that at most one of them may be in
// force; `reason` says what they both define. With `against` set, the row
// instead pairs each of `against` with each of `families` (those of one list
// may stand together). With `only_beside` set, a condition of `families` may
// stand only beside those it names, less those named in `against` (SAT beside
// Circe, but not beside Circe Cage): a condition added to the registry later
// is refused beside it until a rule for the pair is written.
// A row names a family, or a condition by the first words of its name
// (AntiCirce, AtomicCirce, Circe Cage: conditions of the Circe family).
struct ExclusiveFamilies {
  std::vector<std::string_view> families;
  std::string_view reason;
  std::vector<std::string_view> against = {};
  std::vector<std::string_view> only_beside = {};
};

// Turns a word that is no condition keyword of the registry into the full
// name it abbreviates in the problem's language ("" when it abbreviates none);
// throws ConditionError when the word could mean several conditions.
using ConditionNameResolver = std::function<std::string(const std::string& word)>;

// Parses the conditions of a problem (several may stand on one line). A
// condition named twice is in force once; two variants of one family, or two
// families of one row of exclusive_families(), are an error naming both.
// A condition name the registry lacks is given to `resolve` (when set): an
// abbreviation of a registry keyword stands for it; the name of a condition
// Feerie lacks is an error naming it in full.
// Returns the words with every abbreviated condition name written in full.
// Throws ConditionError naming the word at fault.
std::vector<std::string> add_conditions(const std::vector<std::string>& words, Rules& rules,
                                        const ConditionNameResolver& resolve = {});

// Whether the word after `word` on a condition line belongs to it, even if it
// could begin a keyword (the piece after KoeKo's Neighbour).
bool takes_next_word(std::string_view word);

// Whether the keyword `word` (of an entry, or a Circe variant word) is
// followed by piece codes, or by a chameleon sequence (ConditionEntry::following).
bool takes_piece_codes(std::string_view word);
bool takes_chameleon_sequence(std::string_view word);

const std::vector<ConditionEntry>& condition_entries();
const std::vector<ExclusiveFamilies>& exclusive_families();

}  // namespace feerie
