// Transposition table keyed by the incremental hash and the remaining length.
// Results stored are exact for that key: the search asks "can this be done in
// exactly/at most n" and the answer never depends on the path to the position.
#pragma once

#include <cstdint>
#include <optional>
#include <memory>

#include "core/zobrist.h"

namespace feerie {

class TranspositionTable {
 public:
  // Size bounded by `max_bytes` (rounded down to a power of two of entries).
  explicit TranspositionTable(std::uint64_t max_bytes);

  std::optional<bool> probe(Hash hash, int length) const;
  void store(Hash hash, int length, bool result);

 private:
  // An entry is the hash mixed with the length, its lowest bit replaced by
  // the result; 0 is empty. One word an entry: twice the positions per byte.
  using Entry = std::uint64_t;
  struct Release {
    std::uint64_t bytes;
    void operator()(Entry* entries) const;
  };
  static Entry key_of(Hash hash, int length);
  static std::uint64_t entry_count(std::uint64_t max_bytes);
  static Entry* map_zeroed(std::uint64_t bytes);

  // Mapped anonymously: the system hands out zeroed pages only when they are
  // touched, so a large table costs nothing for a small problem. (Huge pages
  // were tried: their zeroing and compaction cost more than they saved.)
  std::unique_ptr<Entry[], Release> entries_;
  std::uint64_t mask_ = 0;
};

}  // namespace feerie
