// A move as generated: the displacement plus every choice it carries (promotion
// piece, a rule's chosen square or piece type), so that each choice is its own move.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <memory>
#include <type_traits>

#include "core/types.h"

namespace feerie {

// RoleExchange: White's turn spent on turning the board round and every
// man's colour (rules/role_exchange); it moves no man itself.
enum class MoveKind : std::uint8_t { Normal, DoubleStep, EnPassant, CastleShort, CastleLong, RoleExchange };

struct Move {
  Square from = NoSquare;
  Square to = NoSquare;
  // The kind and the chameleon flag share a byte: a move of eight bytes is
  // copied as one word (perft measured a move of ten bytes 4% slower).
  MoveKind kind : 4 = MoveKind::Normal;
  // The promoted piece is a chameleon ("=Q=c"): a choice beside each plain
  // promotion where chameleons are in play (Position::chameleon_promotions).
  bool chameleon_promotion : 1 = false;
  // The hurdle rules (HurdleRule bits) of the piece a pawn promotes to, by
  // `promotion` or by `choice_type` (a hurdle moved onto its last rank):
  // "=G=hcc", where the diagram has such a hopper.
  std::uint8_t promoted_hurdle_rules : 3 = 0;
  PieceType promotion = PieceType::None;  // pawn promotion on the last rank
  // A rule's choice: cage, contested rebirth square, wormhole.
  Square choice_square = NoSquare;
  PieceType choice_type = PieceType::None;  // a rule's choice: promotion of a reborn pawn
  // The square of the piece captured when it is neither `to` nor the en
  // passant square: a locust takes the piece it hops over. Castling, which
  // captures nothing, keeps there the square of a rook that a rule puts on
  // its corner first (Anti-Mars Circe): castling_rook().
  Square captured_on = NoSquare;
  // The square the move starts from when a rule puts the piece there first
  // (Mars Circe's rebirth square: "Sb8-g1*e2"); NoSquare when it is `from`.
  Square via = NoSquare;

  // Where the move starts: `via`, or else `from`.
  Square start() const { return via == NoSquare ? from : via; }
  bool is_castling() const { return kind == MoveKind::CastleShort || kind == MoveKind::CastleLong; }
  // A turn that moves no man (a role exchange): it gives a side no
  // mobility, for mate and stalemate (as Popeye's goal tests, which do not
  // generate it).
  bool moves_no_man() const { return kind == MoveKind::RoleExchange; }
  // Castling: the square of a rook that a rule puts on its corner first
  // (Anti-Mars Circe); NoSquare when the rook stands on its corner.
  Square castling_rook() const { return is_castling() ? captured_on : NoSquare; }
  friend constexpr bool operator==(const Move&, const Move&) = default;
};
static_assert(sizeof(Move) == 8, "a move is copied as one word");

// A list of moves that holds the usual count in place, so that generation
// does not allocate, and moves to the heap beyond it: rule choices (cage
// squares x promotions x rebirths) can multiply a capture's moves without
// bound. Storage is left uninitialised and copies take only the moves held.
class MoveList {
 public:
  static constexpr std::size_t InlineCapacity = 2048;

  MoveList() = default;
  MoveList(const MoveList& other) { *this = other; }
  MoveList& operator=(const MoveList& other) {
    if (this == &other) return *this;
    size_ = 0;
    reserve(other.size_);
    size_ = other.size_;
    std::copy(other.begin(), other.end(), begin());
    return *this;
  }

  void push(const Move& move) {
    if (size_ == capacity_) [[unlikely]]
      reserve(2 * capacity_);
    data_[size_++] = move;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  void truncate(std::size_t size) {
    assert(size <= size_);
    size_ = size;
  }
  Move& operator[](std::size_t i) { return data_[i]; }
  const Move& operator[](std::size_t i) const { return data_[i]; }
  Move* begin() { return data_; }
  Move* end() { return data_ + size_; }
  const Move* begin() const { return data_; }
  const Move* end() const { return data_ + size_; }

 private:
  // Room for `capacity` moves, keeping those held.
  void reserve(std::size_t capacity) {
    if (capacity <= capacity_) return;
    auto heap = std::make_unique_for_overwrite<Move[]>(capacity);
    std::copy(begin(), end(), heap.get());
    heap_ = std::move(heap);
    data_ = heap_.get();
    capacity_ = capacity;
  }

  static_assert(std::is_trivially_copyable_v<Move>);
  alignas(Move) unsigned char storage_[InlineCapacity * sizeof(Move)];
  Move* data_ = reinterpret_cast<Move*>(storage_);
  std::size_t capacity_ = InlineCapacity;
  std::size_t size_ = 0;
  std::unique_ptr<Move[]> heap_;
};

}  // namespace feerie
