// The effect Transform (core/effect.h): a rule gives a piece another type,
// its side kept. Popeye writes it after the move as "=B" (the castling rook's
// as "0-0=B"), where a Mutate writes the whole piece ("=wB"). Tested with a
// rule made up for the test, apart from the conditions that use it.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "consistency.h"
#include "core/position.h"
#include "io/fen.h"
#include "io/language.h"
#include "movegen/movegen.h"
#include "rules/rules.h"
#include "solve/move_description.h"
#include "solve/notation.h"

namespace feerie {
namespace {

// Every moved piece but a king becomes a bishop (the castling rook too).
class EveryMoverABishop : public Condition {
 public:
  std::string name() const override { return "EveryMoverABishop"; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Consequences); }
  void consequences(Position& position, const Displacement& displacement) const override {
    const Square square = displacement.move.is_castling() ? displacement.rook_to : displacement.move.to;
    Piece piece = position.piece_on(square);
    if (piece.type == PieceType::King || piece.type == PieceType::Bishop) return;
    piece.type = PieceType::Bishop;
    position.change(square, piece, EffectKind::Transform);
  }
};

// A piece is put on h7 first, then the mover becomes a bishop: the change
// is written in the move's text all the same.
class AddThenTransform : public EveryMoverABishop {
 public:
  std::string name() const override { return "AddThenTransform"; }
  void consequences(Position& position, const Displacement& displacement) const override {
    if (position.piece_on(make_square(7, 6)).empty())
      position.add(make_square(7, 6), Piece{PieceType::Pawn, Side::Black});
    EveryMoverABishop::consequences(position, displacement);
  }
};

TEST(TransformEffectAfterOthers, AChangeOfTheMoverIsWrittenInTheMovesText) {
  Rules rules;
  rules.add(std::make_unique<AddThenTransform>());
  Position position;
  read_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", position);
  position.set_rules(&rules);
  MoveList moves;
  generate_legal(position, moves);
  for (const Move& move : moves) {
    if (move.from != make_square(0, 0) || move.to != make_square(0, 4)) continue;
    position.make_move(move);
    EXPECT_EQ(last_move_notation(position, language(LanguageId::English)), "Ra1-a5=B[+bPh7]");
    position.unmake_move();
    return;
  }
  ADD_FAILURE() << "no move a1-a5";
}

class TransformEffect : public ::testing::Test {
 protected:
  void SetUp() override {
    rules_.add(std::make_unique<EveryMoverABishop>());
    read_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", position_);
    position_.set_rules(&rules_);
  }
  // The notation of the legal move from -> to, in `language_id`.
  std::string text_of(Square from, Square to, LanguageId language_id = LanguageId::English) {
    MoveList moves;
    generate_legal(position_, moves);
    for (const Move& move : moves) {
      if (move.from != from || move.to != to) continue;
      position_.make_move(move);
      const std::string text = last_move_notation(position_, language(language_id));
      position_.unmake_move();
      return text;
    }
    ADD_FAILURE() << "no move " << square_name(from) << "-" << square_name(to);
    return {};
  }

  Rules rules_;
  Position position_;
};

TEST_F(TransformEffect, TheNewTypeIsWrittenAfterTheMoveWithoutItsColour) {
  EXPECT_EQ(text_of(make_square(0, 0), make_square(0, 4)), "Ra1-a5=B");
  EXPECT_EQ(text_of(make_square(0, 0), make_square(0, 4), LanguageId::German), "Ta1-a5=L");
  EXPECT_EQ(text_of(make_square(4, 0), make_square(4, 1)), "Ke1-e2");
}

TEST_F(TransformEffect, TheCastlingRooksChangeIsWrittenAfterTheCastling) {
  EXPECT_EQ(text_of(make_square(4, 0), make_square(6, 0)), "0-0=B");
  EXPECT_EQ(text_of(make_square(4, 0), make_square(2, 0)), "0-0-0=B");
}

TEST_F(TransformEffect, TheDescriptionNamesThePieceAndUndoRestoresIt) {
  MoveList moves;
  generate_legal(position_, moves);
  for (const Move& move : moves) {
    if (move.from != make_square(7, 0) || move.to != make_square(7, 6)) continue;
    position_.make_move(move);
    EXPECT_EQ(position_.piece_on(make_square(7, 6)), (Piece{PieceType::Bishop, Side::White}));
    const MoveDescription description = describe_last_move(position_);
    EXPECT_EQ(description.transformation, (Piece{PieceType::Bishop, Side::White}));
    EXPECT_TRUE(description.mutation.empty());
    EXPECT_TRUE(description.rule_effects.empty());
    EXPECT_EQ(position_.hash(), position_.compute_hash());
    position_.unmake_move();
  }
  EXPECT_EQ(position_.piece_on(make_square(7, 0)), (Piece{PieceType::Rook, Side::White}));
  EXPECT_EQ(first_inconsistency(position_, 3), "");
}

}  // namespace
}  // namespace feerie
