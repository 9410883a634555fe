#include "rules/paralysis/paralysis_table.h"

#include <initializer_list>
#include <span>
#include <utility>

#include "core/position.h"

namespace feerie {

namespace {

using Pair = std::pair<PieceType, PieceType>;  // paralyser, paralysed

ParalysisTable table_of(std::initializer_list<Pair> pairs) {
  ParalysisTable table;
  for (const auto& [paralyser, victim] : pairs) table.paralysed[index(paralyser)].set(index(victim));
  return table;
}

constexpr PieceType P = PieceType::Pawn, S = PieceType::Knight, B = PieceType::Bishop, R = PieceType::Rook,
                    Q = PieceType::Queen, K = PieceType::King;

// Union of the capture fields of the given pieces.
Bitboard field_of(Bitboard pieces, Piece piece, Bitboard occupied) {
  Bitboard field = 0;
  while (pieces) field |= attacks_of(piece, pop_lowest(pieces), occupied);
  return field;
}

}  // namespace

ParalysisTable eiffel_table(EiffelCycle cycle) {
  switch (cycle) {
    case EiffelCycle::Standard: return table_of({{P, S}, {S, B}, {B, R}, {R, Q}, {Q, P}});
    case EiffelCycle::QueenBishopRookKnight: return table_of({{Q, B}, {B, Q}, {R, S}, {S, R}});
    case EiffelCycle::KnightQueenRookBishop: return table_of({{S, Q}, {Q, R}, {R, B}, {B, S}});
    case EiffelCycle::KnightBishopRookQueen: return table_of({{S, B}, {B, R}, {R, Q}, {Q, S}});
    case EiffelCycle::KingQueenRook: return table_of({{K, Q}, {Q, R}, {R, K}});
  }
  return {};
}

ParalysisTable madrasi_table(bool rex_inclusive) {
  ParalysisTable table;
  for (int type = index(P); type < PieceTypeCount; ++type)
    if (type != index(K) || rex_inclusive) table.paralysed[type].set(type);
  return table;
}

std::string eiffel_cycle_words(EiffelCycle cycle) {
  switch (cycle) {
    case EiffelCycle::Standard: return "";
    case EiffelCycle::QueenBishopRookKnight: return "QB RS";
    case EiffelCycle::KnightQueenRookBishop: return "SQRB";
    case EiffelCycle::KnightBishopRookQueen: return "SBRQ";
    case EiffelCycle::KingQueenRook: return "KQR";
  }
  return "";
}

Material Material::of(const Position& position) {
  Material material;
  for (const Side side : {Side::White, Side::Black})
    for (Bitboard men = position.pieces(side); men;) {
      const Square square = pop_lowest(men);
      material.add(side, position.piece_on(square).type, square_bb(square));
    }
  material.occupied = position.occupied();
  return material;
}

void Material::add(Side side, PieceType type, Bitboard squares) {
  for (int i = 0; i < count; ++i)
    if (groups[i].side == side && groups[i].type == type) {
      groups[i].squares |= squares;
      return;
    }
  groups[count++] = {side, type, squares};
}

void Material::capture(Square from, Square to, PieceType arrival) {
  const Bitboard from_bb = square_bb(from), to_bb = square_bb(to);
  std::array<Group, 2> movers;  // a neutral mover is in a group of each side
  int mover_count = 0;
  for (int i = 0; i < count; ++i) {
    Group& group = groups[i];
    if (group.squares & from_bb) movers[mover_count++] = group;
    group.squares &= ~(from_bb | to_bb);
  }
  for (int i = 0; i < mover_count; ++i)
    add(movers[i].side, arrival == PieceType::None ? movers[i].type : arrival, to_bb);
  occupied = (occupied & ~from_bb) | to_bb;
}

Bitboard observed_pieces(const Material& material, const ParalysisTable& table, Side observed) {
  const Side observer = opponent(observed);
  const std::span<const Material::Group> groups(material.groups.data(), material.count);
  Bitboard result = 0;
  for (const Material::Group& paralysers : groups) {
    if (paralysers.side != observer || !paralysers.squares) continue;
    const std::bitset<PieceTypeCount>& victims = table.paralysed[index(paralysers.type)];
    if (victims.none()) continue;
    Bitboard targets = 0;
    for (const Material::Group& group : groups)
      if (group.side == observed && victims[index(group.type)]) targets |= group.squares;
    if (!targets) continue;
    result |= targets & field_of(paralysers.squares, Piece{paralysers.type, observer}, material.occupied);
  }
  return result;
}

namespace {

// The pawn that has just double-stepped is observed by the pawns that could take it en passant.
Bitboard observed_en_passant(const Position& position, const ParalysisTable& table) {
  const Square passed = position.en_passant();
  if (passed == NoSquare || !table.paralyses(P, P)) return 0;
  // The square passed over tells who stepped: it may still be that side's
  // turn after a series pass (Position::skip_turn).
  const Side stepper = rank_of(passed) == 2 ? Side::White : Side::Black;
  const Side taker = opponent(stepper);
  if (!(pawn_attacks(stepper, passed) & position.pieces(taker, P))) return 0;
  return square_bb(position.en_passant_pawn());
}

}  // namespace

Bitboard observed_pieces(const Position& position, const ParalysisTable& table) {
  const Material material = Material::of(position);
  return observed_pieces(material, table, Side::White) | observed_pieces(material, table, Side::Black) |
         observed_en_passant(position, table);
}

Bitboard observed_among(const Position& position, const ParalysisTable& table, Bitboard candidates) {
  Bitboard result = candidates & observed_en_passant(position, table);
  const Bitboard occupied = position.occupied();
  for (Bitboard rest = candidates & ~result; rest;) {
    const Square square = pop_lowest(rest);
    const Piece victim = position.piece_on(square);
    // The observers first, then their types: there are far more types
    // than observers.
    for (Bitboard observers = position.observers(square, opponent(victim.side), occupied); observers;)
      if (table.paralyses(position.piece_on(pop_lowest(observers)).type, victim.type)) {
        result |= square_bb(square);
        break;
      }
  }
  return result;
}

}  // namespace feerie
