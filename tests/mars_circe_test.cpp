// Mars Circe and Anti-Mars Circe (src/rules/mars): captures, resp.
// non-captures, start from the piece's rebirth square. The move lists marked
// "Popeye" were listed by Popeye 4.104 (~1, and h~2 for the counts).
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"

namespace feerie {
namespace {

using Notations = std::vector<std::string>;

TEST(MarsCirce, CapturesStartFromTheRebirthSquareNonCapturesAreNormal) {
  // Popeye: the king takes from e1, the pawn b5 takes nothing (from b2), g2 takes as ever.
  RuleGame game({"MarsCirce"}, "Kd4 Pb5 Pg2", "Ke6 Pd2 Pf2 Pa6 Pc6 Sh3", Side::White);
  const Notations expected = {"Kd4-c3", "Kd4-c4", "Kd4-c5", "Kd4-d3", "Kd4-d5", "Kd4-e1*d2", "Kd4-e1*f2",
                              "Kd4-e3", "Kd4-e4", "Kd4-e5", "b5-b6",  "g2*h3",  "g2-g3",     "g2-g4"};
  EXPECT_EQ(game.notations(), expected);
}

TEST(MarsCirce, ChecksAreCapturesFromTheRebirthSquare) {
  // The kings observe from e1 and e8 only: Kd4-e5 stands beside the black king.
  RuleGame game({"MarsCirce"}, "Kd4", "Ke6", Side::White);
  EXPECT_TRUE(game.is_legal("d4", "e5"));
  // The knight on b8 checks from g1 the king on f3; a piece on g1 blocks it.
  RuleGame knight({"MarsCirce"}, "Sb8 Ka1", "Kf3", Side::Black);
  EXPECT_TRUE(knight.position.in_check(Side::Black));
  RuleGame blocked({"MarsCirce"}, "Sb8 Ka1", "Kf3 Bg1", Side::Black);
  EXPECT_FALSE(blocked.position.in_check(Side::Black));
}

TEST(MarsCirce, APieceWhoseRebirthSquareIsTakenDoesNotCapture) {
  // Popeye: Sb8 takes e2 from g1; the king a1 takes from e1 (d1, e2).
  RuleGame game({"MarsCirce"}, "Ka1 Sb8", "Ka8 Pe2 Pc3 Bd1", Side::White);
  const Notations expected = {"Ka1-a2", "Ka1-b1", "Ka1-b2", "Ka1-e1*d1", "Ka1-e1*e2",
                              "Sb8-a6", "Sb8-c6", "Sb8-d7", "Sb8-g1*e2"};
  EXPECT_EQ(game.notations(), expected);
  RuleGame taken({"MarsCirce"}, "Ka1 Sb8 Pg1", "Ka8 Pe2", Side::White);
  EXPECT_FALSE(taken.has_notation("Sb8-g1*e2"));
}

TEST(MarsCirce, RexExclusiveKingsMoveAsInOrthodoxChess) {
  RuleGame inclusive({"MarsCirce"}, "Kd4", "Ke6 Pd2 Pf2", Side::White);
  EXPECT_TRUE(inclusive.has_notation("Kd4-e1*d2"));
  EXPECT_TRUE(inclusive.has_notation("Kd4-e5"));  // the black king observes from e8
  // Decision: a king takes from its own square and observes from there
  // (Popeye 4.104 lets it neither take nor observe, and garbles other moves).
  RuleGame exclusive({"MarsCirce", "RexExclusive"}, "Kd4", "Ke6 Pd2 Pf2 Pc5", Side::White);
  const Notations expected = {"Kd4*c5", "Kd4-c3", "Kd4-c4", "Kd4-d3", "Kd4-e3", "Kd4-e4"};
  EXPECT_EQ(exclusive.notations(), expected);
}

TEST(MarsCirce, APawnReachingItsLastRankFromItsRebirthSquarePromotes) {
  // Mirror: the white pawn e5 takes from e7 (a black pawn's square) and promotes.
  RuleGame game({"MarsCirce", "Mirror"}, "Ka1 Pe5", "Kh8 Rd8 Rf8", Side::White);
  for (const char* promotion : {"e5-e7*d8=Q", "e5-e7*d8=S", "e5-e7*f8=R", "e5-e7*f8=B"})
    EXPECT_TRUE(game.has_notation(promotion)) << promotion;
  EXPECT_TRUE(game.has_notation("Ka1-e8*d8"));
  EXPECT_FALSE(game.has_notation("Ka1-a2"));  // Popeye: observed
}

TEST(MarsCirce, RebirthPlacesAreFoundFromThePiecesOwnSquare) {
  // Decision: the square is found as if the piece were captured where it
  // stands (Popeye 4.104 reads these places from a capture in its move
  // journal, which a Mars move has not made: its answers are not defined).
  RuleGame symmetry({"MarsCirce", "Symmetry"}, "Ka1 Bc1", "Kh8 Pe7 Pd2", Side::White);
  EXPECT_TRUE(symmetry.has_notation("Bc1-f8*e7"));
  EXPECT_FALSE(symmetry.has_notation("Bc1*d2"));
  RuleGame file({"MarsCirce", "File"}, "Ka1 Qh4", "Kb8 Pd1 Ph6", Side::White);
  EXPECT_TRUE(file.has_notation("Qh4-h1*d1"));
  EXPECT_TRUE(file.has_notation("Qh4-h1*h6"));
  EXPECT_FALSE(file.has_notation("Qh4*h6"));
  // Anti-Mars Antipodean Circe: the bishop c1 moves from g5, the king h1 from d5.
  RuleGame antipodes({"AntiMarsAntipodeanCirce"}, "Kh1 Bc1", "Ka8", Side::White);
  EXPECT_TRUE(antipodes.has_notation("Bc1-g5-d8"));
  EXPECT_TRUE(antipodes.has_notation("Kh1-d5-e6"));
  EXPECT_FALSE(antipodes.has_notation("Bc1-b2"));
  // A pawn put on its own first rank neither moves nor takes: e5 (antipode a1).
  RuleGame pawn({"AntiMarsCirce", "Antipodes"}, "Kh1 Pe5", "Ka8", Side::White);
  for (const std::string& move : pawn.notations()) EXPECT_NE(move.substr(0, 2), "e5") << move;
}

TEST(MarsCirce, AKingCastlesFromItsRebirthSquareAsIfUnmoved) {
  // Popeye: the king d2 castles from e1, both ways; each castling once.
  RuleGame game({"MarsCirce"}, "Kd2 Rh1 Ra1", "Ke8 Bb4", Side::White, castling::A1 | castling::H1);
  EXPECT_TRUE(game.has_notation("[wKd2->e1]0-0"));
  EXPECT_TRUE(game.has_notation("[wKd2->e1]0-0-0"));
  // Popeye: the king on e1 without its right castles too, once.
  RuleGame no_right({"MarsCirce"}, "Ke1 Rh1", "Ke8 Sg4", Side::White, castling::H1);
  const Notations all = no_right.notations();
  EXPECT_EQ(std::count(all.begin(), all.end(), "0-0"), 1);
  // The rook needs its right.
  RuleGame rook({"MarsCirce"}, "Ke1 Rh1", "Ke8", Side::White, castling::E1);
  EXPECT_FALSE(rook.has_notation("0-0"));
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(MarsCirce, NeutralPiecesMoveFromTheRebirthSquareOfTheSideMovingThem) {
  // The neutral bishop f8 checks b2 from c1 for White (a white bishop's dark square).
  RuleGame check({"MarsCirce"}, "Ke8", "Kb2", Side::Black);
  check.position.put(sq("f8"), neutral_piece(PieceType::Bishop));
  EXPECT_TRUE(check.position.in_check(Side::Black));
  // For Black it takes from f8 itself (a black bishop's dark square).
  RuleGame game({"MarsCirce"}, "Ke8 Pe7", "Kh2", Side::Black);
  game.position.put(sq("f8"), neutral_piece(PieceType::Bishop));
  EXPECT_TRUE(game.has_notation("nBf8*e7"));
}

TEST(MarsCirce, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Ra1 Rh1 Qd1 Sb1 Bc1 Pe2 Pd4 Pb5 Sf3";
  const char* black = "Ke8 Ra8 Rh8 Qd8 Sg8 Bf8 Pe7 Pd5 Pc4 Pg5";
  const std::uint8_t rights = castling::All;
  // Popeye: 1353 lines, of which 32 castlings listed twice (Decision: once).
  RuleGame mars({"MarsCirce"}, white, black, Side::Black, rights);
  EXPECT_EQ(mars.count(2), 1321u);
  // Popeye: 1433 lines, of which 35 castlings listed twice and 115 a pawn's
  // double step onto its own square (d4-d2-d4), a null move (Decision).
  RuleGame anti({"AntiMarsCirce"}, white, black, Side::Black, rights);
  EXPECT_EQ(anti.count(2), 1283u);
  EXPECT_EQ(first_inconsistency(mars.position, 3), "");
  EXPECT_EQ(first_inconsistency(anti.position, 3), "");
}

TEST(MarsCirce, ParalysisAndSupportFollowMarsObservation) {
  // Crisan (Popeye's regressions), Madrasi: the bishop c5 is paralysed by
  // the bishop a7, which observes it from f8; Rc6-d6 cuts the line, and the
  // bishop checks e3 from c1 (Popeye: the only check).
  RuleGame madrasi({"Madrasi", "MarsCirce"}, "Ke6 Rc6 Bc5", "Ke3 Ba7", Side::White);
  EXPECT_FALSE(madrasi.position.in_check(Side::Black));
  ASSERT_TRUE(madrasi.play("c6", "d6"));
  EXPECT_TRUE(madrasi.position.in_check(Side::Black));
  RuleGame orthodox_line({"Madrasi", "MarsCirce"}, "Ke6 Rc6 Bc5", "Ke3 Ba7", Side::White);
  ASSERT_TRUE(orthodox_line.play("c6", "b6"));
  EXPECT_FALSE(orthodox_line.position.in_check(Side::Black));
  // Patrouille: the knight h3 takes (from b1) only when supported, here by
  // the bishop a4 from f1; the bishop a5 (from c1) does not support it.
  RuleGame supported({"Patrouille", "MarsCirce"}, "Sh3 Ba4", "Pc3", Side::White);
  EXPECT_TRUE(supported.has_notation("Sh3-b1*c3"));
  RuleGame alone({"Patrouille", "MarsCirce"}, "Sh3 Ba5", "Pc3", Side::White);
  EXPECT_FALSE(alone.has_notation("Sh3-b1*c3"));
}

TEST(MarsCirce, NamesAndVariantsAsPopeyeWritesThem) {
  EXPECT_EQ(condition_names({"MarsCirce"}), std::vector<std::string>{"MarsCirce"});
  EXPECT_EQ(condition_names({"MarsMirrorCirce", "RexExclusive"}),
            std::vector<std::string>{"MarsCirce Mirror RexExclusive"});
  EXPECT_EQ(condition_names({"MarsCirce", "Mirror", "Strict", "RexExclusive", "Diametral"}),
            std::vector<std::string>{"MarsCirce Mirror Strict Diametral RexExclusive"});
  EXPECT_EQ(condition_names({"MarsCirce", "RexInclusive"}), std::vector<std::string>{"MarsCirce"});
  EXPECT_EQ(condition_names({"AntiMarsAntipodeanCirce"}), std::vector<std::string>{"AntiMarsCirce Antipodes"});
  EXPECT_EQ(condition_names({"AntiMarsMalefiqueCirce"}), std::vector<std::string>{"AntiMarsCirce Mirror"});
  EXPECT_EQ(condition_names({"PhantomSchach", "RexInklusive"}), std::vector<std::string>{"PhantomChess RexInclusive"});
  EXPECT_EQ(condition_names({"EchecsPlus"}), std::vector<std::string>{"PlusChess"});
}

TEST(MarsCirce, VariantsWithoutMeaningHereAreRefusedByName) {
  const auto refusal = [](const std::vector<std::string>& words) {
    try {
      condition_names(words);
    } catch (const ConditionError& error) {
      return std::string(error.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(refusal({"MarsCirce", "Parrain"}), "MarsCirce: the Circe variant Parrain is not supported");
  EXPECT_EQ(refusal({"MarsCirce", "Super"}), "MarsCirce: the Circe variant Super is not supported");
  EXPECT_EQ(refusal({"AntiMarsCirce", "Cage"}), "AntiMarsCirce: the Circe variant Cage is not supported");
  EXPECT_EQ(refusal({"MarsCirce", "Equipollents"}), "MarsCirce: the Circe variant Equipollents is not supported");
  EXPECT_EQ(refusal({"MarsCirce", "Relaxed"}),
            "MarsCirce Relaxed is not supported: a piece moves from its rebirth square only when it is empty");
  EXPECT_NE(refusal({"PhantomChess", "Mirror"}).find("PhantomChess with a rebirth place"), std::string::npos);
  EXPECT_EQ(refusal({"MarsCirce", "File", "Symmetry"}),
            "Circe: two rebirth places named (File, Rank, Symmetry, Antipodes, Equipollents, Diagram exclude each other)");
}

TEST(MarsCirce, GoalDirectedPruningStaysOff) {
  for (const std::vector<std::string>& words :
       std::vector<std::vector<std::string>>{{"MarsCirce"}, {"AntiMarsCirce"}, {"PhantomChess"}, {"PlusChess"}}) {
    Rules rules;
    add_conditions(words, rules);
    EXPECT_FALSE(rules.keeps_mate_geometry()) << words[0];
  }
}

TEST(MarsCirce, ThePieceAttributesBuiltAndTestedAreAccepted) {
  const auto refusing = [](const std::vector<std::string>& words, PieceAttribute attribute) {
    Rules rules;
    add_conditions(words, rules);
    return rules.not_handling(static_cast<unsigned>(attribute)) != nullptr;
  };
  for (const std::vector<std::string>& words :
       std::vector<std::vector<std::string>>{{"MarsCirce"}, {"AntiMarsCirce"}, {"PhantomChess"}, {"PlusChess"}}) {
    EXPECT_FALSE(refusing(words, PieceAttribute::Neutral)) << words[0];
    EXPECT_FALSE(refusing(words, PieceAttribute::Royal)) << words[0];
    EXPECT_FALSE(refusing(words, PieceAttribute::RemoteCapture)) << words[0];
    // Orphans, chameleons and kamikaze pieces: not built here.
    EXPECT_TRUE(refusing(words, PieceAttribute::BorrowedWalk)) << words[0];
    EXPECT_TRUE(refusing(words, PieceAttribute::Chameleon)) << words[0];
    EXPECT_TRUE(refusing(words, PieceAttribute::Kamikaze)) << words[0];
  }
}

TEST(MarsCirce, ARoyalPieceMovesFromItsOwnTypesRebirthSquare) {
  // Popeye's regression 4.61-4.63: the royal pawns b7 and e2 are not in
  // check (White's d6 takes from d2, Black's e4 from e7); h=1 has no solution.
  RuleGame game({"MarsCirce"}, "Pd6", "Pe4", Side::Black);
  game.position.put(sq("b7"), Piece{PieceType::Pawn, Side::White, false, true});
  game.position.put(sq("e2"), Piece{PieceType::Pawn, Side::Black, false, true});
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_FALSE(game.position.in_check(Side::Black));
  // The white royal pawn b7 takes from b2 (c3), so checks a black piece there.
  game.position.put(sq("c3"), Piece{PieceType::Knight, Side::Black});
  EXPECT_EQ(game.position.observers(sq("c3"), Side::White, game.position.occupied()), squares({"b7", "d6"}));
}

TEST(AntiMarsCirce, NonCapturesStartFromTheRebirthSquareCapturesAreNormal) {
  // Popeye: the bishop c4 moves from f1, the rook b3 not at all (h1 is
  // taken), the king h1 from e1 and castles there with the rook b3 put on h1.
  RuleGame game({"AntiMarsCirce"}, "Kh1 Pe5 Bc4 Rb3 Rd6", "Ka8 Pe4 Bd1", Side::White);
  const Notations expected = {"Bc4-f1-a6",
                              "Bc4-f1-b5",
                              "Bc4-f1-d3",
                              "Bc4-f1-e2",
                              "Bc4-f1-g2",
                              "Bc4-f1-h3",
                              "Kh1-e1-d2",
                              "Kh1-e1-f1",
                              "Kh1-e1-f2",
                              "Rd6*d1",
                              "Rd6-a1-a2",
                              "Rd6-a1-a3",
                              "Rd6-a1-a4",
                              "Rd6-a1-a5",
                              "Rd6-a1-a6",
                              "Rd6-a1-a7",
                              "Rd6-a1-b1",
                              "Rd6-a1-c1",
                              "[wKh1->e1][wRb3->h1]0-0",
                              "e5-e2-e3"};
  EXPECT_EQ(game.notations(), expected);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(AntiMarsCirce, APieceNeverMovesOntoItsOwnSquare) {
  // Decision: nor a pawn by a double step from its rebirth square (Popeye 4.104 plays d4-d2-d4).
  RuleGame pawn({"AntiMarsCirce"}, "Ke1 Pd4", "Ke8", Side::White);
  EXPECT_FALSE(pawn.has_notation("d4-d2-d4"));
  EXPECT_TRUE(pawn.has_notation("d4-d2-d3"));
  // Popeye: the bishop on f1, its rebirth square, moves as ever (no Bf1-e2-... back).
  RuleGame game({"AntiMarsCirce"}, "Ke1 Bf1", "Ke8", Side::White);
  const Notations expected = {"Bf1-a6", "Bf1-b5", "Bf1-c4", "Bf1-d3", "Bf1-e2", "Bf1-g2",
                              "Bf1-h3", "Ke1-d1", "Ke1-d2", "Ke1-e2", "Ke1-f2"};
  EXPECT_EQ(game.notations(), expected);
  RuleGame back({"AntiMarsCirce"}, "Ka1 Be2", "Ke8", Side::White);
  for (const std::string& move : back.notations()) EXPECT_NE(move, "Be2-f1-e2");
}

TEST(AntiMarsCirce, KingAndRookPutOnTheirSquaresCastle) {
  // Lindenthal, Andernach 2024 (Popeye's EXAMPLES): 1.[bKf6->e8][bRh5->a8]0-0-0.
  RuleGame game({"AntiMarsCirce"}, "Kf1 Rh1 Sh4 Bf5", "Kf6 Bg1 Rh5 Pe6 Pd7", Side::Black, castling::H1);
  EXPECT_TRUE(game.has_notation("[bKf6->e8][bRh5->a8]0-0-0"));
  ASSERT_TRUE(game.play("f6", "c8", MoveKind::CastleLong));
  EXPECT_EQ(game.position.piece_on(sq("c8")), (Piece{PieceType::King, Side::Black}));
  EXPECT_EQ(game.position.piece_on(sq("d8")), (Piece{PieceType::Rook, Side::Black}));
  EXPECT_TRUE(game.position.piece_on(sq("h5")).empty());
}

TEST(AntiMarsCirce, CastlingIsJudgedWithTheRookOnItsCorner) {
  // Eiffel: the rook g2 paralyses the queen d2; put on h1 to castle, it no
  // longer does, and the king on e1 would castle out of check (Popeye: no
  // castling). With the queen on d7 it castles.
  RuleGame paralysing({"AntiMarsCirce", "Eiffel"}, "Ke1 Rg2", "Kb4 Qd2", Side::White, castling::E1);
  EXPECT_FALSE(paralysing.has_notation("[wRg2->h1]0-0"));
  RuleGame free({"AntiMarsCirce", "Eiffel"}, "Ke1 Rg2", "Kb4 Qd7", Side::White, castling::E1);
  EXPECT_TRUE(free.has_notation("[wRg2->h1]0-0"));
}

TEST(AntiMarsCirce, ADoubleStepFromTheRebirthSquareMayBeTakenEnPassant) {
  // Popeye (hep1.5): 1...Ke1-f1 2.f4-f7-f5 e5*f6 ep.
  RuleGame game({"AntiMarsCirce"}, "Ke1 Pe5", "Ke8 Pd4 Pf4", Side::White);
  ASSERT_TRUE(game.play("e1", "f1"));
  EXPECT_TRUE(game.has_notation("f4-f7-f5"));
  ASSERT_TRUE(game.play("f4", "f5"));
  EXPECT_EQ(game.position.en_passant(), sq("f6"));
  EXPECT_TRUE(game.has_notation("e5*f6 ep."));
}

}  // namespace
}  // namespace feerie
