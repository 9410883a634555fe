#include "io/svg_diagram.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

#include "core/piece_catalogue.h"
#include "io/diagram_writer.h"
#include "io/language.h"
#include "io/piece_drawings.h"
#include "io/piece_symbols.h"
#include "rules/registry.h"

namespace feerie {

namespace {

constexpr int BoardSize = 8 * SvgSquareSize;
constexpr int Width = 2 * SvgBoardLeft + BoardSize;
constexpr int LineHeight = 18;
constexpr const char* LightSquare = "#ffffff";
constexpr const char* DarkSquare = "#b4b4b4";

// The length of the UTF-8 sequence at `text[i]`, or 0 if none is there
// (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
  const unsigned lead = byte(i);
  if (lead < 0x80) return 1;
  const std::size_t length = lead >= 0xC2 && lead <= 0xDF   ? 2
                             : lead >= 0xE0 && lead <= 0xEF ? 3
                             : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                            : 0;
  if (length == 0) return 0;
  const unsigned low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
  const unsigned high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
  if (byte(i + 1) < low || byte(i + 1) > high) return 0;
  for (std::size_t k = 2; k < length; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return length;
}

// Text as XML character data. Popeye files are often Latin-1: a byte that
// does not begin a UTF-8 sequence is taken as a Latin-1 letter, so that the
// image stays well-formed; control characters are dropped.
std::string xml_text(std::string_view text) {
  std::string result;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const std::size_t length = utf8_length(text, i);
    if (length == 0) {
      result += static_cast<char>(0xC0 | (byte >> 6));
      result += static_cast<char>(0x80 | (byte & 0x3F));
    } else if (length > 1) {
      result.append(text.substr(i, length));
    } else if (byte == '&') {
      result += "&amp;";
    } else if (byte == '<') {
      result += "&lt;";
    } else if (byte == '>') {
      result += "&gt;";
    } else if (byte == '"') {
      result += "&quot;";
    } else if (byte >= 0x20 || byte == '\t') {
      result += static_cast<char>(byte);
    }
    i += length == 0 ? 1 : length;
  }
  return result;
}

// "#wQ", "#bS": the symbol of an orthodox piece in the image's <defs>.
std::string symbol_id(Side side, PieceType orthodox) {
  return std::string(1, side == Side::White ? 'w' : 'b') + piece_letter(orthodox);
}

// "Grasshopper2" -> "Grasshopper 2", "RookHopper" -> "Rook Hopper".
std::string spaced_name(std::string_view name) {
  std::string text;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const bool digit = name[i] >= '0' && name[i] <= '9', capital = name[i] >= 'A' && name[i] <= 'Z';
    const bool after_digit = i > 0 && name[i - 1] >= '0' && name[i - 1] <= '9';
    if (i > 0 && (capital || (digit && !after_digit))) text += ' ';
    text += name[i];
  }
  return text;
}

class SvgWriter {
 public:
  SvgWriter(const Problem& problem, const Diagram& diagram) : problem_(problem), diagram_(diagram) {}
  std::string write(const std::vector<std::string>& twin_lines);

 private:
  void text(int x, int y, const char* anchor, std::string_view words) {
    body_ << "<text x=\"" << x << "\" y=\"" << y << "\" text-anchor=\"" << anchor << "\">" << xml_text(words)
          << "</text>\n";
  }
  // A line too long for the image (an estimate: serif letters of 14 px are
  // about 8 px wide on average, as in DejaVu Serif) is written smaller to fit.
  void centred_line(std::string_view words) {
    y_ += LineHeight;
    const auto letters = std::count_if(words.begin(), words.end(), [](char c) { return (c & 0xC0) != 0x80; });
    const double wide = letters * 8.0, room = Width - 16;
    if (wide <= room) return text(Width / 2, y_, "middle", words);
    body_ << "<text x=\"" << Width / 2 << "\" y=\"" << y_ << "\" text-anchor=\"middle\" font-size=\""
          << std::floor(140 * room / wide) / 10 << "\">" << xml_text(words) << "</text>\n";
  }
  void board();
  void piece(Square square, Piece piece);
  void drawn_piece(int x, int y, PieceType type, Side side);
  void fallback_piece(int x, int y, PieceType type, Side side);
  void lines_under_board(const std::vector<std::string>& twin_lines);
  std::string defs() const;

  const Problem& problem_;
  const Diagram& diagram_;
  std::ostringstream body_;
  std::set<std::string> symbols_used_;
  int y_ = 0;  // the baseline of the last line written
  int board_top_ = 0;
};

void SvgWriter::board() {
  body_ << "<rect class=\"board\" x=\"" << SvgBoardLeft << "\" y=\"" << board_top_ << "\" width=\"" << BoardSize
        << "\" height=\"" << BoardSize << "\" fill=\"" << LightSquare << "\"/>\n";
  for (Square square = 0; square < 64; ++square) {
    if (is_light(square)) continue;
    body_ << "<rect x=\"" << SvgBoardLeft + file_of(square) * SvgSquareSize << "\" y=\""
          << board_top_ + (7 - rank_of(square)) * SvgSquareSize << "\" width=\"" << SvgSquareSize << "\" height=\""
          << SvgSquareSize << "\" fill=\"" << DarkSquare << "\"/>\n";
  }
  body_ << "<rect x=\"" << SvgBoardLeft << "\" y=\"" << board_top_ << "\" width=\"" << BoardSize << "\" height=\""
        << BoardSize << "\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n";
  body_ << "<g font-size=\"12\">\n";
  for (int i = 0; i < 8; ++i) {
    const int middle = i * SvgSquareSize + SvgSquareSize / 2;
    text(SvgBoardLeft + middle, board_top_ + BoardSize + 15, "middle", std::string(1, static_cast<char>('a' + i)));
    text(SvgBoardLeft - 10, board_top_ + middle + 4, "middle", std::string(1, static_cast<char>('8' - i)));
  }
  body_ << "</g>\n";
  for (Square square = 0; square < 64; ++square)
    if (!diagram_.board[square].empty()) piece(square, diagram_.board[square]);
}

// A neutral piece is drawn black, then white over its left half.
void SvgWriter::piece(Square square, Piece piece) {
  const int x = SvgBoardLeft + file_of(square) * SvgSquareSize, y = board_top_ + (7 - rank_of(square)) * SvgSquareSize;
  if (!piece.neutral) return drawn_piece(x, y, piece.type, piece.side);
  drawn_piece(x, y, piece.type, Side::Black);
  const std::string clip = "left-half-" + square_name(square);
  body_ << "<clipPath id=\"" << clip << "\"><rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << SvgSquareSize / 2
        << "\" height=\"" << SvgSquareSize << "\"/></clipPath>\n<g clip-path=\"url(#" << clip << ")\">\n";
  drawn_piece(x, y, piece.type, Side::White);
  body_ << "</g>\n";
}

void SvgWriter::drawn_piece(int x, int y, PieceType type, Side side) {
  const PieceSymbol symbol = piece_symbol(type);
  if (symbol.orthodox == PieceType::None) return fallback_piece(x, y, type, side);
  const std::string id = symbol_id(side, symbol.orthodox);
  symbols_used_.insert(id);
  body_ << "<use xlink:href=\"#" << id << "\" x=\"" << x << "\" y=\"" << y << "\" width=\"" << SvgSquareSize
        << "\" height=\"" << SvgSquareSize << '"';
  if (symbol.quarter_turns != 0)
    body_ << " transform=\"rotate(" << 90 * symbol.quarter_turns << ' ' << x + SvgSquareSize / 2 << ' '
          << y + SvgSquareSize / 2 << ")\"";
  body_ << "/>\n";
}

// A piece without a conventional symbol: a disc of its colour with its code.
void SvgWriter::fallback_piece(int x, int y, PieceType type, Side side) {
  const bool white = side == Side::White;
  const int middle_x = x + SvgSquareSize / 2, middle_y = y + SvgSquareSize / 2;
  body_ << "<circle cx=\"" << middle_x << "\" cy=\"" << middle_y << "\" r=\"" << SvgSquareSize * 2 / 5 << "\" fill=\""
        << (white ? "white" : "black") << "\" stroke=\"black\" stroke-width=\"1.5\"/>\n";
  body_ << "<text x=\"" << middle_x << "\" y=\"" << middle_y + 5
        << "\" text-anchor=\"middle\" font-family=\"sans-serif\""
        << " font-size=\"14\" font-weight=\"bold\" fill=\"" << (white ? "black" : "white") << "\">"
        << xml_text(language(problem_.language).piece_code(type)) << "</text>\n";
}

void SvgWriter::lines_under_board(const std::vector<std::string>& twin_lines) {
  y_ = board_top_ + BoardSize + 36;
  text(SvgBoardLeft, y_, "start", stipulation_text(problem_, diagram_));
  text(SvgBoardLeft + BoardSize, y_, "end", piece_count(diagram_.board));
  Rules rules;
  add_conditions(diagram_.condition_words, rules);  // checked when read
  for (const FrameLine& line : condition_and_option_lines(problem_, diagram_.board, rules)) centred_line(line.text);
  for (const std::string& line : twin_lines) centred_line(line);
  // The legend: each fairy type with its squares, in the catalogue's order.
  for (std::size_t type = index(PieceType::King) + 1; type < piece_kinds().size(); ++type) {
    std::string squares;
    for (Square square = 0; square < 64; ++square)
      if (index(diagram_.board[square].type) == static_cast<int>(type)) squares += ' ' + square_name(square);
    if (!squares.empty()) centred_line(spaced_name(piece_kinds()[type].name) + squares);
  }
}

std::string SvgWriter::defs() const {
  std::string text = "<defs>\n";
  for (const std::string& id : symbols_used_) {
    const Side side = id[0] == 'w' ? Side::White : Side::Black;
    text += "<symbol id=\"" + id + "\" viewBox=\"0 0 1000 1000\">" +
            std::string(piece_drawing(side, piece_type_from_letter(id[1]))) + "</symbol>\n";
  }
  return text + "</defs>\n";
}

std::string SvgWriter::write(const std::vector<std::string>& twin_lines) {
  y_ = 6;
  for (const auto* lines : {&problem_.authors, &problem_.origins, &problem_.awards, &problem_.titles})
    for (const std::string& line : *lines) centred_line(line);
  board_top_ = y_ + 12;
  board();
  lines_under_board(twin_lines);
  const int height = y_ + 12;
  std::ostringstream svg;
  svg << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"" << Width
      << "\" height=\"" << height << "\" viewBox=\"0 0 " << Width << ' ' << height
      << "\" font-family=\"serif\" font-size=\"14\">\n"
      << "<!-- Written by Feerie. Pieces: the simple set of GNOME Chess after Max Froumentin, W3C Software Notice "
         "and License; Copyright (c) 1994-2002 World Wide Web Consortium, (Massachusetts Institute of Technology, "
         "Institut National de Recherche en Informatique et en Automatique, Keio University. All Rights Reserved. -->\n"
      << defs() << "<rect width=\"" << Width << "\" height=\"" << height << "\" fill=\"white\"/>\n"
      << body_.str() << "</svg>\n";
  return svg.str();
}

}  // namespace

std::string svg_diagram(const Problem& problem, const Diagram& diagram, const std::vector<std::string>& twin_lines) {
  return SvgWriter(problem, diagram).write(twin_lines);
}

}  // namespace feerie
