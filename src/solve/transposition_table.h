// Transposition table keyed by the incremental hash and the remaining length.
// Results stored are exact for that key: the search asks "can this be done in
// exactly/at most n" and the answer never depends on the path to the position.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/zobrist.h"

namespace feerie {

class TranspositionTable {
 public:
  // Size bounded by `max_bytes` (rounded down to a power of two of entries).
  explicit TranspositionTable(std::uint64_t max_bytes);

  std::optional<bool> probe(Hash hash, int length) const;
  void store(Hash hash, int length, bool result);
  void clear();

 private:
  struct Entry {
    Hash key = 0;  // hash mixed with the length; 0 = empty
    bool result = false;
  };
  static Hash key_of(Hash hash, int length);

  std::vector<Entry> entries_;
  std::uint64_t mask_ = 0;
};

}  // namespace feerie
