// A move as generated: the displacement plus every choice it carries (promotion
// piece, a rule's chosen square or piece type), so that each choice is its own move.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <type_traits>

#include "core/types.h"

namespace feerie {

enum class MoveKind : std::uint8_t { Normal, DoubleStep, EnPassant, CastleShort, CastleLong };

struct Move {
  Square from = NoSquare;
  Square to = NoSquare;
  MoveKind kind = MoveKind::Normal;
  PieceType promotion = PieceType::None;  // pawn promotion on the last rank
  Square choice_square = NoSquare;        // a rule's choice: cage, contested rebirth square
  PieceType choice_type = PieceType::None;  // a rule's choice: promotion of a reborn pawn

  bool is_castling() const { return kind == MoveKind::CastleShort || kind == MoveKind::CastleLong; }
  friend constexpr bool operator==(const Move&, const Move&) = default;
};

// Fixed-capacity list: generation never allocates. Rule choices (cages) can
// multiply captures, hence the generous capacity.
// Storage is left uninitialised and copies take only the moves held.
class MoveList {
 public:
  static constexpr std::size_t Capacity = 2048;

  MoveList() = default;
  MoveList(const MoveList& other) { *this = other; }
  MoveList& operator=(const MoveList& other) {
    size_ = other.size_;
    std::copy(other.begin(), other.end(), begin());
    return *this;
  }

  void push(const Move& move) {
    assert(size_ < Capacity);
    begin()[size_++] = move;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  void truncate(std::size_t size) { size_ = size; }
  Move& operator[](std::size_t i) { return begin()[i]; }
  const Move& operator[](std::size_t i) const { return begin()[i]; }
  Move* begin() { return reinterpret_cast<Move*>(storage_); }
  Move* end() { return begin() + size_; }
  const Move* begin() const { return reinterpret_cast<const Move*>(storage_); }
  const Move* end() const { return begin() + size_; }

 private:
  static_assert(std::is_trivially_copyable_v<Move>);
  alignas(Move) unsigned char storage_[Capacity * sizeof(Move)];
  std::size_t size_ = 0;
};

}  // namespace feerie
