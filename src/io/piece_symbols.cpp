#include "io/piece_symbols.h"

#include <algorithm>
#include <iterator>
#include <string_view>

#include "core/piece_catalogue.h"

namespace feerie {

namespace {

constexpr int Right = 1, Inverted = 2, Left = 3;
constexpr PieceType Q = PieceType::Queen, R = PieceType::Rook, B = PieceType::Bishop, S = PieceType::Knight,
                    P = PieceType::Pawn, K = PieceType::King;

struct SymbolLine {
  std::string_view code;  // Popeye's English code
  PieceSymbol symbol;
};

// Popeye's pie-engl.txt for the fairy pieces Feerie knows: "g DU" (Dame
// umgekehrt) is a queen inverted, "z SR" a knight turned right, "ca SL" one
// turned left. The types it marks "I" (no symbol: bison, elephant, gral,
// nao, the wazir- and fersrider, the grasshoppers 2 and 3, the nightrider
// lion, the rook, bishop and nightrider locusts, the rose-lion and -hopper) and the Zebu ("ZE") are not listed and get
// the circle.
constexpr SymbolLine Symbols[] = {
    {"z", {S, Right}},     {"ca", {S, Left}},     {"gi", {B, Left}},     {"rf", {R, Inverted}}, {"bu", {B, Inverted}},
    {"we", {R, Inverted}}, {"fe", {B, Left}},     {"al", {B, Right}},    {"da", {R, Right}},    {"gn", {B, Right}},
    {"an", {B, Right}},    {"sq", {S, Right}},    {"ok", {B, Left}},     {"15", {B, Inverted}}, {"16", {Q, Left}},
    {"24", {S, Left}},     {"25", {B, Right}},    {"35", {S, Left}},     {"36", {S, Right}},    {"37", {B, Right}},
    {"n", {S, Inverted}},  {"cr", {R, Left}},     {"zr", {S, Right}},    {"gr", {S, Right}},    {"am", {Q, Left}},
    {"em", {R, Inverted}}, {"pr", {B, Inverted}}, {"wa", {R, Right}},    {"g", {Q, Inverted}},  {"rh", {R, Inverted}},
    {"bh", {B, Inverted}}, {"nh", {B, Right}},    {"ch", {R, Left}},     {"zh", {S, Right}},    {"gh", {S, Left}},
    {"ka", {Q, Left}},     {"li", {Q, Left}},     {"rl", {R, Left}},     {"bl", {B, Left}},     {"le", {Q, Right}},
    {"pa", {R, Left}},     {"va", {B, Left}},     {"ma", {S, Right}},    {"mo", {S, Left}},     {"ao", {S, Right}},
    {"oa", {S, Left}},     {"bp", {P, Inverted}}, {"bs", {P, Right}},    {"sp", {P, Left}},     {"du", {K, Left}},
    {"l", {Q, Right}},     {"si", {Q, Left}},     {"tr", {R, Left}},     {"nd", {B, Inverted}}, {"po", {K, Right}},
    {"ms", {S, Right}},    {"mp", {P, Right}},    {"mh", {R, Right}},    {"ro", {R, Right}},    {"ls", {S, Right}},
    {"ra", {R, Inverted}}, {"ss", {S, Right}},    {"ds", {S, Left}},     {"s4", {S, Right}},    {"s2", {S, Right}},
    {"s3", {S, Right}},    {"s1", {S, Right}},    {"eq", {Q, Right}},    {"ne", {Q, Right}},    {"eh", {Q, Left}},
    {"or", {Q, Left}},     {"kh", {Q, Right}},    {"st", {K, Inverted}}, {"kp", {S, Right}},
};

}  // namespace

PieceSymbol piece_symbol(PieceType type) {
  if (!is_fairy(type)) return {type, 0};
  const std::string_view code = kind_of(type).codes[0];
  const auto* line =
      std::find_if(std::begin(Symbols), std::end(Symbols), [&](const SymbolLine& l) { return l.code == code; });
  return line == std::end(Symbols) ? PieceSymbol{} : line->symbol;
}

}  // namespace feerie
