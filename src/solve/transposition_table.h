// Transposition table keyed by the incremental hash. Two ways to use it:
// - exact: "can this be done in exactly n" (help and series play: a line of
//   n plies), the length mixed into the key;
// - within: "can the attacker force it within n" (direct, self and reflex
//   play), which is monotone in n, so one entry keeps the longest length
//   known to fail and the shortest known to win, and answers every length.
//
// Cost: the table is made once for a run of problems. Each new problem
// starts a new generation (entries of another generation count as empty), so
// nothing is cleared between problems. Its memory must be filled with zeroed
// pages before use: pages faulted in while several threads search cost far
// more system time than pages filled in one go. So the search starts at once
// on a small block while a thread fills the large one, and moves to the
// large one when it is ready (dropping what the small one knew, which only
// costs time); a problem solved in a few milliseconds never waits for it.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>

#include "core/zobrist.h"

namespace feerie {

class TranspositionTable {
 public:
  // The large block at most: a bigger one would rarely pay for its filling
  // (about 0.3 s a gigabyte).
  static constexpr std::uint64_t Ceiling = 128ull << 20;
  // The small block, filled at once.
  static constexpr std::uint64_t SmallBlockBytes = 1ull << 20;
  static constexpr std::uint64_t SmallestBlockEntries = 1024;

  // Both blocks together take at most `max_bytes` (but at least one block
  // of SmallestBlockEntries).
  explicit TranspositionTable(std::uint64_t max_bytes);
  ~TranspositionTable();
  TranspositionTable(const TranspositionTable&) = delete;
  TranspositionTable& operator=(const TranspositionTable&) = delete;

  // Forgets every entry, for a new problem. Not while a search runs.
  void new_generation();
  std::uint64_t max_bytes() const { return max_bytes_; }
  // Entries of the block in use.
  std::uint64_t entries() const { return current_.load()->mask + 1; }
  // Waits until the large block (if any) is in use.
  void wait_until_filled();

  std::optional<bool> probe_exact(Hash hash, int length) const;
  void store_exact(Hash hash, int length, bool result);

  std::optional<bool> probe_within(Hash hash, int length) const;
  void store_within(Hash hash, int length, bool result);

 private:
  // One word an entry: the hash's upper 40 bits with the top bit set (so a
  // used entry is never 0), the generation (8 bits), then the longest failing
  // length and the shortest winning length (8 bits each, 0: none).
  using Entry = std::uint64_t;
  // Anonymous memory, zeroed; `filled` says whether its pages are in.
  struct Block {
    Block(std::uint64_t entry_count, bool filled);
    ~Block();
    Block(const Block&) = delete;
    Block& operator=(const Block&) = delete;
    Entry* entries;
    std::uint64_t mask;
    std::uint64_t bytes() const { return (mask + 1) * sizeof(Entry); }
  };

  std::optional<bool> probe(Hash hash, int length) const;
  void store(Hash hash, int length, bool result);
  Entry tag_of(Hash hash) const;
  void fill_large_block();

  std::uint64_t max_bytes_;
  std::unique_ptr<Block> small_, large_;
  std::atomic<Block*> current_;
  std::atomic<bool> cancelled_{false};
  std::thread filler_;
  std::uint64_t generation_ = 1;  // 1 to 255
};

}  // namespace feerie
