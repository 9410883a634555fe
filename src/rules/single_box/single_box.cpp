#include "rules/single_box/single_box.h"

#include <bit>

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// The men of one side's box: the game array's.
int box_count(PieceType type) {
  switch (type) {
    case PieceType::King:
    case PieceType::Queen: return 1;
    case PieceType::Rook:
    case PieceType::Bishop:
    case PieceType::Knight: return 2;
    case PieceType::Pawn: return 8;
    default: return 0;
  }
}

constexpr PieceType BoxTypes[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                  PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
// What a latent pawn may become.
constexpr PieceType Officers[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};

int count_of(const Position& position, Side side, PieceType type) { return std::popcount(position.pieces(side, type)); }

// The pawns of `side` standing on its last rank.
Bitboard latent_pawns(const Position& position, Side side) {
  return position.pieces(side, PieceType::Pawn) & rank_bb(side == Side::White ? 7 : 0);
}

// Is a queen, rook, bishop or knight of `side`'s box out of play?
bool officer_out_of_play(const Position& position, Side side) {
  for (const PieceType type : Officers)
    if (count_of(position, side, type) < box_count(type)) return true;
  return false;
}

}  // namespace

unsigned SingleBox::hooks() const {
  unsigned hooks = static_cast<unsigned>(Hook::Legality);
  if (type_ == 1) hooks |= static_cast<unsigned>(Hook::CheckValidation);
  if (type_ == 2) hooks |= static_cast<unsigned>(Hook::Expansion) | static_cast<unsigned>(Hook::Consequences);
  if (type_ == 3)
    hooks |= static_cast<unsigned>(Hook::Generation) | static_cast<unsigned>(Hook::Prelude) |
             static_cast<unsigned>(Hook::KingObservation);
  return hooks;
}

bool SingleBox::allows(Position& position, Side mover) const {
  for (const Side side : {Side::White, Side::Black})
    for (const PieceType type : BoxTypes)
      if (count_of(position, side, type) > box_count(type)) return false;
  // Type2 judges both sides' latent pawns after every move, Type3 the mover's.
  for (const Side side : {Side::White, Side::Black})
    if ((type_ == 2 || (type_ == 3 && side == mover)) && latent_pawns(position, side) &&
        officer_out_of_play(position, side))
      return false;
  return true;
}

bool SingleBox::check_counts(const Position& position, Square attacker, Square king) const {
  const Piece pawn = position.piece_on(attacker);
  if (pawn.type != PieceType::Pawn || relative_rank(pawn.side, king) != 7) return true;
  // Taking the king the pawn promotes: to a piece still in the box.
  for (const PieceType type : position.promotion_types())
    if (count_of(position, pawn.side, type) < box_count(type)) return true;
  return false;
}

std::string SingleBox::refusal(const Position& position) const {
  if (!position.fairy_pieces()) return "";
  return type_ == 1 ? "SingleBox Type1 beside fairy pieces is not supported (as in Popeye)"
                    : "SingleBox Type" + std::to_string(type_) + " beside fairy pieces is not supported";
}

void SingleBox::expand(Position& position, const Move& move, MoveList& out) const {
  const Side owner = opponent(position.side_to_move());
  Bitboard latent = latent_pawns(position, owner);
  if (!latent) return out.push(move);
  // The room in the owner's box once the move has taken its piece.
  const Square captured_on = position.capture_square(move);
  const Piece captured = captured_on == NoSquare ? Piece{} : position.piece_on(captured_on);
  if (captured_on != NoSquare) latent &= ~square_bb(captured_on);
  bool promoted = false;
  while (latent) {
    const Square pawn = pop_lowest(latent);
    for (const PieceType type : Officers) {
      const int after = count_of(position, owner, type) - (captured.side == owner && captured.type == type);
      if (after >= box_count(type)) continue;
      Move choice = move;
      choice.choice_square = pawn;
      choice.choice_type = type;
      out.push(choice);
      promoted = true;
    }
  }
  if (!promoted) out.push(move);
}

void SingleBox::consequences(Position& position, const Displacement& displacement) const {
  const Move& move = displacement.move;
  if (move.choice_square == NoSquare) return;
  Piece promoted = position.piece_on(move.choice_square);
  promoted.type = move.choice_type;
  position.change(move.choice_square, promoted, EffectKind::Promote);
}

void SingleBox::generate(const Position& position, MoveList& moves) const {
  const Side side = position.side_to_move();
  const Bitboard latent = latent_pawns(position, side);
  if (!latent || !officer_out_of_play(position, side)) return;
  // Each promotion of a latent pawn with each move: the side's other moves,
  // and the promoted piece's own.
  const MoveList plain = moves;
  moves.clear();
  const Bitboard occupied = position.occupied();
  const Bitboard targets = ~occupied | (position.capturable(side) & occupied);
  for (Bitboard pawns = latent; pawns;) {
    const Square pawn = pop_lowest(pawns);
    for (const PieceType type : Officers) {
      if (count_of(position, side, type) >= box_count(type)) continue;
      const auto push = [&](Move move) {
        move.choice_square = pawn;
        move.choice_type = type;
        moves.push(move);
      };
      for (const Move& move : plain) push(move);
      for (Bitboard to = walk_attacks(type, side, pawn, occupied) & targets; to;)
        push(Move{.from = pawn, .to = pop_lowest(to)});
    }
  }
}

void SingleBox::prelude(Position& position, const Move& move) const {
  if (move.choice_square == NoSquare) return;
  Piece promoted = position.piece_on(move.choice_square);
  promoted.type = move.choice_type;
  position.change(move.choice_square, promoted, EffectKind::Promote);
}

Bitboard SingleBox::king_observers(const Position& position, Square square, Side by, Bitboard occupied) const {
  Bitboard observing = position.observers(square, by, occupied);
  // A latent pawn observes as any piece its side may still promote it to.
  for (Bitboard pawns = latent_pawns(position, by) & occupied; pawns;) {
    const Square pawn = pop_lowest(pawns);
    for (const PieceType type : Officers)
      if (count_of(position, by, type) < box_count(type) &&
          (walk_attacks(type, by, pawn, occupied) & square_bb(square))) {
        observing |= square_bb(pawn);
        break;
      }
  }
  return observing;
}

std::unique_ptr<Condition> make_single_box(ConditionWords& words) {
  if (words.accept({"Type2", "Typ2"})) return std::make_unique<SingleBox>(2);
  if (words.accept({"Type3", "Typ3"})) return std::make_unique<SingleBox>(3);
  words.accept({"Type1", "Typ1"});
  return std::make_unique<SingleBox>(1);
}

}  // namespace feerie
