#include "solve/transposition_table.h"

#include <algorithm>
#include <bit>

namespace feerie {

TranspositionTable::TranspositionTable(std::uint64_t max_bytes) {
  const std::uint64_t wanted = std::max<std::uint64_t>(max_bytes / sizeof(Entry), 1024);
  const std::uint64_t count = std::bit_floor(std::min<std::uint64_t>(wanted, std::uint64_t{1} << 28));
  entries_.resize(count);
  mask_ = count - 1;
}

Hash TranspositionTable::key_of(Hash hash, int length) {
  const Hash key = hash ^ (static_cast<Hash>(length + 1) * 0x9E3779B97F4A7C15ULL);
  return key ? key : 1;
}

std::optional<bool> TranspositionTable::probe(Hash hash, int length) const {
  const Hash key = key_of(hash, length);
  const Entry& entry = entries_[key & mask_];
  if (entry.key != key) return std::nullopt;
  return entry.result;
}

void TranspositionTable::store(Hash hash, int length, bool result) {
  const Hash key = key_of(hash, length);
  entries_[key & mask_] = Entry{key, result};
}

void TranspositionTable::clear() { std::fill(entries_.begin(), entries_.end(), Entry{}); }

}  // namespace feerie
