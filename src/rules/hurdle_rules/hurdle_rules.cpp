#include "rules/hurdle_rules/hurdle_rules.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "core/piece_catalogue.h"
#include "core/position.h"

namespace feerie {

namespace {

// Popeye's hoppers that may carry hurdle rules.
constexpr std::string_view RuledHoppers[] = {
    "Grasshopper", "Grasshopper2",   "Grasshopper3",     "NightriderHopper", "CamelriderHopper",  "ZebrariderHopper",
    "GnuriderHopper", "RookHopper",  "BishopHopper",     "Equihopper",       "NonstopEquihopper", "Kinghopper",
    "Knighthopper",   "Orix",        "NonstopOrix",      "Moose",            "RookMoose",         "BishopMoose",
    "Eagle",          "RookEagle",   "BishopEagle",      "Sparrow",          "RookSparrow",       "BishopSparrow",
    "Leo",            "Pao",         "Vao",              "Nao",              "Lion",              "RookLion",
    "BishopLion",     "NightriderLion", "ContraGrasshopper"};

bool may_carry_hurdle_rules(PieceType type) {
  return std::any_of(std::begin(RuledHoppers), std::end(RuledHoppers),
                     [type](std::string_view name) { return piece_type_named(name) == type; });
}

// The hurdle's side once hopped over: its own, changed where the hopper
// changes it (a neutral one acts for the hopper's side). It makes its move
// for that side under Dob, for the hopper's under Bul; a pawn promotes on
// that side's last rank.
Side hurdle_side(Piece hopper, Piece hurdle, Side mover) {
  if (hurdle.neutral) return mover;
  const bool recoloured = (hopper.hurdle_rules & HurdleRule::ColourChanging) && hurdle.type != PieceType::King;
  return recoloured ? opponent(hurdle.side) : hurdle.side;
}
Side moving_side(Piece hopper, Piece hurdle, Side mover) {
  return hopper.hurdle_rules & HurdleRule::Bul ? mover : hurdle_side(hopper, hurdle, mover);
}

// The empty squares the hurdle on `square` moves to by the walk of `walk`
// for `side`, on the board `occupied`.
Bitboard targets_by(PieceType walk, Side side, Square square, Bitboard occupied) {
  const Bitboard empty = ~occupied;
  switch (walk) {
    case PieceType::Pawn: {
      if (relative_rank(side, square) == 0 || relative_rank(side, square) == 7) return 0;
      const Square one = static_cast<Square>(square + forward(side));
      if (occupied & square_bb(one)) return 0;
      Bitboard targets = square_bb(one);
      if (relative_rank(side, square) == 1 && (empty & square_bb(static_cast<Square>(one + forward(side)))))
        targets |= square_bb(static_cast<Square>(one + forward(side)));
      return targets;
    }
    case PieceType::Knight: return knight_attacks(square) & empty;
    case PieceType::Bishop: return bishop_attacks(square, occupied) & empty;
    case PieceType::Rook: return rook_attacks(square, occupied) & empty;
    case PieceType::Queen: return queen_attacks(square, occupied) & empty;
    case PieceType::King: return king_attacks(square) & empty;
    default: return walk_field(kind_of(walk).walk, side, square, occupied, Field::Moves) & empty;
  }
}

// Where the hurdle on `hurdle` may go once `hopper` of `mover` (a Bul or
// Dob hopper) has hopped over it from `from` to `to`.
Bitboard hurdle_targets(const Position& position, Piece hopper, Side mover, Square from, Square to, Square hurdle) {
  const Piece man = position.piece_on(hurdle);
  const PieceType walk = hopper.hurdle_rules & HurdleRule::Bul ? hopper.type : man.type;
  const Bitboard after = (position.occupied() & ~square_bb(from)) | square_bb(to);
  return targets_by(walk, moving_side(hopper, man, mover), hurdle, after);
}

// Does the walk turn at its hurdle (the angle hoppers), and so perhaps reach
// a square over two?
bool turns_at_hurdle(const Walk& walk) {
  return std::any_of(walk.parts.begin(), walk.parts.begin() + walk.count,
                     [](const WalkPart& part) { return part.reach == Reach::AngleHop; });
}

// The hurdle a hopper with rules that move it went over (one course only:
// refusal()), on the board as it stood before the move; NoSquare if none.
Square single_hurdle(const Walk& walk, Side side, Square from, Square to, Bitboard occupied, bool capture) {
  std::array<Square, MaxHurdles> found;
  return hurdles(walk, side, from, to, occupied, capture, found) > 0 ? found[0] : NoSquare;
}

}  // namespace

void HurdleRules::expand(Position& position, const Move& move, MoveList& out) const {
  const Piece hopper = position.piece_on(move.from);
  if (!hopper.hurdle_rules || move.is_castling()) {
    out.push(move);
    return;
  }
  const Side mover = position.side_to_move();
  const Walk& walk = kind_of(hopper.type).walk;
  std::array<Square, MaxHurdles> found;
  const int count = hurdles(walk, mover, move.from, move.to, position.occupied(), position.is_capture(move), found);
  if (count == 0) {
    out.push(move);
    return;
  }
  if (!(hopper.hurdle_rules & HurdleRule::Moving)) {
    // Each course its move, the hurdle whose colour changes named.
    for (int i = 0; i < count; ++i) {
      Move course = move;
      course.choice_square = found[i];
      out.push(course);
    }
    return;
  }
  const Square hurdle = found[0];
  const Piece man = position.piece_on(hurdle);
  const Side pawn_side = hurdle_side(hopper, man, mover);
  for (Bitboard targets = hurdle_targets(position, hopper, mover, move.from, move.to, hurdle); targets;) {
    Move moved = move;
    moved.choice_square = pop_lowest(targets);
    if (man.type != PieceType::Pawn || relative_rank(pawn_side, moved.choice_square) != 7) {
      out.push(moved);
      continue;
    }
    for (const PieceType promotion : position.promotion_types(PieceType::Pawn)) {
      const std::uint8_t variants = position.promotion_hurdle_rules(promotion);
      for (std::uint8_t rules = 0; rules < 8; ++rules)
        if (variants & (1 << rules)) {
          moved.choice_type = promotion;
          moved.promoted_hurdle_rules = rules & 7;
          out.push(moved);
        }
    }
  }
}

void HurdleRules::consequences(Position& position, const Displacement& displacement) const {
  const Piece hopper = displacement.mover;
  const Move& move = displacement.move;
  if (!hopper.hurdle_rules || move.choice_square == NoSquare) return;
  Square hurdle = move.choice_square;
  if (hopper.hurdle_rules & HurdleRule::Moving) {
    // The board before the move: the hopper back on its square (what it
    // took stood on `to`, never between).
    const Bitboard before = (position.occupied() & ~square_bb(move.to)) | square_bb(move.from);
    hurdle = single_hurdle(kind_of(hopper.type).walk, hopper.side, move.from, move.to, before,
                           !displacement.captured.empty());
    if (hurdle == NoSquare) return;
  }
  if (hopper.hurdle_rules & HurdleRule::ColourChanging) {
    Piece man = position.piece_on(hurdle);
    if (man.type != PieceType::King && !man.neutral) {
      man.side = opponent(man.side);
      position.change(hurdle, man, EffectKind::Convert);
    }
  }
  if (!(hopper.hurdle_rules & HurdleRule::Moving)) return;
  const Piece man = position.piece_on(hurdle);
  position.remove(hurdle);
  position.add(move.choice_square, man);
  if (move.choice_type != PieceType::None) {
    Piece promoted = man;
    promoted.type = move.choice_type;
    promoted.hurdle_rules = move.promoted_hurdle_rules;
    position.change(move.choice_square, promoted, EffectKind::Promote);
  }
}

bool HurdleRules::check_counts(const Position& position, Square attacker, Square king) const {
  const Piece hopper = position.piece_on(attacker);
  if (!(hopper.hurdle_rules & HurdleRule::Moving)) return true;
  // The check of a Bul or Dob hopper is its capture of the king, which its
  // hurdle must be able to follow (as Popeye, which plays the capture).
  const Piece target = position.piece_on(king);
  const Side mover = !hopper.neutral ? hopper.side
                     : target.empty() ? opponent(position.side_to_move())
                                      : opponent(target.side);
  const Square hurdle = single_hurdle(kind_of(hopper.type).walk, mover, attacker, king, position.occupied(), true);
  return hurdle == NoSquare || hurdle_targets(position, hopper, mover, attacker, king, hurdle) != 0;
}

unsigned HurdleRules::handled_attributes() const {
  return static_cast<unsigned>(PieceAttribute::HurdleRules) | static_cast<unsigned>(PieceAttribute::Neutral) |
         static_cast<unsigned>(PieceAttribute::Royal);
}

std::string HurdleRules::refusal(const Position& position) const {
  bool dob = false;
  for (Bitboard men = position.men(); men;) {
    const Piece piece = position.piece_on(pop_lowest(men));
    if (!piece.hurdle_rules) continue;
    if (!may_carry_hurdle_rules(piece.type))
      return "HurdleColourChanging, Bul and Dob are only for some hoppers (grasshoppers, equihoppers, lions, "
             "Chinese pieces, the contra-grasshopper, angle hoppers)";
    if ((piece.hurdle_rules & HurdleRule::Moving) == HurdleRule::Moving) return "a hopper cannot be both Bul and Dob";
    if ((piece.hurdle_rules & HurdleRule::Moving) && turns_at_hurdle(kind_of(piece.type).walk))
      return "Bul and Dob on hoppers that may reach a square over two hurdles are not supported";
    dob = dob || (piece.hurdle_rules & HurdleRule::Dob);
  }
  if (dob)
    for (Bitboard fairy = position.fairy_pieces(); fairy;) {
      const PieceKind& kind = kind_of(position.piece_on(pop_lowest(fairy)).type);
      if (kind.pawn_like || kind.borrows_walks)
        return "Dob beside pawn-like fairy pieces or orphans (a hurdle moving by their walks) is not supported";
    }
  return {};
}

std::unique_ptr<Condition> make_hurdle_rules() { return std::make_unique<HurdleRules>(); }

}  // namespace feerie
