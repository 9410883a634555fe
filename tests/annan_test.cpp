// Annan chess and its relatives (src/rules/annan): a piece moves, captures
// and checks as a neighbour. The move lists marked "Popeye" were listed by
// Popeye 4.104 (~1); whole texts are compared in tests/compat/cond-annan-*,
// cond-nanna and cond-facetoface.
#include <gtest/gtest.h>

#include <algorithm>

#include "consistency.h"
#include "io/language.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Notations = std::vector<std::string>;

std::vector<std::string> from(RuleGame& game, const std::string& prefix) {
  std::vector<std::string> result;
  for (const std::string& notation : game.notations())
    if (notation.rfind(prefix, 0) == 0) result.push_back(notation);
  return result;
}

// Does the legal move from -> to (promoting to `promotion`, if given) check?
bool checks(RuleGame& game, const char* from, const char* to, PieceType promotion = PieceType::None) {
  for (const Move& move : game.legal()) {
    if (move.from != sq(from) || move.to != sq(to) || move.promotion != promotion) continue;
    const Side mover = game.position.side_to_move();
    game.position.make_move(move);
    const bool check = game.position.in_check(opponent(mover));
    game.position.unmake_move();
    return check;
  }
  ADD_FAILURE() << "no legal move " << from << "-" << to;
  return false;
}

TEST(AnnanChess, APieceMovesAsTheFriendJustBehindIt) {
  // Popeye: the king e2 moves as the rook e1, the knight e3 as the king e2.
  RuleGame game({"AnnanChess"}, "Ke2 Re1 Se3", "Kh8", Side::White);
  const Notations king = {"Ke2-a2", "Ke2-b2", "Ke2-c2", "Ke2-d2", "Ke2-f2", "Ke2-g2", "Ke2-h2"};
  EXPECT_EQ(from(game, "Ke2"), king);
  const Notations knight = {"Se3-d2", "Se3-d3", "Se3-d4", "Se3-e4", "Se3-f2", "Se3-f3", "Se3-f4"};
  EXPECT_EQ(from(game, "Se3"), knight);
  // The rook has nothing behind it.
  EXPECT_TRUE(game.has_notation("Re1-h1"));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(AnnanChess, BlacksPieceIsAnnanisedFromAbove) {
  // Behind a black piece is the square above it: the pawn e6 moves as the knight e7... not the one on e5.
  RuleGame game({"AnnanChess"}, "Kh1 Se5", "Ka8 Pe6 Se7", Side::Black);
  const Notations pawn = {"e6-c5", "e6-d4", "e6-f4", "e6-g5"};
  std::vector<std::string> moves = from(game, "e6");
  EXPECT_TRUE(std::includes(moves.begin(), moves.end(), pawn.begin(), pawn.end()));
  EXPECT_FALSE(game.has_notation("e6-e5"));
}

TEST(AnnanChess, TheTypesKeepKingsFromLendingOrBorrowing) {
  // Popeye: TypeB, the knight e3 keeps its own walk (a king lends none);
  // TypeC, the king keeps its own (a king borrows none); TypeD both.
  const Notations king_walk = {"Ke2-d1", "Ke2-d2", "Ke2-d3", "Ke2-f1", "Ke2-f2", "Ke2-f3"};
  const Notations rook_walk = {"Ke2-a2", "Ke2-b2", "Ke2-c2", "Ke2-d2", "Ke2-f2", "Ke2-g2", "Ke2-h2"};
  const Notations own_knight = {"Se3-c2", "Se3-c4", "Se3-d1", "Se3-d5", "Se3-f1", "Se3-f5", "Se3-g2", "Se3-g4"};
  const Notations knight_as_king = {"Se3-d2", "Se3-d3", "Se3-d4", "Se3-e4", "Se3-f2", "Se3-f3", "Se3-f4"};
  const struct {
    const char* type;
    const Notations& king;
    const Notations& knight;
  } cases[] = {{"TypeA", rook_walk, knight_as_king},
               {"TypeB", rook_walk, own_knight},
               {"TypeC", king_walk, knight_as_king},
               {"TypeD", king_walk, own_knight}};
  for (const auto& c : cases) {
    RuleGame game({"AnnanChess", c.type}, "Ke2 Re1 Se3", "Kh8", Side::White);
    EXPECT_EQ(from(game, "Ke2"), c.king) << c.type;
    EXPECT_EQ(from(game, "Se3"), c.knight) << c.type;
  }
}

TEST(AnnanChess, ARoyalPieceIsAKingForTheTypes) {
  RuleGame game({"AnnanChess", "TypeB"}, "Bd2", "Kh8", Side::White);
  game.position.put(sq("d1"), Piece{PieceType::Queen, Side::White, false, true});
  // The bishop keeps its walk: the royal queen behind it lends none.
  EXPECT_FALSE(game.has_notation("Bd2-d5"));
  EXPECT_TRUE(game.has_notation("Bd2-a5"));
  RuleGame type_a({"AnnanChess"}, "Bd2", "Kh8", Side::White);
  type_a.position.put(sq("d1"), Piece{PieceType::Queen, Side::White, false, true});
  EXPECT_TRUE(type_a.has_notation("Bd2-d5"));
}

TEST(AnnanChess, CheckFollowsTheBorrowedWalk) {
  // The pawn e6 moves as the knight e5: it checks the king g8 from f8 only
  // as a promoted queen or rook (Popeye: e6-f8=Q +, e6-f8=R +).
  RuleGame game({"AnnanChess"}, "Kb1 Pe6 Se5", "Kg8", Side::White);
  EXPECT_TRUE(checks(game, "e6", "f8", PieceType::Queen));
  EXPECT_TRUE(checks(game, "e6", "f8", PieceType::Rook));
  EXPECT_FALSE(checks(game, "e6", "f8", PieceType::Knight));
  EXPECT_FALSE(checks(game, "e6", "g7"));
  // The black king may not step where the pawn e4, moving as the queen e3, observes.
  RuleGame guard({"AnnanChess"}, "Kb1 Pe4 Qe3", "Kg8", Side::Black);
  EXPECT_FALSE(guard.is_legal("g8", "h7"));
  EXPECT_TRUE(guard.is_legal("g8", "g7"));
  EXPECT_TRUE(guard.position.attacked(sq("h7"), Side::White));
}

TEST(AnnanChess, ANeutralPieceLendsToBothSides) {
  // Popeye: the white pawn d3 moves as the neutral knight d2; the black pawn
  // e6 as the neutral bishop e7.
  RuleGame game({"AnnanChess"}, "Ka1 Pd3", "Kh8 Pe6", Side::White);
  game.position.put(sq("d2"), neutral_piece(PieceType::Knight));
  game.position.put(sq("e7"), neutral_piece(PieceType::Bishop));
  EXPECT_TRUE(game.has_notation("d3-f4"));
  EXPECT_FALSE(game.has_notation("d3-d4"));
  game.position.set_side_to_move(Side::Black);
  EXPECT_TRUE(game.has_notation("e6-a2"));
  EXPECT_FALSE(game.has_notation("e6-e5"));
}

TEST(NannaChess, APieceMovesAsTheFriendJustInFrontOfIt) {
  // Popeye: the rook b2 moves as the knight b3 in front of it, the king b1
  // as the rook; TypeD: the king keeps its walk.
  RuleGame game({"NannaChess"}, "Kb1 Rb2 Sb3", "Kh8", Side::White);
  EXPECT_TRUE(game.has_notation("Rb2-d1"));
  EXPECT_FALSE(game.has_notation("Rb2-a2"));
  EXPECT_TRUE(game.has_notation("Kb1-h1"));
  EXPECT_FALSE(game.has_notation("Kb1-a2"));
  RuleGame type_d({"NannaChess", "TypeD"}, "Kb1 Rb2 Sb3", "Kh8", Side::White);
  EXPECT_TRUE(type_d.has_notation("Kb1-a2"));
  EXPECT_FALSE(type_d.has_notation("Kb1-d1"));
}

TEST(FaceToFace, APieceMovesAsTheEnemyInFrontOfIt) {
  // Popeye: the rook d4 moves as the bishop d5, which moves as the rook.
  RuleGame game({"FaceToFace"}, "Ka1 Rd4 Pg2", "Kh7 Bd5 Pg3 Sa5", Side::White);
  const Notations rook = {"Rd4-a7", "Rd4-b2", "Rd4-b6", "Rd4-c3", "Rd4-c5", "Rd4-e3",
                          "Rd4-e5", "Rd4-f2", "Rd4-f6", "Rd4-g1", "Rd4-g7", "Rd4-h8"};
  EXPECT_EQ(from(game, "Rd4"), rook);
  // On a7, nobody before it, it is a rook again and checks h7 (Popeye: "+").
  EXPECT_TRUE(checks(game, "d4", "a7"));
  EXPECT_TRUE(checks(game, "d4", "g7"));
  EXPECT_FALSE(checks(game, "d4", "f6"));
  // The pawn g2 moves as the pawn g3: forward, blocked.
  EXPECT_TRUE(from(game, "g2").empty());
}

TEST(FaceToFace, APawnOnItsFirstRankMovesOnlyWhenFaced) {
  // Popeye's example: a white pawn on d1 has no move, unless faced by a knight.
  RuleGame alone({"FaceToFace"}, "Pd1 Ka8", "Kh8", Side::White);
  EXPECT_TRUE(from(alone, "d1").empty());
  RuleGame faced({"FaceToFace"}, "Pd1 Ka8", "Kh8 Sd2", Side::White);
  const Notations knight = {"d1-b2", "d1-c3", "d1-e3", "d1-f2"};
  EXPECT_EQ(from(faced, "d1"), knight);
}

TEST(FaceToFace, ACastlingKingIsFacedOnTheSquaresItPasses) {
  // On f1 the king would face the knight f2, which would move as a king:
  // no castling; the knight elsewhere, castling (Popeye).
  RuleGame game({"FaceToFace"}, "Ke1 Rh1", "Ka8 Sf2", Side::White, castling::E1 | castling::H1);
  EXPECT_FALSE(game.has_notation("0-0"));
  RuleGame free({"FaceToFace"}, "Ke1 Rh1", "Ka8 Sb3", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(free.has_notation("0-0"));
}

TEST(BackToBack, APieceMovesAsTheEnemyJustBehindIt) {
  // Popeye: the bishop d4 moves as the knight d3, and the knight as the
  // bishop (it may not leave: the bishop would check h8 again).
  RuleGame game({"BackToBack"}, "Ka1 Bd4", "Kh8 Sd3", Side::White);
  const Notations bishop = {"Bd4-b3", "Bd4-b5", "Bd4-c2", "Bd4-c6", "Bd4-e2", "Bd4-e6", "Bd4-f3", "Bd4-f5"};
  EXPECT_EQ(from(game, "Bd4"), bishop);
  game.position.set_side_to_move(Side::Black);
  EXPECT_TRUE(from(game, "Sd3").empty());
  EXPECT_EQ(first_inconsistency(game.position, 2), "");
}

TEST(CheekToCheek, APieceMovesAsTheEnemiesBesideIt) {
  // Popeye: the bishop d4 moves as the rook e4 beside it; on d5, with
  // nobody beside it, it is a bishop again and checks the king e6.
  RuleGame game({"CheekToCheek"}, "Kb1 Bd4", "Ke6 Re4 Pa7", Side::White);
  EXPECT_TRUE(checks(game, "d4", "d5"));
  EXPECT_FALSE(checks(game, "d4", "d3"));
  EXPECT_TRUE(game.has_notation("Bd4*e4"));
  EXPECT_FALSE(game.has_notation("Bd4-e5"));
}

// Decision: a move that both neighbours' walks reach is one move (Popeye
// lists it once per walk).
TEST(CheekToCheek, AMoveBothNeighboursLendIsMadeOnce) {
  RuleGame game({"CheekToCheek"}, "Ka1 Bd4", "Kh8 Rc4 Re4", Side::White);
  const Notations moves = from(game, "Bd4");
  const Notations expected = {"Bd4*c4", "Bd4*e4", "Bd4-d1", "Bd4-d2", "Bd4-d3", "Bd4-d5", "Bd4-d6", "Bd4-d7", "Bd4-d8"};
  EXPECT_EQ(moves, expected);
  RuleGame two({"CheekToCheek"}, "Ka1 Bd4", "Kh8 Sc4 Re4", Side::White);
  EXPECT_TRUE(two.has_notation("Bd4-b5"));  // as the knight
  EXPECT_TRUE(two.has_notation("Bd4-d8"));  // as the rook
}

TEST(AnnanChess, NamesAndTypesInThreeLanguages) {
  EXPECT_EQ(condition_names({"Annanschach", "TypB"}), (std::vector<std::string>{"AnnanChess    TypeB"}));
  EXPECT_EQ(condition_names({"AnnanEchecs", "TypeD"}), (std::vector<std::string>{"AnnanChess    TypeD"}));
  EXPECT_EQ(condition_names({"AnnanChess", "TypeA"}), (std::vector<std::string>{"AnnanChess"}));
  EXPECT_EQ(condition_names({"Nannaschach", "TypC"}), (std::vector<std::string>{"NannaChess    TypeC"}));
  EXPECT_EQ(condition_names({"AngesichtZuAngesicht"}), (std::vector<std::string>{"FaceToFace"}));
  EXPECT_EQ(condition_names({"DosADos"}), (std::vector<std::string>{"BackToBack"}));
  EXPECT_EQ(condition_names({"WangeAnWange"}), (std::vector<std::string>{"CheekToCheek"}));
  EXPECT_EQ(language(LanguageId::German).condition_name("AnnanChess    TypeC"), "Annanschach    TypC");
  EXPECT_EQ(language(LanguageId::French).condition_name("FaceToFace"), "FaceAFace");
  EXPECT_EQ(language(LanguageId::German).condition_name("CheekToCheek"), "WangeAnWange");
}

}  // namespace
}  // namespace feerie
