// Grid chess (src/rules/grid): a move, and a capture of the king, must cross a
// line between cells. Counts marked "Popeye" were checked with Popeye 4.104
// (h~1 listings: depth 2 from Black to move); move lists marked so are
// Popeye's answers to ~1.
#include <gtest/gtest.h>

#include "consistency.h"
#include "rule_game.h"
#include "rules/board_grid.h"

namespace feerie {
namespace {

// White Ke1 Ra1 Rh1 Qd4 Pe5 Pb7 Sc3, Black Ke8 Rh8 Ra8 Pd7 Bf5 Sg6 Pc2:
// castling both ways, promotions, pieces in and across cells.
std::uint64_t count_under(const std::vector<std::string>& words) {
  RuleGame game(words, "Ke1 Ra1 Rh1 Qd4 Pe5 Pb7 Sc3", "Ke8 Rh8 Ra8 Pd7 Bf5 Sg6 Pc2", Side::Black,
                castling::E1 | castling::A1 | castling::H1 | castling::E8 | castling::A8 | castling::H8);
  return game.count(2);
}

TEST(GridChess, AMoveMustLeaveItsCell) {
  // e1's cell is e1 f1 e2 f2.
  RuleGame game({"GridChess"}, "Ke1", "Kh8", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"e1d1", "e1d2"}));
}

TEST(GridChess, AKingIsInCheckOnlyFromAcrossALine) {
  RuleGame same_cell({"GridChess"}, "Ka1", "Kh8 Rb1", Side::White);
  EXPECT_FALSE(same_cell.position.in_check(Side::White));
  RuleGame across({"GridChess"}, "Ka1", "Kh8 Rc1", Side::White);
  EXPECT_TRUE(across.position.in_check(Side::White));
  // The rook a2 attacks b2 within its cell, c2 across a line.
  RuleGame flight({"GridChess"}, "Kb3", "Kh8 Ra2", Side::White);
  EXPECT_TRUE(flight.is_legal("b3", "b2"));
  EXPECT_FALSE(flight.is_legal("b3", "c2"));
}

TEST(GridChess, CastlingCountsTheKingsMoveAndLinesToThePassedSquares) {
  // Popeye: 0-0 is legal with a black rook on f2, whose attack on f1 stays
  // inside the cell; not with one on f8.
  RuleGame inside({"GridChess"}, "Ke1 Rh1", "Ka8 Rf2", Side::White, castling::E1 | castling::H1);
  EXPECT_TRUE(inside.is_legal("e1", "g1"));
  RuleGame across({"GridChess"}, "Ke1 Rh1", "Ka8 Rf8", Side::White, castling::E1 | castling::H1);
  EXPECT_FALSE(across.is_legal("e1", "g1"));
}

TEST(GridChess, EnPassantCountsThePawnsDepartureAndArrival) {
  // Popeye: after d7-d5, e5*d6 ep. crosses a line, c5*d6 stays in the cell.
  RuleGame game({"GridChess"}, "Ka1 Pc5 Pe5", "Kh8 Pd7", Side::Black);
  ASSERT_TRUE(game.play("d7", "d5", MoveKind::DoubleStep));
  EXPECT_TRUE(game.is_legal("e5", "d6"));
  EXPECT_FALSE(game.is_legal("c5", "d6"));
}

TEST(GridChess, CountsAgreeWithPopeye) {
  EXPECT_EQ(count_under({"GridChess"}), 1092u);                                                        // Popeye
  EXPECT_EQ(count_under({"GridChess", "Orthogonal", "ac16"}), 768u);                                   // Popeye
  EXPECT_EQ(count_under({"GridChess", "HorizontalShift"}), 1394u);                                     // Popeye
  EXPECT_EQ(count_under({"GridChess", "Irregular", "a1b1c1d1e1f1", "e8f8g8", "d4e4d5e5"}), 495u);      // Popeye
  EXPECT_EQ(count_under({"GridChess", "GridLine", "hb61", "vd12", "he41"}), 1042u);                    // Popeye
  EXPECT_EQ(count_under({"GridChess", "Irregular", "GridLine", "hb61", "vd12", "he41", "ve11"}), 8u);  // Popeye
  // Extra lines count only while the last variant is an irregular one.
  EXPECT_EQ(count_under({"GridChess", "Orthogonal", "ac16", "GridLine", "ve11"}), 770u);  // Popeye
  EXPECT_EQ(count_under({"GridChess", "GridLine", "ve11", "Orthogonal", "ac16"}), 768u);  // Popeye
  RuleGame game({"GridChess"}, "Ke1 Ra1 Rh1 Qd4 Pe5 Pb7 Sc3", "Ke8 Rh8 Ra8 Pd7 Bf5 Sg6 Pc2", Side::Black,
                castling::E1 | castling::A1 | castling::H1 | castling::E8 | castling::A8 | castling::H8);
  EXPECT_EQ(first_inconsistency(game.position, 3), "");
}

TEST(GridChess, AGridLineIsCrossedAtItsEnds) {
  // One cell (Irregular with no list) and a line under c2: a diagonal step
  // through either end of it crosses it (Popeye: Kc2-b1, Kc2-c1, Kc2-d1).
  RuleGame game({"GridChess", "Irregular", "GridLine", "hc21"}, "Kc2", "Kh8", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"c2b1", "c2c1", "c2d1"}));
  // A vertical line left of c2 (Popeye: Kb2-c1, Kb2-c2, Kb2-c3).
  RuleGame vertical({"GridChess", "Irregular", "GridLine", "vc21"}, "Kb2", "Kh8", Side::White);
  EXPECT_EQ(vertical.moves(), (std::set<std::string>{"b2c1", "b2c2", "b2c3"}));
}

TEST(GridChess, IrregularCellsAreNumberedAsListed) {
  // Squares of no list share cell 0; each list is a cell of its own.
  RuleGame game({"GridChess", "Irregular", "a8a7b6", "d8e8"}, "Kb6", "Kh1", Side::White);
  EXPECT_EQ(game.moves(), (std::set<std::string>{"b6a5", "b6a6", "b6b5", "b6b7", "b6c5", "b6c6", "b6c7"}));
}

TEST(GridChess, TheBoardGridSeparatesSquares) {
  const BoardGrid grid = BoardGrid::standard();
  EXPECT_FALSE(grid.separates(sq("a1"), sq("b2")));
  EXPECT_TRUE(grid.separates(sq("b2"), sq("c3")));
  EXPECT_TRUE(grid.separates(sq("b2"), sq("b3")));
  EXPECT_FALSE(grid.separates(sq("g7"), sq("h8")));
}

TEST(GridChess, VariantsItDoesNotHaveAreRefused) {
  // Popeye's vertical and diagonal shifts number cells that are not the shifted grid.
  EXPECT_THROW(condition_names({"GridChess", "VerticalShift"}), ConditionError);
  EXPECT_THROW(condition_names({"GridChess", "DiagonalShift"}), ConditionError);
  EXPECT_THROW(condition_names({"GridChess", "Orthogonal", "ax"}), ConditionError);
  EXPECT_THROW(condition_names({"GridChess", "Orthogonal"}), ConditionError);
  // Paralysis does not see the grid yet.
  EXPECT_THROW(condition_names({"GridChess", "Madrasi"}), ConditionError);
  EXPECT_THROW(condition_names({"Eiffel", "GridChess"}), ConditionError);
  // Variant words may be abbreviated; the line is the condition's name.
  EXPECT_EQ(condition_names({"GridChess", "orthog", "ac16"}), std::vector<std::string>{"GridChess"});
  EXPECT_EQ(condition_names({"Gitterschach", "Unregel", "a1b2", "GitterLinie", "hb61"}),
            std::vector<std::string>{"GridChess"});
}

}  // namespace
}  // namespace feerie
