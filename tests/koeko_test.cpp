// KoeKo, NewKoeko and AntiKoeko (src/rules/koeko): a moved piece must end in
// contact (resp. keep its contact, resp. end without contact). Counts marked
// "Popeye" were checked with Popeye 4.104 (h~2 listings of two plies from
// Black to move).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

constexpr const char* White = "Ke1 Ra1 Rh1 Pb2 Pg2";
constexpr const char* Black = "Ke8 Ra8 Rh8 Bb4 Pe7 Qh4 Pf5";
constexpr const char* BlackQuiet = "Ke8 Ra8 Rh8 Bb5 Pe7 Qh5 Pf5";

TEST(Koeko, AMoveMustEndNextToAPiece) {
  RuleGame game({"KoeKo"}, "Ke1 Rd4", "Ke8 Pc6", Side::White);
  EXPECT_TRUE(game.is_legal("d4", "d5"));   // next to the black pawn c6
  EXPECT_TRUE(game.is_legal("d4", "d2"));   // next to its own king
  EXPECT_FALSE(game.is_legal("d4", "d3"));  // nobody next to d3
  EXPECT_FALSE(game.is_legal("d4", "h4"));
  // The departure square is empty once the piece has left it.
  RuleGame alone({"KoeKo"}, "Ke1 Rd4 Pd5", "Ke8", Side::White);
  EXPECT_FALSE(alone.is_legal("d5", "d6"));
}

TEST(Koeko, ACheckCountsOnlyIfTheKingCaptureWouldEndInContact) {
  // Rh5 takes on e5 with no piece next to e5: no check.
  RuleGame free({"KoeKo"}, "Ke5 Pa2", "Ka8 Rh5", Side::White);
  EXPECT_FALSE(free.position.in_check(Side::White));
  // With a white pawn on d4 next to e5, the capture would be in contact.
  RuleGame contact({"KoeKo"}, "Ke5 Pd4", "Ka8 Rh5", Side::White);
  EXPECT_TRUE(contact.position.in_check(Side::White));
}

TEST(Koeko, TheCastlingRookMustEndInContactToo) {
  // Knight contact: after 0-0 the king on g1 touches the queen f3, the rook
  // on f1 touches nobody (Popeye: no castling); with a pawn on d2 it does.
  RuleGame game({"KoeKo", "Neighbour", "S"}, "Ke1 Rh1", "Ka8 Bf3", Side::White, castling::E1 | castling::H1);
  EXPECT_FALSE(game.is_legal("e1", "g1"));
  RuleGame rook({"KoeKo", "Neighbour", "S"}, "Ke1 Rh1 Pd2", "Ka8 Bf3", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(rook.is_legal("e1", "g1"));
}

TEST(Koeko, ACastlingKingPassesOverASquareAsIfItHadLeftItsHome) {
  // The rook a1 observes f1 through e1 once the king stands on f1; taking it
  // there, it touches the pawn g2: a check, so no 0-0 (Popeye). The king
  // itself on e1 is not in check (no contact on e1).
  RuleGame game({"KoeKo"}, "Ke1 Rh1 Pg2", "Ke8 Ra1 Pf5", Side::White, castling::E1 | castling::H1);
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_FALSE(game.is_legal("e1", "g1"));
  RuleGame far({"KoeKo"}, "Ke1 Rh1 Ph2", "Ke8 Ra1 Pf5", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(far.is_legal("e1", "g1"));
}

TEST(Koeko, AParrainRebirthGivesTheKingCaptureContact) {
  // Popeye's regression "Use reborn piece for contact": after 1.d7-d5 Ke5*e4
  // would be met by d5*e4, where the pawn taken on e4 is reborn on f3, next
  // to e4: a check, so Ke5*e4 is illegal. After 1.d7*e6 the king may take.
  RuleGame game({"KoeKo", "Parrain"}, "Ke5 Pe6", "Pd7 Pe4 Kh3", Side::Black);
  ASSERT_TRUE(game.play("d7", "d5"));
  ASSERT_TRUE(game.force("e5", "e4"));
  EXPECT_TRUE(game.position.in_check(Side::White));
  game.position.unmake_move();
  EXPECT_FALSE(game.is_legal("e5", "e4"));
  game.position.unmake_move();
  ASSERT_TRUE(game.play("d7", "e6"));
  EXPECT_TRUE(game.is_legal("e5", "e4"));
}

TEST(Koeko, ACirceRebirthGivesContact) {
  // Rc2*c6 ends with nobody next to c6, but under Circe the pawn is reborn on
  // c7, next to it.
  RuleGame circe({"KoeKo", "Circe"}, "Ka1 Rc2", "Kh4 Pc6", Side::White);
  EXPECT_TRUE(circe.is_legal("c2", "c6"));
  RuleGame plain({"KoeKo"}, "Ka1 Rc2", "Kh4 Pc6", Side::White);
  EXPECT_FALSE(plain.is_legal("c2", "c6"));
}

TEST(NewKoeko, ContactAfterTheMoveMustEqualContactBefore) {
  RuleGame game({"NewKoeko"}, "Ke1 Rd4 Pc5 Pg3", "Kh8 Pa7", Side::White);
  EXPECT_TRUE(game.is_legal("d4", "d6"));   // in contact (c5), stays in contact (c5)
  EXPECT_TRUE(game.is_legal("d4", "d2"));   // in contact, next to the king on d2
  EXPECT_FALSE(game.is_legal("d4", "e4"));  // loses its contact (Popeye)
  EXPECT_TRUE(game.is_legal("e1", "d1"));   // no contact before nor after
  EXPECT_FALSE(game.is_legal("e1", "f2"));  // gains contact (g3)
}

TEST(AntiKoeko, AMoveMustEndWithNoPieceNextToIt) {
  RuleGame game({"AntiKoeko"}, "Ke1 Rd4", "Ke8 Pc6", Side::White);
  EXPECT_FALSE(game.is_legal("d4", "d5"));
  EXPECT_TRUE(game.is_legal("d4", "d3"));
  EXPECT_TRUE(game.is_legal("d4", "h4"));
}

TEST(Koeko, NeighbourNamesTheLeaperOfTheContact) {
  EXPECT_EQ(condition_names({"KoeKo", "Neighbour", "S"}), (std::vector<std::string>{"S-KoeKo"}));
  EXPECT_EQ(condition_names({"KoeKo", "nei", "ca"}), (std::vector<std::string>{"CA-KoeKo"}));
  EXPECT_EQ(condition_names({"KoeKo", "Voisin", "ch"}), (std::vector<std::string>{"CA-KoeKo"}));
  EXPECT_EQ(condition_names({"AntiKoeko", "Nachbar", "k"}), (std::vector<std::string>{"AntiKoeko"}));
  EXPECT_EQ(condition_names({"KoeKo"}), (std::vector<std::string>{"KoeKo"}));
  EXPECT_THROW(condition_names({"KoeKo", "Neighbour", "Q"}), ConditionError);
  EXPECT_THROW(condition_names({"KoeKo", "Neighbour"}), ConditionError);
  RuleGame game({"KoeKo", "Neighbour", "S"}, "Ke1 Rd4", "Ke8 Pc6", Side::White);
  EXPECT_FALSE(game.is_legal("d4", "d5"));  // c6 is a king's step away, not a knight's
  EXPECT_TRUE(game.is_legal("d4", "d8"));   // c6 is a knight's leap from d8
}

TEST(Koeko, CountsAgreeWithPopeye) {
  const std::uint8_t all = castling::All;
  EXPECT_EQ(RuleGame({"KoeKo"}, White, Black, Side::Black, all).count(2), 462u);                         // Popeye
  EXPECT_EQ(RuleGame({"KoeKo", "Circe"}, White, Black, Side::Black, all).count(2), 462u);                // Popeye
  EXPECT_EQ(RuleGame({"KoeKo", "Circe"}, White, BlackQuiet, Side::Black, all).count(2), 525u);           // Popeye
  EXPECT_EQ(RuleGame({"NewKoeko"}, White, BlackQuiet, Side::Black, all).count(2), 328u);                 // Popeye
  EXPECT_EQ(RuleGame({"AntiKoeko"}, White, BlackQuiet, Side::Black, all).count(2), 73u);                 // Popeye
  EXPECT_EQ(RuleGame({"KoeKo", "Neighbour", "S"}, White, BlackQuiet, Side::Black, all).count(2), 150u);  // Popeye
  EXPECT_EQ(RuleGame({"AntiKoeko", "Neighbour", "CA"}, White, Black, Side::Black, all).count(2), 228u);  // Popeye
  RuleGame game({"KoeKo", "Parrain"}, White, BlackQuiet, Side::Black, all);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(Koeko, CombinationsWhoseContactFeerieDoesNotJudgeAreRefused) {
  for (const char* other : {"AntiCirce", "AtomicCirce", "Take&Make", "Madrasi", "Eiffel", "Leffie", "Isardam"})
    EXPECT_THROW(condition_names({"KoeKo", other}), ConditionError) << other;
  EXPECT_EQ(condition_names({"KoeKo", "Circe"}), (std::vector<std::string>{"KoeKo", "Circe"}));
}

}  // namespace
}  // namespace feerie
