#include "core/piece_catalogue.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>

namespace feerie {

namespace {

using R = Reach;
using M = Mode;

constexpr WalkPart leap(int m, int n, Mode mode = M::MoveAndCapture) { return symmetric(R::Leap, m, n, mode); }
constexpr WalkPart ride(int m, int n, Mode mode = M::MoveAndCapture) { return symmetric(R::Ride, m, n, mode); }
constexpr WalkPart hop(int m, int n) { return symmetric(R::Hop, m, n); }
// A locust's capture: over the first piece on the line to the empty square just beyond.
constexpr WalkPart locust_lines(bool orthogonal, bool diagonal) {
  return lines(R::Locust, orthogonal, diagonal, M::CaptureOnly);
}
constexpr WalkPart rook_lines(Reach reach, Mode mode = M::MoveAndCapture) { return lines(reach, true, false, mode); }
constexpr WalkPart bishop_lines(Reach reach, Mode mode = M::MoveAndCapture) { return lines(reach, false, true, mode); }
constexpr WalkPart queen_lines(Reach reach, Mode mode = M::MoveAndCapture) { return lines(reach, true, true, mode); }
constexpr Walk forward_only(Walk walk) {
  walk.forward_only = true;
  return walk;
}
constexpr Walk crossing_edge(Walk walk) {
  walk.crosses_edge = true;
  return walk;
}

// The knight's leaps in circular order, as the rose turns through them.
constexpr Vector KnightCircle[8] = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
constexpr Vector negated(Vector v) { return {static_cast<std::int8_t>(-v.files), static_cast<std::int8_t>(-v.ranks)}; }

// The rose's circles of knight leaps.
constexpr WalkPart rose_circles(Reach reach, Mode mode = M::MoveAndCapture) {
  WalkPart part{reach, mode, 1, 0, {}, Shape::Circular};
  for (const Vector v : KnightCircle) part.vectors[part.count++] = v;
  return part;
}

// Zigzags of knight leaps (Popeye's spiral springers): the spiral springer
// alternates each leap with the leap mirrored across one of its axes (its
// net course straight), the diagonal spiral springer with a neighbouring
// leap of the circle (its net course diagonal).
constexpr WalkPart spiral_zigzags(bool diagonal) {
  WalkPart part{R::Ride, M::MoveAndCapture, 1, 0, {}, Shape::Zigzag};
  const auto pair = [&part](Vector zig, Vector zag) {
    part.vectors[part.count++] = zig;
    part.vectors[part.count++] = zag;
  };
  for (int j = 0; j < 8; ++j) {
    if (!diagonal) {
      pair(KnightCircle[j], KnightCircle[7 - j]);
      pair(KnightCircle[j], negated(KnightCircle[7 - j]));
    } else if (j % 2 == 0) {
      pair(KnightCircle[j], KnightCircle[j + 1]);
      pair(KnightCircle[j], negated(KnightCircle[j + 1]));
      pair(KnightCircle[j + 1], KnightCircle[j]);
      pair(KnightCircle[j + 1], negated(KnightCircle[j]));
    }
  }
  return part;
}
// Popeye's further spiral springers: each even leap of the circle paired,
// both ways round, with the leap `offset` places on.
constexpr WalkPart spiral_zigzags_from_even_leaps(int offset) {
  WalkPart part{R::Ride, M::MoveAndCapture, 1, 0, {}, Shape::Zigzag};
  for (int j = 0; j < 8; j += 2)
    for (const auto& [zig, zag] : {std::pair{j, (j + offset) % 8}, std::pair{(j + offset) % 8, j}}) {
      part.vectors[part.count++] = KnightCircle[zig];
      part.vectors[part.count++] = KnightCircle[zag];
    }
  return part;
}

// The equihopper's vectors: the queen's lines and the leaps whose path no
// piece can block ((1,2), (1,3), (2,3)); the non-stop equihopper's: every
// vector it can hop along on the board, blocked or not.
constexpr WalkPart equihops() {
  WalkPart part = lines(R::EquiHop, true, true);
  for (const WalkPart& leaps : {symmetric(R::EquiHop, 1, 2), symmetric(R::EquiHop, 1, 3), symmetric(R::EquiHop, 2, 3)})
    for (int i = 0; i < leaps.count; ++i) part.vectors[part.count++] = leaps.vectors[i];
  return part;
}
// Over a piece on a queen's line up to three squares away (the non-stop orix).
constexpr WalkPart nonstop_orix_hops() {
  WalkPart part{R::EquiLeap, M::MoveAndCapture, 1, 0, {}, Shape::Straight};
  for (int distance = 1; distance <= 3; ++distance) {
    const WalkPart directions = lines(R::EquiLeap, true, true);
    for (int i = 0; i < directions.count; ++i)
      part.vectors[part.count++] = Vector{static_cast<std::int8_t>(directions.vectors[i].files * distance),
                                          static_cast<std::int8_t>(directions.vectors[i].ranks * distance)};
  }
  return part;
}
constexpr WalkPart nonstop_equihops() {
  WalkPart part{R::EquiLeap, M::MoveAndCapture, 1, 0, {}, Shape::Straight};
  for (int files = -3; files <= 3; ++files)
    for (int ranks = -3; ranks <= 3; ++ranks)
      if (files != 0 || ranks != 0)
        part.vectors[part.count++] = Vector{static_cast<std::int8_t>(files), static_cast<std::int8_t>(ranks)};
  return part;
}

// An angle hopper's part: along the lines to the first piece, then one
// square on in each course `turns` allows.
constexpr WalkPart angle_hops(bool orthogonal, bool diagonal, std::uint8_t turns, Mode mode = M::MoveAndCapture) {
  return with_turns(lines(R::AngleHop, orthogonal, diagonal, mode), turns);
}
// The tree and leaf hoppers' vectors, one per family of eight (files <=
// ranks): the lesser ones along the queen's lines, the greater ones every
// leap on the board.
constexpr WalkPart radial_hops(Reach reach, bool greater) {
  WalkPart part{reach, M::MoveAndCapture, 1, 0, {}, Shape::Straight};
  for (int ranks = 1; ranks <= 7; ++ranks)
    for (int files = 0; files <= ranks; ++files)
      if (greater || files == 0 || files == ranks)
        part.vectors[part.count++] = Vector{static_cast<std::int8_t>(files), static_cast<std::int8_t>(ranks)};
  return part;
}

// A part that moves only from the given files (bit 0 = a).
constexpr WalkPart on_files(WalkPart part, std::uint8_t files) {
  part.files = files;
  return part;
}
// The Querquisite moves as the game array's piece of the file it stands on.
constexpr Walk Querquisite =
    walk_of({on_files(rook_lines(R::Ride), 0b10001001), on_files(bishop_lines(R::Ride), 0b00101100),
             on_files(leap(1, 2), 0b01000010), on_files(queen_lines(R::Leap), 0b00010000)});
// The eagle equihopper's lines: the queen's, and the leaps no piece can block.
constexpr WalkPart eagle_equileaps() {
  WalkPart part{R::EagleEquiLeap, M::MoveAndCapture, 1, 0, {}, Shape::Straight};
  for (const WalkPart& leaps :
       {symmetric(R::EagleEquiLeap, 1, 2), symmetric(R::EagleEquiLeap, 1, 3), symmetric(R::EagleEquiLeap, 2, 3)})
    for (int i = 0; i < leaps.count; ++i) part.vectors[part.count++] = leaps.vectors[i];
  return part;
}

// Zigzags of a vector and each vector at right angles to it: the Boy scout
// (diagonals), the Girl scout (orthogonals).
constexpr WalkPart scout_zigzags(bool diagonal) {
  WalkPart part{R::Ride, M::MoveAndCapture, 1, 0, {}, Shape::Zigzag};
  const WalkPart directions = lines(R::Ride, !diagonal, diagonal);
  for (int i = 0; i < directions.count; ++i)
    for (int j = 0; j < directions.count; ++j) {
      const Vector zig = directions.vectors[i], zag = directions.vectors[j];
      if (zig.files * zag.files + zig.ranks * zag.ranks != 0) continue;
      part.vectors[part.count++] = zig;
      part.vectors[part.count++] = zag;
    }
  return part;
}
// The Quintessence: zigzags of each knight leap and the leap two places on the circle, either way.
constexpr WalkPart quintessence_zigzags() {
  WalkPart part{R::Ride, M::MoveAndCapture, 1, 0, {}, Shape::Zigzag};
  for (int j = 0; j < 8; ++j)
    for (const auto& [zig, zag] : {std::pair{j, (j + 2) % 8}, std::pair{(j + 2) % 8, j}}) {
      part.vectors[part.count++] = KnightCircle[zig];
      part.vectors[part.count++] = KnightCircle[zag];
    }
  return part;
}

// The pawned pieces' pawn parts (their vectors are implied).
constexpr WalkPart pawn_steps() { return WalkPart{R::PawnStep, M::MoveOnly, 1, 0, {}, Shape::Straight}; }
constexpr WalkPart pawn_captures() { return WalkPart{R::PawnCapture, M::CaptureOnly, 1, 0, {}, Shape::Straight}; }

// Pawn-like pieces: the vectors are White's; Black's mirror them.
constexpr Walk BerolinaPawn = forward_only(
    walk_of({vectors(R::Leap, M::MoveOnly, {{1, 1}, {-1, 1}}), vectors(R::Leap, M::CaptureOnly, {{0, 1}})}));
constexpr Walk SuperBerolinaPawn = forward_only(
    walk_of({vectors(R::Ride, M::MoveOnly, {{1, 1}, {-1, 1}}), vectors(R::Ride, M::CaptureOnly, {{0, 1}})}));
// The marine pawn moves as a pawn and captures as a locust, forward
// diagonally; the marine ship is a Triton that captures so too.
constexpr Walk MarinePawn = forward_only(
    walk_of({vectors(R::Leap, M::MoveOnly, {{0, 1}}), vectors(R::LocustLeap, M::CaptureOnly, {{1, 1}, {-1, 1}})}));
constexpr Walk MarineShip =
    forward_only(walk_of({rook_lines(R::Ride, M::MoveOnly), lines(R::Locust, true, false, M::CaptureOnly),
                          vectors(R::LocustLeap, M::CaptureOnly, {{1, 1}, {-1, 1}})}));
constexpr Walk SuperPawn = forward_only(
    walk_of({vectors(R::Ride, M::MoveOnly, {{0, 1}}), vectors(R::Ride, M::CaptureOnly, {{1, 1}, {-1, 1}})}));

// The orthodox six have empty walks here: their moves come from the bitboard tables.
const PieceKind Catalogue[] = {
    {"", {"", "", ""}, {}, false, false},
    {"Pawn", {"p", "b", "p"}, {}, true, false},
    {"Knight", {"s", "s", "c"}, {}},
    {"Bishop", {"b", "l", "f"}, {}},
    {"Rook", {"r", "t", "t"}, {}},
    {"Queen", {"q", "d", "d"}, {}},
    {"King", {"k", "k", "r"}, {}, false, false},
    // Leapers.
    {"Zebra", {"z", "z", "z"}, walk_of({leap(2, 3)})},
    {"Camel", {"ca", "ca", "ch"}, walk_of({leap(1, 3)})},
    {"Giraffe", {"gi", "gi", "gi"}, walk_of({leap(1, 4)})},
    {"Root50Leaper", {"rf", "wf", "cc"}, walk_of({leap(1, 7), leap(5, 5)})},
    {"Bucephale", {"bu", "bu", "bu"}, walk_of({leap(3, 4), leap(0, 5)})},
    {"Wazir", {"we", "we", "vi"}, walk_of({leap(0, 1)})},
    {"Fers", {"fe", "fe", "fe"}, walk_of({leap(1, 1)})},
    {"Alfil", {"al", "al", "al"}, walk_of({leap(2, 2)})},
    {"Dabbaba", {"da", "da", "da"}, walk_of({leap(0, 2)})},
    {"Gnu", {"gn", "gn", "g"}, walk_of({leap(1, 3), leap(1, 2)})},
    {"Antelope", {"an", "an", "an"}, walk_of({leap(3, 4)})},
    {"Squirrel", {"sq", "ei", "ec"}, walk_of({leap(0, 2), leap(2, 2), leap(1, 2)})},
    {"Okapi", {"ok", "ok", "ok"}, walk_of({leap(1, 2), leap(2, 3)})},
    {"Bison", {"bi", "bi", "bi"}, walk_of({leap(2, 3), leap(1, 3)})},
    {"Zebu", {"ze", "ze", "ze"}, walk_of({leap(1, 3), leap(1, 4)})},
    {"Leaper15", {"15", "15", "15"}, walk_of({leap(1, 5)})},
    {"Leaper16", {"16", "16", "16"}, walk_of({leap(1, 6)})},
    {"Leaper24", {"24", "24", "24"}, walk_of({leap(2, 4)})},
    {"Leaper25", {"25", "25", "25"}, walk_of({leap(2, 5)})},
    {"Leaper35", {"35", "35", "35"}, walk_of({leap(3, 5)})},
    {"Leaper36", {"36", "36", "36"}, walk_of({leap(3, 6)})},
    {"Leaper37", {"37", "37", "37"}, walk_of({leap(3, 7)})},
    // Riders and compounds.
    {"Nightrider", {"n", "n", "n"}, walk_of({ride(1, 2)})},
    {"Camelrider", {"cr", "cr", "cn"}, walk_of({ride(1, 3)})},
    {"Zebrarider", {"zr", "zr", "zn"}, walk_of({ride(2, 3)})},
    {"Gnurider", {"gr", "gr", "gn"}, walk_of({ride(1, 3), ride(1, 2)})},
    {"Wazirrider", {"wr", "wr", "vs"}, walk_of({ride(0, 1)})},
    {"Fersrider", {"fr", "fr", "fs"}, walk_of({ride(1, 1)})},
    {"Amazon", {"am", "am", "am"}, walk_of({queen_lines(R::Ride), leap(1, 2)})},
    {"Empress", {"em", "kn", "im"}, walk_of({rook_lines(R::Ride), leap(1, 2)})},
    {"Princess", {"pr", "pr", "pr"}, walk_of({bishop_lines(R::Ride), leap(1, 2)})},
    {"Waran", {"wa", "wa", "v"}, walk_of({rook_lines(R::Ride), ride(1, 2)})},
    {"Elephant", {"et", "et", "el"}, walk_of({queen_lines(R::Ride), ride(1, 2)})},
    // Hoppers.
    {"Grasshopper", {"g", "g", "s"}, walk_of({queen_lines(R::Hop)})},
    {"Grasshopper2", {"g2", "g2", "s2"}, walk_of({with_distance(queen_lines(R::Hop), 2)})},
    {"Grasshopper3", {"g3", "g3", "s3"}, walk_of({with_distance(queen_lines(R::Hop), 3)})},
    {"RookHopper", {"rh", "th", "st"}, walk_of({rook_lines(R::Hop)})},
    {"BishopHopper", {"bh", "lh", "sf"}, walk_of({bishop_lines(R::Hop)})},
    {"NightriderHopper", {"nh", "nh", "sn"}, walk_of({hop(1, 2)})},
    {"CamelriderHopper", {"ch", "ch", "sc"}, walk_of({hop(1, 3)})},
    {"ZebrariderHopper", {"zh", "zh", "sz"}, walk_of({hop(2, 3)})},
    {"GnuriderHopper", {"gh", "gh", "sg"}, walk_of({hop(1, 3), hop(1, 2)})},
    {"Kangaroo", {"ka", "ka", "ka"}, walk_of({queen_lines(R::Kangaroo)})},
    {"Gral", {"gl", "gl", "gl"}, walk_of({leap(2, 2), rook_lines(R::Hop)})},
    // Lions: over a hurdle to any distance.
    {"Lion", {"li", "li", "li"}, walk_of({queen_lines(R::Lion)})},
    {"RookLion", {"rl", "tl", "tl"}, walk_of({rook_lines(R::Lion)})},
    {"BishopLion", {"bl", "ll", "fl"}, walk_of({bishop_lines(R::Lion)})},
    {"NightriderLion", {"nl", "nl", "nl"}, walk_of({symmetric(R::Lion, 1, 2)})},
    // Chinese pieces: move as riders, capture as lions.
    {"Leo", {"le", "le", "le"}, walk_of({queen_lines(R::Ride, M::MoveOnly), queen_lines(R::Lion, M::CaptureOnly)})},
    {"Pao", {"pa", "pa", "pa"}, walk_of({rook_lines(R::Ride, M::MoveOnly), rook_lines(R::Lion, M::CaptureOnly)})},
    {"Vao", {"va", "va", "va"}, walk_of({bishop_lines(R::Ride, M::MoveOnly), bishop_lines(R::Lion, M::CaptureOnly)})},
    {"Nao", {"na", "na", "na"}, walk_of({ride(1, 2, M::MoveOnly), symmetric(R::Lion, 1, 2, M::CaptureOnly)})},
    {"Mao", {"ma", "ma", "ma"}, walk_of({symmetric(R::Mao, 1, 2)})},
    {"Moa", {"mo", "mo", "mo"}, walk_of({symmetric(R::Moa, 1, 2)})},
    {"MaoRider", {"ao", "ao", "ao"}, walk_of({symmetric(R::MaoRide, 1, 2)})},
    {"MoaRider", {"oa", "oa", "oa"}, walk_of({symmetric(R::MoaRide, 1, 2)})},
    // Pawns' relatives.
    {"BerolinaPawn", {"bp", "bb", "pb"}, BerolinaPawn, true, false},
    {"SuperBerolinaPawn", {"bs", "bs", "bs"}, SuperBerolinaPawn, true, false},
    {"SuperPawn", {"sp", "sb", "sp"}, SuperPawn, true, false},
    // Locusts capture only, by hopping over the captured piece to the square
    // just beyond; the marine pieces move as riders or leapers and capture so.
    {"Locust", {"l", "h", "l"}, walk_of({locust_lines(true, true)})},
    {"RookLocust", {"lr", "ht", "lt"}, walk_of({locust_lines(true, false)})},
    {"BishopLocust", {"lb", "hl", "lf"}, walk_of({locust_lines(false, true)})},
    {"NightriderLocust", {"ln", "hn", "ln"}, walk_of({symmetric(R::Locust, 1, 2, M::CaptureOnly)})},
    {"Sirene", {"si", "si", "si"}, walk_of({queen_lines(R::Ride, M::MoveOnly), locust_lines(true, true)})},
    {"Triton", {"tr", "tr", "tr"}, walk_of({rook_lines(R::Ride, M::MoveOnly), locust_lines(true, false)})},
    {"Nereide", {"nd", "nd", "ne"}, walk_of({bishop_lines(R::Ride, M::MoveOnly), locust_lines(false, true)})},
    // The Poseidon is its side's king, as in Popeye.
    {"Poseidon",
     {"po", "po", "po"},
     walk_of({queen_lines(R::Leap, M::MoveOnly), lines(R::LocustLeap, true, true, M::CaptureOnly)}),
     false,
     false,
     true},
    {"MarineKnight",
     {"ms", "ms", "cm"},
     walk_of({leap(1, 2, M::MoveOnly), symmetric(R::LocustLeap, 1, 2, M::CaptureOnly)})},
    {"MarinePawn", {"mp", "mb", "pm"}, MarinePawn, true, false, false, true},
    {"MarineShip", {"mh", "mc", "bm"}, MarineShip},
    // Roses: along the octagons of knight leaps (Rao: moves as a rose, captures as a rose-lion).
    {"Rose", {"ro", "ro", "ro"}, walk_of({rose_circles(R::Ride)})},
    {"RoseLion", {"rn", "rn", "rl"}, walk_of({rose_circles(R::Lion)})},
    {"RoseHopper", {"rp", "rh", "rs"}, walk_of({rose_circles(R::Hop)})},
    {"RoseLocust", {"ls", "lr", "lr"}, walk_of({rose_circles(R::Locust, M::CaptureOnly)})},
    {"Rao", {"ra", "ra", "ra"}, walk_of({rose_circles(R::Ride, M::MoveOnly), rose_circles(R::Lion, M::CaptureOnly)})},
    {"Spiralspringer", {"ss", "ss", "cs"}, walk_of({spiral_zigzags(false)})},
    {"DiagonalSpiralspringer", {"ds", "ds", "cd"}, walk_of({spiral_zigzags(true)})},
    {"Spiralspringer40", {"s4", "s4", "n4"}, walk_of({spiral_zigzags_from_even_leaps(7)})},
    {"Spiralspringer20", {"s2", "s2", "n2"}, walk_of({spiral_zigzags_from_even_leaps(3)})},
    {"DiagonalSpiralspringer33", {"s3", "s3", "n3"}, walk_of({spiral_zigzags_from_even_leaps(1)})},
    {"DiagonalSpiralspringer11", {"s1", "s1", "n1"}, walk_of({spiral_zigzags_from_even_leaps(5)})},
    // Equihoppers: over a hurdle as far beyond it as it stands away.
    {"Equihopper", {"eq", "eq", "ea"}, walk_of({equihops()})},
    {"NonstopEquihopper", {"ne", "ne", "eq"}, walk_of({nonstop_equihops()})},
    {"Orix", {"or", "or", "or"}, walk_of({lines(R::EquiHop, true, true)})},
    {"NonstopOrix", {"no", "no", "no"}, walk_of({nonstop_orix_hops()})},
    // Leaper-hoppers: over the piece a leap away, to the square one leap beyond.
    {"Kinghopper", {"kh", "kh", "sr"}, walk_of({lines(R::EquiLeap, true, true)})},
    {"Knighthopper", {"kp", "sh", "sv"}, walk_of({symmetric(R::EquiLeap, 1, 2)})},
    // The Kao moves as a knight and captures over a hurdle a knight's leap away.
    {"Kao", {"ko", "ko", "ko"}, walk_of({leap(1, 2, M::MoveOnly), symmetric(R::EquiLeap, 1, 2, M::CaptureOnly)})},
    {"KangarooLion", {"kl", "lk", "kl"}, walk_of({queen_lines(R::KangarooLion)})},
    {"Dolphin", {"do", "de", "dn"}, walk_of({queen_lines(R::Kangaroo), queen_lines(R::Hop)})},
    {"Scorpion", {"so", "so", "so"}, walk_of({queen_lines(R::Leap), queen_lines(R::Hop)})},
    // The Sting is a king that also hops as a grasshopper, its side's king (as Popeye).
    {"Sting", {"st", "st", "ep"}, walk_of({queen_lines(R::Leap), queen_lines(R::Hop)}), false, false, true},
    // The Edgehog rides as a queen, from the edge inwards or from inside to the edge.
    {"Edgehog", {"eh", "rd", "eh"}, crossing_edge(walk_of({queen_lines(R::Ride)}))},
    // The Orphan moves as the enemy pieces observing it (core/orphan.h).
    {"Orphan", {"o", "o", "o"}, {}, false, true, false, false, true},
    // The Dummy neither moves nor captures.
    {"Dummy", {"du", "du", "pi"}, {}, false, false},
    // Angle hoppers: over the first piece on the line, then one square on,
    // turned 45, 90 or 135 degrees either way (the Scarabeus: the knight's
    // leaps beside the line); the Hamster only back, to the square before the
    // hurdle, never capturing; the Marguerite as all of them and the grasshopper.
    {"Moose", {"m", "el", "e"}, walk_of({angle_hops(true, true, Turn::Eighth)})},
    {"Eagle", {"ea", "ad", "ai"}, walk_of({angle_hops(true, true, Turn::Quarter)})},
    {"Sparrow", {"sw", "sp", "m"}, walk_of({angle_hops(true, true, Turn::ThreeEighths)})},
    {"RookMoose", {"rm", "tc", "et"}, walk_of({angle_hops(true, false, Turn::Eighth)})},
    {"RookEagle", {"re", "ta", "at"}, walk_of({angle_hops(true, false, Turn::Quarter)})},
    {"RookSparrow", {"rw", "ts", "mt"}, walk_of({angle_hops(true, false, Turn::ThreeEighths)})},
    {"BishopMoose", {"bm", "lc", "ef"}, walk_of({angle_hops(false, true, Turn::Eighth)})},
    {"BishopEagle", {"be", "la", "af"}, walk_of({angle_hops(false, true, Turn::Quarter)})},
    {"BishopSparrow", {"bw", "ls", "mf"}, walk_of({angle_hops(false, true, Turn::ThreeEighths)})},
    {"Scarabeus", {"sc", "sr", "ss"}, walk_of({angle_hops(true, true, Turn::Knight)})},
    {"Hamster", {"ha", "ha", "ha"}, walk_of({angle_hops(true, true, Turn::Back, M::MoveOnly)})},
    {"Marguerite",
     {"mg", "mg", "mg"},
     walk_of({angle_hops(true, true, Turn::Straight | Turn::Eighth | Turn::Quarter | Turn::ThreeEighths),
              angle_hops(true, true, Turn::Back, M::MoveOnly)})},
    // Over a piece next to it, to any square beyond up to the next piece.
    {"ContraGrasshopper", {"cg", "kg", "sa"}, walk_of({queen_lines(R::ContraHop)})},
    // Two grasshopper hops, the second along any line of the piece.
    {"DoubleGrasshopper", {"dg", "dg", "ds"}, walk_of({queen_lines(R::DoubleHop)})},
    {"DoubleRookHopper", {"dk", "dt", "dt"}, walk_of({rook_lines(R::DoubleHop)})},
    {"DoubleBishopper", {"db", "dl", "df"}, walk_of({bishop_lines(R::DoubleHop)})},
    // Bouncers: back along the line as far as the first piece (or the edge's
    // far side) stands ahead.
    {"Bouncer", {"b1", "b1", "b1"}, walk_of({queen_lines(R::Bounce)})},
    {"RookBouncer", {"b2", "b2", "b2"}, walk_of({rook_lines(R::Bounce)})},
    {"BishopBouncer", {"b3", "b3", "b3"}, walk_of({bishop_lines(R::Bounce)})},
    // Lions over more hurdles: the Rabbit over two (as the Kangaroo lion), the Bob over four.
    {"Rabbit", {"rt", "he", "la"}, walk_of({with_distance(queen_lines(R::Lion), 2)})},
    {"Bob", {"bo", "bo", "bo"}, walk_of({with_distance(queen_lines(R::Lion), 4)})},
    // Lions of the Maorider and the Moarider: over the first piece of their course.
    {"MaoriderLion", {"ml", "ml", "ml"}, walk_of({symmetric(R::MaoRideLion, 1, 2)})},
    {"MoariderLion", {"mm", "mm", "mm"}, walk_of({symmetric(R::MoaRideLion, 1, 2)})},
    // Hunters: the Rook hunter moves up the board as a rook and down as a
    // bishop, the Bishop hunter up as a bishop and down as a rook, for either side.
    {"RookHunter",
     {"rr", "tj", "tc"},
     walk_of(
         {vectors(R::Ride, M::MoveAndCapture, {{0, 1}}), vectors(R::Ride, M::MoveAndCapture, {{1, -1}, {-1, -1}})})},
    {"BishopHunter",
     {"br", "lj", "fc"},
     walk_of({vectors(R::Ride, M::MoveAndCapture, {{1, 1}, {-1, 1}}), vectors(R::Ride, M::MoveAndCapture, {{0, -1}})})},
    {"Querquisite", {"qq", "od", "qq"}, Querquisite},
    {"EagleEquihopper", {"ee", "ae", "ae"}, walk_of({lines(R::EagleEquiHop, true, true), eagle_equileaps()})},
    // Pawned pieces: a piece's walk and a pawn's steps or captures, never promoting.
    {"Dragon", {"dr", "dr", "dr"}, walk_of({leap(1, 2), pawn_steps(), pawn_captures()})},
    {"Gryphon", {"gy", "gy", "gy"}, walk_of({bishop_lines(R::Ride), pawn_steps()})},
    {"Ship", {"sh", "sc", "ba"}, walk_of({rook_lines(R::Ride), pawn_captures()})},
    {"BoyScout", {"bt", "pf", "bt"}, walk_of({scout_zigzags(true)})},
    {"GirlScout", {"gt", "pn", "gt"}, walk_of({scout_zigzags(false)})},
    {"Quintessence", {"qn", "qn", "qn"}, walk_of({quintessence_zigzags()})},
    // The Bouncy knight leaps on from an empty edge square, up to twice; the
    // Ubi-Ubi leaps on from every empty square it reaches.
    {"BouncyKnight", {"bk", "rs", "cr"}, walk_of({with_distance(symmetric(R::BouncyLeap, 1, 2), 2)})},
    {"UbiUbi", {"uu", "uu", "uu"}, walk_of({symmetric(R::LeapFlood, 1, 2)})},
    // Reflecting bishops: off the edge up to four times, the Archbishop once.
    {"ReflectingBishop", {"rb", "rl", "fr"}, walk_of({with_distance(bishop_lines(R::Reflect), 4)})},
    {"Archbishop", {"ar", "er", "ar"}, walk_of({with_distance(bishop_lines(R::Reflect), 1)})},
    // The Erlking moves as a king and is not royal.
    {"Erlking", {"ek", "ek", "re"}, walk_of({queen_lines(R::Leap)})},
    // Tree and leaf hoppers: over a piece a leap away, one leap of the same
    // length on from it (tree) or from the start (leaf); lesser: along the
    // queen's lines, greater: every leap.
    {"Treehopper", {"th", "uh", "sb"}, walk_of({radial_hops(R::TreeHop, false)})},
    {"Leafhopper", {"lh", "bh", "se"}, walk_of({radial_hops(R::LeafHop, false)})},
    {"GreaterTreehopper", {"ge", "gu", "sm"}, walk_of({radial_hops(R::TreeHop, true)})},
    {"GreaterLeafhopper", {"gf", "gb", "su"}, walk_of({radial_hops(R::LeafHop, true)})},
    // The Radial knight hops as the Greater treehopper, over enemy pieces only.
    {"RadialKnight", {"rk", "rp", "cl"}, walk_of({radial_hops(R::EnemyTreeHop, true)})},
    // Argentinian pieces: capture as the queen, rook or bishop; move only
    // over the first piece on the line, to any square beyond up to the next.
    {"Senora", {"se", "se", "dg"}, walk_of({queen_lines(R::Ride, M::CaptureOnly), queen_lines(R::Lion, M::MoveOnly)})},
    {"Faro", {"fa", "fa", "fa"}, walk_of({rook_lines(R::Ride, M::CaptureOnly), rook_lines(R::Lion, M::MoveOnly)})},
    {"Loco", {"lo", "lo", "lo"}, walk_of({bishop_lines(R::Ride, M::CaptureOnly), bishop_lines(R::Lion, M::MoveOnly)})},
    // The Maohopper and Moahopper leap as the Mao and the Moa over a piece
    // on the square passed; the Saltador moves as both and captures as the
    // Mao and the Moa.
    {"Maohopper", {"ah", "ah", "as"}, walk_of({symmetric(R::MaoHop, 1, 2)})},
    {"Moahopper", {"oh", "oh", "os"}, walk_of({symmetric(R::MoaHop, 1, 2)})},
    {"Saltador", {"sa", "sa", "sl"},
     walk_of({symmetric(R::MaoHop, 1, 2, M::MoveOnly), symmetric(R::MoaHop, 1, 2, M::MoveOnly),
              symmetric(R::Mao, 1, 2, M::CaptureOnly), symmetric(R::Moa, 1, 2, M::CaptureOnly)})},
};

static_assert(std::size(Catalogue) <= PieceTypeCount, "PieceTypeCount must hold every piece type");

std::string lower(std::string_view text) {
  std::string result(text);
  for (char& c : result) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return result;
}

}  // namespace

std::span<const PieceKind> piece_kinds() { return Catalogue; }

const PieceKind& kind_of(PieceType type) { return Catalogue[index(type)]; }

Bitboard field_bound(PieceType type, Side side, Square from) {
  using Bounds = std::array<std::array<std::array<Bitboard, 64>, 2>, PieceTypeCount>;
  static const Bounds bounds = [] {
    Bounds all{};
    for (std::size_t type = 0; type < std::size(Catalogue); ++type)
      for (const Side side : {Side::White, Side::Black})
        for (int square = 0; square < 64; ++square) {
          const PieceKind& kind = Catalogue[type];
          all[type][index(side)][square] =
              kind.borrows_walks ? ~Bitboard{0} : walk_field_bound(kind.walk, side, static_cast<Square>(square));
        }
    return all;
  }();
  return bounds[index(type)][index(side)][from];
}

PieceType piece_type_with_code(int language, std::string_view code) {
  const std::string wanted = lower(code);
  for (std::size_t i = 1; i < std::size(Catalogue); ++i)
    if (Catalogue[i].codes[language] == wanted) return static_cast<PieceType>(i);
  return PieceType::None;
}

PieceType piece_type_named(std::string_view name) {
  for (std::size_t i = 1; i < std::size(Catalogue); ++i)
    if (Catalogue[i].name == name) return static_cast<PieceType>(i);
  return PieceType::None;
}

std::span<const PieceType> marine_officers() {
  static const std::array<PieceType, 4> officers = {piece_type_named("Sirene"), piece_type_named("Triton"),
                                                    piece_type_named("Nereide"), piece_type_named("MarineKnight")};
  return officers;
}

std::string type_codes_text(std::span<const PieceType> types) {
  std::string text;
  for (const PieceType type : types) {
    text += ' ';
    for (const char c : kind_of(type).codes[0]) text += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return text;
}

}  // namespace feerie
