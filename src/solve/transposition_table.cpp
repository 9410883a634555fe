#include "solve/transposition_table.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>

namespace feerie {

TranspositionTable::TranspositionTable(std::uint64_t max_bytes) {
  const std::uint64_t wanted = std::max<std::uint64_t>(max_bytes / sizeof(Entry), 1024);
  const std::uint64_t count = std::bit_floor(std::min<std::uint64_t>(wanted, std::uint64_t{1} << 30));
  entries_.reset(static_cast<Entry*>(std::calloc(count, sizeof(Entry))));
  if (!entries_) throw std::bad_alloc();
  mask_ = count - 1;
}

void TranspositionTable::Release::operator()(Entry* entries) const { std::free(entries); }

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
