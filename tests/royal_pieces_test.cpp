// Royal pieces: a piece of another type with the Royal attribute is its
// side's king for check and mate, and moves as its type. Whole listings are
// checked against Popeye in tests/compat/royal-*.inp.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "consistency.h"
#include "io/language.h"
#include "io/popeye_reader.h"
#include "movegen/movegen.h"
#include "rules/registry.h"
#include "solve/goal.h"
#include "solve/goal_reach.h"
#include "test_positions.h"

namespace feerie {
namespace {

Piece royal(PieceType type, Side side) { return Piece{type, side, false, true}; }

Position position_with(std::initializer_list<std::pair<const char*, Piece>> pieces, Side to_move = Side::White) {
  Position position;
  for (const auto& [square, piece] : pieces) position.put(parse_square(square), piece);
  position.set_side_to_move(to_move);
  return position;
}

TEST(RoyalPieces, AreTheirSidesKingsAndMoveAsTheirType) {
  Position position = position_with({{"d4", royal(PieceType::Knight, Side::White)},
                                     {"e8", Piece{PieceType::King, Side::Black}},
                                     {"b6", Piece{PieceType::Bishop, Side::Black}}});
  EXPECT_EQ(position.kings(Side::White), square_bb(parse_square("d4")));
  EXPECT_EQ(position.royal_pieces(), square_bb(parse_square("d4")));
  EXPECT_TRUE(position.in_check(Side::White));   // the bishop b6 observes d4
  EXPECT_TRUE(has_move(position, "d4", "f5"));   // a knight's move out of check
  EXPECT_FALSE(has_move(position, "d4", "d5"));  // not a king's step
  EXPECT_FALSE(has_move(position, "d4", "c4"));
}

TEST(RoyalPieces, ARoyalQueenCanBeMated) {
  // Black's royal queen a8, hemmed in by its own pawn and knight, is mated
  // by the bishop b7 guarded by the rook b1.
  Position position = position_with({{"c1", Piece{PieceType::King, Side::White}},
                                     {"b1", Piece{PieceType::Rook, Side::White}},
                                     {"b7", Piece{PieceType::Bishop, Side::White}},
                                     {"a8", royal(PieceType::Queen, Side::Black)},
                                     {"a7", Piece{PieceType::Pawn, Side::Black}},
                                     {"b8", Piece{PieceType::Knight, Side::Black}}},
                                    Side::Black);
  EXPECT_TRUE(position.in_check(Side::Black));
  EXPECT_FALSE(has_legal_move(position));
  EXPECT_TRUE(goal_reached(position, Goal{GoalKind::Mate}));
}

TEST(RoyalPieces, APromotedRoyalPawnStaysRoyal) {
  Position position = position_with({{"g7", royal(PieceType::Pawn, Side::White)},
                                     {"h1", Piece{PieceType::Rook, Side::White}},
                                     {"a8", Piece{PieceType::King, Side::Black}}});
  MoveList moves;
  generate_legal(position, moves);
  const auto promotion =
      std::find_if(moves.begin(), moves.end(), [](const Move& m) { return m.promotion != PieceType::None; });
  ASSERT_NE(promotion, moves.end());
  position.make_move(*promotion);
  EXPECT_EQ(position.piece_on(parse_square("g8")), royal(promotion->promotion, Side::White));
  EXPECT_EQ(position.kings(Side::White), square_bb(parse_square("g8")));
  position.unmake_move();
  EXPECT_EQ(first_inconsistency(position, 3), "");
}

TEST(RoyalPieces, ANeutralRoyalPieceIsNeverCaptured) {
  Piece knight = royal(PieceType::Knight, Side::White);
  knight.neutral = true;
  Position position = position_with(
      {{"d5", knight}, {"h2", Piece{PieceType::Queen, Side::White}}, {"b2", Piece{PieceType::Rook, Side::Black}}});
  EXPECT_EQ(position.kings(Side::White), position.kings(Side::Black));
  EXPECT_FALSE(position.capturable(Side::White) & square_bb(parse_square("d5")));
  EXPECT_FALSE(position.capturable(Side::Black) & square_bb(parse_square("d5")));
}

TEST(RoyalPieces, HashKeysDifferFromThePlainPiece) {
  const Position plain = position_with({{"d4", Piece{PieceType::Knight, Side::White}}});
  const Position royal_knight = position_with({{"d4", royal(PieceType::Knight, Side::White)}});
  EXPECT_NE(plain.hash(), royal_knight.hash());
  EXPECT_EQ(royal_knight.hash(), royal_knight.compute_hash());
}

TEST(RoyalPieces, NoGoalPruningAndOnlyConditionsDefinedWithThem) {
  const Position position =
      position_with({{"d4", royal(PieceType::Knight, Side::White)}, {"e8", Piece{PieceType::King, Side::Black}}});
  EXPECT_FALSE(goal_pruning_applies(position, Goal{GoalKind::Mate}));
  Rules rules;
  add_conditions({"Circe", "BlackMaximummer", "Madrasi"}, rules);
  const Condition* refusing = rules.not_handling(static_cast<unsigned>(PieceAttribute::Royal));
  ASSERT_NE(refusing, nullptr);
  EXPECT_EQ(refusing->name(), "Madrasi");
}

TEST(RoyalPieces, ReadAfterASideInEachLanguageAndWritten) {
  for (const char* text : {"begin\npieces white royal sd4 rh1 black ke8\nstip ~1\nend",
                           "begin\npieces white roy sd4 rh1 black ke8\nstip ~1\nend",
                           "anfangproblem\nsteine weiss koenig sd4 th1 schwarz ke8\nforderung ~1\nendeproblem",
                           "debutprobleme\npieces blanc royale cd4 th1 noir re8\nenonce ~1\nfinprobleme"}) {
    const auto problems = read_popeye(text);
    ASSERT_EQ(problems.size(), 1u);
    ASSERT_TRUE(problems[0].problem) << text << ": " << problems[0].error->what();
    const auto& pieces = problems[0].problem->pieces;
    ASSERT_EQ(pieces.size(), 3u) << text;
    EXPECT_EQ(pieces[0].piece, royal(PieceType::Knight, Side::White)) << text;
    // The next piece group only, as Popeye ("Royal d4" under its diagram).
    EXPECT_FALSE(pieces[1].piece.royal) << text;
    EXPECT_FALSE(pieces[2].piece.royal) << text;
  }
  // A lone piece letter stays a piece, though it begins an attribute's name
  // ("k" of Kamikaze): attribute words have three letters at least.
  const auto lone = read_popeye("begin\npieces white k e1 s b2 black k e8\nstip ~1\nend");
  ASSERT_TRUE(lone[0].problem) << lone[0].error->what();
  EXPECT_EQ(lone[0].problem->pieces[0].piece, (Piece{PieceType::King, Side::White}));
  // A royal king is just a king; the other attributes are refused by name.
  const auto king = read_popeye("begin\npieces white royal ke1 black ke8\nstip ~1\nend");
  ASSERT_TRUE(king[0].problem);
  EXPECT_EQ(king[0].problem->pieces[0].piece, (Piece{PieceType::King, Side::White}));
  const auto jigger = read_popeye("begin\npieces white jigger sd4 black ke8\nstip ~1\nend");
  ASSERT_TRUE(jigger[0].error);
  EXPECT_NE(std::string(jigger[0].error->what()).find("Jigger pieces are not supported"), std::string::npos);
  // The attribute's letter in a move's text: 'r', German 'k'.
  EXPECT_EQ(language(LanguageId::English).attribute_letters(royal(PieceType::Queen, Side::Black)), "r");
  EXPECT_EQ(language(LanguageId::German).attribute_letters(royal(PieceType::Queen, Side::Black)), "k");
  EXPECT_EQ(language(LanguageId::English).piece_text(royal(PieceType::Queen, Side::Black)), "brQ");
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

TEST(RoyalPieces, ARoyalPawnMayNotDoubleStepPastAnEnemyPawn) {
  // d7-d5 would let the pawn e5 take the royal pawn en passant: a self-check.
  Position position = position_with(
      {{"d7", Piece{PieceType::Pawn, Side::Black, false, true}}, {"e5", Piece{PieceType::Pawn, Side::White}}},
      Side::Black);
  Position alone = position_with({{"d7", Piece{PieceType::Pawn, Side::Black, false, true}}}, Side::Black);
  EXPECT_TRUE(has_move(alone, "d7", "d5"));
  EXPECT_FALSE(has_move(position, "d7", "d5"));
  EXPECT_FALSE(has_move(position, "d7", "d6"));  // e5 observes d6
  position.make_move(Move{parse_square("d7"), parse_square("d5"), MoveKind::DoubleStep});
  EXPECT_TRUE(position.taken_en_passant(parse_square("d5"), Side::Black));
  EXPECT_TRUE(position.in_check(Side::Black));
}

}  // namespace
}  // namespace feerie
