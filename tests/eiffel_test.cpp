// Eiffel chess and its variant cycles (src/rules/paralysis). Counts marked
// "Popeye" were cross-checked with Popeye 4.104: depth 1 with h~0.5, depth 2
// with h~1 (HalfDuplex for the side that starts), depth 3 as the sum of Popeye's
// depth-2 counts over the positions after each first move.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "rule_game.h"

namespace feerie {
namespace {

// The seed's diagram A, rebuilt: the white queen a2 paralyses the black pawns
// a6 and d5; the paralysed pawn d5 still paralyses the white knight e4.
constexpr const char* SeedDiagram = "8/6k1/p7/3p4/1K2N3/8/Q7/8 w - - 0 1";

TEST(Eiffel, SeedIllustrationParalysis) {
  RuleGame game(SeedDiagram, {"Eiffel"});
  EXPECT_EQ(game.position.paralysed(), squares({"a6", "d5", "e4"}));
}

TEST(Eiffel, KingMayStandWherePawnsParalysedButNotCutTheParalysisLine) {
  RuleGame game(SeedDiagram, {"Eiffel"});
  EXPECT_TRUE(game.is_legal("b4", "b5"));   // b5 is observed by the paralysed pawn a6 only
  EXPECT_FALSE(game.is_legal("b4", "c4"));  // c4 cuts a2-d5: d5 is freed and checks
  ASSERT_TRUE(game.force("b4", "c4"));      // illegal: forced to show the check
  EXPECT_TRUE(game.position.in_check(Side::White));
  EXPECT_FALSE(game.position.paralysed() & squares({"d5"}));
}

TEST(Eiffel, ParalysedKnightNeitherMovesNorChecks) {
  RuleGame game(SeedDiagram, {"Eiffel"});
  for (const std::string& move : game.moves()) EXPECT_NE(move.substr(0, 2), "e4");
  RuleGame black_to_move("8/6k1/p7/3p4/1K2N3/8/Q7/8 b - - 0 1", {"Eiffel"});
  EXPECT_TRUE(black_to_move.is_legal("g7", "f6"));  // f6 is observed by the paralysed knight
  RuleGame orthodox("8/6k1/p7/3p4/1K2N3/8/Q7/8 b - - 0 1", {});
  EXPECT_FALSE(orthodox.is_legal("g7", "f6"));
}

TEST(Eiffel, ParalysedRookGivesNoCheck) {
  // The black bishop b4 paralyses the white rook e1: the black king may use the e-file.
  RuleGame game("4k3/8/8/8/1b6/8/8/4R2K b - - 0 1", {"Eiffel"});
  EXPECT_FALSE(game.position.in_check(Side::Black));
  EXPECT_TRUE(game.is_legal("e8", "e7"));
  // Moving the bishop off the diagonal frees the rook, which then checks: illegal.
  EXPECT_FALSE(game.is_legal("b4", "a3"));
  EXPECT_TRUE(game.is_legal("b4", "a5"));  // still on the a5-e1 diagonal
}

TEST(Eiffel, PieceIsFreeOnceNoLongerObserved) {
  RuleGame game("6k1/8/8/8/1b6/8/8/4R2K b - - 0 1", {"Eiffel"});
  ASSERT_TRUE(game.play("b4", "a3"));
  EXPECT_FALSE(game.position.paralysed() & squares({"e1"}));
  EXPECT_TRUE(game.is_legal("e1", "e8"));
  // 14 / 104 / 1332 from black to move: Popeye.
  RuleGame counted("6k1/8/8/8/1b6/8/8/4R2K b - - 0 1", {"Eiffel"});
  EXPECT_EQ(counted.count(1), 14u);
  EXPECT_EQ(counted.count(2), 104u);
  EXPECT_EQ(counted.count(3), 1332u);
}

TEST(Eiffel, ParalysedRookCannotCastle) {
  // The bishop c6 paralyses the rook h1 (through d5-e4-f3-g2): 0-0-0 only.
  // Decision (rules/paralysis.md): Popeye also plays 0-0 here and counts 17 moves.
  RuleGame game("2k5/8/2b5/8/8/8/8/R3K2R w KQ - 0 1", {"Eiffel"});
  EXPECT_TRUE(game.is_legal("e1", "c1"));
  EXPECT_FALSE(game.is_legal("e1", "g1"));
  EXPECT_EQ(game.count(1), 16u);
  EXPECT_EQ(game.count(2), 232u);  // Popeye's depth-2 sum over these 16 first moves
}

TEST(Eiffel, PerftAgainstPopeye) {
  RuleGame start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"Eiffel"});
  EXPECT_EQ(start.count(1), 20u);
  EXPECT_EQ(start.count(2), 400u);
  EXPECT_EQ(start.count(3), 8900u);  // orthodox: 8902
  RuleGame seed(SeedDiagram, {"Eiffel"});
  EXPECT_EQ(seed.count(1), 23u);
  EXPECT_EQ(seed.count(2), 194u);
  EXPECT_EQ(seed.count(3), 4264u);
  RuleGame kiwipete("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", {"Eiffel"});
  EXPECT_EQ(kiwipete.count(1), 44u);
  EXPECT_EQ(kiwipete.count(2), 1828u);
  EXPECT_EQ(kiwipete.count(3), 77657u);
}

// Which types a white piece on d4 paralyses, per cycle, written independently
// of the table: each pair "XY" means X paralyses Y.
struct CycleCase {
  std::vector<std::string> condition;
  std::set<std::string> pairs;
};

// A square in the capture field of a white piece of each type standing on d4.
const char* observed_square(PieceType type) {
  switch (type) {
    case PieceType::Pawn: return "e5";
    case PieceType::Knight: return "e6";
    case PieceType::Bishop: return "f6";
    case PieceType::Rook:
    case PieceType::Queen: return "d6";
    default: return "d5";
  }
}

TEST(Eiffel, CyclesAsPositions) {
  const std::vector<CycleCase> cases = {
      {{"Eiffel"}, {"PS", "SB", "BR", "RQ", "QP"}},   {{"Eiffel", "QB", "RS"}, {"QB", "BQ", "RS", "SR"}},
      {{"Eiffel", "SQRB"}, {"SQ", "QR", "RB", "BS"}}, {{"Eiffel", "SBRQ"}, {"SB", "BR", "RQ", "QS"}},
      {{"Eiffel", "KQR"}, {"KQ", "QR", "RK"}},
  };
  const PieceType types[] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                             PieceType::Rook, PieceType::Queen,  PieceType::King};
  for (const CycleCase& c : cases) {
    Rules rules;
    add_conditions(c.condition, rules);
    for (const PieceType paralyser : types) {
      for (const PieceType victim : types) {
        Position position;
        position.put(parse_square("d4"), Piece{paralyser, Side::White});
        const Square target = parse_square(observed_square(paralyser));
        position.put(target, Piece{victim, Side::Black});
        position.set_rules(&rules);
        const std::string pair{piece_letter(paralyser), piece_letter(victim)};
        EXPECT_EQ((position.paralysed() & square_bb(target)) != 0, c.pairs.count(pair) == 1)
            << c.condition.size() << " words, pair " << pair;
      }
    }
  }
}

TEST(Eiffel, KingQueenRookCycleParalysedKingIsMated) {
  // The rook h1 checks and paralyses the king a1, which may not flee to a2.
  RuleGame game("8/8/8/8/8/2k5/8/K6r w - - 0 1", {"Eiffel", "KQR"});
  EXPECT_TRUE(game.position.in_check(Side::White));
  EXPECT_TRUE(game.moves().empty());
  RuleGame orthodox("8/8/8/8/8/2k5/8/K6r w - - 0 1", {});
  EXPECT_EQ(orthodox.moves(), std::set<std::string>{"a1a2"});
}

TEST(Eiffel, KingQueenRookCycleParalysedKingCannotCastle) {
  // The rook e8, paralysed by the queen a4, still paralyses the king e1 (no check).
  RuleGame game("1k2r3/8/8/8/Q7/8/8/4K2R w K - 0 1", {"Eiffel", "KQR"});
  EXPECT_FALSE(game.position.in_check(Side::White));
  EXPECT_EQ(game.position.paralysed(), squares({"e1", "e8"}));
  for (const std::string& move : game.moves()) EXPECT_NE(move.substr(0, 2), "e1");
  // Hand count: the rook h1 has 9 moves; the queen must keep e8 paralysed or
  // block the e-file: b5, c6, d7, xe8, e4. No king move, no 0-0.
  EXPECT_EQ(game.count(1), 9u + 5u);
}

TEST(Eiffel, Keywords) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> names = {
      {{"Eiffel"}, "EiffelChess"},
      {{"EiffelChess"}, "EiffelChess"},
      {{"eiffelschach"}, "EiffelChess"},
      {{"Eiffel", "QB", "RS"}, "EiffelChess QB RS"},
      {{"Eiffel", "RS", "QB"}, "EiffelChess QB RS"},
      {{"Eiffel", "QBRS"}, "EiffelChess QB RS"},
      {{"Eiffel", "SQRB"}, "EiffelChess SQRB"},
      {{"Eiffel", "NBRQ"}, "EiffelChess SBRQ"},
      {{"Eiffel", "kqr"}, "EiffelChess KQR"},
  };
  for (const auto& [words, name] : names) {
    EXPECT_EQ(condition_names(words), std::vector<std::string>{name});
  }
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"Eiffel", "QRB"}, {"Eiffel", "QB"}, {"Eiffel", "QB", "SB"}, {"Eiffel", "KQ"}}) {
    Rules rules;
    EXPECT_THROW(add_conditions(bad, rules), ConditionError) << bad[1];
  }
}

}  // namespace
}  // namespace feerie
