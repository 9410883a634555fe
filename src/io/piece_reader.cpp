#include "io/piece_reader.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/piece_catalogue.h"

namespace feerie {

namespace {

std::string letters_of(LanguageId id) {
  const Language& language = feerie::language(id);
  std::string letters;
  for (int type = index(PieceType::Pawn); type <= index(PieceType::King); ++type)
    letters +=
        std::string(type > index(PieceType::Pawn) ? " " : "") + language.piece_code(static_cast<PieceType>(type));
  return letters;
}

std::string expected_piece(LanguageId language) {
  return "a piece (one of " + letters_of(language) + ", or a fairy piece's code, followed by squares) or a side";
}

// The colour that a side word gives the pieces after it, and the attributes
// that words after it add (up to the next side word).
struct Colour {
  Side side = Side::White;
  bool neutral = false;
  bool royal = false;
  bool chameleon = false;
  bool kamikaze = false;
  bool uncapturable = false;
  bool half_neutral = false;
  bool paralysing = false;
  bool functionary = false;
  std::uint8_t hurdle_rules = 0;

  // Adds the attribute an attribute word names; false if Feerie lacks it.
  bool add(Keyword attribute) {
    switch (attribute) {
      case Keyword::Royal: royal = true; return true;
      case Keyword::Chameleon: chameleon = true; return true;
      case Keyword::Kamikaze: kamikaze = true; return true;
      case Keyword::Uncapturable: uncapturable = true; return true;
      case Keyword::HalfNeutral: half_neutral = true; return true;
      case Keyword::Paralysing: paralysing = true; return true;
      case Keyword::Functionary: functionary = true; return true;
      case Keyword::HurdleColourChanging: hurdle_rules |= HurdleRule::ColourChanging; return true;
      case Keyword::Bul: hurdle_rules |= HurdleRule::Bul; return true;
      case Keyword::Dob: hurdle_rules |= HurdleRule::Dob; return true;
      default: return false;
    }
  }
  // A king is royal by its type: the flag is for the other types.
  Piece piece(PieceType type) const {
    Piece piece{type,      side,     neutral,      royal && type != PieceType::King,
                chameleon, kamikaze, uncapturable, half_neutral};
    piece.paralysing = paralysing;
    piece.functionary = functionary;
    piece.hurdle_rules = hurdle_rules;
    return piece;
  }
};

// "Sb2c3" -> knights on b2 and c3, "CAc1" -> a camel on c1; false if the
// token is not a piece group. Squares take an even number of characters, so
// the code is one character long when the token's length is odd, else two.
bool parse_piece_group(std::string_view text, LanguageId language, Colour colour, std::vector<PlacedPiece>& out) {
  if (text.size() < 3) return false;
  const std::size_t code_length = text.size() % 2 == 1 ? 1 : 2;
  const PieceType type = piece_type_in(language, text.substr(0, code_length));
  const std::vector<Square> squares = parse_square_list(text.substr(code_length));
  if (type == PieceType::None || squares.empty()) return false;
  for (const Square square : squares) out.push_back({square, colour.piece(type)});
  return true;
}

// A square given twice: with `warnings`, the later piece replaces the
// earlier (as Popeye), and a warning says so; without, it is an error.
void add_checked(std::vector<PlacedPiece>& pieces, const std::vector<PlacedPiece>& group, const Token& token,
                 std::vector<InputError>* warnings) {
  for (const PlacedPiece& placed : group) {
    const auto earlier = std::find_if(pieces.begin(), pieces.end(),
                                      [&](const PlacedPiece& other) { return other.square == placed.square; });
    if (earlier == pieces.end()) {
      pieces.push_back(placed);
      continue;
    }
    const std::string message = "square " + square_name(placed.square) + " is given twice";
    if (!warnings) throw InputError(token.line, token.column, message);
    warnings->emplace_back(token.line, token.column, message + ": the later piece replaces the earlier");
    *earlier = placed;
  }
}

}  // namespace

PieceType piece_type_in(LanguageId language, std::string_view code) {
  return piece_type_with_code(static_cast<int>(language), code);
}

std::vector<Square> parse_square_list(std::string_view text) {
  std::vector<Square> squares;
  if (text.empty() || text.size() % 2 != 0) return {};
  for (std::size_t i = 0; i < text.size(); i += 2) {
    const Square square = parse_square(text.substr(i, 2));
    if (square == NoSquare) return {};
    squares.push_back(square);
  }
  return squares;
}

std::vector<PlacedPiece> read_pieces(InputCursor& cursor, std::initializer_list<KeywordTable> ends,
                                     std::vector<InputError>* warnings) {
  std::vector<PlacedPiece> pieces;
  std::optional<Colour> side;
  while (!cursor.tokens.done()) {
    const Token& next = *cursor.tokens.peek();
    std::vector<PlacedPiece> group;
    // "royal" applies to the next piece group only, as Popeye reads it (a
    // side has one royal man): "black royal se8 pa4", the pawn plain.
    if (side && parse_piece_group(next.text, cursor.language, *side, group)) {
      add_checked(pieces, group, cursor.tokens.take(), warnings);
      side->royal = false;
      continue;
    }
    // An attribute after a side ("white royal Sb4"), written with three
    // letters at least, so that a lone piece code ("k e1") stays one.
    const KeywordMatch attribute = match_keyword(KeywordTable::Attribute, cursor.language, next.text);
    if (side && next.text.size() >= 3 && attribute.status == KeywordMatch::Status::Found &&
        match_keyword(KeywordTable::Side, cursor.language, next.text).status != KeywordMatch::Status::Found) {
      if (!side->add(attribute.keyword))
        throw InputError(next.line, next.column, attribute.name + " pieces are not supported");
      cursor.tokens.take();
      continue;
    }
    const KeywordMatch match = match_keyword(KeywordTable::Side, cursor.language, next.text);
    if (match.status == KeywordMatch::Status::Found) {
      if (match.keyword != Keyword::White && match.keyword != Keyword::Black && match.keyword != Keyword::Neutral)
        throw InputError(next.line, next.column, match.name + " pieces are not supported");
      side = Colour{match.keyword == Keyword::Black ? Side::Black : Side::White, match.keyword == Keyword::Neutral};
      cursor.tokens.take();
      continue;
    }
    if (side && next.text.size() <= 2 && piece_type_in(cursor.language, next.text) != PieceType::None) {
      // A lone piece code: its squares follow as the next token.
      const Token letter = cursor.tokens.take();
      const auto& squares = cursor.tokens.peek();
      if (!squares || !parse_piece_group(letter.text + squares->text, cursor.language, *side, group))
        throw cursor.error_here("squares after the piece letter '" + letter.text + "'");
      add_checked(pieces, group, cursor.tokens.take(), warnings);
      side->royal = false;
      continue;
    }
    if (!pieces.empty() && cursor.at_keyword(ends)) break;
    const std::string sides = "a side (" + keyword_name(Keyword::White, cursor.language) + ", " +
                              keyword_name(Keyword::Black, cursor.language) + " or " +
                              keyword_name(Keyword::Neutral, cursor.language) + ")";
    throw cursor.error_here(!side            ? sides
                            : pieces.empty() ? expected_piece(cursor.language)
                                             : expected_piece(cursor.language) + " or a keyword");
  }
  if (pieces.empty()) throw cursor.error_here(expected_piece(cursor.language));
  return pieces;
}

namespace {

// Popeye reads a Forsyth board as one run of squares from a8 to h1, rank by
// rank: a number of one or two digits skips as many squares, running over
// ranks (16, 40), '/' only marks where a rank ends, and the board may end
// early, the rest being empty. Popeye would also take a '/' inside a rank
// (shifting every piece after it) and pieces past h1 (dropping them); Feerie
// refuses both as the mistakes they are.
class ForsythBoard {
 public:
  ForsythBoard(const Token& token, LanguageId language) : token_(token), language_(language) {}

  std::vector<PlacedPiece> read() {
    const std::string& text = token_.text;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const char c = text[i];
      if (c == '/') {
        end_rank();
      } else if (std::isdigit(static_cast<unsigned char>(c))) {
        int count = c - '0';
        if (i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])))
          count = 10 * count + text[++i] - '0';
        squares_ += count;
      } else {
        i = read_piece(i);
      }
    }
    return pieces_;
  }

 private:
  InputError fail(const std::string& why) const {
    return InputError(token_.line, token_.column, "found '" + token_.text + "', expected a Forsyth board: " + why);
  }

  void end_rank() {
    const int in_rank = squares_ - rank_start_;
    if (squares_ % 8 != 0)
      throw fail(in_rank > 8 ? "a rank holds more than 8 squares" : "a rank before '/' holds fewer than 8 squares");
    rank_start_ = squares_;
  }

  // A piece code, upper case white, after an optional colour: '+' white,
  // '-' black, '=' neutral. Returns the index of its last character.
  std::size_t read_piece(std::size_t i) {
    const std::string& text = token_.text;
    std::optional<Side> side;
    bool neutral = false;
    if ((text[i] == '+' || text[i] == '-' || text[i] == '=') && i + 1 < text.size()) {
      neutral = text[i] == '=';
      side = text[i] == '-' ? Side::Black : Side::White;
      ++i;
    }
    // A piece of two letters is written after a '.' (".ca").
    const std::size_t length = text[i] == '.' ? 2 : 1;
    if (length == 2 && ++i + 1 >= text.size()) throw fail("expected two letters after '.'");
    const std::string code = text.substr(i, length);
    const PieceType type = piece_type_in(language_, code);
    if (type == PieceType::None) throw fail("unknown piece code '" + code + "'");
    if (squares_ >= 64) throw fail("a piece after h1 ('" + code + "')");
    if (!side) side = std::isupper(static_cast<unsigned char>(code[0])) ? Side::White : Side::Black;
    i += length - 1;
    pieces_.push_back({make_square(squares_ % 8, 7 - squares_ / 8), Piece{type, *side, neutral}});
    ++squares_;
    return i;
  }

  const Token& token_;
  LanguageId language_;
  std::vector<PlacedPiece> pieces_;
  int squares_ = 0;     // squares described so far, from a8
  int rank_start_ = 0;  // where the rank being read began
};

}  // namespace

std::vector<PlacedPiece> read_forsyth(InputCursor& cursor) {
  const Token token = cursor.take("a Forsyth string");
  return ForsythBoard(token, cursor.language).read();
}

std::vector<Square> take_square_words(InputCursor& cursor, const std::string& what) {
  const auto& first = cursor.tokens.peek();
  std::vector<Square> squares = first ? parse_square_list(first->text) : std::vector<Square>{};
  if (squares.empty()) throw cursor.error_here(what);
  cursor.tokens.take();
  while (const auto& next = cursor.tokens.peek()) {
    const std::vector<Square> more = parse_square_list(next->text);
    if (more.empty()) break;
    squares.insert(squares.end(), more.begin(), more.end());
    cursor.tokens.take();
  }
  return squares;
}

std::vector<Square> castling_refused_by(std::string_view field) {
  const struct {
    char letter;
    const char* king;
    const char* rook;
  } grants[] = {{'K', "e1", "h1"}, {'Q', "e1", "a1"}, {'k', "e8", "h8"}, {'q', "e8", "a8"}};
  std::vector<Square> granted;
  for (const auto& grant : grants) {
    if (field.find(grant.letter) == std::string_view::npos) continue;
    granted.push_back(parse_square(grant.king));
    granted.push_back(parse_square(grant.rook));
  }
  std::vector<Square> refused;
  for (const char* name : {"a1", "e1", "h1", "a8", "e8", "h8"})
    if (std::find(granted.begin(), granted.end(), parse_square(name)) == granted.end())
      refused.push_back(parse_square(name));
  return refused;
}

namespace {

bool fen_side(const std::string& text) { return text == "w" || text == "b"; }
bool fen_castling(const std::string& text) {
  return text == "-" || (!text.empty() && text.size() <= 4 && text.find_first_not_of("KQkq") == std::string::npos);
}
bool fen_en_passant(const std::string& text) {
  return text == "-" || (text.size() == 2 && text[0] >= 'a' && text[0] <= 'h' && (text[1] == '3' || text[1] == '6'));
}
bool fen_counter(const std::string& text) {
  return !text.empty() && text.size() <= 6 && text.find_first_not_of("0123456789") == std::string::npos;
}

}  // namespace

FenFields read_fen_fields(InputCursor& cursor) {
  FenFields fields;
  const auto next_is = [&cursor](bool (*test)(const std::string&)) {
    const auto& next = cursor.tokens.peek();
    return next && test(next->text);
  };
  if (!next_is(fen_side)) return fields;
  cursor.tokens.take();
  if (!next_is(fen_castling)) return fields;
  fields.no_castling = castling_refused_by(cursor.tokens.take().text);
  if (!next_is(fen_en_passant)) return fields;
  fields.en_passant = parse_square(cursor.tokens.take().text);
  for (int counter = 0; counter < 2 && next_is(fen_counter); ++counter) cursor.tokens.take();
  return fields;
}

}  // namespace feerie
