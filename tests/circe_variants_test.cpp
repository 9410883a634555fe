// The Circe family's rebirth places (Mirror, File, Symmetry, Antipodes,
// Equipollents, Diametral, VerticalMirror) and Strict with them: one rebirth
// per variant, and move counts. Counts marked "Popeye" were taken from Popeye
// 4.104 (`stipulation ~1`, or `h~1` for two plies with Black first), every
// line compared one by one.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "consistency.h"
#include "rule_game.h"
#include "rules/circe/rebirth_square.h"

namespace feerie {
namespace {

using Strings = std::vector<std::string>;

constexpr Side W = Side::White;
constexpr Side B = Side::Black;

Square place(RebirthPlace where, Piece piece, const char* capture, const char* from = "a1", const char* to = "a1") {
  return rebirth_square(RebirthRule{where, false, false, false}, piece, sq(capture), sq(from), sq(to));
}

TEST(RebirthSquare, OneFunctionPerPlace) {
  const Piece white_rook{PieceType::Rook, W}, black_pawn{PieceType::Pawn, B};
  EXPECT_EQ(place(RebirthPlace::Classic, white_rook, "h3"), sq("h1"));
  EXPECT_EQ(place(RebirthPlace::File, white_rook, "c5"), sq("c1"));
  EXPECT_EQ(place(RebirthPlace::File, black_pawn, "c5"), sq("c7"));
  EXPECT_EQ(place(RebirthPlace::Symmetry, white_rook, "b2"), sq("g7"));
  EXPECT_EQ(place(RebirthPlace::VerticalSymmetry, white_rook, "b2"), sq("g2"));
  EXPECT_EQ(place(RebirthPlace::HorizontalSymmetry, white_rook, "b2"), sq("b7"));
  EXPECT_EQ(place(RebirthPlace::Antipodes, white_rook, "e4"), sq("a8"));
  EXPECT_EQ(place(RebirthPlace::Antipodes, white_rook, "c6"), sq("g2"));
  EXPECT_EQ(place(RebirthPlace::Equipollents, white_rook, "d5", "d7", "d5"), sq("d3"));
  EXPECT_EQ(place(RebirthPlace::Equipollents, white_rook, "d2", "d5", "d2"), NoSquare);  // off the board
  // Mirror: as a piece of the other side; the adapters turn the square found.
  EXPECT_EQ(rebirth_square({RebirthPlace::Classic, true, false, false}, white_rook, sq("h3"), sq("a1"), sq("a1")),
            sq("a8"));
  EXPECT_EQ(rebirth_square({RebirthPlace::Classic, false, true, false}, white_rook, sq("h3"), sq("a1"), sq("a1")),
            sq("a8"));
  EXPECT_EQ(rebirth_square({RebirthPlace::Classic, false, false, true}, white_rook, sq("h3"), sq("a1"), sq("a1")),
            sq("a1"));
}

// Popeye: 1.Rb4*b7[+bBf1] under Circe Mirror (b7 light: a white bishop would go to f1).
TEST(CirceVariants, MirrorRebirth) {
  RuleGame game({"Circe", "Mirror"}, "Kh2 Rb4", "Ke8 Bb7", W);
  EXPECT_EQ(game.rule_effects_of("b4", "b7"), Strings{"[+bBf1]"});
  RuleGame one_word({"MirrorCirce"}, "Kh2 Rb4", "Ke8 Bb7", W);
  EXPECT_EQ(one_word.rule_effects_of("b4", "b7"), Strings{"[+bBf1]"});
}

// A pawn reborn on its own last rank is promoted, each piece a move of its own.
// Popeye: 1.d5*e4[+wPa8=Q] (and =R, =B, =S) under AntipodeanCirce.
TEST(CirceVariants, AntipodesPromotesAPawnRebornOnItsLastRank) {
  RuleGame game({"AntipodeanCirce"}, "Kb1 Pe4 Pg4", "Kh7 Pd5 Ph5", B);
  EXPECT_EQ(game.rule_effects_of("d5", "e4"), (Strings{"[+wPa8=B]", "[+wPa8=Q]", "[+wPa8=R]", "[+wPa8=S]"}));
  game.play("d5", "e4");
  EXPECT_EQ(game.position.hash(), game.position.compute_hash());
}

// Popeye: 1.d5*e4[+wPf3] under Circe Equipollents (e4 + (d5->e4) = f3).
TEST(CirceVariants, EquipollentsAddsTheCapturingVector) {
  RuleGame game({"Circe", "Equipollents"}, "Kb1 Pe4 Sc4", "Kh7 Pd5 Rc7", B);
  EXPECT_EQ(game.rule_effects_of("d5", "e4"), Strings{"[+wPf3]"});
}

struct VariantCount {
  std::vector<std::string> words;
  std::uint64_t moves;
};

// One busy position under each variant: the counts of Popeye's ~1 lists.
TEST(CirceVariants, CountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3";
  const std::vector<VariantCount> cases = {
      {{"Circe"}, 69},
      {{"Circe", "Mirror"}, 62},
      {{"FileCirce"}, 69},
      {{"Circe", "File", "Mirror"}, 65},
      {{"SymmetryCirce"}, 64},
      {{"Circe", "VerticalSymmetry"}, 69},
      {{"Circe", "HorizontalSymmetry"}, 66},
      {{"AntipodeanCirce"}, 66},
      {{"Circe", "Equipollents"}, 69},
      {{"DiametralCirce"}, 64},
      {{"VerticalMirrorCirce"}, 69},
      {{"Circe", "Mirror", "Strict"}, 61},
      {{"Circe", "Antipodes", "Strict"}, 65},
  };
  for (const VariantCount& c : cases) {
    RuleGame game(c.words, white, black, W, castling::All);
    EXPECT_EQ(game.count(1), c.moves) << c.words.back();
  }
}

// Two plies with Black first (Popeye h~1 lists, line by line).
TEST(CirceVariants, TwoPlyCountsAgreeWithPopeye) {
  RuleGame antipodes({"AntipodeanCirce"}, "Kb1 Pe4 Pg4", "Kh7 Pd5 Ph5", B);
  EXPECT_EQ(antipodes.count(2), 219u);
  RuleGame equipollents({"Circe", "Equipollents"}, "Kb1 Pe4 Sc4", "Kh7 Pd5 Rc7", B);
  EXPECT_EQ(equipollents.count(2), 249u);
}

// Circe Diagram: a man is reborn where it stood in the diagram, followed
// through its moves (Popeye's regression: 1.Qc3-d4 e3*d4[+bQc3] 2.Qc3-e3
// d2*e3[+bQc3]); a man taken on its own diagram square is lost, the capturer
// standing there; one whose square is taken is lost.
TEST(CirceVariants, DiagramRebirthIsWhereTheManStoodInTheDiagram) {
  RuleGame game({"DiagramCirce"}, "Kh1 Pd2 Pe3 Pg2", "Ke4 Qc3 Pf3", B);
  EXPECT_EQ(game.rule_effects_of("c3", "d2"), Strings{""});  // the pawn, taken on d2, is lost
  ASSERT_TRUE(game.play("c3", "d4"));
  ASSERT_TRUE(game.play("e3", "d4"));
  EXPECT_EQ(game.rule_effects(), "[+bQc3]");
  ASSERT_TRUE(game.play("c3", "e3"));
  ASSERT_TRUE(game.play("d2", "e3"));
  EXPECT_EQ(game.rule_effects(), "[+bQc3]");
  RuleGame taken({"Circe", "Diagram"}, "Kh1 Rb2 Pe3", "Ke8 Qc3", B);
  ASSERT_TRUE(taken.play("c3", "d4"));
  ASSERT_TRUE(taken.play("b2", "c2"));
  ASSERT_TRUE(taken.play("e8", "f8"));
  ASSERT_TRUE(taken.play("c2", "c3"));
  ASSERT_TRUE(taken.play("f8", "e8"));
  ASSERT_TRUE(taken.play("e3", "d4"));
  EXPECT_EQ(taken.rule_effects(), "");  // the rook stands on c3: the queen is lost
}

// AntiCirce Diagram: the capturer goes back to its diagram square (Popeye:
// 1.Sc3*d5[wSd5->c3]); a capture whose square is taken is illegal, and so is
// the check.
TEST(CirceVariants, DiagramAntiCirceSendsTheCapturerHome) {
  RuleGame game({"DiagramAntiCirce"}, "Ka1 Sc3", "Kh8 Rd5", W);
  EXPECT_EQ(game.rule_effects_of("c3", "d5"), Strings{"[wSd5->c3]"});
  // The knight leaves c3 for b5, from where it observes d6: the king may
  // go there only while a man stands on c3.
  for (const char* bishop_to : {"c3", "h8"}) {
    RuleGame observed({"AntiCirce", "Diagram"}, "Ka1 Sc3 Be5", "Kd7 Pg6", W);
    ASSERT_TRUE(observed.play("c3", "b5"));
    ASSERT_TRUE(observed.play("g6", "g5"));
    ASSERT_TRUE(observed.play("e5", bishop_to));
    EXPECT_EQ(observed.is_legal("d7", "d6"), bishop_to == std::string("c3")) << bishop_to;
  }
}

// Two plies with Black first (Popeye h~1 lists, line by line): a man moved
// by the first ply and taken by the second is reborn on its diagram square.
TEST(CirceVariants, DiagramTwoPlyCountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd1 Rb2 Sg3 Pe4";
  const char* black = "Ke8 Qd7 Rh5 Bc5 Sf6 Pd6 Pg6";
  RuleGame circe({"DiagramCirce"}, white, black, B);
  EXPECT_EQ(circe.count(2), 1629u);
  RuleGame anticirce({"DiagramAntiCirce"}, white, black, B);
  EXPECT_EQ(anticirce.count(2), 1633u);
  RuleGame mars({"MarsCirce", "Diagram"}, white, black, B);
  EXPECT_EQ(mars.count(2), 1734u);
  EXPECT_TRUE(circe.position.rules()->reads_diagram_squares());
  EXPECT_EQ(first_inconsistency(circe.position, 2), "");
}

// Circe Assassin: the man reborn on an occupied square takes the occupant
// off, unwritten (Popeye: "Ra5*a8[+bPa7]" hides the rook taken off a7);
// a capture whose man would come back on the mover's own king is no move.
TEST(CirceVariants, AssassinTakesTheOccupantOff) {
  RuleGame game({"Circe", "Assassin"}, "Ke1 Rb5 Sh8", "Kf7 Ra5", W);
  EXPECT_EQ(game.rule_effects_of("b5", "a5"), Strings{"[+bRh8]"});  // a5 dark: h8
  ASSERT_TRUE(game.play("b5", "a5"));
  EXPECT_EQ(game.position.piece_on(sq("h8")), (Piece{PieceType::Rook, B}));
  RuleGame own_king({"CirceAssassin"}, "Kh8 Rb5", "Kf5 Ra5", W);
  EXPECT_FALSE(own_king.is_legal("b5", "a5"));
  EXPECT_TRUE(own_king.is_legal("b5", "b6"));
}

// A side is in check when a capture of one of its men would bring the man
// back on its king: the queen d4, attacked by the rook d7, would come back
// on d1 (Popeye: White has 6 moves, the king's five and Qd4*d7[+bRa8]).
TEST(CirceVariants, AssassinChecksByTheRebirthOnTheKing) {
  RuleGame game({"CirceAssassin"}, "Kd1 Qd4 Pa2", "Kh7 Rd7", W);
  EXPECT_FALSE(game.position.king_attacked(W));
  EXPECT_TRUE(game.position.in_check(W));
  EXPECT_EQ(game.count(1), 6u);
  RuleGame busy({"CirceAssassin"}, "Kd1 Qd4 Rf1 Bc4 Sf5 Pe5 Pg2", "Kh8 Qd8 Ra8 Bf8 Sg8 Pd5 Pg5 Pb3 Rd7", W);
  EXPECT_EQ(busy.count(1), 35u);  // Popeye
  RuleGame two_plies({"Circe", "Assassin"}, "Kd1 Qa4 Rh4 Bc4 Sf5 Pe5 Pg2", "Ke8 Qd8 Ra8 Bf8 Sb8 Pd5 Pg5 Pb3 Pa5 Ph2",
                     B);
  EXPECT_EQ(two_plies.count(2), 111u);  // Popeye h~1
  EXPECT_EQ(first_inconsistency(two_plies.position, 2), "");
}

// AntiCirce Assassin: the capturer reborn on an occupied square takes the
// occupant off (Popeye: 1.Ka1*a2[wKa2->e1], the knight e1 gone), and a side
// is in check when a capture would bring the capturer back on its king.
TEST(CirceVariants, AntiCirceAssassin) {
  RuleGame game({"AntiCirce", "Assassin"}, "Ka1", "Kh8 Pa2 Se1", W);
  EXPECT_EQ(game.rule_effects_of("a1", "a2"), Strings{"[wKa2->e1]"});
  RuleGame check({"AntiCirce", "Assassin"}, "Ka6", "Ke1 Pa7", B);
  EXPECT_TRUE(check.position.in_check(B));  // Ka6*a7 would put the white king on e1
  const char* white = "Kd1 Qa4 Rh4 Bc4 Sf5 Pe5 Pg2";
  const char* black = "Ke8 Qd8 Ra8 Bf8 Sb8 Pd5 Pg5 Pb3 Pa5 Ph2";
  RuleGame two_plies({"AntiCirce", "Assassin"}, white, black, B);
  EXPECT_EQ(two_plies.count(2), 1009u);  // Popeye h~1
  RuleGame kings_on_rebirth_squares({"AntiCirce", "Assassin"}, "Kh3 Qa4 Rh4 Bc4 Sf5 Pe5 Pg2",
                                    "Kd1 Qd8 Ra8 Bf8 Sb8 Pd5 Pg5 Pb3 Pc2 Pe2", B);
  EXPECT_EQ(kings_on_rebirth_squares.count(2), 147u);  // Popeye h~1
}

// Couscous: the captured man is reborn on the capturer's Circe square (the
// capturer as it stands after the move, of its side): Popeye's
// 1.Qd4*d5[+bPd1=S] (the pawn on its last rank promoted; =Q and =R would
// check the king e1), 1.Bc1*g5[+bBc1], 1.e4*f5[+bSf2].
TEST(CirceVariants, CouscousRebirthIsTheCapturersSquare) {
  RuleGame game({"CouscousCirce"}, "Ke1 Qd4 Pe4 Bc1 Sb1", "Ka8 Pd5 Sf5 Bg5", W);
  EXPECT_EQ(game.rule_effects_of("d4", "d5"), (Strings{"[+bPd1=B]", "[+bPd1=S]"}));
  EXPECT_EQ(game.rule_effects_of("c1", "g5"), Strings{"[+bBc1]"});
  EXPECT_EQ(game.rule_effects_of("e4", "f5"), Strings{"[+bSf2]"});
}

// Depth 2 against Popeye (h~1, line by line) for Couscous, with Assassin,
// with AntiCirce, and AntiCirce's places where a pawn is reborn on its last
// rank and promoted (`e5*f6[wPf6->b8=Q]`). Mirror Couscous: Popeye lists
// 2470 lines, the three fewer being the moves of a white pawn reborn on its
// first rank (f1-f2, d1-d2, d1*c2), which Feerie plays by the Decision on
// first-rank pawns (../shared/rules/README.md).
TEST(CirceVariants, CouscousAndAntiCircePromotionCountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7 Pd6";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3 Pc2 Pe3";
  const std::vector<VariantCount> cases = {
      {{"CouscousCirce"}, 2766},
      {{"MirrorCouscousCirce"}, 2473},
      {{"AntiCirce", "Couscous"}, 2392},
      {{"AntiCirce", "Symmetry"}, 2245},
      {{"AntiCirce", "Antipodes"}, 2287},
      {{"AntiCirce", "Equipollents"}, 1971},
      {{"AntiCirce", "VerticalSymmetry"}, 2249},
      {{"Circe", "Couscous", "Assassin"}, 2723},
  };
  for (const VariantCount& c : cases) {
    RuleGame game(c.words, white, black, B, castling::All);
    EXPECT_EQ(game.count(2), c.moves) << c.words.front() << " " << c.words.back();
  }
}

// A castling king is taken on the square it passes, its home square then
// empty (as Popeye tests it). The knight b2 observes d1: under Circe
// RexInclusive the king taken there would be reborn on e1, so that is no
// check and 0-0-0 is legal; under AntiCirce the knight would go to g8,
// taken, so 0-0-0 is legal too; under AntiCirce Couscous it would go to the
// king's square e1, empty, so d1 is in check (Popeye agrees on all three).
TEST(CirceVariants, ACastlingKingIsTakenOnThePassedSquareItsHomeEmpty) {
  const auto castles = [](const std::vector<std::string>& words) {
    RuleGame game(words, "Ke1 Ra1 Pe2", "Ke8 Sb2 Rg8", W, castling::All);
    return game.is_legal("e1", "c1");
  };
  EXPECT_TRUE(castles({"Circe", "RexInclusive"}));
  EXPECT_TRUE(castles({"AntiCirce"}));
  EXPECT_FALSE(castles({"AntiCirce", "Couscous"}));
}

// Volcanic: the man whose rebirth square is taken waits under it and comes
// back once it is empty (Popeye: 1.Bh8*g7[+wSg1->v] Sg1-h3[+wSg1]).
// Parachute: the occupant waits under it (Popeye: 1.a7*b6[+wSg1]
// Sg1-h3[+bSg1]).
TEST(CirceVariants, VolcanicAndParachuteKeepAManUnderTheSquare) {
  RuleGame volcanic({"Circe", "Volcanic"}, "Ka2 Sg7 Sg1", "Kh5 Bh8", B);
  ASSERT_TRUE(volcanic.play("h8", "g7"));
  EXPECT_EQ(volcanic.rule_effects(), "[+wSg1->v]");
  EXPECT_EQ(volcanic.position.ghosts().size(), 1u);
  ASSERT_TRUE(volcanic.play("g1", "h3"));
  EXPECT_EQ(volcanic.rule_effects(), "[+wSg1]");
  EXPECT_TRUE(volcanic.position.ghosts().empty());
  RuleGame parachute({"Circe", "Parachute"}, "Ka1 Sb6", "Kh5 Pa7 Sg1", B);
  ASSERT_TRUE(parachute.play("a7", "b6"));
  EXPECT_EQ(parachute.rule_effects(), "[+wSg1]");
  EXPECT_EQ(parachute.position.ghosts().front().piece, (Piece{PieceType::Knight, B}));
  ASSERT_TRUE(parachute.play("a1", "b1"));
  EXPECT_EQ(parachute.rule_effects(), "");
  ASSERT_TRUE(parachute.play("h5", "h4"));
  ASSERT_TRUE(parachute.play("g1", "h3"));
  EXPECT_EQ(parachute.rule_effects(), "[+bSg1]");
}

// AntiCirce Volcanic: the capturer waits under its taken rebirth square
// (Popeye: Nh8*b5[bNb5->b1->v], promoted on the way: a6*b7[wPb7->c8=Q->v]).
TEST(CirceVariants, AntiCirceVolcanicSendsTheCapturerUnder) {
  RuleGame game({"AntiCirce", "Equipollents", "Volcanic"}, "Ka1 Rc8 Pa6", "Kh5 Bb7", W);
  EXPECT_EQ(game.rule_effects_of("a6", "b7"),
            (Strings{"[wPb7->c8=B->v]", "[wPb7->c8=Q->v]", "[wPb7->c8=R->v]", "[wPb7->c8=S->v]"}));
}

// Depth 2 against Popeye (h~1, line by line), and make and unmake with men
// under the squares.
TEST(CirceVariants, VolcanicAndParachuteCountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7 Pd6";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3 Pc2 Pe3";
  const std::vector<VariantCount> cases = {
      {{"Circe", "Volcanic"}, 2471},      {{"Circe", "Parachute"}, 2523},
      {{"AntiCirce", "Volcanic"}, 2532},  {{"AntiCirce", "Parachute"}, 2532},
      {{"CouscousCirce", "Volcanic"}, 2772},
  };
  for (const VariantCount& c : cases) {
    RuleGame game(c.words, white, black, B, castling::All);
    EXPECT_EQ(game.count(2), c.moves) << c.words.front() << " " << c.words.back();
    EXPECT_EQ(first_inconsistency(game.position, 3), "") << c.words.front() << " " << c.words.back();
  }
}

// April: only men of the types named are reborn, and they must be (as
// Popeye, even without Strict): the pawn d5 is reborn on d7, the knight f5
// taken as in chess; with d7 taken, Bc4*d5 is no move.
TEST(CirceVariants, AprilRebirthOfTheTypesNamedOnly) {
  RuleGame game({"Circe", "April", "P"}, "Ke1 Bc4 Pe4", "Ke8 Pd5 Sf5", W);
  EXPECT_EQ(game.rule_effects_of("c4", "d5"), Strings{"[+bPd7]"});
  EXPECT_EQ(game.rule_effects_of("e4", "f5"), Strings{""});
  RuleGame taken({"Circe", "April", "P"}, "Ke1 Bc4", "Ke8 Pd5 Bd7", W);
  EXPECT_FALSE(taken.is_legal("c4", "d5"));
  // AprilChess is Super Circe for the types named (Popeye: 1.Sb1*a3,
  // 1.Bc1*a3[wBa3->a1] ... under AntiCirce Super April B).
  RuleGame anti({"AntiCirce", "Super", "April", "B"}, "Kh1 Sb1 Bc1", "Kh8 Pa3", W);
  EXPECT_EQ(anti.rule_effects_of("b1", "a3"), Strings{""});
  EXPECT_EQ(anti.rule_effects_of("c1", "a3").size(), 61u);  // every empty square, a3 and c1 among them
}

// Depth 2 against Popeye (h~1, line by line).
TEST(CirceVariants, AprilCountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7 Pd6";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3 Pc2 Pe3";
  const std::vector<VariantCount> cases = {
      {{"Circe", "April", "S", "P"}, 2354},
      {{"AprilChess", "B", "R"}, 64430},
      {{"AntiCirce", "April", "Q", "P"}, 2543},
      {{"AntiCirce", "Super", "April", "B"}, 21500},
  };
  for (const VariantCount& c : cases) {
    RuleGame game(c.words, white, black, B, castling::All);
    EXPECT_EQ(game.count(2), c.moves) << c.words.front() << " " << c.words.back();
  }
}

// Rank: on the capture rank, on the file of the Circe square whose square
// there has the capture square's colour (Popeye: Sc3*e4[+bRa4],
// Sc4*e3[+bRa3], Rd5*c5[+bSg5]; AntiCirce: Sb1*c3[wSc3->g3]).
TEST(CirceVariants, RankRebirthIsOnTheCaptureRank) {
  const Piece black_rook{PieceType::Rook, B}, black_knight{PieceType::Knight, B};
  EXPECT_EQ(place(RebirthPlace::Rank, black_rook, "e4"), sq("a4"));
  EXPECT_EQ(place(RebirthPlace::Rank, black_rook, "e3"), sq("a3"));
  EXPECT_EQ(place(RebirthPlace::Rank, black_knight, "c5"), sq("g5"));
  EXPECT_EQ(place(RebirthPlace::Rank, Piece{PieceType::Knight, W}, "c3"), sq("g3"));
  EXPECT_EQ(place(RebirthPlace::Rank, Piece{PieceType::Queen, W}, "f6"), sq("d6"));
  RuleGame anti({"AntiCirce", "Rank"}, "Ka1 Sb1", "Kh8 Pc3", W);
  EXPECT_EQ(anti.rule_effects_of("b1", "c3"), Strings{"[wSc3->g3]"});
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7 Pd6";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3 Pc2 Pe3";
  RuleGame circe({"Circe", "Rank"}, white, black, B, castling::All);
  EXPECT_EQ(circe.count(2), 2471u);  // Popeye h~1
  RuleGame anticirce({"AntiCirce", "Rank"}, white, black, B, castling::All);
  EXPECT_EQ(anticirce.count(2), 2350u);  // Popeye h~1
}

// WaitCapture: the man taken waits for the next capture, by either side
// (Popeye: 1.b5*c6 2.c6*d7[+bPc6] under Circe CaptureSquare WaitCapture;
// 1.Bc8*b7 Qd1*d4[+wRh1], the rook's square found from b7, where it was
// taken). A null move (a threat) leaves it waiting.
TEST(CirceVariants, WaitCaptureBringsTheManBackAtTheNextCapture) {
  RuleGame game({"Circe", "CaptureSquare", "WaitCapture"}, "Ka1 Pb5", "Kh8 Pc6 Pd7", W);
  ASSERT_TRUE(game.play("b5", "c6"));
  EXPECT_EQ(game.rule_effects(), "");
  EXPECT_EQ(game.position.reserve().piece, (Piece{PieceType::Pawn, B}));
  game.position.make_null_move();
  EXPECT_EQ(game.position.reserve().piece, (Piece{PieceType::Pawn, B}));
  game.position.unmake_move();
  ASSERT_TRUE(game.play("h8", "g8"));
  ASSERT_TRUE(game.play("c6", "d7"));
  EXPECT_EQ(game.rule_effects(), "[+bPc6]");
  RuleGame rook({"Circe", "WaitCapture"}, "Kh2 Rb7 Qd1", "Ka8 Bc8 Pd4", B);
  ASSERT_TRUE(rook.play("c8", "b7"));
  EXPECT_EQ(rook.rule_effects_of("d1", "d4"), Strings{"[+wRh1]"});
}

// Depth 2 against Popeye (h~1, line by line): the square found from where
// the waiting man was taken, but File's from the capture now made (as
// Popeye).
TEST(CirceVariants, WaitCaptureCountsAgreeWithPopeye) {
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7 Pd6";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3 Pc2 Pe3";
  const std::vector<VariantCount> cases = {
      {{"Circe", "WaitCapture"}, 2470},
      {{"Circe", "CaptureSquare", "WaitCapture"}, 2470},
      {{"Circe", "File", "WaitCapture"}, 2477},
      {{"Circe", "Rank", "NaechsterSchlag"}, 2470},
  };
  for (const VariantCount& c : cases) {
    RuleGame game(c.words, white, black, B, castling::All);
    EXPECT_EQ(game.count(2), c.moves) << c.words[1];
    EXPECT_EQ(first_inconsistency(game.position, 3), "") << c.words[1];
  }
}

// Circe and AntiCirce together, as Popeye plays them: the capturer is
// reborn first, then the man it took, in whichever order they are named
// (Popeye: 1...b6*a7[wPa7->a6][+bPa7] under AntiCirce Super and Circe;
// FRa8*b7[wFRb7->b8][+bFRb1] under the File variants). Depth 2 against
// Popeye (h~1).
TEST(CirceVariants, CirceBesideAntiCirceRebornCapturerFirst) {
  RuleGame file({"Circe", "File", "AntiCirce", "File"}, "Ka1 Pb6", "Kh8 Pa7", B);
  EXPECT_EQ(file.rule_effects_of("a7", "b6"), Strings{"[bPb6->b7][+wPb2]"});
  RuleGame named_after({"AntiCirce", "Circe"}, "Ka1 Pb6", "Kh8 Pa7", B);
  EXPECT_EQ(named_after.rule_effects_of("a7", "b6"), Strings{"[bPb6->b7][+wPb2]"});
  const char* white = "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7 Pd6";
  const char* black = "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3 Pc2 Pe3";
  const std::vector<VariantCount> cases = {
      {{"Circe", "AntiCirce"}, 2569},
      {{"AntiCirce", "Circe"}, 2569},
      {{"Circe", "File", "AntiCirce", "File"}, 2533},
      {{"Circe", "Mirror", "AntiCirce", "Cheylan"}, 2426},
  };
  for (const VariantCount& c : cases) {
    RuleGame game(c.words, white, black, B, castling::All);
    EXPECT_EQ(game.count(2), c.moves) << c.words[0] << " " << c.words[1];
  }
  Rules refused;
  EXPECT_THROW(add_conditions({"Circe", "Assassin", "AntiCirce"}, refused), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "AntiCirce", "Volcanic"}, refused), ConditionError);
}

TEST(CirceVariants, MakeUnmakeRestoresEverything) {
  for (const char* word : {"AntipodeanCirce", "EquipollentsCirce", "MirrorCirce", "SymmetryCirce"}) {
    RuleGame game({word}, "Ke1 Qd4 Rh4 Ra1 Bc4 Sf5 Pe5 Pg2 Pb7", "Ke8 Qd8 Ra8 Rh8 Bc8 Sf6 Pd5 Pg5 Pb3 Ph3", W, castling::All);
    EXPECT_EQ(first_inconsistency(game.position, 2), "") << word;
  }
}

TEST(CirceVariants, NamesAsPopeyePrintsThem) {
  Rules rules;
  add_conditions({"Circe", "Strict", "Mirror", "Antipodes", "VerticalMirror"}, rules);
  EXPECT_EQ(rules.conditions().front()->name(), "Circe Antipodes Mirror Strict VerticalMirror");
  EXPECT_THROW(add_conditions({"Circe", "File", "Antipodes"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Diagram", "File"}, rules), ConditionError);
  for (const std::vector<std::string>& words :
       {std::vector<std::string>{"DiagramCirce"}, {"DiagrammCirce"}, {"CirceDiagramme"}, {"Circe", "Diagram"}}) {
    Rules diagram;
    add_conditions(words, diagram);
    EXPECT_EQ(diagram.conditions().front()->name(), "Circe Diagram") << words.front();
  }
  Rules april;
  add_conditions({"Circe", "April", "S", "P"}, april);
  EXPECT_EQ(april.conditions().front()->name(), "Circe April P S");  // Popeye's order of types
  Rules april_chess;
  add_conditions({"AprilChess", "B", "R"}, april_chess);
  EXPECT_EQ(april_chess.conditions().front()->name(), "Circe Super April R B");
  EXPECT_THROW(add_conditions({"Circe", "April"}, rules), ConditionError);  // no type named
  EXPECT_THROW(add_conditions({"Circe", "April", "P", "Mirror"}, rules), ConditionError);
  Rules wait;
  add_conditions({"Circe", "Schlagfeld", "NaechsterSchlag"}, wait);
  EXPECT_EQ(wait.conditions().front()->name(), "Circe CaptureSquare WaitCapture");
  EXPECT_THROW(add_conditions({"Circe", "WaitCapture", "Mirror"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "WaitCapture", "Strict"}, rules), ConditionError);
  Rules volcanic;
  add_conditions({"Circe", "Vulkan"}, volcanic);
  EXPECT_EQ(volcanic.conditions().front()->name(), "Circe Volcanic");
  EXPECT_THROW(add_conditions({"Circe", "Parachute", "Cage"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"AntiCirce", "Volcanic", "Clone"}, rules), ConditionError);
  Rules couscous;
  add_conditions({"CirceCouscous", "Mirror"}, couscous);
  EXPECT_EQ(couscous.conditions().front()->name(), "Circe Couscous Mirror");
  EXPECT_THROW(add_conditions({"Circe", "Couscous", "File"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"Circe", "Couscous", "Take&Make"}, rules), ConditionError);
  Rules assassin;
  add_conditions({"AssassinCirce", "Mirror"}, assassin);
  EXPECT_EQ(assassin.conditions().front()->name(), "Circe Mirror Assassin");
  EXPECT_THROW(add_conditions({"Circe", "Assassin", "Cage"}, rules), ConditionError);
  EXPECT_THROW(add_conditions({"AntiCirce", "Assassin", "Super"}, rules), ConditionError);
  Rules anti;
  add_conditions({"AntiDiagrammCirce"}, anti);
  EXPECT_EQ(anti.conditions().front()->name(), "AntiCirce Diagram");
  EXPECT_THROW(add_conditions({"Circe", "Mirror", "Cage"}, rules), ConditionError);
}

}  // namespace
}  // namespace feerie
