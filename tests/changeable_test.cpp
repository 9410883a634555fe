// Changeable chess (rules/changeable.md): the mutation table of the three variants,
// mutations as effects of played moves, pawns, castling rights, self-check by
// mutation, and hand-checked move counts. No reference solver has this genre; the
// positions marked hNN are those of the oracle problems changeable_hNN_*.inp.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "rules/changeable/mutation_table.h"

namespace feerie {
namespace {

const std::vector<std::string> Standard{"ChangeableChess"};
const std::vector<std::string> Inverse{"ChangeableChess", "Inverse"};
const std::vector<std::string> SameColour{"ChangeableChess", "SameColour"};

// The single Mutate effect of the last move, if any.
std::optional<Effect> mutation(const std::vector<Effect>& effects) {
  std::optional<Effect> found;
  for (const Effect& e : effects)
    if (e.kind == EffectKind::Mutate) {
      EXPECT_FALSE(found) << "more than one mutation";
      found = e;
    }
  return found;
}

constexpr Piece W(PieceType t) { return Piece{t, Side::White}; }
constexpr Piece B(PieceType t) { return Piece{t, Side::Black}; }

TEST(ChangeableRegistry, KeywordsVariantsAndNames) {
  const auto name_of = [](std::vector<std::string> words) {
    Rules rules;
    add_conditions(words, rules);
    return rules.conditions().front()->name();
  };
  EXPECT_EQ(name_of({"ChangeableChess"}), "ChangeableChess");
  EXPECT_EQ(name_of({"wandelschach"}), "ChangeableChess");
  EXPECT_EQ(name_of({"ChangeableChess", "inverse"}), "ChangeableChess Inverse");
  EXPECT_EQ(name_of({"Wandelschach", "SameColor"}), "ChangeableChess SameColour");
  Rules rules;
  EXPECT_THROW(add_conditions({"ChangeableChess", "Reversed"}, rules), ConditionError);
  // A following condition is not taken for a variant.
  Rules two;
  add_conditions({"ChangeableChess", "RexMultiplex"}, two);
  EXPECT_EQ(two.conditions().size(), 2u);
  EXPECT_TRUE(two.allows_several_kings());
}

TEST(MutationTable, SquareClassesOfTheThreeVariants) {
  const auto& standard = MutationTable::of(MutationTable::Variant::Standard);
  const auto& inverse = MutationTable::of(MutationTable::Variant::Inverse);
  const auto& same = MutationTable::of(MutationTable::Variant::SameColour);
  const Piece rook = B(PieceType::Rook);
  // Seed diagrams C-F: a black rook on a7, a2, a1, a8.
  EXPECT_EQ(standard.result(rook, sq("a7")), B(PieceType::Pawn));
  EXPECT_EQ(standard.result(rook, sq("a2")), W(PieceType::Pawn));
  EXPECT_EQ(standard.result(rook, sq("a1")), W(PieceType::Rook));
  EXPECT_EQ(standard.result(rook, sq("a8")), rook);
  EXPECT_EQ(standard.result(rook, sq("e1")), W(PieceType::King));
  EXPECT_EQ(standard.result(rook, sq("e8")), B(PieceType::King));
  EXPECT_EQ(standard.result(rook, sq("d1")), W(PieceType::Queen));
  EXPECT_EQ(standard.result(rook, sq("g8")), B(PieceType::Knight));
  EXPECT_EQ(standard.result(rook, sq("f1")), W(PieceType::Bishop));
  EXPECT_EQ(standard.result(rook, sq("e4")), rook);                              // off the table
  EXPECT_EQ(standard.result(W(PieceType::King), sq("d8")), W(PieceType::King));  // kings never mutate
  EXPECT_FALSE(standard.mutates_on(sq("h3")));
  EXPECT_TRUE(standard.mutates_on(sq("h7")));
  // Inverse: colours exchanged.
  EXPECT_EQ(inverse.result(rook, sq("a1")), rook);
  EXPECT_EQ(inverse.result(rook, sq("a2")), B(PieceType::Pawn));
  EXPECT_EQ(inverse.result(rook, sq("a7")), W(PieceType::Pawn));
  EXPECT_EQ(inverse.result(rook, sq("a8")), W(PieceType::Rook));
  EXPECT_EQ(inverse.result(rook, sq("e1")), B(PieceType::King));
  EXPECT_EQ(inverse.result(W(PieceType::Queen), sq("e8")), W(PieceType::King));
  // SameColour: the type only.
  EXPECT_EQ(same.result(rook, sq("a2")), B(PieceType::Pawn));
  EXPECT_EQ(same.result(rook, sq("a1")), rook);
  EXPECT_EQ(same.result(W(PieceType::Bishop), sq("e8")), W(PieceType::King));
  EXPECT_EQ(same.result(W(PieceType::Knight), sq("d7")), W(PieceType::Pawn));
}

// h03, seed diagrams C-F. Black: Kg1 has no move (f1, h1, g2 by Qh3, f2 by Bh4,
// h2 by Qh3/Bc7); Ra7 has a8 a6 a5 a4 a3 a2 a1 b7 xc7 = 9 by movement.
// Standard: Ra1 becomes a white rook checking Kg1 along rank 1 (self-check) -> 8.
// Inverse: a1 gives a black rook, a8 a white rook, b7/c7 white pawns; nothing checks -> 9.
// SameColour: everything stays black -> 9.
TEST(ChangeableChess, RookMutationsOfTheSeedDiagrams) {
  const char* white = "Kc2 Qh3 Bc7 Bh4 Sf6";
  const char* black = "Kg1 Ra7";
  RuleGame standard(Standard, white, black, Side::Black);
  EXPECT_EQ(standard.legal().size(), 8u);
  EXPECT_FALSE(standard.is_legal("a7", "a1"));
  RuleGame inverse(Inverse, white, black, Side::Black);
  EXPECT_EQ(inverse.legal().size(), 9u);
  RuleGame same(SameColour, white, black, Side::Black);
  EXPECT_EQ(same.legal().size(), 9u);

  ASSERT_TRUE(standard.play("a7", "a2"));
  const auto m = mutation(standard.effects());
  ASSERT_TRUE(m);
  EXPECT_EQ(m->to, sq("a2"));
  EXPECT_EQ(m->piece, W(PieceType::Pawn));  // colour change
  EXPECT_EQ(m->previous, B(PieceType::Rook));
  standard.position.unmake_move();
  ASSERT_TRUE(standard.play("a7", "a8"));
  EXPECT_FALSE(mutation(standard.effects()));  // unchanged: no effect, no right
  EXPECT_EQ(standard.position.castling_rights(), 0);
  standard.position.unmake_move();
  ASSERT_TRUE(standard.play("a7", "c7"));  // capture on rank 7: black pawn
  EXPECT_EQ(standard.position.piece_on(sq("c7")), B(PieceType::Pawn));
}

// Seed example (h01): 1.Bd5-h1=wR 0-0[wRf1=wB]#.
// Black's moves, standard: Kg2 Kxh2 (g3 is guarded by both pawns), g4-g3, and Bd5 to
// c6 b7 a8 e6 f7 g8 c4 b3 a2 e4 f3 h1 (12; Bg2 becomes a white pawn checking Kh3) -> 15.
// Inverse and SameColour: g2 gives a black pawn, so all 13 bishop moves -> 16.
// White after Bh1=wR: Kd1 Kd2 Ke2 Kf1, 0-0, Rg1 Rf1, f3 f4 (h2 is blocked) -> 9.
TEST(ChangeableChess, SeedExampleCastlesWithTheMutatedRook) {
  const char* white = "Ke1 Pf2 Ph2";
  const char* black = "Kh3 Bd5 Pg4 Ph4";
  EXPECT_EQ(RuleGame(Inverse, white, black, Side::Black, castling::E1).legal().size(), 16u);
  EXPECT_EQ(RuleGame(SameColour, white, black, Side::Black, castling::E1).legal().size(), 16u);
  RuleGame game(Standard, white, black, Side::Black, castling::E1);
  EXPECT_EQ(game.legal().size(), 15u);
  EXPECT_FALSE(game.is_legal("d5", "g2"));
  ASSERT_TRUE(game.play("d5", "h1"));
  EXPECT_EQ(game.position.piece_on(sq("h1")), W(PieceType::Rook));
  EXPECT_TRUE(game.position.castling_rights() & castling::H1);  // created: unmoved
  EXPECT_EQ(game.legal().size(), 9u);
  ASSERT_TRUE(game.play("e1", "g1", MoveKind::CastleShort));
  const auto effects = game.effects();
  const auto m = mutation(effects);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->to, sq("f1"));
  EXPECT_EQ(m->previous, W(PieceType::Rook));
  EXPECT_EQ(m->piece, W(PieceType::Bishop));
  EXPECT_EQ(effects.back().kind, EffectKind::Mutate);  // after both displacements
  EXPECT_EQ(game.position.piece_on(sq("g1")), W(PieceType::King));
  EXPECT_TRUE(game.mated());
}

// h15, Decision: a king created on e1 counts as unmoved and castles with Rh1.
TEST(ChangeableChess, CreatedKingCastles) {
  RuleGame game(Standard, "Ka8 Rh1 Pf2 Ph2", "Kh3 Bb4 Pg4 Ph4", Side::Black, castling::H1);
  ASSERT_TRUE(game.play("b4", "e1"));
  EXPECT_EQ(game.position.piece_on(sq("e1")), W(PieceType::King));
  EXPECT_TRUE(game.position.castling_rights() & castling::E1);
  EXPECT_EQ(popcount(game.position.kings(Side::White)), 2);
  ASSERT_TRUE(game.play("e1", "g1", MoveKind::CastleShort));
  EXPECT_TRUE(game.mated());
}

// Rights go only to a rook or king created on its own side's first rank.
TEST(ChangeableChess, CastlingRightsOfCreatedPieces) {
  RuleGame standard(Standard, "Ka3 Sg6", "Kc5", Side::White);
  ASSERT_TRUE(standard.play("g6", "h8"));  // a white knight becomes a black rook on h8
  EXPECT_EQ(standard.position.piece_on(sq("h8")), B(PieceType::Rook));
  EXPECT_EQ(standard.position.castling_rights(), castling::H8);
  RuleGame inverse(Inverse, "Kh3 Sc2", "Kc5", Side::White);
  ASSERT_TRUE(inverse.play("c2", "a1"));  // a black rook on a1 can never castle
  EXPECT_EQ(inverse.position.piece_on(sq("a1")), B(PieceType::Rook));
  EXPECT_EQ(inverse.position.castling_rights(), 0);
  RuleGame king(Standard, "Ka3 Kf3", "Kc5", Side::White);
  ASSERT_TRUE(king.play("f3", "e2"));
  ASSERT_TRUE(king.position.piece_on(sq("e2")) == W(PieceType::King));  // kings never mutate
}

// Inverse h05: 0-0-0 puts a black queen on d1 next to Kc1, a self-check; in the
// standard table the rook becomes a white queen and castling is legal.
TEST(ChangeableChess, InverseLongCastlingIsSelfCheck) {
  const char* white = "Ke1 Ra1 Ra4 Rc5 Bb5";
  const char* black = "Kc3 Bc8";
  const auto castles = [&](const std::vector<std::string>& condition) {
    RuleGame game(condition, white, black, Side::White, castling::A1 | castling::E1);
    MoveList pseudo;
    generate_pseudo_legal(game.position, pseudo);
    EXPECT_TRUE(std::any_of(pseudo.begin(), pseudo.end(), [](const Move& m) { return m.is_castling(); }));
    return game.is_legal("e1", "c1");
  };
  EXPECT_FALSE(castles(Inverse));
  EXPECT_TRUE(castles(Standard));
}

// h11: Black Kc2 Sb2 Pe2. Kd2 only (b1 c1 d1 by Qa1, b3 c3 d3 by Ra3); Sb2: a4 c4 d3
// (Sd1 becomes a white queen beside Kc2: self-check); e2-e1 is ONE move, no promotion,
// becoming a white king -> 1 + 3 + 1 = 5. Then Qd1 mates.
TEST(ChangeableChess, PawnOnTheLastRankMakesOneMutation) {
  RuleGame game(Standard, "Ka6 Qa1 Ra3 Sg6", "Kc2 Sb2 Pe2", Side::Black);
  const std::vector<Move> moves = game.legal();
  EXPECT_EQ(moves.size(), 5u);
  EXPECT_FALSE(game.is_legal("b2", "d1"));
  for (const Move& move : moves) EXPECT_EQ(move.promotion, PieceType::None);
  ASSERT_TRUE(game.play("e2", "e1"));
  const auto m = mutation(game.effects());
  ASSERT_TRUE(m);
  EXPECT_EQ(m->piece, W(PieceType::King));
  EXPECT_EQ(m->previous, B(PieceType::Pawn));
  ASSERT_TRUE(game.play("a1", "d1"));
  EXPECT_TRUE(game.mated());
}

// h13 and after: the black pawn on d2 turns white, double-steps from its own second
// rank (no mutation on d4), and is taken en passant.
TEST(ChangeableChess, CreatedPawnDoubleStepsAndIsTakenEnPassant) {
  RuleGame game(Standard, "Kh6", "Ka8 Pd3 Pe4", Side::Black);
  ASSERT_TRUE(game.play("d3", "d2"));
  EXPECT_EQ(game.position.piece_on(sq("d2")), W(PieceType::Pawn));
  ASSERT_TRUE(game.play("d2", "d4", MoveKind::DoubleStep));
  EXPECT_FALSE(mutation(game.effects()));
  EXPECT_EQ(game.position.en_passant(), sq("d3"));
  ASSERT_TRUE(game.play("e4", "d3", MoveKind::EnPassant));
  EXPECT_EQ(game.position.piece_on(sq("d4")), NoPiece);
  EXPECT_EQ(game.position.piece_on(sq("d3")), B(PieceType::Pawn));
}

// A white pawn reaching rank 7 becomes a black pawn on its own second rank.
TEST(ChangeableChess, WhitePawnOnRankSevenTurnsBlackAndDoubleSteps) {
  RuleGame game(Standard, "Ka1 Pe6", "Kh1 Pa5", Side::White);
  ASSERT_TRUE(game.play("e6", "e7"));
  EXPECT_EQ(game.position.piece_on(sq("e7")), B(PieceType::Pawn));
  EXPECT_TRUE(game.is_legal("e7", "e5"));
}

// h17: Rd7 becomes a black pawn attacking Ke6 (self-check); Rd8 a black queen that
// does not check. h09: Bd7-e8 becomes a black king beside Ke7 (self-check).
TEST(ChangeableChess, MutationThatChecksTheMoverIsIllegal) {
  RuleGame h17(Standard, "Ke6 Bh1 Rd5 Rb1 Sc8", "Ka8", Side::White);
  EXPECT_FALSE(h17.is_legal("d5", "d7"));
  EXPECT_TRUE(h17.is_legal("d5", "d8"));
  RuleGame h09(Standard, "Ke7 Kg2 Rd3 Bb2 Bd7", "Ka5 Ph4", Side::White);
  EXPECT_FALSE(h09.is_legal("d7", "e8"));
  EXPECT_TRUE(h09.is_legal("d7", "c8"));
}

// Start position: no move of plies 1-2 reaches a mutation square, so perft 2 = 400.
// At ply 3 mutations create only white pieces/pawns in the standard and SameColour
// tables, none checking White: 8902 as in orthodox chess. Inverse: after 1.d3/1.d4
// (x 20 black replies) Qd2, Bd2 and Nd2 become black pawns on d2 checking Ke1:
// 8902 - 2 * 20 * 3 = 8782.
TEST(ChangeableChess, PerftFromTheGameArray) {
  const char* white = "Ra1 Sb1 Bc1 Qd1 Ke1 Bf1 Sg1 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2";
  const char* black = "Ra8 Sb8 Bc8 Qd8 Ke8 Bf8 Sg8 Rh8 Pa7 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7";
  for (const auto& condition : {Standard, Inverse, SameColour}) {
    RuleGame game(condition, white, black, Side::White, castling::All);
    EXPECT_EQ(game.count(2), 400u);
    EXPECT_EQ(game.count(3), condition == Inverse ? 8782u : 8902u);
  }
}

// Make/unmake restores every field and the hash, mutations and rights included.
TEST(ChangeableChess, MakeUnmakeConsistency) {
  for (const auto& condition : {Standard, Inverse, SameColour}) {
    RuleGame seed(condition, "Ke1 Pf2 Ph2", "Kh3 Bd5 Pg4 Ph4", Side::Black, castling::E1);
    EXPECT_EQ(first_inconsistency(seed.position, 3), "");
    RuleGame pawns(condition, "Ka6 Qa1 Ra3 Sg6", "Kc2 Sb2 Pe2", Side::Black);
    EXPECT_EQ(first_inconsistency(pawns.position, 3), "");
  }
}

}  // namespace
}  // namespace feerie
