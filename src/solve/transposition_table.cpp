#include "solve/transposition_table.h"

#include <algorithm>
#include <bit>
#include <new>

#include <sys/mman.h>

namespace feerie {

std::uint64_t TranspositionTable::entry_count(std::uint64_t max_bytes) {
  const std::uint64_t wanted = std::max<std::uint64_t>(max_bytes / sizeof(Entry), 1024);
  return std::bit_floor(std::min<std::uint64_t>(wanted, std::uint64_t{1} << 30));
}

TranspositionTable::Entry* TranspositionTable::map_zeroed(std::uint64_t bytes) {
  void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) throw std::bad_alloc();
  return static_cast<Entry*>(memory);
}

TranspositionTable::TranspositionTable(std::uint64_t max_bytes)
    : entries_(map_zeroed(entry_count(max_bytes) * sizeof(Entry)), Release{entry_count(max_bytes) * sizeof(Entry)}),
      mask_(entry_count(max_bytes) - 1) {}

void TranspositionTable::Release::operator()(Entry* entries) const { munmap(entries, bytes); }

TranspositionTable::Entry TranspositionTable::key_of(Hash hash, int length) {
  const Hash key = (hash ^ (static_cast<Hash>(length + 1) * 0x9E3779B97F4A7C15ULL)) & ~Entry{1};
  return key ? key : 2;
}

std::optional<bool> TranspositionTable::probe(Hash hash, int length) const {
  const Entry key = key_of(hash, length);
  const Entry entry = entries_[key & mask_];
  if ((entry & ~Entry{1}) != key) return std::nullopt;
  return (entry & 1) != 0;
}

void TranspositionTable::store(Hash hash, int length, bool result) {
  const Entry key = key_of(hash, length);
  entries_[key & mask_] = key | (result ? 1 : 0);
}

}  // namespace feerie
