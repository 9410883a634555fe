// FEN reading and writing: every kind of mistake is named by its own message,
// and writing what was read gives the text back.
#include "io/fen.h"

#include <gtest/gtest.h>

#include <set>

namespace feerie {
namespace {

struct FenMistake {
  const char* name;
  const char* fen;
  const char* message;  // the FenError text must contain this
};

std::ostream& operator<<(std::ostream& out, const FenMistake& m) { return out << m.name; }

const FenMistake Mistakes[] = {
    {"Empty", "", "FEN is empty"},
    {"OnlySpaces", "   ", "FEN is empty"},
    {"TooManyFields", "8/8/8/8/8/8/8/8 w - - 0 1 x", "FEN has 7 fields, expected at most 6"},
    {"ShortRank", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "FEN rank 7 has 7 squares, expected 8"},
    {"ShortLastRank", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w - - 0 1", "FEN rank 1 has 7 squares, expected 8"},
    {"LongRankOfDigits", "8/8/8/8/44P/8/8/8 w - - 0 1", "FEN rank 4 has more than 8 squares"},
    {"LongRankOfPieces", "8/8/8/8/8/8/PPPPPPPPP/8 w - - 0 1", "FEN rank 2 has more than 8 squares"},
    {"TooManyRanks", "8/8/8/8/8/8/8/8/8 w - - 0 1", "FEN board has more than 8 ranks"},
    {"TooFewRanks", "8/8/8/8/8/8/8 w - - 0 1", "FEN board has 7 ranks, expected 8"},
    {"UnknownPieceLetter", "8/8/8/8/3X4/8/8/8 w - - 0 1", "FEN board: unknown piece letter 'X'"},
    {"BadSideToMove", "8/8/8/8/8/8/8/8 x - - 0 1", "FEN side to move is 'x', expected w or b"},
    {"BadCastlingLetter", "r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1", "FEN castling field: unexpected 'x'"},
    {"CastlingWithoutRook", "r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
     "FEN castling field grants a right but h8 does not hold the rook"},
    {"CastlingWithoutKing", "r3k2r/8/8/8/8/8/8/R4K1R w K - 0 1",
     "FEN castling field grants a right but e1 does not hold the king"},
    {"EnPassantNotASquare", "4k3/8/8/3pP3/8/8/8/4K3 w - d9 0 1", "FEN en passant square 'd9' is not a square"},
    {"EnPassantWrongRank", "4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1", "FEN en passant square d3 is not on rank 6"},
    {"EnPassantWrongRankForBlack", "4k3/8/8/8/3Pp3/8/8/4K3 b - d6 0 1", "FEN en passant square d6 is not on rank 3"},
    {"EnPassantWithoutPawn", "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1",
     "FEN en passant square d6 has no black pawn on d5 that could have just stepped over it"},
    {"EnPassantPathOccupied", "4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1",
     "FEN en passant square d6: d6 and d7 must be empty after a double step"},
    {"BadHalfMoveCounter", "8/8/8/8/8/8/8/8 w - - x 1", "FEN move counter 'x' is not a number"},
    {"BadFullMoveCounter", "8/8/8/8/8/8/8/8 w - - 0 -1", "FEN move counter '-1' is not a number"},
};

std::string error_of(const char* fen) {
  Position position;
  try {
    read_fen(fen, position);
  } catch (const FenError& error) {
    return error.what();
  }
  return "";
}

class FenMistakes : public testing::TestWithParam<FenMistake> {};

TEST_P(FenMistakes, NamedByItsMessage) {
  const std::string message = error_of(GetParam().fen);
  EXPECT_NE(message.find(GetParam().message), std::string::npos) << "message: " << message;
}

INSTANTIATE_TEST_SUITE_P(Fen, FenMistakes, testing::ValuesIn(Mistakes),
                         [](const testing::TestParamInfo<FenMistake>& info) { return info.param.name; });

// Different kinds of mistake never share a message (one kind may appear twice
// in the table to show two ways of making it).
TEST(Fen, KindsOfMistakeHaveDistinctMessages) {
  std::set<std::string> messages;
  for (const FenMistake& mistake : Mistakes) messages.insert(mistake.message);
  std::set<std::string> errors;
  for (const FenMistake& mistake : Mistakes) errors.insert(error_of(mistake.fen));
  EXPECT_EQ(errors.size(), messages.size());
}

TEST(Fen, RoundTrip) {
  const char* fens[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6",
      "rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR b KQkq e3",
      "r3k2r/8/8/8/8/8/8/R3K2R b Kq -",
      "4k3/8/8/8/8/8/8/2P1K3 w - -",
      "8/8/8/8/8/8/8/8 b - -",
  };
  for (const char* fen : fens) {
    Position position;
    read_fen(fen, position);
    EXPECT_EQ(write_fen(position), fen);
  }
}

TEST(Fen, CountersAreOptionalAndIgnored) {
  Position with_counters, without;
  read_fen("4k3/8/8/8/8/8/8/4K3 b - - 12 40", with_counters);
  read_fen("4k3/8/8/8/8/8/8/4K3 b", without);
  EXPECT_TRUE(with_counters == without);
  EXPECT_EQ(write_fen(without), "4k3/8/8/8/8/8/8/4K3 b - -");
}

TEST(Fen, KnightMayBeWrittenSAndIsWrittenN) {
  Position position;
  read_fen("4k3/8/8/8/8/8/8/1S2K1s1 w - -", position);
  EXPECT_EQ(position.piece_on(parse_square("b1")), (Piece{PieceType::Knight, Side::White}));
  EXPECT_EQ(write_fen(position), "4k3/8/8/8/8/8/8/1N2K1n1 w - -");
}

// Castling rights belong to pieces: K grants the rights of e1 and h1.
TEST(Fen, CastlingLettersGrantRightsOfKingAndRook) {
  Position position;
  read_fen("r3k2r/8/8/8/8/8/8/R3K2R w Kq -", position);
  EXPECT_EQ(position.castling_rights(), castling::E1 | castling::H1 | castling::E8 | castling::A8);
}

// As in play, an en passant square nobody can take on is not recorded, so the
// position and its hash equal those of the same position reached by a move.
TEST(Fen, EnPassantSquareWithoutTakerIsDropped) {
  Position position;
  read_fen("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6", position);
  EXPECT_EQ(position.en_passant(), NoSquare);
  EXPECT_EQ(write_fen(position), "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq -");

  Position played;
  read_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq -", played);
  played.make_move(Move{parse_square("e7"), parse_square("e5"), MoveKind::DoubleStep});
  EXPECT_EQ(played.hash(), position.hash());
}

}  // namespace
}  // namespace feerie
