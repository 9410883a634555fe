#include "rules/circe/rebirth_square.h"

#include "core/piece_catalogue.h"
#include "rules/circe/circe_square.h"

namespace feerie {

namespace {

Square file_square(Piece piece, Square capture_square) {
  const bool white = piece.side == Side::White;
  int rank = white ? 7 : 0;  // a fairy piece: its promotion rank, as Popeye
  if (kind_of(piece.type).pawn_like)
    rank = white ? 1 : 6;
  else if (piece.type == PieceType::King || piece.type == PieceType::Queen || piece.type == PieceType::Rook ||
           piece.type == PieceType::Bishop || piece.type == PieceType::Knight)
    rank = white ? 0 : 7;
  return make_square(file_of(capture_square), rank);
}

Square antipode(Square square) {
  const int file = file_of(square), rank = rank_of(square);
  return make_square(file < 4 ? file + 4 : file - 4, rank < 4 ? rank + 4 : rank - 4);
}

Square equipollent(Square capture_square, Square from, Square to) {
  const int file = file_of(capture_square) + file_of(to) - file_of(from);
  const int rank = rank_of(capture_square) + rank_of(to) - rank_of(from);
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return NoSquare;
  return make_square(file, rank);
}

// Rank Circe: the Circe square's file, on the capture rank. Of the two
// files of a knight, bishop or rook, the one whose square on that rank has
// the capture square's colour: the Circe square found as for the other side
// where the capture rank's parity calls for it (as Popeye).
Square rank_square(Piece piece, Square capture_square) {
  const int rank = rank_of(capture_square);
  if ((rank % 2 == 0) == (piece.side == Side::Black)) piece.side = opponent(piece.side);
  const Square circe = circe_square(piece, capture_square);
  return circe == NoSquare ? NoSquare : make_square(file_of(circe), rank);
}

Square turned(Square square) { return make_square(7 - file_of(square), 7 - rank_of(square)); }

}  // namespace

std::string RebirthRule::words(const std::string& occupied) const {
  std::string text;
  switch (place) {
    case RebirthPlace::Classic: break;
    case RebirthPlace::File: text += " File"; break;
    case RebirthPlace::Symmetry: text += " Symmetry"; break;
    case RebirthPlace::VerticalSymmetry: text += " VerticalSymmetry"; break;
    case RebirthPlace::HorizontalSymmetry: text += " HorizontalSymmetry"; break;
    case RebirthPlace::Antipodes: text += " Antipodes"; break;
    case RebirthPlace::Equipollents: text += " Equipollents"; break;
    case RebirthPlace::Departure: text += " PWC"; break;
    case RebirthPlace::CaptureSquare: text += " CaptureSquare"; break;
    case RebirthPlace::Diagram: text += " Diagram"; break;
    case RebirthPlace::Rank: text += " Rank"; break;
  }
  if (couscous) text += " Couscous";
  if (mirror) text += " Mirror";
  text += occupied;
  if (diametral) text += " Diametral";
  if (vertical_mirror) text += " VerticalMirror";
  return text;
}

bool RebirthRule::may_promote() const {
  return couscous || place == RebirthPlace::Symmetry || place == RebirthPlace::VerticalSymmetry ||
         place == RebirthPlace::Antipodes || place == RebirthPlace::Equipollents || place == RebirthPlace::Departure;
}

Square rebirth_square(const RebirthRule& rule, Piece piece, Square capture_square, Square from, Square to,
                      Square diagram) {
  const Piece relevant = rule.mirror ? Piece{piece.type, opponent(piece.side)} : piece;
  Square square = NoSquare;
  switch (rule.place) {
    case RebirthPlace::Classic: square = circe_square(relevant, capture_square); break;
    case RebirthPlace::File: square = file_square(relevant, capture_square); break;
    case RebirthPlace::Symmetry: square = turned(capture_square); break;
    case RebirthPlace::VerticalSymmetry:
      square = make_square(7 - file_of(capture_square), rank_of(capture_square));
      break;
    case RebirthPlace::HorizontalSymmetry:
      square = make_square(file_of(capture_square), 7 - rank_of(capture_square));
      break;
    case RebirthPlace::Antipodes: square = antipode(capture_square); break;
    case RebirthPlace::Equipollents: square = equipollent(capture_square, from, to); break;
    case RebirthPlace::Departure: square = from; break;
    case RebirthPlace::CaptureSquare: square = capture_square; break;
    case RebirthPlace::Diagram: square = diagram; break;
    case RebirthPlace::Rank: square = rank_square(relevant, capture_square); break;
  }
  if (square == NoSquare) return square;
  if (rule.diametral) square = turned(square);
  if (rule.vertical_mirror) square = make_square(7 - file_of(square), rank_of(square));
  return square;
}

}  // namespace feerie
