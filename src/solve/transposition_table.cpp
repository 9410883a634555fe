#include "solve/transposition_table.h"

#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <new>

namespace feerie {

namespace {

using Entry = std::uint64_t;
constexpr Entry LengthMask = 0xFFFF;

Entry tag_of(Hash hash) { return (hash | (Entry{1} << 63)) & ~LengthMask; }  // never 0
int failing_of(Entry entry) { return static_cast<int>((entry >> 8) & 0xFF); }
int winning_of(Entry entry) { return static_cast<int>(entry & 0xFF); }
Entry with_lengths(Entry tag, int failing, int winning) {
  return tag | (static_cast<Entry>(failing) << 8) | static_cast<Entry>(winning);
}
// Exact lengths are kept apart by mixing them into the hash.
Hash exact_hash(Hash hash, int length) { return hash ^ (static_cast<Hash>(length + 1) * 0x9E3779B97F4A7C15ULL); }

}  // namespace

std::uint64_t TranspositionTable::entry_count(std::uint64_t max_bytes) {
  const std::uint64_t wanted = std::max<std::uint64_t>(std::min(max_bytes, Ceiling) / sizeof(Entry), 1024);
  return std::bit_floor(wanted);
}

TranspositionTable::Entry* TranspositionTable::map_zeroed(std::uint64_t bytes) {
  void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
  if (memory == MAP_FAILED) throw std::bad_alloc();
  return static_cast<Entry*>(memory);
}

TranspositionTable::TranspositionTable(std::uint64_t max_bytes)
    : entries_(map_zeroed(entry_count(max_bytes) * sizeof(Entry)), Release{entry_count(max_bytes) * sizeof(Entry)}),
      mask_(entry_count(max_bytes) - 1) {}

void TranspositionTable::Release::operator()(Entry* entries) const { munmap(entries, bytes); }

// Entries are read and written whole and atomically: threads searching at
// once may lose each other's updates, never mix them.
std::optional<bool> TranspositionTable::probe(Hash hash, int length) const {
  const Entry entry = std::atomic_ref<Entry>(entries_[hash & mask_]).load(std::memory_order_relaxed);
  if ((entry & ~LengthMask) != tag_of(hash)) return std::nullopt;
  if (winning_of(entry) && winning_of(entry) <= length) return true;
  if (failing_of(entry) >= length) return false;
  return std::nullopt;
}

void TranspositionTable::store(Hash hash, int length, bool result) {
  const std::atomic_ref<Entry> slot(entries_[hash & mask_]);
  const Entry entry = slot.load(std::memory_order_relaxed);
  const Entry tag = tag_of(hash);
  const bool same = (entry & ~LengthMask) == tag;
  int failing = same ? failing_of(entry) : 0;
  int winning = same ? winning_of(entry) : 0;
  const int clamped = std::clamp(length, 1, 255);
  if (result)
    winning = winning ? std::min(winning, clamped) : clamped;
  else
    failing = std::max(failing, clamped);
  slot.store(with_lengths(tag, failing, winning), std::memory_order_relaxed);
}

std::optional<bool> TranspositionTable::probe_within(Hash hash, int length) const { return probe(hash, length); }
void TranspositionTable::store_within(Hash hash, int length, bool result) { store(hash, length, result); }

// An exact question is asked as "within 1" of its own key.
std::optional<bool> TranspositionTable::probe_exact(Hash hash, int length) const {
  return probe(exact_hash(hash, length), 1);
}
void TranspositionTable::store_exact(Hash hash, int length, bool result) { store(exact_hash(hash, length), 1, result); }

}  // namespace feerie
