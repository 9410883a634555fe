// Hurdle rules (src/rules/hurdle_rules): a hopper with HurdleColourChanging
// changes the colour of the man it hops over; one with Bul or Dob then
// moves it, by the hopper's walk or by its own. The moves listed were
// checked with Popeye 4.104 (~1 and h~1 listings); whole outputs are
// compared with Popeye's in tests/compat/ (hurdle-rules-*), and Popeye's
// own examples in the popeye-suite test.
#include <gtest/gtest.h>

#include "consistency.h"
#include "core/zobrist.h"
#include "io/position_setup.h"
#include "rule_game.h"
#include "test_positions.h"

namespace feerie {
namespace {

bool refused(const std::string& pieces, const std::string& rest = "stipulation ~1") {
  try {
    Played problem(pieces, rest);
  } catch (const UnsupportedPosition&) {
    return true;
  }
  return false;
}

// The legal move of the piece on `from` written `text`, played.
void play(Position& position, const char* from, const std::string& text) {
  MoveList moves;
  generate_legal(position, moves);
  for (const Move& move : moves) {
    if (move.from != sq(from)) continue;
    position.make_move(move);
    if (last_text(position) == text) return;
    position.unmake_move();
  }
  FAIL() << "no move " << text;
}

Piece hopper(Side side, std::uint8_t rules) {
  Piece piece{piece_type_named("Grasshopper"), side};
  piece.hurdle_rules = rules;
  return piece;
}

TEST(HurdleRules, TheHurdleChangesColour) {
  Played problem("white ke1 white hurdlecolourchanging gb2 black ka8 pc3 neutral rf6");
  EXPECT_EQ(legal_notations(problem.position, sq("b2")), std::vector<std::string>{"hccGb2-d4[c3=w]"});
  play(problem.position, "b2", "hccGb2-d4[c3=w]");
  EXPECT_EQ(problem.position.piece_on(sq("c3")), (Piece{PieceType::Pawn, Side::White}));
  problem.position.unmake_move();
  EXPECT_EQ(problem.position.piece_on(sq("c3")), (Piece{PieceType::Pawn, Side::Black}));
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(HurdleRules, AKingOrANeutralHurdleKeepsItsColour) {
  Played problem("white ka1 white hurdlecolourchanging gc3 gh1 black kd4 neutral rh5");
  EXPECT_EQ(legal_notations(problem.position, sq("c3")), std::vector<std::string>{"hccGc3-e5"});
  EXPECT_EQ(legal_notations(problem.position, sq("h1")), std::vector<std::string>{"hccGh1-h6"});
}

TEST(HurdleRules, BulMovesTheHurdleByTheHoppersWalk) {
  // The king e1, hopped over, hops as a grasshopper over d1 to c1; the pawn
  // h2, hopped over by a capture, over h3 to h4.
  Played problem("white ke1 white bul gh1 black ka8 ph2 ph3");
  EXPECT_EQ(legal_notations(problem.position, sq("h1")),
            (std::vector<std::string>{"bGh1*h3[bPh2->h4]", "bGh1-d1[wKe1->c1]"}));
  play(problem.position, "h1", "bGh1-d1[wKe1->c1]");
  EXPECT_EQ(problem.position.kings(Side::White), square_bb(sq("c1")));
  problem.position.unmake_move();
  EXPECT_EQ(first_inconsistency(problem.position, 2), "");
}

TEST(HurdleRules, DobMovesTheHurdleByItsOwnWalkAndAPawnPromotesOnItsLastRank) {
  // The black pawn c2 steps to c1 and promotes (to a grasshopper only as
  // the diagram has one: with Dob); a queen or rook there would check.
  Played problem("white ke1 white dob gc1 black ka8 pc2 white pe2");
  EXPECT_EQ(legal_notations(problem.position, sq("c1")),
            (std::vector<std::string>{"dGc1-c3[bPc2->c1=B]", "dGc1-c3[bPc2->c1=G=d]", "dGc1-c3[bPc2->c1=S]",
                                      "dGc1-f1[wKe1->d2]", "dGc1-f1[wKe1->f2]"}));
  play(problem.position, "c1", "dGc1-c3[bPc2->c1=G=d]");
  EXPECT_EQ(problem.position.piece_on(sq("c1")), hopper(Side::Black, HurdleRule::Dob));
  problem.position.unmake_move();
  // A black pawn moved by a white Bul hopper promotes on Black's last rank.
  Played bul("white ke1 white bul paa1 black kh8 ra5 pa2");
  const auto pao = legal_notations(bul.position, sq("a1"));
  EXPECT_EQ(std::count(pao.begin(), pao.end(), "bPAa1*a5[bPa2->a1=PA=b]"), 1);
  EXPECT_EQ(std::count(pao.begin(), pao.end(), "bPAa1*a5[bPa2->a1=Q]"), 0);  // it would check
  // The Pao's moves as a rook hop over nothing: no hurdle moves.
  EXPECT_EQ(std::count(pao.begin(), pao.end(), "bPAa1-b1"), 1);
  EXPECT_EQ(pao.size(), 13u);
}

TEST(HurdleRules, AHopAfterWhichTheHurdleCannotMoveIsNotPlayed) {
  // The pawn a4 could hop only over a5 to a6, where a pawn stands.
  Played problem("white ka1 white bul ga3 black kh8 pa4 pa6");
  EXPECT_EQ(legal_notations(problem.position, sq("a3")), std::vector<std::string>{});
  // With a6 empty, it may.
  Played open("white ka1 white bul ga3 black kh8 pa4");
  EXPECT_EQ(legal_notations(open.position, sq("a3")), std::vector<std::string>{"bGa3-a5[bPa4->a6]"});
}

TEST(HurdleRules, ABulCheckNeedsAHurdleThatCanFollowTheCapture) {
  // The grasshopper f8 observes the king d6 over the knight e7, which could
  // not move once the king is taken: no check (Popeye's TESTS/bul.inp 1).
  Played blocked("white kh8 white bul gf8 black kd6 se7 pc5 pc7 pb7 pe5 pe4", "stipulation h~1");
  EXPECT_FALSE(blocked.position.in_check(Side::Black));
  // With c5 empty, the knight would hop over the grasshopper on d6 to c5: check.
  Played free("white kh8 white bul gf8 black kd6 se7 pc7 pb7 pe5 pe4", "stipulation h~1");
  EXPECT_TRUE(free.position.in_check(Side::Black));
  EXPECT_EQ(legal_notations(free.position, sq("e7")).size(), 6u);
}

TEST(HurdleRules, APawnPromotesToEachHopperWithTheRulesOfTheDiagram) {
  Played problem("white ke1 pa7 white hurdlecolourchanging gh2 black ka1");
  const auto moves = legal_notations(problem.position, sq("a7"));
  EXPECT_EQ(std::count(moves.begin(), moves.end(), "a7-a8=G=hcc"), 1);
  EXPECT_EQ(std::count(moves.begin(), moves.end(), "a7-a8=G"), 0);
  EXPECT_EQ(moves.size(), 5u);
}

TEST(HurdleRules, HashesOtherwiseThanThePlainPiece) {
  const Piece plain = hopper(Side::White, 0);
  EXPECT_NE(zobrist::piece(hopper(Side::White, HurdleRule::Bul), 0), zobrist::piece(plain, 0));
  EXPECT_NE(zobrist::piece(hopper(Side::White, HurdleRule::Bul), 0),
            zobrist::piece(hopper(Side::White, HurdleRule::Dob), 0));
  EXPECT_NE(zobrist::piece(hopper(Side::White, HurdleRule::ColourChanging), 0), zobrist::piece(plain, 0));
}

TEST(HurdleRules, Notation) {
  EXPECT_EQ(language(LanguageId::German).piece_text(hopper(Side::White, HurdleRule::ColourChanging)), "wsfwG");
  EXPECT_EQ(language(LanguageId::French).piece_text(hopper(Side::Black, HurdleRule::ColourChanging)), "ncesS");
  EXPECT_EQ(language(LanguageId::English).piece_text(hopper(Side::White, HurdleRule::Dob)), "wdG");
}

TEST(HurdleRules, RefusedWhereNoRuleIsWritten) {
  EXPECT_TRUE(refused("white kg6 black kg8 white bul rd4"));      // not a hopper
  EXPECT_TRUE(refused("white kg6 black kg8 white bul dob gd4"));  // both
  EXPECT_TRUE(refused("white kg6 black kg8 white bul md4"));      // the moose reaches a square over two hurdles
  EXPECT_FALSE(refused("white kg6 black kg8 white hurdlecolourchanging md4"));
  EXPECT_TRUE(refused("white kg6 black kg8 white dob gd4", "condition madrasi\nstipulation ~1"));
  EXPECT_TRUE(refused("white kg6 black kg8 bpe4 white dob gd4"));  // a pawn-like fairy hurdle
}

}  // namespace
}  // namespace feerie
