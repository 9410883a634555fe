#include "core/zobrist.h"

namespace feerie::zobrist {

Keys::Keys() {
  std::uint64_t state = 0x9E3779B97F4A7C15ULL;
  auto next = [&state] {  // splitmix64
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& side_keys : pieces)
    for (auto& type_keys : side_keys)
      for (auto& key : type_keys) key = next();
  for (auto& side_keys : reserves)
    for (auto& type_keys : side_keys)
      for (auto& key : type_keys) key = next();
  for (auto& key : castling) key = next();
  for (auto& key : en_passant) key = next();
  for (auto& key : chameleon) key = next();
  for (auto& key : kamikaze) key = next();
  side = next();
  for (auto& key : marks) key = next();
  tally = next();
  for (auto& key : imitators) key = next();
  for (auto& key : holes) key = next();
  for (auto& key : uncapturable) key = next();
  ghost = next();
  for (auto& key : half_neutral) key = next();
  for (auto& key : volage) key = next();
  for (auto& key : paralysing) key = next();
  for (auto& key : functionary) key = next();
  for (auto& keys : hurdle_rules)
    for (auto& key : keys) key = next();
  for (auto& key : restricted) key = next();
}

const Keys table;

}  // namespace feerie::zobrist
