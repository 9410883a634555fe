#include "rules/annan/annan.h"

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

void NeighbourWalk::lend(const Position& position, Square square, Side side, int files, int ranks, Walks& out) const {
  const int file = file_of(square) + files, rank = rank_of(square) + ranks;
  if (!on_board(file, rank)) return;
  const Square neighbour = make_square(file, rank);
  const Piece lender = position.piece_on(neighbour);
  if (!lender.of(enemy_ ? opponent(side) : side)) return;
  // Royal: a royal piece of the side moving (a king, a royal piece).
  const Bitboard royal = position.kings(side);
  const bool lender_royal = (royal & square_bb(neighbour)) != 0;
  const bool borrower_royal = (royal & square_bb(square)) != 0;
  switch (royals_) {
    case Royals::Both: break;
    case Royals::DoNotLend:
      if (lender_royal) return;
      break;
    case Royals::DoNotBorrow:
      if (borrower_royal) return;
      break;
    case Royals::Neither:
      if (lender_royal || borrower_royal) return;
      break;
  }
  out.add(lender.type);
}

void NeighbourWalk::walks(const Position& position, Square square, Side side, Walks& out) const {
  const int ahead = forward(side) / 8;
  switch (place_) {
    case Place::Behind: return lend(position, square, side, 0, -ahead, out);
    case Place::InFront: return lend(position, square, side, 0, ahead, out);
    case Place::Beside:
      lend(position, square, side, -1, 0, out);
      lend(position, square, side, 1, 0, out);
      return;
  }
}

unsigned NeighbourWalk::handled_attributes() const {
  return static_cast<unsigned>(PieceAttribute::Neutral) | static_cast<unsigned>(PieceAttribute::Royal) |
         static_cast<unsigned>(PieceAttribute::RemoteCapture) | static_cast<unsigned>(PieceAttribute::Paralysing);
}

namespace {

// Popeye's types of Annan chess, in the problem's language or another
// (TypeA..TypeD, TypA..TypD); none: TypeA.
NeighbourWalk::Royals read_type(ConditionWords& words, std::string& name) {
  constexpr struct {
    std::string_view english, german;
    NeighbourWalk::Royals royals;
  } types[] = {{"TypeA", "TypA", NeighbourWalk::Royals::Both},
               {"TypeB", "TypB", NeighbourWalk::Royals::DoNotLend},
               {"TypeC", "TypC", NeighbourWalk::Royals::DoNotBorrow},
               {"TypeD", "TypD", NeighbourWalk::Royals::Neither}};
  for (const auto& type : types) {
    if (!words.accept({type.english, type.german})) continue;
    // Popeye's line names every type but A, four spaces after the name.
    if (type.royals != NeighbourWalk::Royals::Both) name += "    " + std::string(type.english);
    return type.royals;
  }
  return NeighbourWalk::Royals::Both;
}

std::unique_ptr<Condition> make_typed(ConditionWords& words, std::string name, NeighbourWalk::Place place) {
  const NeighbourWalk::Royals royals = read_type(words, name);
  return std::make_unique<NeighbourWalk>(std::move(name), place, false, royals);
}

std::unique_ptr<Condition> make_enemy(std::string name, NeighbourWalk::Place place) {
  return std::make_unique<NeighbourWalk>(std::move(name), place, true, NeighbourWalk::Royals::Both);
}

}  // namespace

std::unique_ptr<Condition> make_annan_chess(ConditionWords& words) {
  return make_typed(words, "AnnanChess", NeighbourWalk::Place::Behind);
}

std::unique_ptr<Condition> make_nanna_chess(ConditionWords& words) {
  return make_typed(words, "NannaChess", NeighbourWalk::Place::InFront);
}

std::unique_ptr<Condition> make_face_to_face(ConditionWords&) {
  return make_enemy("FaceToFace", NeighbourWalk::Place::InFront);
}

std::unique_ptr<Condition> make_back_to_back(ConditionWords&) {
  return make_enemy("BackToBack", NeighbourWalk::Place::Behind);
}

std::unique_ptr<Condition> make_cheek_to_cheek(ConditionWords&) {
  return make_enemy("CheekToCheek", NeighbourWalk::Place::Beside);
}

}  // namespace feerie
