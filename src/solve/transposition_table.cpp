#include "solve/transposition_table.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <new>

#include "solve/thread_support.h"

namespace feerie {

namespace {

using Entry = std::uint64_t;
constexpr Entry LengthMask = 0xFFFF;
constexpr int GenerationShift = 16;
constexpr Entry KeyMask = ~Entry{0xFFFFFF};           // everything above the generation
constexpr std::uint64_t FillChunkBytes = 1ull << 20;  // the filler looks for cancellation this often

int failing_of(Entry entry) { return static_cast<int>((entry >> 8) & 0xFF); }
int winning_of(Entry entry) { return static_cast<int>(entry & 0xFF); }
Entry with_lengths(Entry tag, int failing, int winning) {
  return tag | (static_cast<Entry>(failing) << 8) | static_cast<Entry>(winning);
}
// Exact lengths are kept apart by mixing them into the hash.
Hash exact_hash(Hash hash, int length) { return hash ^ (static_cast<Hash>(length + 1) * 0x9E3779B97F4A7C15ULL); }

// Entries in a power-of-two block of at most `bytes` (at least the smallest block).
std::uint64_t entries_within(std::uint64_t bytes) {
  return std::bit_floor(std::max<std::uint64_t>(bytes / sizeof(Entry), TranspositionTable::SmallestBlockEntries));
}

}  // namespace

TranspositionTable::Block::Block(std::uint64_t entry_count, bool filled) : mask(entry_count - 1) {
  const int populate = filled ? MAP_POPULATE : 0;
  void* memory = mmap(nullptr, bytes(), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | populate, -1, 0);
  if (memory == MAP_FAILED) throw std::bad_alloc();
  // Probes land anywhere in the block: on pages of 2 MB rather than 4 KB
  // (where the kernel has them) most of them no longer miss the TLB as well
  // as the cache. A hint only; a block that gets small pages still works.
  if (!filled) madvise(memory, bytes(), MADV_HUGEPAGE);
  entries = static_cast<Entry*>(memory);
}

TranspositionTable::Block::~Block() { munmap(entries, bytes()); }

TranspositionTable::TranspositionTable(std::uint64_t max_bytes) : max_bytes_(max_bytes) {
  const std::uint64_t limit = std::min(max_bytes, Ceiling + SmallBlockBytes);
  small_ = std::make_unique<Block>(entries_within(std::min(limit, SmallBlockBytes)), true);
  current_.store(small_.get());
  const std::uint64_t room = limit - std::min(limit, small_->bytes());
  if (room / sizeof(Entry) <= small_->mask + 1) return;  // no larger block fits
  large_ = std::make_unique<Block>(entries_within(room), false);
  if constexpr (ThreadsAvailable)
    filler_ = std::thread([this] { fill_large_block(); });
  else
    fill_large_block();
}

TranspositionTable::~TranspositionTable() {
  cancelled_.store(true);
  if (filler_.joinable()) filler_.join();
}

// Writes a zero into each page (the kernel's zeroed page stays zero), chunk
// by chunk, then makes the large block the one in use.
void TranspositionTable::fill_large_block() {
  const std::uint64_t page = static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
  auto* bytes = reinterpret_cast<volatile unsigned char*>(large_->entries);
  for (std::uint64_t chunk = 0; chunk < large_->bytes(); chunk += FillChunkBytes) {
    if (cancelled_.load(std::memory_order_relaxed)) return;
    const std::uint64_t end = std::min(chunk + FillChunkBytes, large_->bytes());
    for (std::uint64_t offset = chunk; offset < end; offset += page) bytes[offset] = 0;
  }
  current_.store(large_.get(), std::memory_order_release);
}

void TranspositionTable::wait_until_filled() {
  if (filler_.joinable()) filler_.join();
}

void TranspositionTable::new_generation() {
  if (++generation_ <= 0xFF) return;
  // After 255 problems a generation number comes back: clear for real. The
  // large block, if not in use yet, was never written.
  Block& block = *current_.load();
  std::memset(block.entries, 0, block.bytes());
  if (&block != small_.get()) std::memset(small_->entries, 0, small_->bytes());
  generation_ = 1;
}

TranspositionTable::Entry TranspositionTable::tag_of(Hash hash) const {
  return ((hash | (Entry{1} << 63)) & KeyMask) | (generation_ << GenerationShift);
}

// Entries are read and written whole and atomically: threads searching at
// once may lose each other's updates, never mix them.
std::optional<bool> TranspositionTable::probe(Hash hash, int length) const {
  const Block& block = *current_.load(std::memory_order_acquire);
  const Entry entry = std::atomic_ref<Entry>(block.entries[hash & block.mask]).load(std::memory_order_relaxed);
  if ((entry & ~LengthMask) != tag_of(hash)) return std::nullopt;
  if (winning_of(entry) && winning_of(entry) <= length) return true;
  if (failing_of(entry) >= length) return false;
  return std::nullopt;
}

void TranspositionTable::store(Hash hash, int length, bool result) {
  const Block& block = *current_.load(std::memory_order_acquire);
  const std::atomic_ref<Entry> slot(block.entries[hash & block.mask]);
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
