// Imitator chess (src/rules/imitator): every move is copied by the imitators,
// step by step along the same vector; a move they cannot copy is illegal,
// and so is a check whose capture they could not copy. Expectations marked
// "Popeye" were checked with Popeye 4.104.
#include "rules/imitator/imitator.h"

#include <gtest/gtest.h>

#include <memory>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "rule_game.h"

namespace feerie {
namespace {

Piece white(const char* name) { return Piece{piece_type_named(name), Side::White}; }

// Why Imitator on `square` refuses the diagram of `white` and `black`, with a
// white `fairy` piece on `on` ("" when it does not).
std::string refusal(const char* square, const char* white_pieces, const char* fairy, const char* on) {
  RuleGame game({"Imitator", square}, white_pieces, "Ke8", Side::White);
  if (*fairy) game.position.put(sq(on), white(fairy));
  return Imitator({sq(square)}).refusal(game.position);
}

TEST(Imitator, ARiderIsCopiedSquareBySquare) {
  // The imitator c3 follows Ra1 up the a-file; the pawn c6 stops it on c5.
  RuleGame game({"Imitator", "c3"}, "Ke1 Ra1", "Kh8 Pc6", Side::White);
  EXPECT_TRUE(game.is_legal("a1", "a2"));
  EXPECT_TRUE(game.is_legal("a1", "a3"));
  EXPECT_FALSE(game.is_legal("a1", "a4"));  // the imitator would land on c6
  EXPECT_FALSE(game.is_legal("a1", "a5"));  // and pass it
  EXPECT_TRUE(game.is_legal("a1", "b1"));
  EXPECT_FALSE(game.is_legal("a1", "h1") && game.is_legal("a1", "g1"));  // the imitator would leave the board
  EXPECT_TRUE(game.has_notation("Ra1-a3[Ic5]"));
}

TEST(Imitator, ALeaperIsCopiedOnItsArrivalOnly) {
  // Nb1-c3 carries the imitator d4 to e6 over the pawn e5; Nb1-d2 to f5, occupied.
  RuleGame game({"Imitator", "d4"}, "Ke1 Nb1", "Kh8 Pe5 Pf5", Side::White);
  EXPECT_TRUE(game.is_legal("b1", "c3"));
  EXPECT_FALSE(game.is_legal("b1", "d2"));
  EXPECT_TRUE(game.is_legal("b1", "a3"));  // to c6
  RuleGame edge({"Imitator", "h7"}, "Ke1 Nb1", "Kh1", Side::White);
  EXPECT_FALSE(edge.is_legal("b1", "c3"));  // the imitator would leave the board
}

TEST(Imitator, ACheckCountsOnlyIfTheImitatorsCouldCopyTheCapture) {
  // Ra1 observes Ka8; taking it would carry the imitator h1 up the h-file.
  RuleGame free({"Imitator", "h1"}, "Ke1 Ra1", "Ka8", Side::Black);
  EXPECT_TRUE(free.position.in_check(Side::Black));
  RuleGame blocked({"Imitator", "h1"}, "Ke1 Ra1 Ph5", "Ka8", Side::Black);
  EXPECT_FALSE(blocked.position.in_check(Side::Black));
  RuleGame off_board({"Imitator", "h2"}, "Ke1 Ra1", "Ka8", Side::Black);
  EXPECT_FALSE(off_board.position.in_check(Side::Black));
}

TEST(Imitator, AHopperNeedsAHurdleForEveryImitator) {
  // Ga1 hops over b2 to c3: the imitator a3 needs a hurdle on b4.
  RuleGame without({"Imitator", "a3"}, "Ke1 Pb2", "Kh8", Side::White);
  without.position.put(sq("a1"), white("Grasshopper"));
  EXPECT_FALSE(without.is_legal("a1", "c3"));
  RuleGame with({"Imitator", "a3"}, "Ke1 Pb2 Pb4", "Kh8", Side::White);
  with.position.put(sq("a1"), white("Grasshopper"));
  EXPECT_TRUE(with.is_legal("a1", "c3"));
}

TEST(Imitator, CastlingMovesTheImitatorsAsTheKingThenTheRook) {
  const std::uint8_t rights = castling::E1 | castling::A1 | castling::H1;
  RuleGame game({"Imitator", "d4"}, "Ke1 Ra1 Rh1", "Ke8", Side::White, rights);
  // 0-0 leaves the imitator where it stands; 0-0-0 moves it one file right.
  EXPECT_TRUE(game.has_notation("0-0[Id4]"));
  EXPECT_TRUE(game.has_notation("0-0-0[Ie4]"));
  // 0-0-0 with a piece on c4: the imitator, going left with the king, meets it.
  RuleGame blocked({"Imitator", "d4"}, "Ke1 Ra1 Rh1 Pc4", "Ke8", Side::White, rights);
  EXPECT_FALSE(blocked.has_notation("0-0-0[Ie4]"));
  EXPECT_TRUE(blocked.has_notation("0-0[Id4]"));
  // With one on b4, two files left, the king's second step; with one on f4,
  // 0-0's.
  RuleGame second({"Imitator", "d4"}, "Ke1 Ra1 Rh1 Pb4", "Ke8", Side::White, rights);
  EXPECT_FALSE(second.has_notation("0-0-0[Ie4]"));
  EXPECT_TRUE(second.has_notation("0-0[Id4]"));
  RuleGame short_side({"Imitator", "d4"}, "Ke1 Ra1 Rh1 Pf4", "Ke8", Side::White, rights);
  EXPECT_FALSE(short_side.has_notation("0-0[Id4]"));
  EXPECT_TRUE(short_side.has_notation("0-0-0[Ie4]"));
  // And with one on e4, where the rook's steps carry it back.
  RuleGame rook({"Imitator", "d4"}, "Ke1 Ra1 Rh1 Pe4", "Ke8", Side::White, rights);
  EXPECT_FALSE(rook.has_notation("0-0-0[Ie4]"));
  // The imitator d1 goes with the king to b1, then with the rook meets the
  // king on c1 (Popeye); 0-0 takes it over the king's empty square e1.
  RuleGame king({"Imitator", "d1"}, "Ke1 Ra1 Rh1", "Ke8", Side::White, rights);
  EXPECT_FALSE(king.has_notation("0-0-0[Ie1]"));
  EXPECT_TRUE(king.has_notation("0-0[Id1]"));
}

TEST(Imitator, AMaosImitatorsPassItsCorner) {
  // Mb1-c3 passes b2; the imitator e4 passes e5 and lands on f6.
  const auto mao_game = [](const char* black) {
    auto game = std::make_unique<RuleGame>(std::vector<std::string>{"Imitator", "e4"}, "Kh1", black, Side::White);
    game->position.put(sq("b1"), white("Mao"));
    return game;
  };
  EXPECT_TRUE(mao_game("Ka8")->is_legal("b1", "c3"));
  EXPECT_FALSE(mao_game("Ka8 Pe5")->is_legal("b1", "c3"));
  EXPECT_FALSE(mao_game("Ka8 Pf6")->is_legal("b1", "c3"));
  EXPECT_TRUE(mao_game("Ka8 Pe6")->is_legal("b1", "c3"));  // the corner is e5, not e6
}

TEST(Imitator, APawnMayPromoteIntoAnImitator) {
  RuleGame game({"Imitator", "a1"}, "Kh1 Pb7", "Ke5", Side::White);
  EXPECT_TRUE(game.has_notation("b7-b8[Ia2]=I"));
  EXPECT_TRUE(game.has_notation("b7-b8[Ia2]=Q"));
  ASSERT_TRUE(game.play("b7", "b8"));  // the first choice: the imitator
  ASSERT_EQ(game.position.imitators().size(), 2u);
  EXPECT_EQ(game.position.imitators()[1], sq("b8"));
  EXPECT_TRUE(game.position.piece_on(sq("b8")).empty());
  // Both imitators now copy the black king's moves.
  EXPECT_TRUE(game.has_notation("Ke5-f5[Ib2,c8]"));
  EXPECT_FALSE(game.is_legal("e5", "e6"));  // b8 would leave the board
  EXPECT_FALSE(game.is_legal("e5", "d5"));  // and so would a2
  // Ten imitators are as many as the position holds: no eleventh.
  RuleGame full({"Imitator", "a1a2a3a4a5a6c1c2c3c4"}, "Kh1 Pb7", "Ke8", Side::White);
  EXPECT_FALSE(full.has_notation("b7-b8[Ia2,a3,a4,a5,a6,a7,c2,c3,c4,c5]=I"));
  EXPECT_TRUE(full.has_notation("b7-b8[Ia2,a3,a4,a5,a6,a7,c2,c3,c4,c5]=Q"));
  RuleGame none({"Imitator", "a1", "NoIProm"}, "Kh1 Pb7", "Ke5", Side::White);
  EXPECT_FALSE(none.has_notation("b7-b8[Ia2]=I"));
  EXPECT_TRUE(none.has_notation("b7-b8[Ia2]=Q"));
}

TEST(Imitator, EnPassantIsWrittenBeforeTheImitators) {
  RuleGame game({"Imitator", "c3"}, "Ke1 Pd5", "Kh8 Pe7", Side::Black);
  ASSERT_TRUE(game.play("e7", "e5"));
  EXPECT_TRUE(game.has_notation("d5*e6 ep.[Id2]"));  // Popeye
}

TEST(Imitator, MovesAreUndoneExactly) {
  RuleGame game({"Imitator", "d4"}, "Ke1 Ra1 Rh1 Nb1 Pe7", "Ke8 Rh8 Pd7", Side::White,
                castling::E1 | castling::A1 | castling::H1 | castling::H8);
  game.position.put(sq("c2"), white("Grasshopper"));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Imitator, ReadsOneWordOfSquares) {
  EXPECT_EQ(condition_names({"Imitator", "a2c3"}), std::vector<std::string>{"Imitator a2 c3"});
  Rules rules;
  EXPECT_THROW(add_conditions({"Imitator"}, rules), ConditionError);
  Rules bad;
  EXPECT_THROW(add_conditions({"Imitator", "a9"}, bad), ConditionError);
  Rules many;
  EXPECT_THROW(add_conditions({"Imitator", "a1a2a3a4a5a6a7a8b1b2b3"}, many), ConditionError);
}

TEST(Imitator, RefusesAPieceOnAnImitatorAndWalksWithoutADefinedImitation) {
  EXPECT_NE(refusal("e1", "Ke1", "", ""), "");
  EXPECT_NE(refusal("d4", "Ke1", "Lion", "a1").find("Lion"), std::string::npos);
  EXPECT_EQ(refusal("d4", "Ke1", "Grasshopper", "a1"), "");
}

}  // namespace
}  // namespace feerie
