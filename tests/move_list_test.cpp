// MoveList holds the usual count of moves in place and grows on the heap
// beyond it, so that no rule's choices can overflow it.
#include <gtest/gtest.h>

#include "core/move.h"

namespace feerie {
namespace {

Move numbered(std::size_t i) {
  Move move;
  move.from = static_cast<Square>(i % 64);
  move.to = static_cast<Square>((i / 64) % 64);
  move.choice_square = static_cast<Square>((i / 4096) % 64);
  return move;
}

void expect_numbered(const MoveList& list, std::size_t count) {
  ASSERT_EQ(list.size(), count);
  for (std::size_t i = 0; i < count; ++i) ASSERT_EQ(list[i], numbered(i)) << i;
}

TEST(MoveList, GrowsBeyondItsInlineCapacityKeepingEveryMove) {
  const std::size_t count = 5 * MoveList::InlineCapacity + 3;
  MoveList list;
  for (std::size_t i = 0; i < count; ++i) list.push(numbered(i));
  expect_numbered(list, count);
}

TEST(MoveList, CopiesOfAGrownListAreComplete) {
  MoveList grown;
  for (std::size_t i = 0; i < 3 * MoveList::InlineCapacity; ++i) grown.push(numbered(i));
  const MoveList copy(grown);
  expect_numbered(copy, grown.size());

  MoveList small;
  small.push(numbered(0));
  small = grown;  // an inline list takes a grown one
  expect_numbered(small, grown.size());

  MoveList back;
  for (std::size_t i = 0; i < 10; ++i) back.push(numbered(i));
  grown = back;  // a grown list takes a short one
  expect_numbered(grown, 10);
  grown.push(numbered(10));
  expect_numbered(grown, 11);
}

TEST(MoveList, SelfAssignmentKeepsTheMoves) {
  MoveList list;
  for (std::size_t i = 0; i < MoveList::InlineCapacity + 1; ++i) list.push(numbered(i));
  MoveList& same = list;
  list = same;
  expect_numbered(list, MoveList::InlineCapacity + 1);
}

}  // namespace
}  // namespace feerie
