// Positions with perft counts checked by an independent program. Counts marked
// "Stockfish 15.1" were produced by Debian's /usr/games/stockfish with
// `position fen F` and `go perft N`.
#pragma once

#include <cstdint>
#include <ostream>

namespace feerie {

struct PerftCase {
  const char* name;
  const char* fen;
  int depth;
  std::uint64_t nodes;
};

inline std::ostream& operator<<(std::ostream& out, const PerftCase& c) { return out << c.name; }

constexpr const char* StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* KiwipeteFen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* Cpw4Fen = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
constexpr const char* Cpw5Fen = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
constexpr const char* Cpw6Fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

// Every count below: Stockfish 15.1.
inline const PerftCase OrthodoxCases[] = {
    {"StartPosition", StartFen, 5, 4865609},
    {"Kiwipete", KiwipeteFen, 4, 4085603},
    {"Cpw3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11030083},
    {"Cpw4", Cpw4Fen, 4, 422333},
    {"Cpw4Mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333},
    {"Cpw5", Cpw5Fen, 4, 2103487},
    {"Cpw6", Cpw6Fen, 4, 3894594},
    // Promotions and under-promotions, with and without capture, into and out of check.
    {"PromotionsBothSides", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 5, 3605103},
    {"PromotionOutOfCheck", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001},
    {"PromotionGivesCheck", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342},
    {"UnderPromotionGivesCheck", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683},
    // En passant: e4xd3 would empty the rank between the king on a4 and the queen on h4.
    {"EnPassantRankPin", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", 5, 117741},
    {"EnPassantDiscoveredRankPin", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888},
    {"EnPassantDiagonalPin", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467},
    {"EnPassantGivesCheck", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133},
    {"EnPassantTwoCapturers", "8/8/3k4/8/2pPp3/8/8/4K3 b - d3 0 1", 5, 24117},
    // Castling: the king may not leave, cross or reach an attacked square; the rook may.
    {"CastlingPassesAttackedSquare", "3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1", 4, 109547},
    {"CastlingRookPassesAttackedSquare", "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", 4, 142850},
    {"CastlingBishopGuardsF1", "r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1", 4, 509679},
    {"CastlingAllRights", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4, 314346},
    {"CastlingSomeRights", "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", 4, 287755},
    {"CastlingLongOnly", "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", 4, 17319},
    {"CastlingRightsLost", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206},
    {"CastlingPrevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476},
    {"ShortCastlingGivesCheck", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072},
    {"LongCastlingGivesCheck", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803711},
    // Checks, stalemates and mates.
    {"DiscoveredCheck", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658},
    {"SelfStalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217},
    {"StalemateAndMate", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584},
    {"StalemateAndMateBlack", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527},
};

// Deeper counts (a few seconds in Release), labelled slow and left out of the
// sanitizer run; every count: Stockfish 15.1.
inline const PerftCase DeepCases[] = {
    {"StartPosition", StartFen, 6, 119060324},
    {"Kiwipete", KiwipeteFen, 5, 193690690},
    {"Cpw4", Cpw4Fen, 5, 15833292},
    {"Cpw5", Cpw5Fen, 5, 89941194},
    {"Cpw6", Cpw6Fen, 5, 164075551},
};

}  // namespace feerie
