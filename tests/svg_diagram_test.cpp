#include "io/svg_diagram.h"

#include <gtest/gtest.h>

#include <regex>

#include "core/piece_catalogue.h"
#include "io/piece_drawings.h"
#include "io/piece_symbols.h"
#include "io/popeye_reader.h"

namespace feerie {
namespace {

Problem read_one(const std::string& input) {
  auto problems = read_popeye(input);
  EXPECT_EQ(problems.size(), 1u);
  EXPECT_TRUE(!problems.empty() && problems[0].problem);
  return problems.empty() || !problems[0].problem ? Problem{} : *problems[0].problem;
}

std::string diagram_of(const std::string& input, const std::vector<std::string>& twin_lines = {}) {
  const Problem problem = read_one(input);
  return svg_diagram(problem, initial_diagram(problem), twin_lines);
}

int count(const std::string& text, const std::string& part) {
  int found = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++found;
  return found;
}

// The number in `attribute="..."` of the first element that has `marker`.
int attribute_after(const std::string& svg, const std::string& marker, const std::string& attribute) {
  const std::size_t at = svg.find(marker);
  EXPECT_NE(at, std::string::npos) << marker;
  const std::size_t value = svg.find(attribute + "=\"", at) + attribute.size() + 2;
  return std::stoi(svg.substr(value));
}

const std::string Orthodox =
    "beginproblem\nauthor A. Composer\norigin The Problemist 2001\ntitle Pins & \"Checks\"\n"
    "pieces white kb1 qd1 se4 black ka8 pa7\nstipulation #2\nendproblem\n";

TEST(SvgDiagram, IsAnSvgDocumentWithTheBoardAndItsCoordinates) {
  const std::string svg = diagram_of(Orthodox);
  EXPECT_EQ(svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ", 0), 0u);
  EXPECT_NE(svg.find("</svg>\n"), std::string::npos);
  EXPECT_EQ(attribute_after(svg, "<svg ", "width"), 2 * SvgBoardLeft + 8 * SvgSquareSize);
  EXPECT_EQ(attribute_after(svg, "class=\"board\"", "x"), SvgBoardLeft);
  EXPECT_EQ(attribute_after(svg, "class=\"board\"", "width"), 8 * SvgSquareSize);
  EXPECT_EQ(count(svg, "fill=\"#b4b4b4\""), 32);  // the dark squares
  for (const char* coordinate : {">a</text>", ">h</text>", ">1</text>", ">8</text>"})
    EXPECT_EQ(count(svg, coordinate), 1) << coordinate;
}

TEST(SvgDiagram, DrawsEachPieceOnItsSquare) {
  const std::string svg = diagram_of(Orthodox);
  EXPECT_EQ(count(svg, "<use "), 5);
  const int top = attribute_after(svg, "class=\"board\"", "y");
  // The white queen on d1: fourth file, bottom rank.
  const std::string queen = "<use xlink:href=\"#wQ\" x=\"" + std::to_string(SvgBoardLeft + 3 * SvgSquareSize) +
                            "\" y=\"" + std::to_string(top + 7 * SvgSquareSize) + "\"";
  EXPECT_NE(svg.find(queen), std::string::npos) << svg;
  // The black king on a8: first file, top rank.
  const std::string king =
      "<use xlink:href=\"#bK\" x=\"" + std::to_string(SvgBoardLeft) + "\" y=\"" + std::to_string(top) + "\"";
  EXPECT_NE(svg.find(king), std::string::npos);
  // Each symbol used is defined once, with its drawing; the others are not.
  for (const char* id : {"wK", "wQ", "wS", "bK", "bP"}) EXPECT_EQ(count(svg, "<symbol id=\"" + std::string(id)), 1);
  EXPECT_EQ(count(svg, "<symbol id=\"wR\""), 0);
  EXPECT_NE(svg.find(std::string(piece_drawing(Side::Black, PieceType::Pawn))), std::string::npos);
}

TEST(SvgDiagram, DrawsANeutralPieceHalfWhiteHalfBlack) {
  const std::string svg = diagram_of("begin\npieces white ke1 black ke8 neutral rh2 zd4\nstip ~1\nend");
  // Each neutral piece: its black drawing, then its white one clipped to the
  // left half of its square.
  EXPECT_EQ(count(svg, "<use xlink:href=\"#bR\""), 1);
  EXPECT_EQ(count(svg, "<use xlink:href=\"#wR\""), 1);
  EXPECT_LT(svg.find("<use xlink:href=\"#bR\""), svg.find("<clipPath id=\"left-half-h2\">"));
  EXPECT_LT(svg.find("<clipPath id=\"left-half-h2\">"), svg.find("<use xlink:href=\"#wR\""));
  const std::string half = "width=\"" + std::to_string(SvgSquareSize / 2) + "\"";
  EXPECT_NE(svg.find(half, svg.find("left-half-h2")), std::string::npos);
  EXPECT_NE(svg.find("<g clip-path=\"url(#left-half-d4)\">"), std::string::npos);
  EXPECT_NE(svg.find(">1 + 1 + 2n<"), std::string::npos);
}

TEST(SvgDiagram, WritesTheMetaLinesAboveAndTheStipulationAndCountUnder) {
  const std::string svg = diagram_of(Orthodox);
  const int top = attribute_after(svg, "class=\"board\"", "y");
  const std::size_t author_text = svg.rfind("<text", svg.find(">A. Composer<"));
  EXPECT_LT(attribute_after(svg.substr(author_text), "<text", "y"), top);
  const std::size_t author = svg.find("A. Composer"), origin = svg.find("The Problemist 2001");
  const std::size_t title = svg.find("Pins &amp; &quot;Checks&quot;");
  ASSERT_NE(title, std::string::npos) << "special characters are escaped";
  EXPECT_LT(author, origin);
  EXPECT_LT(origin, title);
  const std::regex stipulation("<text x=\"(\\d+)\" y=\"(\\d+)\" text-anchor=\"start\">#2</text>");
  std::smatch match;
  ASSERT_TRUE(std::regex_search(svg, match, stipulation)) << svg;
  EXPECT_EQ(std::stoi(match[1]), SvgBoardLeft);
  EXPECT_GT(std::stoi(match[2]), top + 8 * SvgSquareSize);
  EXPECT_NE(svg.find("text-anchor=\"end\">3 + 2</text>"), std::string::npos);
}

TEST(SvgDiagram, WritesConditionsTwinLinesAndOptions) {
  const std::string svg = diagram_of(
      "beginproblem\npieces white kb1 qd1 black ka8\nstipulation h#2\ncondition Circe Madrasi\noption Duplex\n"
      "endproblem\n",
      {"b) wQd1-->d2"});
  EXPECT_NE(svg.find(">h#2</text>"), std::string::npos);
  EXPECT_NE(svg.find(">Circe</text>"), std::string::npos);
  EXPECT_NE(svg.find(">Madrasi</text>"), std::string::npos);
  EXPECT_NE(svg.find(">Duplex</text>"), std::string::npos);
  EXPECT_LT(svg.find(">Madrasi</text>"), svg.find(">b) wQd1--&gt;d2</text>"));
}

TEST(SvgDiagram, DrawsFairyPiecesAsTurnedSymbolsWithALegend) {
  const std::string svg =
      diagram_of("beginproblem\npieces white kb1 gd4 nc3 black ka8 bie5 g2f6\nstipulation h#2\nendproblem\n");
  // The grasshopper is an inverted queen, the nightrider an inverted knight.
  const int top = attribute_after(svg, "class=\"board\"", "y");
  const int d4_x = SvgBoardLeft + 3 * SvgSquareSize, d4_y = top + 4 * SvgSquareSize;
  EXPECT_NE(svg.find("<use xlink:href=\"#wQ\" x=\"" + std::to_string(d4_x) + "\" y=\"" + std::to_string(d4_y) +
                     "\" width=\"40\" height=\"40\" transform=\"rotate(180 " + std::to_string(d4_x + 20) + ' ' +
                     std::to_string(d4_y + 20) + ")\"/>"),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("<use xlink:href=\"#wS\""), std::string::npos);
  // The bison and the grasshopper-2 have no symbol: a black disc with the code in white.
  EXPECT_EQ(count(svg, "<circle "), 2);
  EXPECT_NE(svg.find("fill=\"white\">BI</text>"), std::string::npos);
  EXPECT_NE(svg.find("fill=\"white\">G2</text>"), std::string::npos);
  for (const char* legend :
       {">Grasshopper d4</text>", ">Nightrider c3</text>", ">Bison e5</text>", ">Grasshopper 2 f6</text>"})
    EXPECT_NE(svg.find(legend), std::string::npos) << legend;
}

TEST(SvgDiagram, KeepsTheTextWellFormed) {
  // A Latin-1 byte (é) becomes UTF-8; a control character is dropped; UTF-8 stays.
  const std::string svg = diagram_of(
      "beginproblem\nauthor Ren\xe9 \x01M\xc3\xbcller\npieces white ka1 black kh8\n"
      "stipulation #1\nendproblem\n");
  EXPECT_NE(svg.find(">Ren\xc3\xa9 M\xc3\xbcller</text>"), std::string::npos) << svg;
}

TEST(SvgDiagram, WritesALineTooLongForTheImageSmaller) {
  const std::string svg = diagram_of("beginproblem\ntitle " + std::string(80, 'x') +
                                     "\npieces white ka1 black kh8\nstipulation #1\nendproblem\n");
  const std::regex title("<text [^>]*font-size=\"([0-9.]+)\">x{80}</text>");
  std::smatch match;
  ASSERT_TRUE(std::regex_search(svg, match, title)) << svg;
  // 80 letters of about 8 px in the width of the image less a margin (the size is rounded down to 0.1 px).
  EXPECT_NEAR(std::stod(match[1]) * 80 * 8 / 14, 2 * SvgBoardLeft + 8 * SvgSquareSize - 16, 5);
}

TEST(PieceSymbols, FollowPopeyesLatexConvention) {
  EXPECT_EQ(piece_symbol(PieceType::Queen).orthodox, PieceType::Queen);
  EXPECT_EQ(piece_symbol(PieceType::Queen).quarter_turns, 0);
  const auto symbol = [](const char* name) { return piece_symbol(piece_type_named(name)); };
  EXPECT_EQ(symbol("Grasshopper").orthodox, PieceType::Queen);
  EXPECT_EQ(symbol("Grasshopper").quarter_turns, 2);
  EXPECT_EQ(symbol("Nightrider").orthodox, PieceType::Knight);
  EXPECT_EQ(symbol("Nightrider").quarter_turns, 2);
  EXPECT_EQ(symbol("Zebra").quarter_turns, 1);
  EXPECT_EQ(symbol("Camel").quarter_turns, 3);
  EXPECT_EQ(symbol("Dummy").orthodox, PieceType::King);
  EXPECT_EQ(symbol("Elephant").orthodox, PieceType::None);
}

TEST(PieceDrawings, AreGroupsOfPathsWithoutIds) {
  for (const Side side : {Side::White, Side::Black})
    for (int type = index(PieceType::Pawn); type <= index(PieceType::King); ++type) {
      const std::string_view drawing = piece_drawing(side, static_cast<PieceType>(type));
      EXPECT_EQ(drawing.substr(0, 3), "<g>");
      EXPECT_EQ(drawing.substr(drawing.size() - 4), "</g>");
      EXPECT_EQ(drawing.find("id="), std::string_view::npos);
    }
}

}  // namespace
}  // namespace feerie
