// Goal-directed pruning of help and series play (solve/goal_reach.h): where
// it applies, what the relaxed game answers on positions built by hand, and
// the one property that matters, that pruning never changes the solutions:
// known problems and thousands of random positions are solved with the
// pruning on and off and must be written alike.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>
#include <initializer_list>
#include <iostream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "core/piece_catalogue.h"
#include "io/fen.h"
#include "rules/registry.h"
#include "solve/goal_reach.h"
#include "solve/stipulation.h"
#include "solve_text.h"
#include "test_positions.h"

namespace feerie {
namespace {

bool reachable(const char* fen, Side target, int attacker_moves, int target_moves, bool needs_check) {
  return king_goal_reachable(position_from(fen), {target, attacker_moves, target_moves, needs_check});
}

bool reachable_with_holes(const char* fen, const char* holes, Side target, int attacker_moves, int target_moves,
                          bool needs_check) {
  Position position = position_from(fen);
  Rules rules;
  add_conditions({"Hole", holes}, rules);
  position.set_rules(&rules);
  return king_goal_reachable(position, {target, attacker_moves, target_moves, needs_check});
}

// The solutions with the pruning on, after checking that the full search
// writes exactly the same.
std::string solve_both_ways(const char* fen, const char* stipulation, SolveOptions options = {}) {
  options.goal_pruning = false;
  const std::string full = solve_text(fen, stipulation, {}, options);
  options.goal_pruning = true;
  const std::string pruned = solve_text(fen, stipulation, {}, options);
  EXPECT_EQ(pruned, full) << fen << "  " << stipulation;
  return pruned;
}

// Each of `lines` is in `text`, and no other line.
void expect_lines(const std::string& text, std::initializer_list<const char*> lines) {
  for (const char* line : lines) EXPECT_NE(text.find(line), std::string::npos) << line << " missing from\n" << text;
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), static_cast<std::ptrdiff_t>(lines.size())) << text;
}

// Where the pruning applies.

TEST(GoalPruningApplies, MateAndStalemateInOrthodoxChess) {
  const Position position = position_from("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  EXPECT_TRUE(goal_pruning_applies(position, GoalKind::Mate));
  EXPECT_TRUE(goal_pruning_applies(position, GoalKind::Stalemate));
  EXPECT_TRUE(goal_pruning_applies(position, GoalKind::MateOrStalemate));
}

// The relaxed game only knows a king with no move: goals that are not mate
// or stalemate of one king are left to the full search.
TEST(GoalPruningApplies, NotToOtherGoals) {
  const Position position = position_from("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  for (const GoalKind kind : {GoalKind::Check, GoalKind::Capture, GoalKind::DoubleStalemate, GoalKind::DoubleMate,
                              GoalKind::CounterMate, GoalKind::AutoStalemate, GoalKind::AutoMate, GoalKind::AnyMove,
                              GoalKind::Castling, GoalKind::EnPassant, GoalKind::WinPiece, GoalKind::Chess81})
    EXPECT_FALSE(goal_pruning_applies(position, kind)) << static_cast<int>(kind);
  EXPECT_FALSE(goal_pruning_applies(position, Goal{GoalKind::Target, make_square(4, 6)}));
}

// Rebirth and paralysis change which squares a king may go to and which
// pieces guard them; a condition has to declare the pruning sound itself.
TEST(GoalPruningApplies, NotUnderConditionsThatDoNotDeclareItSound) {
  for (const char* condition : {"Circe", "Madrasi", "AntiCirce", "Isardam"}) {
    Position position = position_from("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    Rules rules;
    add_conditions({condition}, rules);
    position.set_rules(&rules);
    EXPECT_FALSE(goal_pruning_applies(position, GoalKind::Mate)) << condition;
    EXPECT_FALSE(goal_pruning_applies(position, GoalKind::Stalemate)) << condition;
  }
}

// A chameleon changes its walk as it moves (and a pawn may become one where
// chameleons are in play); a kamikaze capture takes two men off: the
// relaxed game does not model either, so the full search runs.
TEST(GoalPruningApplies, NotWithChameleonsKamikazeOrUncapturablePieces) {
  for (const auto attribute : {&Piece::chameleon, &Piece::kamikaze, &Piece::uncapturable}) {
    Position position = position_from("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    position.put(make_square(0, 0), with_attribute(Piece{PieceType::Knight, Side::White}, attribute));
    EXPECT_FALSE(goal_pruning_applies(position, GoalKind::Mate));
  }
  Position promotions = position_from("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  promotions.set_chameleon_promotions(true);
  EXPECT_FALSE(goal_pruning_applies(promotions, GoalKind::Mate));
}

// Holes only take squares away, so the pruning runs under Hole; under
// Haaner chess a king's own step leaves a hole beside it, which the relaxed
// game does not count, so the full search runs.
TEST(GoalPruningApplies, UnderHoleButNotUnderHaanerChess) {
  Position position = position_from("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  Rules hole;
  add_conditions({"Hole", "d4"}, hole);
  position.set_rules(&hole);
  EXPECT_TRUE(goal_pruning_applies(position, GoalKind::Mate));
  Rules haaner;
  add_conditions({"HaanerChess"}, haaner);
  position.set_rules(&haaner);
  EXPECT_FALSE(goal_pruning_applies(position, GoalKind::Mate));
}

// Rules without any condition are orthodox chess.
TEST(GoalPruningApplies, EmptyRulesAreOrthodox) {
  Position position = position_from("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  const Rules rules;
  position.set_rules(&rules);
  EXPECT_TRUE(goal_pruning_applies(position, GoalKind::Mate));
}

// The relaxed game on positions built by hand: "no" where even pieces moving
// through each other cannot reach the goal, "yes" where the real game does.

// A lone king gives no check.
TEST(GoalPruningReach, LoneKingFarAwayCannotMateInOne) {
  EXPECT_FALSE(reachable("7k/8/8/8/8/8/8/K7 w - - 0 1", Side::Black, 1, 0, true));
  EXPECT_FALSE(reachable("7k/8/8/8/8/8/8/K7 w - - 0 1", Side::Black, 2, 2, true));
}

// One knight move checks but guards none of the eight flights, and Black
// has nothing to block them with.
TEST(GoalPruningReach, KnightAloneCannotMateAKingInTheOpen) {
  EXPECT_FALSE(reachable("8/8/8/4k3/8/8/8/K5N1 w - - 0 1", Side::Black, 1, 0, true));
  EXPECT_FALSE(reachable("8/8/8/4k3/8/8/8/K5N1 w - - 0 1", Side::Black, 1, 1, true));
}

// Stalemate of Ke5 in one White move: a rook guards at most five of its
// flights; the other three need blocks, and Black has one piece that does
// not move.
TEST(GoalPruningReach, StalemateNeedsMoreBlocksThanBlackHas) {
  EXPECT_FALSE(reachable("8/p7/8/4k3/8/8/7R/7K w - - 0 1", Side::Black, 1, 0, false));
}

// Stalemate of Ka8 in one move each: a bishop of the dark squares guards a7
// and b8 at most, so b7 needs a block. A knight on d8 reaches it in its one
// move; one on h8 does not, and the king leaving a8 opens more flights.
TEST(GoalPruningReach, BlocksCostTheBlockersMoves) {
  EXPECT_FALSE(reachable("k6n/8/8/8/8/8/8/6BK w - - 0 1", Side::Black, 1, 1, false));
  EXPECT_TRUE(reachable("k2n4/8/8/8/8/8/8/6BK w - - 0 1", Side::Black, 1, 1, false));
}

// Ra1-a8 mates at once (Kg6 guards g7 and h7; the rook guards g8).
TEST(GoalPruningReach, RealMateInOneIsReachable) {
  constexpr const char* Fen = "7k/8/6K1/8/8/8/8/R7 w - - 0 1";
  ASSERT_EQ(solve_text(Fen, "#1"), "   1.Ra1-a8 # !\n\n");
  EXPECT_TRUE(reachable(Fen, Side::Black, 1, 0, true));
}

// Under Hole a hole next to the king is no flight: Ng5-f7 mates Kh8 when
// g7, g8 and h7 are holes, which a lone knight cannot do otherwise.
TEST(GoalPruningReach, AHoleNextToTheKingIsBlocked) {
  constexpr const char* Fen = "7k/8/8/6N1/8/8/8/K7 w - - 0 1";
  EXPECT_FALSE(reachable(Fen, Side::Black, 1, 0, true));
  EXPECT_TRUE(reachable_with_holes(Fen, "g7g8h7", Side::Black, 1, 0, true));
  EXPECT_EQ(solve_text(Fen, "#1", {"Hole", "g7g8h7"}), "   1.Sg5-f7 # !\n\n");
}

// Black's last move before White's one: with the white king alone far
// away, no Black move but a king move or one next to the king can help, so
// the others are not tried; where a mate is within reach anyway (Rb1-h1),
// every move is.
TEST(GoalPruningReach, MoveFilterOfTheLastMove) {
  const Position lone = position_from("7k/8/8/8/8/8/p7/K7 b - - 0 1");
  const MoveFilter filter = move_filter(lone, {Side::Black, 1, 1, true});
  const Square a1 = make_square(0, 0), a2 = make_square(0, 1), h7 = make_square(7, 6), g8 = make_square(6, 7),
               h8 = make_square(7, 7);
  EXPECT_TRUE(filter.keeps(lone, Move{h8, g8}));
  EXPECT_TRUE(filter.keeps(lone, Move{a2, h7}));  // any move arriving next to the king
  EXPECT_FALSE(filter.keeps(lone, Move{a2, a1}));
  const Position rook = position_from("7k/5K2/8/8/8/8/p7/1R6 b - - 0 1");
  EXPECT_TRUE(move_filter(rook, {Side::Black, 1, 1, true}).keeps(rook, Move{a2, a1}));
}

// Black with two moves left, White unable to mate at all: a king move is
// kept, a knight move after which the knight cannot stand next to any
// square the king may reach is not; a promotion to a queen, which reaches
// g7 at once, is.
TEST(GoalPruningReach, MoveFilterOfTheTargetBeforeItsLastMove) {
  const Position knight = position_from("7k/8/8/8/8/8/n7/K7 b - - 0 1");
  const MoveFilter filter = move_filter(knight, {Side::Black, 2, 2, true});
  const Square a2 = make_square(0, 1), c3 = make_square(2, 2), b4 = make_square(1, 3), h8 = make_square(7, 7),
               g7 = make_square(6, 6);
  EXPECT_TRUE(filter.keeps(knight, Move{h8, g7}));
  EXPECT_FALSE(filter.keeps(knight, Move{a2, c3}));
  EXPECT_FALSE(filter.keeps(knight, Move{a2, b4}));
  const Position pawn = position_from("7k/8/8/8/8/8/p7/K7 b - - 0 1");
  Move promotion{a2, make_square(0, 0)};
  promotion.promotion = PieceType::Queen;
  EXPECT_TRUE(move_filter(pawn, {Side::Black, 2, 2, true}).keeps(pawn, promotion));
}

// White's moves: Ka8 is walled in by its own men and Se3 mates from b6 or
// c7 in two moves, not in one. A knight move from which the knight can
// guard a square of a8's neighbourhood in one more move is kept; one to g4,
// or a king move, is not.
TEST(GoalPruningReach, MoveFilterOfTheAttacker) {
  const Position position = position_from("kb6/pp6/8/8/8/4N3/8/7K w - - 0 1");
  const MoveFilter filter = move_filter(position, {Side::Black, 2, 0, true});
  const Square e3 = make_square(4, 2), d5 = make_square(3, 4), g4 = make_square(6, 3), h1 = make_square(7, 0),
               g2 = make_square(6, 1);
  EXPECT_TRUE(king_goal_reachable(position, {Side::Black, 2, 0, true}));
  EXPECT_FALSE(king_goal_reachable(position, {Side::Black, 1, 0, true}));
  EXPECT_TRUE(filter.keeps(position, Move{e3, d5}));
  EXPECT_FALSE(filter.keeps(position, Move{e3, g4}));
  EXPECT_FALSE(filter.keeps(position, Move{h1, g2}));
}

// A king never checks nor stands next to the other king: a lone king and
// knight against a king walled in by its own men have no mate without the
// knight's check.
TEST(GoalPruningReach, TheAttackersKingGivesNoCheck) {
  EXPECT_FALSE(reachable("kb6/pp6/8/2K5/8/8/8/7N w - - 0 1", Side::Black, 1, 0, true));
  EXPECT_TRUE(reachable("kb6/pp6/8/2K5/N7/8/8/8 w - - 0 1", Side::Black, 1, 0, true));
}

// A helpmate in two of a Popeye example: the relaxed game must allow the
// mate with two moves each, and after the first pair with one each.
TEST(GoalPruningReach, RealHelpmateInTwoIsReachable) {
  constexpr const char* Fen = "8/4Bp1K/2P5/5k2/8/R7/p7/8 b - - 0 1";
  ASSERT_EQ(solve_text(Fen, "h#2"), "  1.Kf5-g4 Ra3-a4 +   2.Kg4-h5 Ra4-h4 #\n");
  EXPECT_TRUE(reachable(Fen, Side::Black, 2, 2, true));
  EXPECT_TRUE(reachable("8/4Bp1K/2P5/8/R5k1/8/p7/8 b - - 0 1", Side::Black, 1, 1, true));
}

// A stalemate in one that exists: Kb6 and Qc7 leave Ka8 no move.
TEST(GoalPruningReach, RealStalemateInOneIsReachable) {
  constexpr const char* Fen = "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1";
  EXPECT_NE(solve_text(Fen, "=1").find("Qc1-c7 ="), std::string::npos);
  EXPECT_TRUE(reachable(Fen, Side::Black, 1, 0, false));
}

// The pawn's double step mates: g2-g4 checks, Nh2 guards g4 and Bf2 h4
// (over g3, which the pawn passed). One square at a time, the pawn would
// need two moves.
TEST(GoalPruningReach, PawnDoubleStepOfTheAttacker) {
  constexpr const char* Fen = "8/p7/6pp/6pk/8/8/5BPN/1K6 w - - 0 1";
  ASSERT_EQ(solve_text(Fen, "#1"), "   1.g2-g4 # !\n\n");
  EXPECT_TRUE(reachable(Fen, Side::Black, 1, 0, true));
}

// Black's pawn blocks b5 by its double step, then Rh1-a1 mates Ka4 (Ba5
// guards b4, Sd2 b3). On a3 the king would have b2 free.
TEST(GoalPruningReach, PawnDoubleStepOfTheBlocker) {
  constexpr const char* Fen = "7K/1p6/8/B7/k7/8/3N4/7R b - - 0 1";
  ASSERT_EQ(solve_text(Fen, "h#1"), "  1.b7-b5 Rh1-a1 #\n");
  EXPECT_TRUE(reachable(Fen, Side::Black, 1, 1, true));
}

// Castling moves the king two squares and the rook with it, in one move:
// after 0-0 the rook blocks f8 and Sf5-h6 mates (Bb2 guards g7 and h8).
TEST(GoalPruningReach, CastlingOfTheMatedSide) {
  constexpr const char* Fen = "4k2r/5p1p/8/5N2/8/8/1B6/K7 b k - 0 1";
  ASSERT_NE(solve_text(Fen, "h#1").find("  1.0-0 Sf5-h6 #\n"), std::string::npos);
  EXPECT_TRUE(reachable(Fen, Side::Black, 1, 1, true));
}

// The king's castling step: after one Black move and one White move, only a
// king that reached g8 by 0-0 can be mated in the relaxed game (Rb1-b8,
// the flights on the seventh rank guarded by Kh6, f8 blocked by the rook);
// a king one step from e8 keeps a flight.
TEST(GoalPruningReach, CastlingTakesTheKingTwoSquares) {
  EXPECT_TRUE(reachable("4k2r/8/7K/8/8/8/8/1R6 b k - 0 1", Side::Black, 1, 1, true));
  EXPECT_FALSE(reachable("4k2r/8/7K/8/8/8/8/1R6 b - - 0 1", Side::Black, 1, 1, true));
}

// The relaxed game has no answer for a side without a king or with two.
TEST(GoalPruningReach, SideWithoutKingOrWithTwoIsNeverProvenSafe) {
  EXPECT_TRUE(reachable("8/8/8/4p3/8/8/8/K7 w - - 0 1", Side::Black, 1, 0, true));
  EXPECT_TRUE(reachable("k6k/8/8/8/8/8/8/K7 w - - 0 1", Side::Black, 1, 0, true));
}

// A fairy piece of the attacker may guard anything: no proof.
TEST(GoalPruningReach, FairyPieceOfTheAttackerMayGuardAnything) {
  Position position = position_from("8/8/8/4k3/8/8/8/K7 w - - 0 1");
  EXPECT_FALSE(king_goal_reachable(position, {Side::Black, 1, 0, true}));
  position.put(make_square(7, 0), Piece{piece_type_with_code(0, "G"), Side::White});
  EXPECT_TRUE(king_goal_reachable(position, {Side::Black, 1, 0, true}));
}

// A pawn that may promote to a fairy piece guards as one: b7-b8=Q checks
// Ke5 but leaves it flights, b7-b8 as a grasshopper may do anything.
TEST(GoalPruningReach, PawnPromotingToAFairyPieceMayGuardAnything) {
  Position position = position_from("8/1P6/8/4k3/8/8/8/K7 w - - 0 1");
  EXPECT_FALSE(king_goal_reachable(position, {Side::Black, 1, 0, true}));
  const std::array promotions{PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight,
                              piece_type_with_code(0, "G")};
  position.set_promotion_types(promotions);
  EXPECT_TRUE(king_goal_reachable(position, {Side::Black, 1, 0, true}));
}

// Known problems, solved with the pruning on and off: the same text, holding
// the published solutions.

// Ra3-a4 + and Ra4-h4 #: Popeye's only solution (White Kh7 Ra3 Be7 Pc6,
// Black Kf5 Pa2 Pf7).
TEST(GoalPruningKnown, HelpmateInTwo) {
  EXPECT_EQ(solve_both_ways("8/4Bp1K/2P5/5k2/8/R7/p7/8 b - - 0 1", "h#2"), "  1.Kf5-g4 Ra3-a4 +   2.Kg4-h5 Ra4-h4 #\n");
}

// Two promotions, the rook blocking a2: Popeye's two solutions (White Kh7
// Pc6, Black Ka3 Pa4 Pe2).
TEST(GoalPruningKnown, HelpmateInThreeWithPromotions) {
  expect_lines(solve_both_ways("8/7K/2P5/8/p7/k7/4p3/8 b - - 0 1", "h#3"),
               {"  1.e2-e1=R c6-c7   2.Re1-a1 c7-c8=Q   3.Ra1-a2 Qc8-c3 #\n",
                "  1.e2-e1=R c6-c7   2.Re1-e2 c7-c8=Q   3.Re2-a2 Qc8-c3 #\n"});
}

// White's king walks away first; the black queen blocks c8 for the pawn to
// take (Popeye's two solutions).
TEST(GoalPruningKnown, HelpmateInTwoAndAHalf) {
  expect_lines(solve_both_ways("7q/1kNP2K1/8/7r/8/3P4/8/3b4 w - - 0 1", "h#2.5"),
               {"  1...Kg7-g6   2.Qh8-c8 Sc7-b5   3.Kb7-a8 d7*c8=Q #\n",
                "  1...Kg7-f7   2.Qh8-c8 Sc7-b5   3.Kb7-a8 d7*c8=Q #\n"});
}

// The black pawn promotes to be taken on f4 (Popeye's two solutions).
TEST(GoalPruningKnown, HelpStalemateInTwo) {
  expect_lines(solve_both_ways("8/7B/K7/8/7k/3N4/2R2p2/8 b - - 0 1", "h=2"),
               {"  1.f2-f1=Q Rc2-g2   2.Qf1-f4 Sd3*f4 =\n", "  1.f2-f1=R Rc2-g2   2.Rf1-f4 Sd3*f4 =\n"});
}

// Series helpmate: the black rook blocks d1 behind its king (Popeye's two
// solutions).
TEST(GoalPruningKnown, SeriesHelpmateInThree) {
  expect_lines(solve_both_ways("8/3p4/7r/1p3N2/3Q2N1/1P6/2k5/K7 b - - 0 1", "ser-h#3"),
               {"  1.Kc2-c1   2.Rh6-h1   3.Rh1-d1 Qd4-b2 #\n", "  1.Kc2-c1   2.Rh6-h1   3.Rh1-d1 Qd4-c3 #\n"});
}

// Regressions for the moves that do more than one step: the pawn's double
// step of the mating side (h#1: after Black's move White still needs it),
// of the mated side and its castling (h#1.5: after White's first move).
TEST(GoalPruningKnown, DoubleStepsAndCastlingNeedNoExtraMove) {
  EXPECT_NE(solve_both_ways("8/p7/6pp/6pk/8/8/5BPN/1K6 b - - 0 1", "h#1").find("  1.a7-a6 g2-g4 #\n"),
            std::string::npos);
  EXPECT_NE(solve_both_ways("7K/1p6/8/8/k7/2B5/3N4/7R w - - 0 1", "h#1.5").find("  1...Bc3-a5   2.b7-b5 Rh1-a1 #\n"),
            std::string::npos);
  EXPECT_NE(solve_both_ways("4k2r/5p1p/8/5N2/8/8/1B6/K7 w k - 0 1", "h#1.5").find("  1...Ka1-a2   2.0-0 Sf5-h6 #\n"),
            std::string::npos);
}

// Series mate without a white king: the knight shuts b7's pawn off b6 first
// (Popeye's test of interceptions, one solution).
TEST(GoalPruningKnown, SeriesMateInTwoWithoutWhiteKing) {
  EXPECT_EQ(solve_both_ways("2N5/pp6/k7/p1P5/8/7B/8/8 w - - 0 1", "ser-#2"), "  1.Sc8-b6   2.Bh3-f1 #\n");
}

// Series stalemate: the king walks to f7 by the one path, the h-pawns
// blocked.
TEST(GoalPruningKnown, SeriesStalemateInTwo) {
  EXPECT_EQ(solve_both_ways("7k/7p/7P/3K4/8/8/8/8 w - - 0 1", "ser-=2"), "  1.Kd5-e6   2.Ke6-f7 =\n");
}

// Random positions: the pruning on and off must write the same solutions.

// A stipulation of the random cases, with the most pieces besides the kings
// it is tried with (castling rooks may add one or two), so that the full
// search of the deeper ones stays short.
struct RandomStipulation {
  const char* text;
  int max_pieces;
};

constexpr RandomStipulation RandomStipulations[] = {
    {"h#1", 10},   {"h=1", 10},    {"h#=1", 10},    {"h#1.5", 10},   {"h=1.5", 10},  {"h#2", 8},
    {"h=2", 8},    {"h#=2", 8},    {"h#2.5", 4},    {"ser-#2", 10},  {"ser-#3", 7},  {"ser-=2", 10},
    {"ser-=3", 7}, {"ser-#=2", 8}, {"ser-h#2", 10}, {"ser-h=2", 10}, {"ser-h#3", 7},
};

struct RandomCase {
  std::string fen;
  std::string stipulation;
  std::string holes;  // the squares of Hole, if any ("d4e5")
  SolveOptions options;

  std::vector<std::string> conditions() const {
    if (holes.empty()) return {};
    return {"Hole", holes};
  }

  // The arguments of the feerie command that solve the case (add
  // --full-search for the search without pruning).
  std::string describe() const {
    std::string text = "--fen \"" + fen + "\" --stip " + stipulation;
    if (!holes.empty()) text += " --cond \"Hole " + holes + "\"";
    if (options.half_duplex || options.set_play)
      text += std::string(" --option \"") + (options.half_duplex ? "HalfDuplex" : "") +
              (options.half_duplex && options.set_play ? " " : "") + (options.set_play ? "SetPlay" : "") + "\"";
    return text;
  }
};

// Random positions in which the goal is plausible: the king to be mated
// often near an edge, the other king and most of the other side's pieces
// near it, some of its own pieces beside it to block. Each side has its king
// and at most five other pieces; pawns stand on neither first nor last rank;
// the side that moves second is not in check.
class CaseGenerator {
 public:
  // With `holes`, each case has one to four holes (Hole), mostly next to
  // the king to be mated.
  CaseGenerator(unsigned seed, bool holes) : random_(seed), holes_(holes) {}

  RandomCase next() {
    const RandomStipulation& stipulation =
        RandomStipulations[uniform(0, static_cast<int>(std::size(RandomStipulations)) - 1)];
    std::string error;
    const Stipulation parsed = *parse_stipulation(stipulation.text, error);
    RandomCase result;
    result.stipulation = stipulation.text;
    result.options.threads = 1;
    // One megabyte of table: the cases are small, and each starts a new
    // generation that must now and then be cleared.
    result.options.max_memory_bytes = 1ull << 20;
    // With HalfDuplex the colours' parts are exchanged: White is the side
    // mated or stalemated.
    result.options.half_duplex = chance(25);
    result.options.set_play = !parsed.series && chance(10);
    const Side target = result.options.half_duplex ? Side::White : Side::Black;
    const Side first = result.options.half_duplex ? opponent(starting_side(parsed)) : starting_side(parsed);
    for (;;) {
      place_pieces(target, stipulation.max_pieces);
      result.holes = holes_ ? place_holes(target) : std::string{};
      result.fen = fen(first);
      Position position;
      read_fen(result.fen, position);
      if (!position.in_check(opponent(first))) return result;
    }
  }

 private:
  int uniform(int low, int high) { return std::uniform_int_distribution<int>(low, high)(random_); }
  bool chance(int percent) { return uniform(0, 99) < percent; }

  static int distance(Square a, Square b) { return std::max(std::abs(a % 8 - b % 8), std::abs(a / 8 - b / 8)); }

  // An empty square at most `range` away from `centre`, or anywhere if
  // none is found soon (a crowded corner), and for a pawn neither on the
  // first nor the last rank.
  Square free_square(Square centre, int range, bool pawn) {
    for (int tries = 0;; ++tries) {
      const auto square = static_cast<Square>(uniform(0, 63));
      if (board_[square] != '.' || (distance(square, centre) > range && tries < 100)) continue;
      if (pawn && (square / 8 == 0 || square / 8 == 7)) continue;
      return square;
    }
  }

  char piece_letter(Side side, bool attacker) {
    // The attacker's pieces are mostly the long-range ones that mate; the
    // target's mostly pawns and minor pieces that block.
    static constexpr char Attacking[] = "QQRRRBBBNNNPPP";
    static constexpr char Blocking[] = "QRRBBBNNNPPPPP";
    const char* letters = attacker ? Attacking : Blocking;
    const char letter = letters[uniform(0, 13)];
    return side == Side::White ? letter : static_cast<char>(letter - 'A' + 'a');
  }

  void put(Square square, char letter) { board_[square] = letter; }

  // One to four empty squares, mostly next to the target's king, written
  // as Hole's word; the board keeps them empty.
  std::string place_holes(Side target) {
    const char king_letter = target == Side::White ? 'K' : 'k';
    const auto king = static_cast<Square>(std::find(board_.begin(), board_.end(), king_letter) - board_.begin());
    std::string squares;
    Bitboard holes = 0;
    for (int count = uniform(1, 4); count > 0; --count) {
      const Square square = free_square(king, chance(70) ? 1 : 7, false);
      if (holes & square_bb(square)) continue;
      holes |= square_bb(square);
      squares += square_name(square);
    }
    return squares;
  }

  void place_pieces(Side target, int max_pieces) {
    board_.fill('.');
    castling_.clear();
    const Side attacker = opponent(target);
    const char target_king = target == Side::White ? 'K' : 'k';
    const char attacker_king = attacker == Side::White ? 'K' : 'k';
    const int attacker_rank = attacker == Side::White ? 0 : 7, target_rank = 7 - attacker_rank;
    // Now and then the attacker's king stands where it may castle, with a
    // rook: castling moves two pieces in one move. The target's king is then
    // either near where that castling ends or itself able to castle.
    const bool castling_setup = chance(15);
    const bool near_castling = castling_setup && chance(50);
    // 1. The target's king, otherwise half the time on an edge, where mates
    // need fewer guards.
    Square king = free_square(0, 7, false);
    if (near_castling) {
      do {
        king = free_square(make_square(chance(50) ? 2 : 6, attacker_rank), 2, false);
      } while (distance(king, make_square(4, attacker_rank)) < 2);
    } else if (castling_setup) {
      king = make_square(4, target_rank);
    } else if (chance(50)) {
      const int along = uniform(0, 7), edge = uniform(0, 3);
      king = edge == 0   ? make_square(along, 0)
             : edge == 1 ? make_square(along, 7)
             : edge == 2 ? make_square(0, along)
                         : make_square(7, along);
    }
    put(king, target_king);
    // 2. The attacker's king: mostly two or three squares away.
    Square other_king = make_square(4, attacker_rank);
    if (!castling_setup) {
      do {
        other_king = chance(70) ? free_square(king, 3, false) : free_square(0, 7, false);
      } while (distance(other_king, king) < 2);
    }
    put(other_king, attacker_king);
    // 3. The other pieces, within the stipulation's number.
    int attacking = std::min(uniform(0, 5), max_pieces);
    if (attacking == 0 && chance(70)) attacking = 1;
    int blocking = std::min(uniform(0, 5), max_pieces - attacking);
    if (castling_setup) add_castling_rooks(attacker, attacking, blocking);
    for (int i = 0; i < attacking; ++i) {
      const char letter = piece_letter(attacker, true);
      put(free_square(king, chance(60) ? 3 : 7, letter == 'P' || letter == 'p'), letter);
    }
    for (int i = 0; i < blocking; ++i) {
      const char letter = piece_letter(target, false);
      put(free_square(king, chance(50) ? 2 : 7, letter == 'P' || letter == 'p'), letter);
    }
  }

  // A rook in a corner beside each king that stands on its first square,
  // mostly with its castling right; it counts among its side's pieces.
  void add_castling_rooks(Side attacker, int& attacking, int& blocking) {
    for (const Side side : {Side::White, Side::Black}) {
      const bool white = side == Side::White;
      const int rank = white ? 0 : 7;
      if (board_[make_square(4, rank)] != (white ? 'K' : 'k')) continue;
      const int file = chance(50) ? 0 : 7;
      if (board_[make_square(file, rank)] != '.') continue;
      put(make_square(file, rank), white ? 'R' : 'r');
      int& count = side == attacker ? attacking : blocking;
      count = std::max(0, count - 1);
      if (chance(80)) castling_ += white ? (file == 7 ? 'K' : 'Q') : (file == 7 ? 'k' : 'q');
    }
  }

  std::string fen(Side to_move) const {
    std::string text;
    for (int rank = 7; rank >= 0; --rank) {
      int empty = 0;
      for (int file = 0; file < 8; ++file) {
        const char letter = board_[make_square(file, rank)];
        if (letter == '.') {
          ++empty;
          continue;
        }
        if (empty) text += static_cast<char>('0' + empty);
        empty = 0;
        text += letter;
      }
      if (empty) text += static_cast<char>('0' + empty);
      if (rank) text += '/';
    }
    text += to_move == Side::White ? " w " : " b ";
    text += castling_.empty() ? "-" : castling_;
    return text + " - 0 1";
  }

  std::mt19937 random_;
  bool holes_ = false;
  std::array<char, 64> board_{};
  std::string castling_;
};

struct RandomRun {
  const char* name;
  unsigned seed;
  int cases;
  int min_solved_percent;  // of the cases with at least one solution
  bool holes = false;      // each case under Hole
};

// Names the run in a failure message, instead of its bytes.
void PrintTo(const RandomRun& run, std::ostream* out) { *out << run.name; }

class GoalPruningRandom : public testing::TestWithParam<RandomRun> {};

TEST_P(GoalPruningRandom, SameSolutionsWithAndWithoutPruning) {
  const RandomRun& run = GetParam();
  CaseGenerator generator(run.seed, run.holes);
  int solved = 0, differing = 0;
  for (int i = 0; i < run.cases && differing < 5; ++i) {
    RandomCase random_case = generator.next();
    random_case.options.goal_pruning = false;
    const std::string full = solve_text(random_case.fen.c_str(), random_case.stipulation.c_str(),
                                        random_case.conditions(), random_case.options);
    random_case.options.goal_pruning = true;
    const std::string pruned = solve_text(random_case.fen.c_str(), random_case.stipulation.c_str(),
                                          random_case.conditions(), random_case.options);
    if (pruned != full) ++differing;
    EXPECT_EQ(pruned, full) << "case " << i << ": " << random_case.describe();
    if (full.find("1.") != std::string::npos) ++solved;
  }
  std::cout << "[          ] " << run.cases << " random cases, " << solved << " with a solution\n";
  RecordProperty("cases", run.cases);
  RecordProperty("solved", solved);
  // Cases without any solution prove little: most of the pruning's "no"
  // answers are then right whatever it does.
  EXPECT_GE(solved * 100, run.min_solved_percent * run.cases) << solved << " of " << run.cases << " solved";
}

std::string run_name(const testing::TestParamInfo<RandomRun>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Quick, GoalPruningRandom,
                         testing::Values(RandomRun{"Seed1", 1, 200, 15}, RandomRun{"Holes1", 3, 150, 15, true}),
                         run_name);
// The "Slow/" prefix gives these the ctest label slow (tests/CMakeLists.txt).
INSTANTIATE_TEST_SUITE_P(Slow, GoalPruningRandom,
                         testing::Values(RandomRun{"Seed2", 2, 2500, 15}, RandomRun{"Holes2", 4, 1500, 15, true}),
                         run_name);

}  // namespace
}  // namespace feerie
