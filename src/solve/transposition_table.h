// Transposition table keyed by the incremental hash. Two ways to use it:
// - exact: "can this be done in exactly n" (help and series play: a line of
//   n plies), the length mixed into the key;
// - within: "can the attacker force it within n" (direct, self and reflex
//   play), which is monotone in n, so one entry keeps the longest length
//   known to fail and the shortest known to win, and answers every length.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "core/zobrist.h"

namespace feerie {

class TranspositionTable {
 public:
  // Size bounded by `max_bytes` and by Ceiling (rounded down to a power of
  // two of entries): filling the table costs about 0.3 s a gigabyte, which a
  // small problem should not pay.
  static constexpr std::uint64_t Ceiling = 128ull << 20;
  explicit TranspositionTable(std::uint64_t max_bytes);

  std::optional<bool> probe_exact(Hash hash, int length) const;
  void store_exact(Hash hash, int length, bool result);

  std::optional<bool> probe_within(Hash hash, int length) const;
  void store_within(Hash hash, int length, bool result);

 private:
  // One word an entry: the hash's upper 48 bits (never 0 in a used entry),
  // then the longest failing length and the shortest winning length (0: none).
  using Entry = std::uint64_t;
  struct Release {
    std::uint64_t bytes;
    void operator()(Entry* entries) const;
  };
  static std::uint64_t entry_count(std::uint64_t max_bytes);
  static Entry* map_zeroed(std::uint64_t bytes);
  std::optional<bool> probe(Hash hash, int length) const;
  void store(Hash hash, int length, bool result);

  // Mapped and filled with zeroed pages at once: pages faulted in while
  // several threads search cost far more system time than filling them up
  // front. (Huge pages were tried: their zeroing and compaction cost more.)
  std::unique_ptr<Entry[], Release> entries_;
  std::uint64_t mask_ = 0;
};

}  // namespace feerie
