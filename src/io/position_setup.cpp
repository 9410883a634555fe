#include "io/position_setup.h"

#include <algorithm>
#include <tuple>

#include "core/piece_catalogue.h"
#include "rules/functionary/functionary.h"
#include "rules/hurdle_rules/hurdle_rules.h"
#include "rules/paralysing/paralysing_pieces.h"
#include "rules/registry.h"

namespace feerie {

namespace {

std::uint8_t castling_rights(const Position& position, const std::vector<Square>& no_castling) {
  const struct {
    Square square;
    Piece piece;
  } homes[] = {{4, {PieceType::King, Side::White}},  {0, {PieceType::Rook, Side::White}},
               {7, {PieceType::Rook, Side::White}},  {60, {PieceType::King, Side::Black}},
               {56, {PieceType::Rook, Side::Black}}, {63, {PieceType::Rook, Side::Black}}};
  std::uint8_t rights = 0;
  for (const auto& home : homes) {
    const bool refused = std::find(no_castling.begin(), no_castling.end(), home.square) != no_castling.end();
    // A king or rook of its side, whatever its attributes (a half-neutral
    // king castles, as Popeye), but a neutral one.
    const Piece piece = position.piece_on(home.square);
    if (piece.type == home.piece.type && piece.side == home.piece.side && !piece.neutral && !refused)
      rights |= castling::bit_of(home.square);
  }
  return rights;
}

const char* side_name(Side side) { return side == Side::White ? "White" : "Black"; }

void check_kings_and_pawns(const Position& position, const Rules& rules) {
  for (const Side side : {Side::White, Side::Black}) {
    const int kings = popcount(position.kings(side));
    if (kings > 1 && !rules.allows_several_kings())
      throw ImpossiblePosition(std::string(side_name(side)) + " has " + std::to_string(kings) + " kings");
    Bitboard pawns = position.pieces(side, PieceType::Pawn);
    while (pawns) {
      const Square square = pop_lowest(pawns);
      if (relative_rank(side, square) == 7 && !rules.allows_latent_pawns())
        throw ImpossiblePosition(std::string(side_name(side)) + " pawn on its promotion rank (" + square_name(square) +
                                 ")");
    }
  }
}

// Q R B S (for a marine pawn the marine pieces), then every other type of
// the diagram that a pawn may become (as Popeye: a marine pawn may become a
// knight when one stands in the diagram). Where a rule lets a pawn stay on its
// last rank, first the pawn itself (as Popeye's order).
void set_promotions(Position& position, const Rules& rules) {
  const auto with_diagram_types = [&position](std::vector<PieceType> types) {
    for (std::size_t type = index(PieceType::Pawn); type < piece_kinds().size(); ++type)
      if (piece_kinds()[type].promotion && position.pieces(static_cast<PieceType>(type)) &&
          std::find(types.begin(), types.end(), static_cast<PieceType>(type)) == types.end())
        types.push_back(static_cast<PieceType>(type));
    return types;
  };
  std::vector<PieceType> orthodox{PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};
  // A condition may name the types itself (PromOnly).
  std::vector<PieceType> named;
  for (const auto& condition : rules.conditions())
    if (std::vector<PieceType> types = condition->promotion_only(); !types.empty()) named = std::move(types);
  if (rules.allows_latent_pawns()) {
    orthodox.insert(orthodox.begin(), PieceType::Pawn);
    if (!named.empty()) named.insert(named.begin(), PieceType::Pawn);
  }
  position.set_promotion_types(named.empty() ? with_diagram_types(orthodox) : named);
  const auto marine = marine_officers();
  position.set_marine_promotion_types(with_diagram_types({marine.begin(), marine.end()}));
  // A pawn promotes to a type with each set of hurdle rules its pieces in
  // the diagram have (HurdleRule), and to the plain piece if one of them is
  // plain or it is one of Q R B S.
  for (std::size_t type = 0; type < piece_kinds().size(); ++type) {
    const Bitboard men = position.pieces(static_cast<PieceType>(type));
    const bool orthodox = type >= index(PieceType::Knight) && type <= index(PieceType::Queen);
    std::uint8_t rules = men && !orthodox ? 0 : 1;
    for (Bitboard rest = men; rest;)
      rules |= static_cast<std::uint8_t>(1 << position.piece_on(pop_lowest(rest)).hurdle_rules);
    position.set_promotion_hurdle_rules(static_cast<PieceType>(type), rules);
  }
}

// Does a piece of the diagram capture elsewhere than where it lands (a locust)?
bool captures_remotely(const Position& position) {
  for (Bitboard fairy = position.fairy_pieces(); fairy;)
    if (captures_remotely(kind_of(position.piece_on(pop_lowest(fairy)).type).walk)) return true;
  return false;
}

// Does the diagram have a functionary (Piece::functionary)?
bool has_functionaries(const Position& position) {
  for (Bitboard men = position.men(); men;)
    if (position.piece_on(pop_lowest(men)).functionary) return true;
  return false;
}

// Does a hopper of the diagram change or move its hurdle (Piece::hurdle_rules)?
bool has_hurdle_rules(const Position& position) {
  for (Bitboard fairy = position.fairy_pieces(); fairy;)
    if (position.piece_on(pop_lowest(fairy)).hurdle_rules) return true;
  return false;
}

// Does a piece of the diagram walk by the sides of the pieces around it (the Radial knight)?
bool sides_matter(const Position& position) {
  for (Bitboard fairy = position.fairy_pieces(); fairy;)
    if (sides_matter(kind_of(position.piece_on(pop_lowest(fairy)).type).walk)) return true;
  return false;
}

// a=>b: position A must be a position of its own right, as the diagram B.
void check_start(const Stipulation& stipulation, const Rules& rules) {
  Position start;
  for (const auto& [square, piece] : stipulation.start) start.put(square, piece);
  check_kings_and_pawns(start, rules);
}

}  // namespace

std::vector<Side> sides_without_king(const Position& position) {
  std::vector<Side> sides;
  for (const Side side : {Side::White, Side::Black})
    if (!position.kings(side)) sides.push_back(side);
  return sides;
}

Rules rules_of(const Diagram& diagram) {
  Rules rules;
  add_conditions(diagram.condition_words, rules);
  if (std::any_of(diagram.board.begin(), diagram.board.end(), [](Piece piece) { return piece.paralysing; }))
    rules.add(make_paralysing_pieces());
  if (std::any_of(diagram.board.begin(), diagram.board.end(), [](Piece piece) { return piece.functionary; }))
    rules.add(make_functionary_pieces());
  if (std::any_of(diagram.board.begin(), diagram.board.end(), [](Piece piece) { return piece.hurdle_rules != 0; }))
    rules.add(make_hurdle_rules());
  return rules;
}

void set_up_position(Position& position, const Diagram& diagram, const Problem& problem, const Rules& rules) {
  position.clear();
  for (const PlacedPiece& placed : pieces_of(diagram.board)) position.put(placed.square, placed.piece);
  check_kings_and_pawns(position, rules);
  for (const auto& [attribute, present, name] :
       {std::tuple{PieceAttribute::Neutral, position.neutral_pieces() != 0, "neutral pieces"},
        std::tuple{PieceAttribute::Royal, position.royal_pieces() != 0, "royal pieces"},
        std::tuple{PieceAttribute::RemoteCapture, captures_remotely(position), "pieces capturing by hopping over"},
        std::tuple{PieceAttribute::BorrowedWalk, position.orphans() != 0, "orphans"},
        std::tuple{PieceAttribute::Chameleon, position.chameleons() != 0, "chameleon pieces"},
        std::tuple{PieceAttribute::Kamikaze, position.kamikazes() != 0, "kamikaze pieces"},
        std::tuple{PieceAttribute::Uncapturable, position.uncapturables() != 0, "uncapturable pieces"},
        std::tuple{PieceAttribute::HalfNeutral, position.half_neutrals() != 0, "half-neutral pieces"},
        std::tuple{PieceAttribute::Paralysing, position.paralysing_pieces() != 0, "paralysing pieces"},
        std::tuple{PieceAttribute::Functionary, has_functionaries(position), "functionary pieces"},
        std::tuple{PieceAttribute::HurdleRules, has_hurdle_rules(position),
                   "hoppers with hurdle rules (Bul, Dob, HurdleColourChanging)"},
        std::tuple{PieceAttribute::SidedWalk, sides_matter(position), "pieces hopping over enemy pieces only"}})
    if (const Condition* condition = rules.not_handling(static_cast<unsigned>(attribute)); condition && present)
      throw UnsupportedPosition(std::string(name) + " under " + condition->name() + " are not supported");
  // WhiteToPlay makes White start a help play, a structured stipulation
  // may name the other side: the side to move is the one the solving starts with.
  const Stipulation stipulation = with_options(diagram.stipulation, problem.options);
  const Side first = starting_side(stipulation);
  const Side to_move = stipulation.sides_exchanged ? opponent(first) : first;
  position.set_restricted_side(restricted_side(stipulation, to_move));
  for (const auto& condition : rules.conditions())
    if (const std::string refusal = condition->refusal(position); !refusal.empty()) throw UnsupportedPosition(refusal);
  // A neutral orphan would be observed by its own side's pieces as by the enemy's.
  if (position.orphans() & position.neutral_pieces()) throw UnsupportedPosition("neutral orphans are not supported");
  // An orphan borrows walks without their sides (attacks_of).
  if (position.orphans() && sides_matter(position))
    throw UnsupportedPosition("orphans beside pieces hopping over enemy pieces only are not supported");
  set_promotions(position, rules);
  position.set_chameleon_promotions(position.chameleons() != 0);
  position.set_side_to_move(to_move);
  position.set_castling(castling_rights(position, problem.no_castling));
  position.set_exclusive_castlings(problem.exclusive_castlings);
  if (problem.en_passant != NoSquare) {
    // The pawn that passed over the square must stand just beyond it, with
    // the square and its start empty.
    const Square passed = problem.en_passant;
    const Side mover = rank_of(passed) == 2 ? Side::White : Side::Black;
    const int step = mover == Side::White ? 8 : -8;
    const Square arrival = static_cast<Square>(passed + step), start = static_cast<Square>(passed - step);
    if (position.piece_on(arrival) != Piece{PieceType::Pawn, mover} || !position.piece_on(passed).empty() ||
        !position.piece_on(start).empty())
      throw ImpossiblePosition("option EnPassant " + square_name(passed) + ": no " + side_name(mover) +
                               " pawn can just have passed over it");
    position.set_en_passant(passed);
  }
  position.set_rules(&rules);
  // A proof game's diagram is where play ends, with either side to move.
  if (stipulation.proof_game()) {
    for (const auto& condition : rules.conditions())
      if (!condition->plays_proof_games())
        throw UnsupportedPosition("proof games under " + condition->name() + " are not supported");
    if (stipulation.a_to_b()) check_start(stipulation, rules);
    return;
  }
  const bool mate_only = stipulation.goal.kind == GoalKind::Mate &&
                         (!stipulation.reciprocal || stipulation.own_goal.kind == GoalKind::Mate);
  for (const auto& condition : rules.conditions())
    if (condition->defined_for_mate_only() && !mate_only)
      throw UnsupportedPosition("goals other than mate under " + condition->name() + " are not supported");
  const Side waiting = opponent(position.side_to_move());
  if (!rules.allows_waiting_side_in_check() && position.in_check(waiting))
    throw ImpossiblePosition(std::string(side_name(waiting)) + " is in check but not to move");
}

}  // namespace feerie
