#include "rules/mars/mars_circe.h"

#include "core/diagram_squares.h"
#include "core/position.h"
#include "rules/circe/circe_square.h"
#include "rules/circe/variant_words.h"
#include "rules/registry.h"

namespace feerie {

namespace {

constexpr unsigned bit(MoveScope scope) { return static_cast<unsigned>(scope); }

const char* keyword(MarsKind kind) {
  switch (kind) {
    case MarsKind::Mars: return "MarsCirce";
    case MarsKind::AntiMars: return "AntiMarsCirce";
    case MarsKind::Phantom: return "PhantomChess";
  }
  return "";
}

// Popeye's default: kings take part in Mars and Anti-Mars Circe, not in Phantom chess.
bool default_rex_inclusive(MarsKind kind) { return kind != MarsKind::Phantom; }

std::unique_ptr<Condition> read_mars(MarsKind kind, RebirthRule where, ConditionWords& words) {
  CirceVariant variant;
  variant.where = where;
  variant.occupied = OccupiedRebirth::Illegal;
  bool rex_inclusive = default_rex_inclusive(kind);
  for (;;) {
    spell_out_circe_variant(words);
    if (read_rebirth_modifier(words, variant)) {
      // read into the variant
    } else if (const std::optional<bool> rex = read_rex_word(words)) {
      rex_inclusive = *rex;
    } else {
      break;
    }
  }
  const std::string name = keyword(kind);
  refuse_unread_circe_variant(words, name);
  if (variant.occupied == OccupiedRebirth::Lost)
    throw ConditionError(name +
                         " Relaxed is not supported: a piece moves from its rebirth square only when it is empty");
  // Popeye too refuses it: the capture's vector is no part of a rebirth square found before the move.
  if (variant.where.place == RebirthPlace::Equipollents)
    throw ConditionError(name + ": the Circe variant Equipollents is not supported");
  // Popeye's departures from the Rank square differ from the square found
  // as for a capture (not yet followed).
  if (variant.where.place == RebirthPlace::Rank) throw ConditionError(name + ": the Circe variant Rank is not supported");
  const RebirthRule& place = variant.where;
  if (kind == MarsKind::Phantom &&
      (place.place != RebirthPlace::Classic || place.mirror || place.diametral || place.vertical_mirror))
    throw ConditionError(
        "PhantomChess with a rebirth place other than the classic one is not supported (Popeye moves from the "
        "classic square and checks from the variant's)");
  return std::make_unique<MarsCirce>(kind, std::move(variant), rex_inclusive);
}

RebirthRule mirrored() {
  RebirthRule rule;
  rule.mirror = true;
  return rule;
}

RebirthRule antipodean() {
  RebirthRule rule;
  rule.place = RebirthPlace::Antipodes;
  return rule;
}

}  // namespace

std::string MarsCirce::name() const {
  std::string text = keyword(kind_) + variant_.where.words(variant_.occupied_word);
  // Popeye writes the kings' part only where it is not the default.
  if (rex_inclusive_ != default_rex_inclusive(kind_)) text += rex_inclusive_ ? " RexInclusive" : " RexExclusive";
  return text;
}

unsigned MarsCirce::relocated_moves() const {
  switch (kind_) {
    case MarsKind::Mars: return bit(MoveScope::Captures) | bit(MoveScope::Castling);
    case MarsKind::AntiMars:
      return bit(MoveScope::NonCaptures) | bit(MoveScope::Castling) | bit(MoveScope::CastlingPartner);
    case MarsKind::Phantom: return bit(MoveScope::Captures) | bit(MoveScope::NonCaptures);
  }
  return 0;
}

Square MarsCirce::rebirth_start(const Position& position, Square square, Side side, Bitboard occupied) const {
  const Piece piece{position.piece_on(square).type, side};
  const Square diagram = variant_.where.place == RebirthPlace::Diagram ? diagram_squares(position)[square] : NoSquare;
  const Square rebirth = rebirth_square(variant_.where, piece, square, square, square, diagram);
  if (rebirth == NoSquare || (rebirth != square && (occupied & square_bb(rebirth)))) return NoSquare;
  return rebirth;
}

void MarsCirce::departures(const Position& position, Square square, Side side, MoveScope scope, Bitboard occupied,
                           Departures& out) const {
  if (scope == MoveScope::CastlingPartner) {
    // Popeye finds the rook's classic square, whatever the variant.
    const Square corner = circe_square(Piece{PieceType::Rook, side}, square);
    if (corner != square && !(occupied & square_bb(corner))) out.add(corner);
    return;
  }
  // A royal piece under RexExclusive moves from its own square alone, and
  // castles from there only with its right.
  if (!rex_inclusive_ && (position.kings(side) & square_bb(square))) {
    if (scope != MoveScope::Castling) out.add(square);
    return;
  }
  if (kind_ == MarsKind::Phantom) out.add(square);
  if (const Square rebirth = rebirth_start(position, square, side, occupied); rebirth != NoSquare) out.add(rebirth);
}

std::unique_ptr<Condition> make_mars_circe(ConditionWords& words) { return read_mars(MarsKind::Mars, {}, words); }
std::unique_ptr<Condition> make_mars_mirror_circe(ConditionWords& words) {
  return read_mars(MarsKind::Mars, mirrored(), words);
}
std::unique_ptr<Condition> make_anti_mars_circe(ConditionWords& words) {
  return read_mars(MarsKind::AntiMars, {}, words);
}
std::unique_ptr<Condition> make_anti_mars_mirror_circe(ConditionWords& words) {
  return read_mars(MarsKind::AntiMars, mirrored(), words);
}
std::unique_ptr<Condition> make_anti_mars_antipodean_circe(ConditionWords& words) {
  return read_mars(MarsKind::AntiMars, antipodean(), words);
}
std::unique_ptr<Condition> make_phantom_chess(ConditionWords& words) { return read_mars(MarsKind::Phantom, {}, words); }

}  // namespace feerie
