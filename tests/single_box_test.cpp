// SingleBox (src/rules/single_box): neither side may have more men of a type
// than the game array's. Type1: a pawn that cannot promote checks no king on
// its last rank. Type2 and Type3: a latent pawn waits on its last rank until
// a piece of its box is out of play, and then promotes with the other side's
// move (Type2) or before a move of its own side (Type3). Whole outputs are compared with Popeye's in tests/compat/
// (singlebox-*); counts marked "Popeye" were checked with Popeye 4.104.
#include <gtest/gtest.h>

#include <algorithm>

#include "consistency.h"
#include "io/position_setup.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

// The promotions of the pawn on `from` among the legal moves.
std::set<PieceType> promotions(RuleGame& game, const char* from) {
  std::set<PieceType> types;
  for (const Move& move : game.legal())
    if (move.from == parse_square(from) && move.promotion != PieceType::None) types.insert(move.promotion);
  return types;
}

TEST(SingleBox, APawnPromotesOnlyToAPieceOutOfPlay) {
  // White has its queen, both rooks and one bishop: a bishop or a knight remain.
  RuleGame game({"SingleBox"}, "Kh1 Qd1 Rf1 Rb2 Bc1 Pb7", "Ka5", Side::White);
  EXPECT_EQ(promotions(game, "b7"), (std::set<PieceType>{PieceType::Bishop, PieceType::Knight}));
  RuleGame orthodox({}, "Kh1 Qd1 Rf1 Rb2 Bc1 Pb7", "Ka5", Side::White);
  EXPECT_EQ(promotions(orthodox, "b7").size(), 4u);
}

TEST(SingleBox, ACaptureFreesRoomInTheBox) {
  // Black takes the white queen: now White may promote to a queen again.
  RuleGame game({"SingleBox"}, "Kh1 Qd1 Ra1 Rh2 Bc1 Bf1 Sb1 Sg1 Pe7", "Kc5 Rd8", Side::Black);
  ASSERT_TRUE(game.play("d8", "d1"));
  EXPECT_EQ(promotions(game, "e7"), (std::set<PieceType>{PieceType::Queen}));
}

TEST(SingleBox, APawnThatCannotPromoteChecksNoKing) {
  // Every white officer is on the board: e7 cannot promote, so f8 is not in check.
  RuleGame full({"SingleBox"}, "Kh1 Qd1 Ra1 Rh2 Bc1 Bf1 Sb1 Sg1 Pe7", "Kf8", Side::Black);
  EXPECT_FALSE(full.position.in_check(Side::Black));
  RuleGame room({"SingleBox"}, "Kh1 Qd1 Ra1 Rh2 Bc1 Bf1 Sb1 Pe7", "Kf8", Side::Black);
  EXPECT_TRUE(room.position.in_check(Side::Black));
}

TEST(SingleBox, FairyPiecesAreRefused) {
  for (const char* type : {"", " type2", " type3"}) {
    Position position;
    Rules rules;
    EXPECT_THROW(set_up_problem(std::string("beginproblem\npieces white kh1 gd4 black ka8\ncondition singlebox") +
                                    type + "\nstipulation ~1\nendproblem\n",
                                position, rules),
                 UnsupportedPosition)
        << type;
  }
  Rules anticirce;
  EXPECT_THROW(add_conditions({"SingleBox", "AntiCirce"}, anticirce), ConditionError);
}

// A problem set up as the solver sets it up (latent pawns in the diagram,
// the pawn itself first among the promotions under Type2 and Type3).
class BoxProblem {
  Rules rules_;

 public:
  BoxProblem(const std::string& type, const std::string& white, const std::string& black, const char* stipulation) {
    set_up_problem("beginproblem\ncondition singlebox " + type + "\npieces white " + white + " black " + black +
                       "\nstipulation " + stipulation + "\nendproblem\n",
                   position, rules_);
  }
  std::vector<std::string> notations(const char* from = nullptr) {
    return legal_notations(position, from ? parse_square(from) : NoSquare);
  }
  Position position;
};

using Notations = std::vector<std::string>;

TEST(SingleBoxLatentPawns, APawnStaysAPawnOnItsLastRankWhileTheBoxIsFull) {
  // Every white officer is in play: e7 goes to e8 as a pawn (Type2 and Type3),
  // and has no move at all under Type1.
  const std::string full = "kh1 qd1 ra1 rh2 bc1 bf1 sb1 sg1 pe7";
  EXPECT_EQ(BoxProblem("type2", full, "kc5", "~1").notations("e7"), Notations{"e7-e8"});
  EXPECT_EQ(BoxProblem("type3", full, "kc5", "~1").notations("e7"), Notations{"e7-e8"});
  EXPECT_EQ(BoxProblem("type1", full, "kc5", "~1").notations("e7"), Notations{});
  // A rook is out of play: the pawn must become one.
  const std::string room = "kh1 qd1 ra1 bc1 bf1 sb1 sg1 pe7";
  EXPECT_EQ(BoxProblem("type2", room, "kc5", "~1").notations("e7"), Notations{"e7-e8=R"});
}

// Under Type2 and Type3 a pawn may stay a pawn on its last rank: on its
// seventh it checks a king on the last rank even with the box full (Type1:
// it cannot move there, and checks nothing), as Popeye.
TEST(SingleBoxLatentPawns, APawnOnItsSeventhRankChecksWhateverTheBox) {
  const std::string full = "kh1 qd1 ra1 rh2 bc1 bf1 sb1 sg1 pe7";
  EXPECT_TRUE(BoxProblem("type2", full, "kf8 pa7", "h~1").position.in_check(Side::Black));
  EXPECT_TRUE(BoxProblem("type3", full, "kf8 pa7", "h~1").position.in_check(Side::Black));
  EXPECT_FALSE(BoxProblem("type1", full, "kf8 pa7", "h~1").position.in_check(Side::Black));
}

TEST(SingleBoxLatentPawns, TypeTwoPromotesTheOtherSidesLatentPawnWithTheMoveThatFreesRoom) {
  // The black pawn on a1 waits while Black's box is full; Sc6*d8 takes the
  // queen and promotes it to one, Sc6*b8 to a knight; other moves leave it.
  BoxProblem problem("type2", "kg3 sc6", "ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa1", "~1");
  const Notations d8 = problem.notations("c6");
  EXPECT_NE(std::find(d8.begin(), d8.end(), "Sc6*d8[a1=Q]"), d8.end());
  EXPECT_NE(std::find(d8.begin(), d8.end(), "Sc6*b8[a1=S]"), d8.end());
  EXPECT_NE(std::find(d8.begin(), d8.end(), "Sc6-a5"), d8.end());
  EXPECT_EQ(std::find(d8.begin(), d8.end(), "Sc6*d8"), d8.end());
  EXPECT_EQ(std::find(d8.begin(), d8.end(), "Sc6*b8[a1=Q]"), d8.end());
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(SingleBoxLatentPawns, TypeTwoLetsTheMoverChooseWhichLatentPawnAndWhat) {
  // Black has lost a rook: every white move promotes one of the two latent
  // pawns to it (a move for each choice), and the other may wait.
  BoxProblem two_pawns("type2", "kg3 pa2", "ke8 qd8 ra8 bc8 bf8 sb8 sg8 pc1 pd1", "~1");
  EXPECT_EQ(two_pawns.notations("a2"), (Notations{"a2-a3[c1=R]", "a2-a3[d1=R]", "a2-a4[c1=R]", "a2-a4[d1=R]"}));
  // Black has lost a rook and a knight: the one latent pawn becomes either.
  BoxProblem two_types("type2", "kg3 pa2", "ke8 qd8 ra8 bc8 bf8 sb8 pc1", "~1");
  EXPECT_EQ(two_types.notations("a2"), (Notations{"a2-a3[c1=R]", "a2-a3[c1=S]", "a2-a4[c1=R]", "a2-a4[c1=S]"}));
  // Two latent pawns and two officers out of play: one pawn would wait with
  // room in the box, so no move is legal.
  BoxProblem stuck("type2", "kg3 pa2", "ke8 qd8 ra8 bc8 bf8 sb8 pc1 pd1", "~1");
  EXPECT_EQ(stuck.notations(), Notations{});
}

TEST(SingleBoxLatentPawns, TypeThreePromotesTheMoversLatentPawnBeforeItsMove) {
  // White's rook is out of play: each white move comes with e8=R, made
  // first, and the new rook may make the move itself.
  BoxProblem problem("type3", "kh1 qd1 ra1 bc1 bf1 sb1 sg1 pe8", "kc5", "~1");
  const Notations moves = problem.notations();
  for (const std::string& move : moves) EXPECT_EQ(move.rfind("[e8=R]", 0), 0u) << move;
  EXPECT_NE(std::find(moves.begin(), moves.end(), "[e8=R]Kh1-g2"), moves.end());
  EXPECT_NE(std::find(moves.begin(), moves.end(), "[e8=R]Re8-e2"), moves.end());
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(SingleBoxLatentPawns, TypeThreesLatentPawnObservesAsWhatItMayBecome) {
  // The white pawn on e8 may become a rook: it checks the black king on h8
  // along the rank under Type3, not under Type2, nor with a full box.
  EXPECT_TRUE(BoxProblem("type3", "kh1 qd1 ra1 bc1 bf1 sb1 sg1 pe8", "kh8", "h#1").position.in_check(Side::Black));
  EXPECT_FALSE(BoxProblem("type2", "kh1 qd1 ra1 bc1 bf1 sb1 sg1 pe8", "kh8", "h#1").position.in_check(Side::Black));
  EXPECT_FALSE(BoxProblem("type3", "kh1 qd1 ra1 rb2 bc1 bf1 sb1 sg1 pe8", "kh8", "h#1").position.in_check(Side::Black));
}

TEST(SingleBox, MakeUnmakeRestoresEverything) {
  RuleGame game({"SingleBox"}, "Kh1 Qd1 Rf1 Pb7 Pc7", "Ka5 Rd8 Pg2", Side::White);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

}  // namespace
}  // namespace feerie
